import { apiRouter } from '../lib/api-router.js';
import { checkFirestore } from '../services/health.js';

const { router, route } = apiRouter('/api/health');
export const healthRouter = router;

route('GET /api/health', async (_req, res) => {
  const firestore = await checkFirestore();
  if (!firestore) res.status(503);
  return { status: firestore ? 'ok' : 'degraded', firestore: firestore ? 'ok' : 'unreachable' };
});
