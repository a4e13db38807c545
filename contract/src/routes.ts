import type { z } from 'zod';
import type {
  AccountSession,
  AdminLoginAnswer,
  EmailChangeConfirmed,
  LanguageAnswer,
  UserProfile,
  credentials,
  emailChangeConfirmation,
  languageChange,
  profileChanges,
  userListQuery,
} from './accounts.js';
import type { AccountDeletedAnswer, EmailVerificationStatus, VerificationSentAnswer, deleteAccountRequest } from './account-data.js';
import type { AdminOverview, AdminUsersPage, adminUsersQuery } from './admin-users.js';
import type { Banner } from './banners.js';
import type {
  AdminLiveClass,
  AdminLiveClassList,
  LiveClassAttendance,
  LiveClassJoin,
  LiveClassList,
  LiveClassSummary,
  MadeLesson,
} from './live-classes.js';
import type { liveClassInput, liveClassListQuery, makeLessonInput } from './live-class-requests.js';
import type { Category, categoryInputSchema } from './categories.js';
import type { EdgeProbeAnswer } from './client-address.js';
import type { ContactMessagesPage, contactMessageSchema, contactMessagesQuery } from './contact.js';
import type { Course } from './courses.js';
import type { MessageAnswer } from './errors.js';
import type {
  CourseCurriculum,
  CourseDetail,
  CourseLearners,
  CourseProgress,
  LearnCourse,
  LearnLesson,
  LessonCompletion,
  MyLearning,
} from './learning.js';
import type {
  AdminCertificate,
  AdminCertificatePage,
  CertificateOverview,
  CertificateSettings,
  LessonImageAnswer,
  MyCertificates,
  PublicCertificate,
  adminCertificatesQuery,
} from './certificates.js';
import type { studyReportSchema } from './curriculum.js';
import type { Note, NoteDownloadList } from './notes.js';
import type {
  MyPayments,
  PaymentOrder,
  Plan,
  SubscribeAnswer,
  SubscriptionCheck,
  newPlanSchema,
  paymentOrderSchema,
  planChangesSchema,
  subscribeSchema,
} from './plans.js';
import type { PublicSiteSettings, SiteSettingsAnswer } from './site-facts.js';
import type { SiteSettingsInput } from './site-settings.js';
import type { FeaturedVideos, Playlist, PlaylistPage } from './videos.js';
import type { ResetCodeAnswer, passwordChange, passwordReset, resetCodeCheck, resetLinkRequest } from './account-recovery.js';
import type { CompletedProfile, ProviderSession, profileCompletion, providerSessionRequest } from './sign-in-providers.js';
import type {
  AdminTestList,
  AttemptInProgress,
  AttemptOutcome,
  AttemptView,
  Passage,
  PracticeTest,
  Question,
  QuestionBank,
  QuestionImportAnswer,
  QuestionTagsAnswer,
  SavedAnswerAnswer,
  AttemptTimesAnswer,
  TestAnalytics,
  TestDetail,
  TestList,
  questionImportSchema,
  questionInputSchema,
  questionListQuery,
  questionTagsSchema,
  passageInputSchema,
  saveAnswerSchema,
  attemptTimesSchema,
  testInputSchema,
} from './practice-tests.js';
import type {
  KeyCorrectionJob,
  KeyCorrectionList,
  Leaderboard,
  LeaderboardPreference,
  keyCorrectionSchema,
  leaderboardPreferenceSchema,
} from './test-series.js';
import type { AdminSeriesList, SeriesList, SeriesPage, SeriesTrend, TestSeries, seriesDeleteQuery, seriesInputSchema } from './series.js';
import type { MailList, MailSummary, RemindersRun, mailListQuery } from './mail.js';
import type { SellerSettingsAnswer, SellerSettingsInput } from './invoices.js';
import type { Coupon, CouponCheck, CouponInput, couponCheckSchema } from './coupons.js';
import type { SalesOverview, SalesRebuildAnswer } from './sales.js';
import type {
  MarkReadAnswer,
  NotificationInbox,
  NotificationSettings,
  PushSubscriptionAnswer,
  UnsubscribeAnswer,
  inboxQuery,
  markReadSchema,
  preferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeQuery,
} from './notifications.js';
import type {
  AdminDoubt,
  AdminDoubtMessageAnswer,
  AdminDoubtThread,
  AlsoAskedAnswer,
  DoubtAllowance,
  DoubtMessageAnswer,
  DoubtQueue,
  DoubtThread,
  DoubtView,
  DoubtsOverview,
  MyDoubts,
  SavedReplies,
  SavedReply,
  SolvedDoubts,
} from './doubts.js';
import type { adminDoubtsQuery, doubtPageQuery, publishRequest, savedReplyInput } from './doubt-requests.js';
import type { AdminAnnouncement, AnnouncementList, announcementInput, announcementsQuery } from './announcements.js';
import type {
  BookmarkAnswer,
  PracticeChapters,
  PracticeQuestion,
  PracticeQuestionList,
  PracticeSettings,
  PracticeSummary,
  PracticeVerdict,
  RevisionQueue,
} from './chapter-practice.js';
import type { bookmarkSchema, practiceAnswerSchema, practiceQuestionsQuery, practiceSettingsSchema } from './chapter-practice-requests.js';
import { CURRICULUM_FIELD } from './learning.js';
import { UPLOADS } from './uploads.js';

/**
 * Every route of the API, named `METHOD /path/:param` as Express and the web app both write it,
 * with what it answers, what body it takes and its success status. The server registers each
 * handler under its name (functions/src/lib/api-router.ts) and must return that answer type; the
 * web app calls a route by name (web/src/lib/api-client.ts) and gets that type back. A test
 * checks that the app serves exactly these routes.
 *
 * The values hold only what is needed at run time (status, how the body and answer travel); the
 * types ride along in `types`, which never has a value.
 */

export type BodyKind = 'none' | 'json' | 'multipart';
export type AnswerKind = 'json' | 'file';

export interface RouteSpec<Answer, Body, Query, Status extends 200 | 201 = 200 | 201> {
  /** The status of success; the spec says 201 for a contact message and a subscription. */
  readonly status: Status;
  readonly body: BodyKind;
  /**
   * The largest request body the route accepts, in bytes; larger ones are refused with 413 unread.
   * For an upload a hard cap well above its files' limits, which answer for themselves below it.
   */
  readonly maxBodyBytes: number;
  readonly answer: AnswerKind;
  readonly types?: { answer: Answer; body: Body; query: Query };
}

/** A note's file: bytes with Content-Type and Content-Disposition, not JSON. */
export interface FileAnswer {
  readonly file: true;
}

/** What a multipart route's body is: the browser's FormData (not typed here, the contract has no DOM). */
export interface MultipartBody {
  readonly multipart: true;
}

/** JSON bodies are small forms: 100 KB is far more than any of them needs. */
export const JSON_BODY_LIMIT = 100 * 1024;
/** What a multipart form carries besides its file: the text fields and the part headers. */
const FORM_FIELDS_ALLOWANCE = 256 * 1024;
/**
 * The hard cap on an upload's whole body, far above each file's own limit: a file somewhat or much
 * too large still reaches its rule (lib/multipart.ts, which stops buffering it at the limit) and is
 * refused with that rule's own words ("File size exceeds 2 MB limit"), while the cap refuses,
 * unread, only what no form sends. 16 MB covers a phone's full-size photo or a scanned PDF picked
 * by mistake; a form whose legitimate size ever came near it gets twice its size instead.
 */
export const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;
/** The form's file and any long text fields it may carry (the course form's curriculum), plus the small fields. */
const legitimateForm = (parts: readonly { maxBytes: number }[]) =>
  parts.reduce((total, part) => total + part.maxBytes, FORM_FIELDS_ALLOWANCE);
const multipartLimit = (parts: readonly { maxBytes: number }[]) => Math.max(UPLOAD_BODY_LIMIT, 2 * legitimateForm(parts));
// The upload entries below are marked pure: they read their rule's size, which a bundler cannot
// prove free of side effects, and would otherwise keep the whole table in the web app's entry
// chunk, where only its types are used.

// One helper per kind of route, so each status stays a literal type the web client can check.
const read = <Answer, Query = undefined>(): RouteSpec<Answer, undefined, Query, 200> => ({
  status: 200,
  body: 'none',
  maxBodyBytes: JSON_BODY_LIMIT,
  answer: 'json',
});
const send = <Answer, Body>(): RouteSpec<Answer, Body, undefined, 200> => ({
  status: 200,
  body: 'json',
  maxBodyBytes: JSON_BODY_LIMIT,
  answer: 'json',
});
const create = <Answer, Body>(): RouteSpec<Answer, Body, undefined, 201> => ({
  status: 201,
  body: 'json',
  maxBodyBytes: JSON_BODY_LIMIT,
  answer: 'json',
});
const upload = <Answer>(...parts: { maxBytes: number }[]): RouteSpec<Answer, MultipartBody, undefined, 200> => ({
  status: 200,
  body: 'multipart',
  maxBodyBytes: multipartLimit(parts),
  answer: 'json',
});
const uploadNew = <Answer>(...parts: { maxBytes: number }[]): RouteSpec<Answer, MultipartBody, undefined, 201> => ({
  status: 201,
  body: 'multipart',
  maxBodyBytes: multipartLimit(parts),
  answer: 'json',
});
const file = (): RouteSpec<FileAnswer, undefined, undefined, 200> => ({
  status: 200,
  body: 'none',
  maxBodyBytes: JSON_BODY_LIMIT,
  answer: 'file',
});

/** One third-party service the API needs a secret or setting for, as GET /api/health tells an admin. */
export interface IntegrationStatus {
  /** Stable id: `youtube`, `razorpay`, `razorpay-webhook` `smtp`. */
  id: string;
  name: string;
  configured: boolean;
  /** The names of the secrets or settings that are not set (never their values). */
  missing: string[];
  /** What students and the teacher lose while it is missing. */
  effect: string;
}

/** GET /api/health: anyone learns whether the API and Firestore answer; only an admin sees the integrations. */
export interface HealthAnswer {
  status: 'ok' | 'degraded';
  firestore: 'ok' | 'unreachable';
  integrations?: IntegrationStatus[];
}

/** GET /api/admin/verify-admin: a signed-in student is a valid question with the answer false. */
export interface VerifyAdminAnswer {
  isAdmin: boolean;
}

/** POST /api/payments/webhook: what the server did with Razorpay's report. */
export interface WebhookAnswer {
  status: 'processed' | 'ignored';
}

/** What a client may send for a schema (before defaults and transforms). */
type InputOf<Schema extends z.ZodType> = z.input<Schema>;

export const API_ROUTES = {
  'GET /api/health': read<HealthAnswer>(),
  /** Answers only the deploy's probe token (404 as for an unknown route otherwise). */
  'GET /api/health/edge-probe': read<EdgeProbeAnswer>(),

  'POST /api/user/signup': /* @__PURE__ */ uploadNew<AccountSession>(UPLOADS.profilePhoto),
  'POST /api/user/login': send<AccountSession, InputOf<typeof credentials>>(),
  'GET /api/user/profile': read<UserProfile>(),
  'PUT /api/user/profile': send<UserProfile, InputOf<typeof profileChanges>>(),
  // Anyone holding the link sent to the new address (no session: it may be opened on another device).
  'POST /api/user/email-change/confirm': send<EmailChangeConfirmed, InputOf<typeof emailChangeConfirmation>>(),
  'PUT /api/user/language': send<LanguageAnswer, InputOf<typeof languageChange>>(),

  'POST /api/admin/adminLogin': send<AdminLoginAnswer, InputOf<typeof credentials>>(),
  'GET /api/admin/verify-admin': read<VerifyAdminAnswer>(),
  'GET /api/admin/getAllUsers': read<UserProfile[], InputOf<typeof userListQuery>>(),
  'GET /api/admin/overview': read<AdminOverview>(),
  'GET /api/admin/users': read<AdminUsersPage, InputOf<typeof adminUsersQuery>>(),

  'GET /api/courses/getAllCourses': read<Course[]>(),
  'GET /api/courses/getCourseById/:id': read<CourseDetail>(),
  'POST /api/courses/createCourse': /* @__PURE__ */ uploadNew<Course>(UPLOADS.coursePhoto, CURRICULUM_FIELD),
  'PUT /api/courses/updateCourse/:id': /* @__PURE__ */ upload<Course>(UPLOADS.coursePhoto, CURRICULUM_FIELD),
  'DELETE /api/courses/deleteCourse/:id': read<MessageAnswer>(),

  'GET /api/learn/progress': read<MyLearning>(),
  'GET /api/learn/courses/:courseId': read<LearnCourse>(),
  'GET /api/learn/courses/:courseId/curriculum': read<CourseCurriculum>(),
  'GET /api/learn/courses/:courseId/learners': read<CourseLearners>(),
  'GET /api/learn/courses/:courseId/lessons/:lessonId': read<LearnLesson>(),
  'GET /api/learn/courses/:courseId/lessons/:lessonId/preview': file(),
  'GET /api/learn/courses/:courseId/lessons/:lessonId/download': file(),
  // No body: which lesson is in the path, and who from the token.
  'POST /api/learn/courses/:courseId/lessons/:lessonId/complete': read<LessonCompletion>(),
  'POST /api/learn/courses/:courseId/lessons/:lessonId/study': send<CourseProgress, InputOf<typeof studyReportSchema>>(),

  'GET /api/categories/getAllCategories': read<Category[]>(),
  'POST /api/categories/addCategory': create<Category, InputOf<typeof categoryInputSchema>>(),
  'PUT /api/categories/updateCategory/:id': send<Category, InputOf<typeof categoryInputSchema>>(),
  'DELETE /api/categories/deleteCategory/:id': read<MessageAnswer>(),

  'GET /api/notes/getAllNotes': read<Note[]>(),
  'POST /api/notes/createNote': /* @__PURE__ */ uploadNew<Note>(UPLOADS.noteFile),
  'PUT /api/notes/updateNote/:id': /* @__PURE__ */ upload<Note>(UPLOADS.noteFile),
  'DELETE /api/notes/deleteNote/:id': read<MessageAnswer>(),
  'GET /api/notes/:id/preview': file(),
  'GET /api/notes/:id/download': file(),
  'GET /api/notes/:id/downloads': read<NoteDownloadList>(),

  'GET /api/plans/getAllPlans': read<Plan[]>(),
  'POST /api/plans/createPlan': create<Plan, InputOf<typeof newPlanSchema>>(),
  'PUT /api/plans/updatePlan/:id': send<Plan, InputOf<typeof planChangesSchema>>(),
  'DELETE /api/plans/deletePlan/:id': read<MessageAnswer>(),
  'POST /api/plans/subscribe': create<SubscribeAnswer, InputOf<typeof subscribeSchema>>(),
  'GET /api/plans/check/:userId': read<SubscriptionCheck>(),

  'POST /api/payments/order': create<PaymentOrder, InputOf<typeof paymentOrderSchema>>(),
  'GET /api/payments/mine': read<MyPayments>(),
  'POST /api/payments/webhook': send<WebhookAnswer, unknown>(),

  'POST /api/contact/submitMessage': create<MessageAnswer, InputOf<typeof contactMessageSchema>>(),
  'GET /api/contact/getAllMessage': read<ContactMessagesPage, InputOf<typeof contactMessagesQuery>>(),
  'DELETE /api/contact/deleteMessage/:id': read<MessageAnswer>(),

  'GET /api/banner/getAllBanners': read<Banner[]>(),
  'POST /api/banner/upload': /* @__PURE__ */ uploadNew<Banner>(UPLOADS.banner),
  'DELETE /api/banner/delete/:id': read<MessageAnswer>(),

  'GET /api/videos/playlists': read<Playlist[]>(),
  'GET /api/videos/playlist/:playlistId': read<PlaylistPage, { pageToken?: string }>(),
  'GET /api/videos/featured': read<FeaturedVideos>(),

  'GET /api/settings/public': read<PublicSiteSettings>(),
  'GET /api/settings': read<SiteSettingsAnswer>(),
  'PUT /api/settings': send<SiteSettingsAnswer, SiteSettingsInput>(),

  'POST /api/user/password-reset/request': send<MessageAnswer, InputOf<typeof resetLinkRequest>>(),
  'POST /api/user/password-reset/check': send<ResetCodeAnswer, InputOf<typeof resetCodeCheck>>(),
  'POST /api/user/password-reset': send<AccountSession, InputOf<typeof passwordReset>>(),
  'POST /api/user/password': send<AccountSession, InputOf<typeof passwordChange>>(),
  // No body: who from the token.
  'POST /api/user/sign-out-everywhere': read<MessageAnswer>(),
  'GET /api/user/email-verification': read<EmailVerificationStatus>(),
  'POST /api/user/email-verification': send<VerificationSentAnswer, undefined>(),
  'GET /api/user/my-data': file(),
  'POST /api/user/delete-account': send<AccountDeletedAnswer, InputOf<typeof deleteAccountRequest>>(),
  // Google and phone sign-in (contract/src/sign-in-providers.ts).
  'POST /api/user/provider-session': send<ProviderSession, InputOf<typeof providerSessionRequest>>(),
  'PUT /api/user/profile/completion': send<CompletedProfile, InputOf<typeof profileCompletion>>(),
  'POST /api/admin/provider-login': send<AdminLoginAnswer, InputOf<typeof providerSessionRequest>>(),

  // Practice tests (contract/src/practice-tests.ts). Students: signed in; answers only after submitting.
  'GET /api/tests': read<TestList>(),
  // Public (no token; cached by the CDN): the published tests, their schedules and free/paid, for visitors.
  'GET /api/tests/catalogue': read<TestList>(),
  'GET /api/tests/:testId': read<TestDetail>(),
  // No body: which test is in the path, who from the token. Answers the running attempt if there is one.
  'POST /api/tests/:testId/attempts': create<AttemptInProgress, undefined>(),
  'GET /api/tests/attempts/:attemptId': read<AttemptView>(),
  'PUT /api/tests/attempts/:attemptId/answers/:questionId': send<SavedAnswerAnswer, InputOf<typeof saveAnswerSchema>>(),
  // Seconds each question was on screen since the last call (added; capped at the time elapsed).
  'POST /api/tests/attempts/:attemptId/times': send<AttemptTimesAnswer, InputOf<typeof attemptTimesSchema>>(),
  'POST /api/tests/attempts/:attemptId/submit': send<AttemptOutcome, undefined>(),
  'GET /api/tests/attempts/:attemptId/result': read<AttemptOutcome>(),
  // Scheduled tests: the leaderboard once results are out; the student's choice of showing their name.
  'GET /api/tests/:testId/leaderboard': read<Leaderboard>(),
  'GET /api/tests/leaderboard-preference': read<LeaderboardPreference>(),
  'PUT /api/tests/leaderboard-preference': send<LeaderboardPreference, InputOf<typeof leaderboardPreferenceSchema>>(),
  // Test series (contract/src/series.ts). Public (no token; cached by the CDN): published series and
  // a series' papers with their schedules. `mine`: signed in, the student's released results.
  'GET /api/series': read<SeriesList>(),
  'GET /api/series/:id': read<SeriesPage>(),
  'GET /api/series/:id/mine': read<SeriesTrend>(),
  // Chapter practice and the revision queue (contract/src/chapter-practice.ts). Students: signed in;
  // a question's key only in the answer to its answer.
  'GET /api/practice/chapters': read<PracticeChapters>(),
  'GET /api/practice/questions': read<PracticeQuestionList, InputOf<typeof practiceQuestionsQuery>>(),
  'GET /api/practice/questions/:id': read<PracticeQuestion>(),
  'POST /api/practice/questions/:id/answer': send<PracticeVerdict, InputOf<typeof practiceAnswerSchema>>(),
  'PUT /api/practice/questions/:id/bookmark': send<BookmarkAnswer, InputOf<typeof bookmarkSchema>>(),
  'GET /api/practice/revision': read<RevisionQueue>(),
  'PUT /api/practice/settings': send<PracticeSettings, InputOf<typeof practiceSettingsSchema>>(),
  'GET /api/practice/summary': read<PracticeSummary>(),
  // Admin: the question bank and the tests.
  'GET /api/admin/questions': read<QuestionBank, InputOf<typeof questionListQuery>>(),
  'POST /api/admin/questions': create<Question, InputOf<typeof questionInputSchema>>(),
  'PUT /api/admin/questions/:id': send<Question, InputOf<typeof questionInputSchema>>(),
  'DELETE /api/admin/questions/:id': read<MessageAnswer>(),
  'POST /api/admin/questions/:id/image': /* @__PURE__ */ upload<Question>(UPLOADS.questionImage),
  'DELETE /api/admin/questions/:id/image': read<Question>(),
  // 400 with the same body when any row is bad (nothing imported then).
  'POST /api/admin/questions/import': create<QuestionImportAnswer, InputOf<typeof questionImportSchema>>(),
  'GET /api/admin/questions/template.csv': file(),
  // Bulk tagging: the same source fields on many questions, one batch write.
  'POST /api/admin/questions/tags': send<QuestionTagsAnswer, InputOf<typeof questionTagsSchema>>(),
  // Passages (comprehension) shared by two to four questions; listed with the bank.
  'POST /api/admin/passages': create<Passage, InputOf<typeof passageInputSchema>>(),
  'PUT /api/admin/passages/:id': send<Passage, InputOf<typeof passageInputSchema>>(),
  'DELETE /api/admin/passages/:id': read<MessageAnswer>(),
  'GET /api/admin/tests': read<AdminTestList>(),
  'POST /api/admin/tests': create<PracticeTest, InputOf<typeof testInputSchema>>(),
  'PUT /api/admin/tests/:id': send<PracticeTest, InputOf<typeof testInputSchema>>(),
  'DELETE /api/admin/tests/:id': read<MessageAnswer>(),
  'GET /api/admin/tests/:id/analytics': read<TestAnalytics>(),
  // Answer-key corrections: every attempt rescored in batches (resumed by a schedule if cut short).
  'POST /api/admin/tests/:id/corrections': create<KeyCorrectionJob, InputOf<typeof keyCorrectionSchema>>(),
  'GET /api/admin/tests/:id/corrections': read<KeyCorrectionList>(),
  // Test series: a series with tests is deleted only with `?detach=true` (its tests stay, without one).
  'GET /api/admin/series': read<AdminSeriesList>(),
  'POST /api/admin/series': create<TestSeries, InputOf<typeof seriesInputSchema>>(),
  'PUT /api/admin/series/:id': send<TestSeries, InputOf<typeof seriesInputSchema>>(),
  'DELETE /api/admin/series/:id': read<MessageAnswer, InputOf<typeof seriesDeleteQuery>>(),
  // Email (contract/src/mail.ts): the admin's Emails section, resend, and the renewal reminders on demand.
  'GET /api/mail': read<MailList, InputOf<typeof mailListQuery>>(),
  'POST /api/mail/:id/resend': read<MailSummary>(),
  'POST /api/mail/reminders': read<RemindersRun>(),
  // Invoices and coupons (contract/src/invoices.ts, coupons.ts).
  'GET /api/invoices/seller': read<SellerSettingsAnswer>(),
  'PUT /api/invoices/seller': send<SellerSettingsAnswer, SellerSettingsInput>(),
  'GET /api/invoices/:paymentId/invoice': file(),
  'GET /api/invoices/:paymentId/credit-note': file(),
  'GET /api/coupons': read<Coupon[]>(),
  'POST /api/coupons': create<Coupon, CouponInput>(),
  'PUT /api/coupons/:code': send<Coupon, CouponInput>(),
  'POST /api/coupons/check': send<CouponCheck, InputOf<typeof couponCheckSchema>>(),
  // Sales at a glance (contract/src/sales.ts): maintained counters, their rebuild, CSV exports.
  'GET /api/admin/sales': read<SalesOverview>(),
  // No body: the counters are rebuilt from the stored payments and users.
  'POST /api/admin/sales/rebuild': read<SalesRebuildAnswer>(),
  'GET /api/admin/export/students.csv': file(),
  'GET /api/admin/export/payments.csv': file(),
  // Notifications (contract/src/notifications.ts): the bell's inbox, push subscriptions, preferences.
  'GET /api/notifications': read<NotificationInbox, InputOf<typeof inboxQuery>>(),
  'POST /api/notifications/read': send<MarkReadAnswer, InputOf<typeof markReadSchema>>(),
  'POST /api/notifications/push-subscriptions': send<PushSubscriptionAnswer, InputOf<typeof pushSubscriptionSchema>>(),
  'DELETE /api/notifications/push-subscriptions': send<PushSubscriptionAnswer, InputOf<typeof pushUnsubscribeSchema>>(),
  'GET /api/notifications/preferences': read<NotificationSettings>(),
  'PUT /api/notifications/preferences': send<NotificationSettings, InputOf<typeof preferencesSchema>>(),
  // An email's one-click unsubscribe (RFC 8058): the token in the query, the mail app's form body ignored.
  'POST /api/notifications/unsubscribe': read<UnsubscribeAnswer, InputOf<typeof unsubscribeQuery>>(),
  // Rich lessons and certificates (contract/src/certificates.ts, learning.ts).
  'POST /api/admin/lesson-images': /* @__PURE__ */ upload<LessonImageAnswer>(UPLOADS.lessonImage),
  'GET /api/certificates/mine': read<MyCertificates>(),
  // Public: what the verify page shows (ids are 128 random bits).
  'GET /api/certificates/:id': read<PublicCertificate>(),
  'GET /api/certificates/:id/pdf': file(),
  'GET /api/admin/certificates': read<CertificateOverview>(),
  'GET /api/admin/certificates/courses/:courseId': read<AdminCertificatePage, InputOf<typeof adminCertificatesQuery>>(),
  // No body: which certificate is in the path, who revokes from the token.
  'POST /api/admin/certificates/:id/revoke': read<AdminCertificate>(),
  'GET /api/admin/certificate-settings': read<CertificateSettings>(),
  'POST /api/admin/certificate-settings/signature': /* @__PURE__ */ upload<CertificateSettings>(UPLOADS.signature),
  'DELETE /api/admin/certificate-settings/signature': read<CertificateSettings>(),
  // Doubts (contract/src/doubts.ts). Students: their own doubts (another's answers 404); photos
  // served to their student and the teacher only. `/mine` and `/allowance` are registered before `/:id`.
  'POST /api/doubts': /* @__PURE__ */ uploadNew<DoubtView>(UPLOADS.doubtPhoto, UPLOADS.doubtPhoto, UPLOADS.doubtPhoto),
  'GET /api/doubts/mine': read<MyDoubts, InputOf<typeof doubtPageQuery>>(),
  'GET /api/doubts/allowance': read<DoubtAllowance>(),
  'GET /api/doubts/:id': read<DoubtThread, InputOf<typeof doubtPageQuery>>(),
  'POST /api/doubts/:id/messages': /* @__PURE__ */ uploadNew<DoubtMessageAnswer>(
    UPLOADS.doubtPhoto,
    UPLOADS.doubtPhoto,
    UPLOADS.doubtPhoto,
  ),
  'DELETE /api/doubts/:id': read<MessageAnswer>(),
  'GET /api/doubts/:id/photos/:photoId': file(),
  // No body: "I have this doubt too" on a published doubt, once per student.
  'POST /api/doubts/:id/also': read<AlsoAskedAnswer>(),
  'GET /api/learn/courses/:courseId/lessons/:lessonId/doubts': read<SolvedDoubts, InputOf<typeof doubtPageQuery>>(),
  'GET /api/admin/doubts': read<DoubtQueue, InputOf<typeof adminDoubtsQuery>>(),
  'GET /api/admin/doubts/overview': read<DoubtsOverview>(),
  'GET /api/admin/doubts/:id': read<AdminDoubtThread, InputOf<typeof doubtPageQuery>>(),
  'POST /api/admin/doubts/:id/reply': /* @__PURE__ */ uploadNew<AdminDoubtMessageAnswer>(
    UPLOADS.doubtPhoto,
    UPLOADS.doubtPhoto,
    UPLOADS.doubtPhoto,
  ),
  // No body: closes the doubt (its student can reopen it for a while with a follow-up).
  'POST /api/admin/doubts/:id/resolve': read<AdminDoubt>(),
  'POST /api/admin/doubts/:id/publish': send<AdminDoubt, InputOf<typeof publishRequest>>(),
  'GET /api/admin/saved-replies': read<SavedReplies>(),
  'POST /api/admin/saved-replies': create<SavedReply, InputOf<typeof savedReplyInput>>(),
  'PUT /api/admin/saved-replies/:id': send<SavedReply, InputOf<typeof savedReplyInput>>(),
  'DELETE /api/admin/saved-replies/:id': read<MessageAnswer>(),
  // Announcements (contract/src/announcements.ts): the teacher's, newest first; cancel has no body.
  'GET /api/admin/announcements': read<AnnouncementList, InputOf<typeof announcementsQuery>>(),
  'POST /api/admin/announcements': create<AdminAnnouncement, InputOf<typeof announcementInput>>(),
  'POST /api/admin/announcements/:id/cancel': read<AdminAnnouncement>(),
  // Live classes (contract/src/live-classes.ts). Students: only classes they may join, and the
  // link only through join, in the class's time. `calendar.ics` is an iCalendar file.
  'GET /api/live-classes': read<LiveClassList, InputOf<typeof liveClassListQuery>>(),
  'GET /api/live-classes/:id': read<LiveClassSummary>(),
  'GET /api/live-classes/:id/calendar.ics': file(),
  // No body: who joins comes from the token; records the attendance once.
  'POST /api/live-classes/:id/join': read<LiveClassJoin>(),
  'GET /api/admin/live-classes': read<AdminLiveClassList>(),
  'POST /api/admin/live-classes': create<AdminLiveClass, InputOf<typeof liveClassInput>>(),
  'PUT /api/admin/live-classes/:id': send<AdminLiveClass, InputOf<typeof liveClassInput>>(),
  // No body: cancels the class and its reminder.
  'POST /api/admin/live-classes/:id/cancel': read<AdminLiveClass>(),
  'GET /api/admin/live-classes/:id/attendance': read<LiveClassAttendance>(),
  'POST /api/admin/live-classes/:id/lesson': send<MadeLesson, InputOf<typeof makeLessonInput>>(),
} as const;

export type ApiRoutes = typeof API_ROUTES;
export type RouteName = keyof ApiRoutes;

type TypesOf<Name extends RouteName> = NonNullable<ApiRoutes[Name]['types']>;
export type AnswerOf<Name extends RouteName> = TypesOf<Name>['answer'];
export type BodyOf<Name extends RouteName> = TypesOf<Name>['body'];
export type QueryOf<Name extends RouteName> = TypesOf<Name>['query'];

/** "GET /api/notes/:id/preview" -> "id". */
type ParamsIn<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsIn<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;
export type ParamsOf<Name extends RouteName> = ParamsIn<Name>;

/** Routes answered with JSON, and those answered with a file. */
export type JsonRouteName = { [Name in RouteName]: AnswerOf<Name> extends FileAnswer ? never : Name }[RouteName];
export type FileRouteName = Exclude<RouteName, JsonRouteName>;

/** Splits a route name: "GET /api/x/:id" -> { method: "GET", path: "/api/x/:id" }. */
export function routeParts(name: RouteName): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string } {
  const [method, path] = name.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  return { method, path };
}

/** The URL of a route with its params filled in (each encoded), plus the query's given values. */
export function routeUrl(name: RouteName, params: Record<string, string> = {}, query: Record<string, string | undefined> = {}): string {
  const path = routeParts(name).path.replace(/:([A-Za-z]+)/g, (_match, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`${name} needs the ${param} parameter.`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return search.length === 0
    ? path
    : `${path}?${search.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;
}
