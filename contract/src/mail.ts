import { z } from 'zod';
import { requestSchema } from './text.js';

/**
 * Email: every mail the site sends is a document in the Firestore `mail` collection,
 * sent by a Firestore-triggered function. These are the shapes the admin's Emails section reads.
 */

export const MAIL_TEMPLATES = [
  'welcome',
  'payment-receipt',
  'renewal-reminder',
  'subscription-ended',
  'refund-processed',
  'contact-message',
  'daily-sales',
  'email-change-link',
  'email-change-notice',
  'notification',
  'doubt-answered',
  'key-corrected',
] as const;
export type MailTemplateId = (typeof MAIL_TEMPLATES)[number];

/**
 * queued: waiting for the sender; sending: a sender has it now; sent; failed: the mail server
 * refused or did not answer (retried later while `nextAttemptAt` is set); not-configured: SMTP is
 * not set up here, so nothing was sent.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'not-configured'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One mail as the admin's Emails section lists it. */
export interface MailSummary {
  id: string;
  template: MailTemplateId;
  /** The address it went (or goes) to; null until a mail to a student is resolved at send time. */
  to: string | null;
  subject: string | null;
  status: MailStatus;
  attempts: number;
  /** Why the last attempt failed (or why nothing was sent). */
  reason: string | null;
  createdAt: string | null;
  sentAt: string | null;
  /** When the next automatic retry is due; null when none will happen. */
  nextAttemptAt: string | null;
}

export const MAIL_PAGE_DEFAULT = 50;
export const MAIL_PAGE_MAX = 100;

/** GET /api/mail?limit=: the newest mails first. */
export const mailListQuery = requestSchema(
  z.object({
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .max(MAIL_PAGE_MAX, `limit must be at most ${MAIL_PAGE_MAX}.`)
      .default(MAIL_PAGE_DEFAULT),
  }),
);
export type MailListQuery = z.infer<typeof mailListQuery>;

export interface MailList {
  mails: MailSummary[];
  /** Whether SMTP is set up in this environment (the section says so when it is not). */
  smtpConfigured: boolean;
}

/** POST /api/mail/reminders: what one run of the renewal reminders queued. */
export interface RemindersRun {
  /** India calendar day the run counted from ("2026-11-25"). */
  day: string;
  /** Reminders newly queued for subscriptions ending in 7 days. */
  endingSoon: number;
  /** Mails newly queued for subscriptions that ended yesterday. */
  ended: number;
  /** Subscriptions that already had their mail from an earlier run. */
  alreadyQueued: number;
}
