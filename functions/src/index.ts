import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';
import { FUNCTION_SECRETS } from './config/integrations.js';

/** The whole API: Hosting rewrites /api/** and /uploads/** here. Mumbai is nearest the students. */
export const api = onRequest(
  {
    region: 'asia-south1',
    memory: '512MiB',
    concurrency: 40,
    secrets: FUNCTION_SECRETS,
  },
  createApp(),
);
