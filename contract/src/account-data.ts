import { z } from 'zod';
import { requestSchema } from './text.js';
import type { UserProfile } from './accounts.js';
import type { GstSplit } from './gst.js';
import type { DocumentKind, SellerSettings } from './invoices.js';
import type { MailStatus, MailTemplateId } from './mail.js';
import type { NoteFileUse } from './notes.js';
import type { InboxItem, NotificationPreferences } from './notifications.js';
import type { OrderStatus, PaymentReceipt, PurchasedPlan, Subscription } from './plans.js';
import type { AttemptView, BestScore, RecentTest } from './practice-tests.js';
import type { PracticeAnswer, PracticeOutcome, PracticeSettings } from './chapter-practice.js';
import type { MyCertificate } from './certificates.js';
import type { ExportedLiveClassAttendance } from './live-classes.js';
import type { DoubtMessage, DoubtView } from './doubts.js';

/**
 * The student's own data (India's DPDP Act): the email's verified state, a copy of everything the
 * site keeps about them, and deleting the account. The texts users see are here and in the web
 * app's `features/account-data/messages.ts`.
 */

/** What the student types to confirm a deletion; the form and the server check the same word. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** An account without a password (Google, phone) proves itself by a sign-in this recent instead. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export const deleteAccountRequest = requestSchema(
  z.object({
    password: z.string({ error: 'Password must be text.' }).max(128, 'Password is too long.').optional(),
    confirmation: z
      .string({ error: `Type ${DELETE_CONFIRMATION_WORD} to confirm.` })
      .trim()
      .refine((value) => value === DELETE_CONFIRMATION_WORD, `Type ${DELETE_CONFIRMATION_WORD} to confirm.`),
  }),
);
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

/** GET /api/user/email-verification: Auth's own state of the account's email (never the client's word). */
export interface EmailVerificationStatus {
  /** The account's email in Auth; null for an account without one (phone sign-in). */
  email: string | null;
  emailVerified: boolean;
  /** Whether the account signs in with a password (a deletion or an email change then asks for it). */
  hasPassword: boolean;
  /**
   * Seconds since this session's sign-in (its token's auth_time), by the server's clock: an account
   * without a password proves itself by a sign-in within RECENT_SIGN_IN_SECONDS.
   */
  signInAgeSeconds: number;
}

/** POST /api/user/email-verification: a verification email was sent to the account's email. */
export interface VerificationSentAnswer {
  sent: true;
  email: string;
}

/** POST /api/user/delete-account. */
export interface AccountDeletedAnswer {
  deleted: true;
}

// ---------------------------------------------------------------------------------------------
// GET /api/user/my-data: each record as the student may see it
// ---------------------------------------------------------------------------------------------

/** The profile as GET /api/user/profile answers it, with the count of notes downloaded. */
export interface ExportedProfile extends UserProfile {
  noteDownloads: number;
}

/** A course the student has started (`users/{uid}/courseProgress`); `_id` is the course id. */
export interface ExportedCourseProgress {
  _id: string;
  courseId: string;
  /** Lesson ids completed. */
  completed: string[];
  lastLessonId: string | null;
  studySeconds: number;
  lastStudyAt: string | null;
  startedAt: string | null;
  updatedAt: string | null;
}

/** A purchase attempt (`paymentOrders`, id = Razorpay's order id). Amounts in paise, as at checkout. */
export interface ExportedPaymentOrder {
  _id: string;
  plan: PurchasedPlan;
  /** Paise to pay, after the coupon. */
  amount: number;
  /** Paise the coupon took off (0 without one). */
  discount: number;
  coupon: string | null;
  currency: string;
  /** GST state code of the place of supply chosen at checkout. */
  buyerState: string | null;
  status: OrderStatus;
  paymentId: string | null;
  method: string | null;
  subscriptionId: string | null;
  failureReason: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  paidAt: string | null;
}

/** A payment (`payments`), of any outcome: the receipt's fields and what happened to it. Rupees. */
export interface ExportedPayment extends PaymentReceipt {
  /** `captured`, `failed`, `refunded` or `chargeback`. */
  status: string;
  /** Rupees refunded so far. */
  refunded: number;
  refundedAt: string | null;
  failureReason: string | null;
  /** A second payment for an order already paid. */
  duplicate: boolean;
  /** The student's bank's dispute of the payment, if any. */
  disputeStatus: string | null;
  createdAt: string | null;
}

/** One preview or download of a note (`noteAccesses`), with the name and email it was stamped for. */
export interface ExportedNoteAccess {
  _id: string;
  noteId: string;
  noteTitle: string;
  kind: NoteFileUse;
  name: string;
  email: string;
  at: string | null;
}

/** The student's attempts at one test (`testProgress`). */
export interface ExportedTestProgress {
  testId: string;
  started: number;
  submitted: number;
  inProgressAttemptId: string | null;
  best: BestScore | null;
}

/** The dashboard's test figures (`practiceStats`), as GET /api/learn/progress answers them. */
export interface ExportedPracticeStats {
  submitted: number;
  /** Whole percent; null before any test. */
  averageScore: number | null;
  recentTests: RecentTest[];
}

/** One question's practice record (`practiceCards`): the student's own answers and its revision schedule, never the question's key. */
export interface ExportedPracticeCard {
  questionId: string;
  chapter: string;
  /** Answers given, right and wrong (named apart from a key's `correct...` fields, which an export never holds). */
  attempts: number;
  right: number;
  wrong: number;
  lastOutcome: PracticeOutcome | null;
  /** The last answer given, as the student sent it (option numbers or a number). */
  lastAnswer: PracticeAnswer | null;
  lastAnsweredAt: string | null;
  bookmarked: boolean;
  /** The India day it is next due for revision; null outside the revision queue. */
  dueOn: string | null;
  /** Revisions scheduled so far, and times forgotten (the scheduler's reps and lapses). */
  reviews: number;
  lapses: number;
}

/** The student's practice totals, revision day, streak and settings (`practiceProgress`). */
export interface ExportedPracticeProgress {
  /** Per chapter: questions tried, answers and right answers in practice and in tests. */
  chapters: Record<
    string,
    { tried: number; answered: number; right: number; pastPapersTried: number; testAnswered: number; testRight: number }
  >;
  settings: PracticeSettings;
  revision: { day: string; answered: number } | null;
  streak: { count: number; best: number; lastDay: string | null };
}

/** An invoice or receipt (`invoices`, id = the payment id) as issued, with its credit note. Paise. */
export interface ExportedInvoice {
  _id: string;
  kind: DocumentKind;
  number: string;
  issuedAt: string | null;
  orderId: string;
  /** The teacher's card as printed; null on a receipt issued before it was filled in. */
  seller: SellerSettings | null;
  buyer: { name: string; email: string; state: string | null; stateName: string | null };
  planName: string;
  listPrice: number;
  discount: number;
  coupon: string | null;
  split: GstSplit;
  creditNote: { number: string; issuedAt: string | null; amount: number } | null;
}

/** An email the site sent or queued for the student (`mail`), without the sender's bookkeeping. */
export interface ExportedEmail {
  _id: string;
  template: MailTemplateId;
  /** Set once rendered for sending. */
  subject: string | null;
  /** The address it went to; null until sent. */
  to: string | null;
  status: MailStatus;
  /** The values the email was written from (plan, amounts in paise, dates). */
  data: Record<string, string | number | boolean>;
  createdAt: string | null;
  sentAt: string | null;
}

/** A browser that receives the student's push notifications (`pushSubscriptions`), without its keys. */
export interface ExportedPushSubscription {
  _id: string;
  /** The push service's host (fcm.googleapis.com, ...): the address itself is the browser's own. */
  pushService: string;
  createdAt: string | null;
  updatedAt: string | null;
}

/** A follow-up or a reply on one of the student's doubts (`doubts/{id}/doubtMessages`); photos as the API's links. */
export interface ExportedDoubtMessage extends DoubtMessage {
  doubtId: string;
}

/** "I have this doubt too" on a published doubt (`doubtVotes`). */
export interface ExportedDoubtVote {
  doubtId: string;
  at: string | null;
}

/**
 * The JSON file of GET /api/user/my-data: every record keyed to the student, each through the
 * projection that picks what the student may see (the server's `MY_DATA` registry makes one
 * section per field below; the typecheck fails if the two part).
 */
export interface MyDataExport {
  exportedAt: string;
  account: {
    uid: string;
    email: string | null;
    emailVerified: boolean;
    phoneNumber: string | null;
    signInMethods: string[];
    createdAt: string | null;
  };
  profile: ExportedProfile | null;
  courseProgress: ExportedCourseProgress[];
  /** As GET /api/plans/check answers a subscription (an `active` one past its end is `expired`). */
  subscriptions: Subscription[];
  paymentOrders: ExportedPaymentOrder[];
  payments: ExportedPayment[];
  noteAccesses: ExportedNoteAccess[];
  /**
   * Practice tests, each as GET /api/tests/attempts/:id shows it: one in progress with the
   * questions and the answers given so far (no correct answers or explanations), a submitted one
   * as its result with the review.
   */
  testAttempts: AttemptView[];
  testProgress: ExportedTestProgress[];
  practiceStats: ExportedPracticeStats | null;
  /** The invoices, receipts and credit notes the student's payments got (the PDFs are in the dashboard's Payments). */
  invoices: ExportedInvoice[];
  /** The emails the site sent or queued for the student. */
  emails: ExportedEmail[];
  /** The notifications in the student's inbox, as the bell shows them. */
  notifications: InboxItem[];
  /** The browsers that receive the student's push notifications. */
  pushSubscriptions: ExportedPushSubscription[];
  /** The student's choices per kind of notification and channel (the defaults where they chose nothing). */
  notificationPreferences: NotificationPreferences | null;
  /** Certificates of completion, as the dashboard lists them (the PDFs are downloaded there). */
  certificates: MyCertificate[];
  /** The doubts the student asked, each as GET /api/doubts/:id shows it (photos as the API's links, which need the student's sign-in). */
  doubts: DoubtView[];
  /** The follow-ups and the teacher's replies on those doubts. */
  doubtMessages: ExportedDoubtMessage[];
  /** The published doubts the student said they have too. */
  doubtVotes: ExportedDoubtVote[];
  /** Chapter practice: the student's record of each question answered or bookmarked (no answer keys). */
  practiceCards: ExportedPracticeCard[];
  /** Chapter practice's totals per chapter, the revision day, the streak and the settings. */
  practiceProgress: ExportedPracticeProgress | null;
  /** The live classes the student joined (the class's title and the first join). */
  liveClassAttendance: ExportedLiveClassAttendance[];
}
