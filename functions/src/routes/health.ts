import { apiRouter } from '../lib/api-router.js';
import { isAdmin, optionalUser } from '../lib/auth.js';
import { integrationStatus } from '../config/integrations.js';
import { checkFirestore } from '../services/health.js';

const { router, route } = apiRouter('/api/health');
export const healthRouter = router;

/**
 * Anyone (an uptime check, the launcher) learns whether the API and Firestore answer. An admin also
 * learns which integrations are set up, by name only: the overview warns about a missing one.
 */
route('GET /api/health', optionalUser, async (req, res) => {
  const firestore = await checkFirestore();
  res.set('Cache-Control', 'private, no-store');
  if (!firestore) res.status(503);
  return {
    status: firestore ? 'ok' : 'degraded',
    firestore: firestore ? 'ok' : 'unreachable',
    ...(isAdmin(req.user) ? { integrations: integrationStatus() } : {}),
  };
});
