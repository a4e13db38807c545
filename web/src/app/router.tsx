import { createBrowserRouter } from 'react-router-dom';
import { ADMIN_PATH, DASHBOARD_PATH } from '../config/paths';
import { getLocale } from '../i18n/locale';
import { RootErrorBoundary, RouteErrorBoundary } from './error-boundary';
import { RootLayout } from './root-layout';

/**
 * A landing screen (where links shared in chat apps lead) for a Hindi reader: its Hindi texts are
 * fetched alongside its code instead of after the code has run and asked for them, which on a slow
 * connection saves a round trip before the first paint. English readers fetch nothing more.
 */
function withHindi<M>(route: () => Promise<M>, ...hindi: Array<() => Promise<unknown>>): () => Promise<M> {
  return async () => {
    if (getLocale() === 'en') return route();
    const [module] = await Promise.all([route(), ...hindi.map((load) => load().catch(() => undefined))]);
    return module;
  };
}

/**
 * The site's route table (config/paths.ts has the addresses links use). Each screen is a `lazy` route module exporting
 * `Component` (and later `loader` etc.) by name, so every screen is its own chunk and the first
 * load carries only the layout and the current screen.
 *
 * Paths match case-insensitively (react-router's default), so the nav's /contact and the
 * footer's /Contact reach the same screen, as the spec requires.
 */
export const router = createBrowserRouter([
  // The dashboards have their own sidebars instead of the site's header and footer.
  { path: DASHBOARD_PATH, ErrorBoundary: RootErrorBoundary, lazy: () => import('../features/dashboard/routes/user-dashboard') },
  // A payment receipt stands alone too, so it prints as a clean page.
  {
    path: `${DASHBOARD_PATH}/receipt/:paymentId`,
    ErrorBoundary: RootErrorBoundary,
    lazy: () => import('../features/dashboard/routes/payment-receipt'),
  },
  { path: ADMIN_PATH, ErrorBoundary: RootErrorBoundary, lazy: () => import('../features/admin/routes/admin-dashboard') },
  // The course player is a full-screen layout of its own too: outline beside the lesson.
  { path: '/learn/:courseId/:lessonId?', ErrorBoundary: RootErrorBoundary, lazy: () => import('../features/learn/routes/course-player') },
  // Taking a practice test: instructions, the exam screen and the result, full screen like the player.
  { path: '/tests/:testId', ErrorBoundary: RootErrorBoundary, lazy: () => import('../features/practice/routes/take-test') },
  {
    path: '/',
    Component: RootLayout,
    // Catches failures of the layout itself; it renders without the header.
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        // Pathless so a failing screen (or a chunk that fails to download) shows the error
        // inside the layout and the visitor keeps the navigation.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            index: true,
            lazy: withHindi(
              () => import('../features/home/routes/home'),
              () => import('../features/home/locales/hi.json'),
              () => import('../components/locales/hi.json'),
            ),
          },
          { path: 'about', lazy: () => import('../features/about/routes/about') },
          // Matching is case-insensitive: the nav's /contact and the footer's /Contact both land here.
          { path: 'Contact', lazy: () => import('../features/contact/routes/contact') },
          { path: 'WhatsAppButton', lazy: () => import('../features/contact/routes/whatsapp') },
          { path: 'terms-and-conditions', lazy: () => import('../features/misc/routes/terms') },
          {
            path: 'course',
            lazy: withHindi(
              () => import('../features/courses/routes/course-list'),
              () => import('../features/courses/locales/hi.json'),
              () => import('../components/catalogue/locales/hi.json'),
            ),
          },
          {
            path: 'notes',
            lazy: withHindi(
              () => import('../features/notes/routes/notes-library'),
              () => import('../features/notes/locales/hi.json'),
              () => import('../components/catalogue/locales/hi.json'),
            ),
          },
          {
            path: 'SubscriptioinPage',
            lazy: withHindi(
              () => import('../features/plans/routes/plans'),
              () => import('../features/plans/locales/hi.json'),
            ),
          },
          { path: 'Ytclass', lazy: () => import('../features/videos/routes/video-classes') },
          // The tests list, and under it (/tests/series/:seriesId) a series' page, whose chunk the
          // list's module loads: no route of its own in this table, which the home page loads.
          { path: 'tests/*', lazy: () => import('../features/practice/routes/test-list') },
          // Chapter practice (/practice) and the revision queue (/practice/revision): one chunk for both.
          { path: 'practice/:view?', lazy: () => import('../features/chapter-practice/routes/practice') },
          // The student's doubts and one doubt's thread: signed in only, never indexed.
          { path: 'doubts/:doubtId?', lazy: () => import('../features/doubts/routes/doubts') },
          // The student's notifications (the bell's page): signed in only, never indexed.
          { path: 'notifications', lazy: () => import('../features/notifications/routes/notifications') },
          // A live class's page: those who may join it, signed in; never indexed.
          { path: 'live/:id', lazy: () => import('../features/live-classes/routes/live-class') },
          // A certificate's public verify page: anyone with the link; the function writes its head (noindex).
          { path: 'certificates/:certificateId', lazy: () => import('../features/certificates/routes/verify-certificate') },
          { path: 'AuthPage', lazy: () => import('../features/accounts/routes/auth-page') },
          { path: 'AuthPage/reset', lazy: () => import('../features/account-recovery/routes/reset-password') },
          { path: 'AuthPage/email', lazy: () => import('../features/account-recovery/routes/confirm-email') },
          { path: 'Chemistry/Admin/login', lazy: () => import('../features/admin/routes/admin-login') },
          // Static paths outrank this one whatever the order; every other single segment is a
          // course id, and the detail screen shows "not found" itself for an unknown one.
          {
            path: ':id',
            lazy: withHindi(
              () => import('../features/courses/routes/course-detail'),
              () => import('../features/courses/locales/hi.json'),
            ),
          },
          { path: '*', lazy: () => import('../features/misc/routes/not-found') },
        ],
      },
    ],
  },
]);
