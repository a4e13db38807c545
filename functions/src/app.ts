import { API_ROUTES, JSON_BODY_LIMIT } from '@chem/contract';
import express, { type Express } from 'express';
import { refuseBodyOver } from './lib/body-limit.js';
import { clientAddressSetting, useClientAddressSetting } from './lib/client-address.js';
import { errorMiddleware, unknownApiRoute } from './lib/error-middleware.js';
import { requestLogging } from './lib/logger.js';
import { healthRouter } from './routes/health.js';
import { userRouter } from './routes/user.js';
import { accountRecoveryRouter } from './routes/account-recovery.js';
import { accountDataRouter } from './routes/account-data.js';
import { adminRouter } from './routes/admin.js';
import { salesRouter } from './routes/sales.js';
import { coursesRouter } from './routes/courses.js';
import { learnRouter } from './routes/learn.js';
import { categoriesRouter } from './routes/categories.js';
import { notesRouter } from './routes/notes.js';
import { plansRouter } from './routes/plans.js';
import { paymentsRouter } from './routes/payments.js';
import { contactRouter } from './routes/contact.js';
import { bannerRouter } from './routes/banner.js';
import { videosRouter } from './routes/videos.js';
import { settingsRouter } from './routes/settings.js';
import { uploadsRouter } from './routes/uploads.js';
import { pagesRouter } from './routes/pages.js';
import { adminSeriesRouter, seriesRouter } from './routes/series.js';
import { adminPassagesRouter, adminQuestionsRouter, adminTestsRouter, practiceTestsRouter } from './routes/practice-tests.js';
import { mailRouter } from './routes/mail.js';
import { invoicesRouter } from './routes/invoices.js';
import { couponsRouter } from './routes/coupons.js';
import { notificationsRouter } from './routes/notifications.js';
import { adminCertificatesRouter, certificatesRouter } from './routes/certificates.js';
import { announcementsRouter } from './routes/announcements.js';
import { adminDoubtsRouter, doubtsRouter, lessonDoubtsRouter, savedRepliesRouter } from './routes/doubts.js';
import { chapterPracticeRouter } from './routes/chapter-practice.js';
import { adminLiveClassesRouter, liveClassesRouter } from './routes/live-classes.js';

/** No route accepts more than this (the largest upload); anything larger is refused before routing. */
const LARGEST_BODY = Math.max(...Object.values(API_ROUTES).map((spec) => spec.maxBodyBytes));

/**
 * Builds the Express app behind the `api` function. Kept free of the functions runtime so tests
 * can run it directly against the emulators.
 */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // Only the proxies that really append to X-Forwarded-For, or the platform header the deploy
  // measured: see lib/client-address.ts.
  useClientAddressSetting(app, clientAddressSetting());
  app.use(requestLogging);
  // Each route checks its own limit first (lib/api-router.ts); this catches the rest (unknown
  // paths, /uploads) before any parsing.
  app.use(refuseBodyOver(LARGEST_BODY));
  app.use(
    express.json({
      limit: JSON_BODY_LIMIT,
      // Razorpay signs its webhooks over the exact bytes sent. Cloud Functions keeps them in
      // req.rawBody already; elsewhere (tests, plain Node) keep them here.
      verify: (req, _res, buffer) => {
        const request = req as typeof req & { rawBody?: Buffer };
        request.rawBody ??= buffer;
      },
    }),
  );

  const api = express.Router();
  api.use('/health', healthRouter);
  api.use('/user', userRouter);
  api.use('/user', accountRecoveryRouter);
  api.use('/user', accountDataRouter);
  api.use('/admin/questions', adminQuestionsRouter);
  api.use('/admin/passages', adminPassagesRouter);
  api.use('/admin/tests', adminTestsRouter);
  api.use('/admin/series', adminSeriesRouter);
  api.use('/admin/doubts', adminDoubtsRouter);
  api.use('/admin/saved-replies', savedRepliesRouter);
  api.use('/admin/announcements', announcementsRouter);
  api.use('/admin/live-classes', adminLiveClassesRouter);
  api.use('/admin', adminRouter);
  api.use('/admin', salesRouter);
  api.use('/admin', adminCertificatesRouter);
  api.use('/courses', coursesRouter);
  api.use('/learn', learnRouter);
  api.use('/learn', lessonDoubtsRouter);
  api.use('/categories', categoriesRouter);
  api.use('/notes', notesRouter);
  api.use('/plans', plansRouter);
  api.use('/payments', paymentsRouter);
  api.use('/contact', contactRouter);
  api.use('/banner', bannerRouter);
  api.use('/videos', videosRouter);
  api.use('/settings', settingsRouter);
  api.use('/tests', practiceTestsRouter);
  api.use('/series', seriesRouter);
  api.use('/practice', chapterPracticeRouter);
  api.use('/mail', mailRouter);
  api.use('/invoices', invoicesRouter);
  api.use('/coupons', couponsRouter);
  api.use('/notifications', notificationsRouter);
  api.use('/certificates', certificatesRouter);
  api.use('/doubts', doubtsRouter);
  api.use('/live-classes', liveClassesRouter);
  api.use(unknownApiRoute);

  app.use('/api', api);
  app.use('/uploads', uploadsRouter);
  // Course pages and the sitemap: the HTML Hosting does not have as static files.
  app.use(pagesRouter);
  app.use(errorMiddleware);
  return app;
}
