import { Router } from 'express';
import { checkFirestore } from '../services/health.js';

export const healthRouter = Router();

healthRouter.get('/', async (_req, res) => {
  const firestore = await checkFirestore();
  res.status(firestore ? 200 : 503).json({ status: firestore ? 'ok' : 'degraded', firestore: firestore ? 'ok' : 'unreachable' });
});
