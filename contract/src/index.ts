/**
 * The contract between the web app and the API: what each request body may hold (zod schemas
 * with the messages users see), what each answer looks like, and the small pure helpers both
 * sides compute the same way. Nothing here knows about Express, firebase-admin, React or the
 * browser; `web/` and `functions/` meet only here (and over HTTP).
 */
export * from './accounts.js';
export * from './admin-users.js';
export * from './banners.js';
export * from './catalogue.js';
export * from './client-address.js';
export * from './categories.js';
export * from './contact.js';
export * from './courses.js';
export * from './dates.js';
export * from './errors.js';
export * from './india-time.js';
export * from './learning.js';
export * from './curriculum.js';
export * from './money.js';
export * from './notes.js';
export * from './paging.js';
export * from './plans.js';
export * from './routes.js';
export * from './site-facts.js';
export * from './site-samples.js';
export * from './site-settings.js';
export * from './text.js';
export * from './uploads.js';
export * from './validation.js';
export * from './videos.js';
export * from './page-meta.js';
export * from './account-recovery.js';
export * from './account-data.js';
export * from './sign-in-providers.js';
export * from './practice-tests.js';
export * from './question-kinds.js';
export * from './mail.js';
export * from './gst.js';
export * from './invoices.js';
export * from './languages.js';
export * from './coupons.js';
export * from './sales.js';
export * from './notifications.js';
export * from './certificates.js';
export * from './doubts.js';
export * from './doubt-requests.js';
export * from './announcements.js';
export * from './test-series.js';
export * from './series.js';
export * from './score-buckets.js';
export * from './test-insights.js';
export * from './chapter-practice.js';
export * from './chapter-practice-requests.js';
export * from './live-classes.js';
export * from './live-class-requests.js';
