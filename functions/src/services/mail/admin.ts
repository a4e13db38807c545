import { MAIL_STATUSES, type MailList, type MailListQuery, type MailStatus, type MailSummary } from '@chem/contract';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { smtpSettings } from '../../config/mail.js';
import { documentRef } from '../../lib/document-ref.js';
import { conflict, notFound } from '../../lib/errors.js';
import { storedFields } from '../../lib/fields.js';
import { db, runTransaction } from '../../lib/firebase.js';
import { MAIL_COLLECTION } from './queue.js';
import { isMailTemplate } from './templates/index.js';

/** The admin's Emails section: the newest mails, and Resend for those that were not sent. */

export const MAIL_NOT_FOUND = 'Email not found.';
export const NOT_RESENDABLE = 'Only an email that failed or was not sent can be sent again.';

export function toMailSummary(snapshot: DocumentSnapshot): MailSummary {
  const fields = storedFields(snapshot);
  const template = snapshot.get('template');
  const status = fields.text('status') as MailStatus;
  return {
    id: snapshot.id,
    template: isMailTemplate(template) ? template : 'welcome',
    to: fields.text('to') || null,
    subject: fields.text('subject') || null,
    status: MAIL_STATUSES.includes(status) ? status : 'queued',
    attempts: fields.number('attempts'),
    reason: fields.text('reason') || null,
    createdAt: fields.time('createdAt'),
    sentAt: fields.time('sentAt'),
    nextAttemptAt: status === 'failed' ? fields.time('nextAttemptAt') : null,
  };
}

export async function listRecentMails({ limit }: MailListQuery): Promise<MailList> {
  const snapshot = await db().collection(MAIL_COLLECTION).orderBy('createdAt', 'desc').limit(limit).get();
  return { mails: snapshot.docs.map(toMailSummary), smtpConfigured: !!smtpSettings() };
}

/**
 * Sends a failed (or never sent) mail again, now, and answers how it went. Put back in the queue in
 * a transaction first, so two clicks send it once: the second finds it no longer failed.
 */
export async function resendMail(id: string, now: Date = new Date()): Promise<MailSummary> {
  const ref = documentRef(MAIL_COLLECTION, id, MAIL_NOT_FOUND);
  await runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound(MAIL_NOT_FOUND);
    const status: unknown = snapshot.get('status');
    if (status !== 'failed' && status !== 'not-configured') throw conflict(NOT_RESENDABLE);
    transaction.update(ref, { status: 'queued' satisfies MailStatus, attempts: 0, nextAttemptAt: Timestamp.fromDate(now) });
  });
  const { deliverMail } = await import('./sender.js');
  await deliverMail(id, now);
  return toMailSummary(await ref.get());
}
