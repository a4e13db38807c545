/**
 * The site's addresses, as the router (app/router.tsx) matches them, and the links built from
 * them: a screen links here instead of spelling a path, so a renamed route is one edit. The odd
 * spellings (/SubscriptioinPage, /Ytclass) are the addresses students already have. Separate
 * constants rather than one object, so a chunk carries only the addresses it uses.
 */
export const AUTH_PATH = '/AuthPage';
export const PLANS_PATH = '/SubscriptioinPage';
export const DASHBOARD_PATH = '/UserDashboard';
export const ADMIN_PATH = '/admin';
export const ADMIN_LOGIN_PATH = '/Chemistry/Admin/login';
const TESTS_PATH = '/tests';

/** A section of the student's dashboard (?section=subscription). */
export const dashboardPath = (section: string) => `${DASHBOARD_PATH}?section=${encodeURIComponent(section)}`;

/** A payment's printable receipt. */
export const receiptPath = (paymentId: string) => `${DASHBOARD_PATH}/receipt/${encodeURIComponent(paymentId)}`;

/** The course player, at a lesson or where the student left off. */
export const learnPath = (courseId: string, lessonId?: string) =>
  `/learn/${encodeURIComponent(courseId)}${lessonId ? `/${encodeURIComponent(lessonId)}` : ''}`;

/** Where a test lives; with an attempt, where that attempt (running or its result) is shown. */
export const testPath = (testId: string, attemptId?: string) =>
  `${TESTS_PATH}/${encodeURIComponent(testId)}${attemptId ? `?attempt=${encodeURIComponent(attemptId)}` : ''}`;
