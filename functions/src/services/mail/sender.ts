import { isLanguage, isNotificationKind, type Language, type MailStatus, type MailTemplateId } from '@chem/contract';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Transporter } from 'nodemailer';
import { siteOrigin, smtpSettings, type SmtpSettings } from '../../config/mail.js';
import { db, runTransaction } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { readSiteSettings } from '../site-settings.js';
import { invoiceAttachment } from '../invoices/attachment.js';
import { unsubscribeHeaders } from '../notifications/unsubscribe.js';
import { mailRef, MAIL_COLLECTION } from './queue.js';
import { isMailTemplate, MalformedMailError, renderMail, type MailSite } from './templates/index.js';

/**
 * Sends the queued mail: claims a document (a transaction, so the trigger and the retry sweep never
 * send one mail twice), renders it, sends it over SMTP with nodemailer (loaded on first use), and
 * records the outcome on the document: `sent` with the server's message id, or `failed` with the
 * reason and, while attempts remain, when to try again (the `retryMail` schedule does). Without
 * SMTP settings nothing is sent: the mail is marked `not-configured` and the log says so once.
 *
 * At most once, even when a write fails: the attempt is marked `handedOverAt` just before the mail
 * goes to the server, and the server's acceptance is recorded with retries. A mail whose sender
 * stopped after handing it over, without a recorded outcome, may have been delivered, so the claim
 * never sends it again: it ends `failed` for the admin to judge (Resend). A sender that stopped
 * before the hand-over is retried, within MAX_ATTEMPTS claims in all.
 */

export const MAX_ATTEMPTS = 5;
/** 5 min, 15 min, 45 min, 2 h 15 min between the five attempts. */
export const retryDelayMs = (attempts: number) => 5 * 60_000 * 3 ** Math.max(0, attempts - 1);
/** A claimed mail whose sender died is free again after this (and the sweep picks it up). */
const SENDING_LEASE_MS = 5 * 60_000;
/** Retries handled per sweep: a backlog drains over a few runs instead of one long one. */
const SWEEP_BATCH = 25;

export const NOT_CONFIGURED_REASON = 'Email (SMTP) is not set up, so this email was not sent.';
/** Stored on a mail whose last claim found its attempts used up, the last one unfinished. */
export const GAVE_UP_REASON = `Not sent: ${MAX_ATTEMPTS} attempts were started and none finished.`;
/** Stored on a mail handed to the server whose outcome was never recorded. */
export const OUTCOME_UNKNOWN_REASON =
  'The mail server may have accepted this email, but its answer was not recorded, so it is not sent again on its own. Resend it only if it did not arrive.';
/** Pauses between the writes of a server's acceptance, when a write fails (Firestore briefly unavailable). */
const RECORD_RETRY_DELAYS_MS = [250, 1000, 3000];

/** A failure that another attempt cannot fix (no address, malformed data): no retry. */
class PermanentMailError extends Error {}

let warnedNotConfigured = false;
let transport: { key: string; transporter: Transporter } | undefined;

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

async function transporterFor(settings: SmtpSettings): Promise<Transporter> {
  const key = JSON.stringify(settings);
  if (transport?.key === key) return transport.transporter;
  const { default: nodemailer } = await import('nodemailer');
  const loopback = isLoopback(settings.host);
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    // 465 speaks TLS from the start; other ports must upgrade with STARTTLS before the password is
    // sent. A catcher on this machine (maildev) has no certificate and needs neither.
    secure: settings.port === 465,
    requireTLS: settings.port !== 465 && !loopback,
    ignoreTLS: loopback,
    auth: { user: settings.user, pass: settings.password },
    // A mail server that hangs must not hold the function for its whole timeout.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  transport?.transporter.close();
  transport = { key, transporter };
  return transporter;
}

type Claim =
  | { kind: 'claimed'; snapshot: DocumentSnapshot; attempts: number }
  | { kind: 'skipped' }
  | { kind: 'not-configured' }
  | { kind: 'given-up' };

/** Takes the mail for this sender, or says why not. */
async function claim(id: string, now: Date, configured: boolean): Promise<Claim> {
  const ref = mailRef(id);
  return runTransaction(async (transaction): Promise<Claim> => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { kind: 'skipped' };
    const status = snapshot.get('status') as MailStatus;
    const next = snapshot.get('nextAttemptAt') as Timestamp | undefined;
    const due = next instanceof Timestamp && next.toMillis() <= now.getTime();
    // queued: always (the trigger, or the sweep after the grace period); sending: only once its
    // sender's lease ran out; failed: only when its retry is due; sent, not-configured: never.
    const claimable = status === 'queued' || ((status === 'sending' || status === 'failed') && due);
    if (!claimable) return { kind: 'skipped' };
    const previous = Number(snapshot.get('attempts') ?? 0);
    // A sender that stopped after handing the mail to the server (or whose record of the server's
    // answer failed): it may have arrived, and sending again could deliver it twice.
    const handedOver = status === 'sending' && snapshot.get('handedOverAt') instanceof Timestamp;
    if (handedOver || previous >= MAX_ATTEMPTS) {
      transaction.update(ref, {
        status: 'failed' satisfies MailStatus,
        ...(handedOver ? { reason: OUTCOME_UNKNOWN_REASON } : status === 'sending' ? { reason: GAVE_UP_REASON } : {}),
        failedAt: Timestamp.fromDate(now),
        nextAttemptAt: FieldValue.delete(),
      });
      return { kind: 'given-up' };
    }
    if (!configured) {
      transaction.update(ref, {
        status: 'not-configured' satisfies MailStatus,
        reason: NOT_CONFIGURED_REASON,
        nextAttemptAt: FieldValue.delete(),
      });
      return { kind: 'not-configured' };
    }
    const attempts = previous + 1;
    transaction.update(ref, {
      status: 'sending' satisfies MailStatus,
      attempts,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + SENDING_LEASE_MS),
      handedOverAt: FieldValue.delete(),
    });
    return { kind: 'claimed', snapshot, attempts };
  });
}

async function mailSite(): Promise<MailSite & { teacherEmail: string }> {
  const settings = await readSiteSettings();
  return {
    siteName: settings.siteName,
    teacherName: settings.teacherName,
    teacherEmail: settings.email,
    teacherPhone: settings.phone,
    siteUrl: siteOrigin(),
  };
}

interface Recipient {
  to: string;
  name: string;
  /** A student's emails are in the language on their profile; everyone else's in English. */
  language: Language;
}

/**
 * The address, name and language a mail goes to, read now: a student may have changed their email
 * or their language since it was queued.
 */
async function resolveRecipient(snapshot: DocumentSnapshot, site: MailSite): Promise<Recipient> {
  const to: unknown = snapshot.get('to');
  const userId: unknown = snapshot.get('userId');
  const student = typeof userId === 'string' && userId ? await db().collection('users').doc(userId).get() : undefined;
  const name: unknown = student?.get('name');
  const language: unknown = student?.get('language');
  const words = { name: typeof name === 'string' ? name : '', language: isLanguage(language) ? language : 'en' } as const;
  // An address fixed when queued (an email change's old or new address); a student's name and language still apply.
  if (typeof to === 'string' && to) return student ? { to, ...words } : { to, name: '', language: 'en' };
  if (snapshot.get('toTeacher') === true) {
    if (!site.teacherEmail) throw new PermanentMailError("The teacher's email is not set in the site settings.");
    return { to: site.teacherEmail, name: site.teacherName, language: 'en' };
  }
  if (!student) throw new PermanentMailError('This email has no recipient.');
  const email: unknown = student.get('email');
  if (!student.exists || typeof email !== 'string' || !email)
    throw new PermanentMailError('The student has no email address on their account.');
  return { to: email, ...words };
}

/** What a failure says on the document and in the Emails section: the server's words, short, never a password. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 300) || 'The mail server refused the email.';
}

/**
 * Sends mail `id` if it is this sender's to send. What the Firestore trigger, the retry sweep and
 * the admin's Resend all call; `now` is fixed by the tests. Returns the status it left the mail in
 * (`skipped` when another sender has it or it needs nothing).
 */
export async function deliverMail(id: string, now: Date = new Date()): Promise<MailStatus | 'skipped'> {
  const settings = smtpSettings();
  if (!settings && !warnedNotConfigured) {
    warnedNotConfigured = true;
    logger.warn('Email (SMTP) is not set up: emails are queued and marked not sent. Set the SMTP_* and MAIL_FROM secrets to send them.');
  }
  const claimed = await claim(id, now, !!settings);
  if (claimed.kind === 'not-configured') return 'not-configured';
  if (claimed.kind === 'given-up') {
    logger.warn(`Email ${id} is not sent again: its attempts are used up or its last one may have been delivered.`);
    return 'failed';
  }
  if (claimed.kind === 'skipped' || !settings) return 'skipped';

  const { snapshot, attempts } = claimed;
  const ref = mailRef(id);
  const template: unknown = snapshot.get('template');
  let addressed: { to?: string; subject?: string } = {};
  let info: { messageId?: string };
  try {
    if (!isMailTemplate(template)) throw new PermanentMailError(`Unknown email template "${String(template)}".`);
    const site = await mailSite();
    const recipient = await resolveRecipient(snapshot, site);
    const rendered = renderMail(template, snapshot.get('data'), { site, recipientName: recipient.name, language: recipient.language });
    addressed = { to: recipient.to, subject: rendered.subject };
    const attachments = await attachmentsFor(template, snapshot.get('data'));
    const headers = listUnsubscribe(id, snapshot);
    const transporter = await transporterFor(settings);
    // From here the server may accept it: a later claim that finds this without an outcome never resends.
    await ref.update({ handedOverAt: Timestamp.fromDate(now) });
    info = (await transporter.sendMail({
      from: settings.from,
      to: recipient.to,
      // The teacher answers a contact message straight to its sender; students answer the teacher.
      ...(template === 'contact-message'
        ? { replyTo: String(snapshot.get('data.email')) }
        : site.teacherEmail
          ? { replyTo: site.teacherEmail }
          : {}),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      attachments,
      ...(headers ? { headers } : {}),
    })) as { messageId?: string };
  } catch (error) {
    const permanent = error instanceof PermanentMailError || error instanceof MalformedMailError;
    const retry = !permanent && attempts < MAX_ATTEMPTS;
    const reason = reasonOf(error);
    logger.warn(`Email ${id} (${String(template)}) failed on attempt ${attempts}: ${reason}`);
    await ref.update({
      ...addressed,
      status: 'failed' satisfies MailStatus,
      reason,
      failedAt: Timestamp.fromDate(now),
      nextAttemptAt: retry ? Timestamp.fromMillis(now.getTime() + retryDelayMs(attempts)) : FieldValue.delete(),
      // The server refused it or was never reached: nothing was delivered, so a retry is safe.
      handedOverAt: FieldValue.delete(),
    });
    return 'failed';
  }
  await recordAccepted(id, {
    ...addressed,
    status: 'sent' satisfies MailStatus,
    messageId: info.messageId ?? null,
    sentAt: Timestamp.fromDate(now),
    reason: FieldValue.delete(),
    nextAttemptAt: FieldValue.delete(),
  });
  return 'sent';
}

/**
 * Writes the server's acceptance, trying again a few times: the mail is out, so this record is what
 * keeps it from being sent twice. Should every try fail, the mail stays `sending` with its
 * hand-over marked, and the next claim ends it as `failed` (outcome unknown) without sending it.
 */
async function recordAccepted(id: string, record: Record<string, unknown>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await mailRef(id).update(record);
      return;
    } catch (error) {
      const delay = RECORD_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        logger.error(`Email ${id} was accepted by the mail server, but recording it failed; it will not be sent again.`, error);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * A notification's email (and the renewal reminders, which are notifications of their kind) carries
 * a one-click unsubscribe for its kind; receipts and account emails carry none.
 */
function listUnsubscribe(id: string, snapshot: DocumentSnapshot): Record<string, string> | undefined {
  const kind: unknown = snapshot.get('unsubscribeKind');
  const userId: unknown = snapshot.get('userId');
  if (!isNotificationKind(kind) || typeof userId !== 'string' || !userId) return undefined;
  const headers = unsubscribeHeaders(userId, kind);
  if (!headers) logger.warn(`Email ${id} goes without its unsubscribe link: UNSUBSCRIBE_SECRET is not set.`);
  return headers;
}

/** The receipt's invoice PDF, made now (not on the payment's path); none for the other emails. */
async function attachmentsFor(template: MailTemplateId, data: unknown) {
  if (template !== 'payment-receipt') return [];
  const paymentId = (data as { paymentId?: unknown } | undefined)?.paymentId;
  const invoice = typeof paymentId === 'string' ? await invoiceAttachment(paymentId) : null;
  return invoice ? [invoice] : [];
}

/**
 * The retry sweep (the `retryMail` schedule, and tests with a fixed clock): sends every mail whose
 * next attempt is due: failed ones after their wait, queued ones the trigger never took, and ones
 * whose sender died while sending. Only due mails carry `nextAttemptAt <= now`, so this is one
 * single-field range query, a batch at a time.
 */
export async function retryDueMails(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const due = await db()
    .collection(MAIL_COLLECTION)
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt')
    .limit(SWEEP_BATCH)
    .get();
  let sent = 0;
  let failed = 0;
  for (const doc of due.docs) {
    // One at a time: one SMTP connection, and a mail server that is down is not hammered in parallel.
    const outcome = await deliverMail(doc.id, now);
    if (outcome === 'sent') sent += 1;
    if (outcome === 'failed') failed += 1;
  }
  return { sent, failed };
}
