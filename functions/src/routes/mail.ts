import { mailListQuery } from '@chem/contract';
import { apiRouter } from '../lib/api-router.js';
import { requireAdmin } from '../lib/auth.js';
import { parseInput } from '../lib/validate.js';

const { router, route } = apiRouter('/api/mail');
export const mailRouter = router;

// The mail services are loaded on first use: most requests never touch email.
const mailAdmin = () => import('../services/mail/admin.js');

route('GET /api/mail', requireAdmin, async (req) => (await mailAdmin()).listRecentMails(parseInput(mailListQuery, req.query)));

route('POST /api/mail/:id/resend', requireAdmin, async (req) => (await mailAdmin()).resendMail(String(req.params.id)));

// The daily renewal reminders, now (they are queued at most once per subscription however often this runs).
route('POST /api/mail/reminders', requireAdmin, async () => {
  const { queueRenewalReminders } = await import('../services/mail/reminders.js');
  return queueRenewalReminders();
});
