import { announcementInput, announcementsQuery } from '@chem/contract';
import { announcementLimit } from '../config/rate-limits.js';
import { apiRouter } from '../lib/api-router.js';
import { caller, requireAdmin } from '../lib/auth.js';
import { consume } from '../lib/rate-limit.js';
import { parseInput } from '../lib/validate.js';
import { cancelAnnouncement, createAnnouncement, listAnnouncements } from '../services/announcements.js';

/** The teacher's announcements: the admin claim and a live session (requireAdmin checks revocation), writes rate-limited. */
const { router, route } = apiRouter('/api/admin/announcements');
export const announcementsRouter = router;

route('GET /api/admin/announcements', requireAdmin, (req) => listAnnouncements(parseInput(announcementsQuery, req.query).cursor));

route('POST /api/admin/announcements', requireAdmin, async (req) => {
  const input = parseInput(announcementInput, req.body);
  const { uid } = caller(req);
  await consume(announcementLimit(), uid);
  return createAnnouncement(input, uid);
});

route('POST /api/admin/announcements/:id/cancel', requireAdmin, async (req) => {
  await consume(announcementLimit(), caller(req).uid);
  return cancelAnnouncement(String(req.params.id));
});
