import { z } from 'zod';
import { requestSchema } from './text.js';

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

/** The JSON file of GET /api/user/my-data: every record keyed to the student, each as stored. */
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
  profile: Record<string, unknown> | null;
  courseProgress: Record<string, unknown>[];
  subscriptions: Record<string, unknown>[];
  paymentOrders: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  noteAccesses: Record<string, unknown>[];
  /** Practice tests: each attempt (with the questions as they were and the answers given), the per-test counts and the dashboard's totals. */
  testAttempts: Record<string, unknown>[];
  testProgress: Record<string, unknown>[];
  practiceStats: Record<string, unknown> | null;
  /** The invoices, receipts and credit notes the student's payments got (the PDFs are in the dashboard's Payments). */
  invoices: Record<string, unknown>[];
  /** The emails the site sent or queued for the student. */
  emails: Record<string, unknown>[];
}
