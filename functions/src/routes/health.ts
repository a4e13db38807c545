import { EDGE_PROBE_TOKEN_HEADER } from '@chem/contract';
import { apiRouter } from '../lib/api-router.js';
import { isAdmin, optionalUser } from '../lib/auth.js';
import { notFound } from '../lib/errors.js';
import { integrationStatus } from '../config/integrations.js';
import { edgeProbeAnswer, probeTokenAccepted } from '../services/edge-probe.js';
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

/**
 * What reached the function on its way from the caller, masked, for `npm run deploy` to measure
 * who the client is (services/edge-probe.ts). Without the deploy's token it answers exactly as a
 * route that does not exist.
 */
route('GET /api/health/edge-probe', async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  if (!(await probeTokenAccepted(req.get(EDGE_PROBE_TOKEN_HEADER)))) {
    throw notFound(`No API route for ${req.method} ${req.originalUrl.split('?')[0]!.replace(/^\/api(?=\/)/, '')}.`);
  }
  return edgeProbeAnswer(req);
});
