import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';
import { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } from './config/razorpay.js';
import { YOUTUBE_API_KEY } from './config/youtube.js';

/** The whole API: Hosting rewrites /api/** and /uploads/** here. Mumbai is nearest the students. */
export const api = onRequest(
  {
    region: 'asia-south1',
    memory: '512MiB',
    concurrency: 40,
    secrets: [YOUTUBE_API_KEY, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET],
  },
  createApp(),
);
