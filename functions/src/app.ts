import express, { type Express } from 'express';
import { errorMiddleware, unknownApiRoute } from './lib/error-middleware.js';
import { healthRouter } from './routes/health.js';
import { uploadsRouter } from './routes/uploads.js';

/** JSON bodies are small forms; files arrive as multipart and have their own limits. */
const JSON_LIMIT = '100kb';

/**
 * Builds the Express app behind the `api` function. Kept free of the functions runtime so tests
 * can run it directly against the emulators.
 */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(express.json({ limit: JSON_LIMIT }));

  const api = express.Router();
  api.use('/health', healthRouter);
  api.use(unknownApiRoute);

  app.use('/api', api);
  app.use('/uploads', uploadsRouter);
  app.use(errorMiddleware);
  return app;
}
