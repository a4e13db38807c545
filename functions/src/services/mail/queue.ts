import type { MailStatus, MailTemplateId, NotificationKind } from '@chem/contract';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { hasErrorCode } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import type { MailData } from './templates/index.js';

/**
 * The mail queue: `mail/{id}` documents, one per email. Queuing is one Firestore write (in the
 * caller's transaction where there is one), so a slow or broken mail server never slows or fails a
 * payment, a signup or a contact message; the `sendMail` function (index.ts) sends each new
 * document, and `retryMail` sends again what failed (services/mail/sender.ts).
 *
 * Who it goes to is one of: `to` (an address known now), `userId` (a student, whose address and name
 * are read when it is sent), both (an address known now, a student's old or new email, written in
 * that student's name and language), `toTeacher` (the teacher's email from the site settings, when
 * sent).
 */

export const MAIL_COLLECTION = 'mail';
export const mailRef = (id?: string) => (id ? db().collection(MAIL_COLLECTION).doc(id) : db().collection(MAIL_COLLECTION).doc());

/** If the trigger never picks a mail up (an outage, a crash), the retry sweep sends it after this. */
export const TRIGGER_GRACE_MS = 15 * 60_000;

export type Recipient = { to: string } | { userId: string } | { to: string; userId: string } | { toTeacher: true };

export type QueuedMail = {
  [Id in MailTemplateId]: {
    template: Id;
    data: MailData<Id>;
    recipient: Recipient;
    /** A notification's kind: the email then carries a one-click unsubscribe from that kind (RFC 8058). */
    unsubscribeKind?: NotificationKind;
  };
}[MailTemplateId];

function mailDocument({ template, data, recipient, unsubscribeKind }: QueuedMail, now: Date) {
  return {
    template,
    data,
    ...(unsubscribeKind ? { unsubscribeKind } : {}),
    to: 'to' in recipient ? recipient.to : null,
    ...('userId' in recipient ? { userId: recipient.userId } : {}),
    ...('toTeacher' in recipient ? { toTeacher: true } : {}),
    status: 'queued' satisfies MailStatus,
    attempts: 0,
    createdAt: Timestamp.fromDate(now),
    nextAttemptAt: Timestamp.fromMillis(now.getTime() + TRIGGER_GRACE_MS),
  };
}

/**
 * Queues one email. With an `id` the mail is queued at most once under that id (a second call
 * returns false and changes nothing): a welcome per account, a reminder per subscription.
 */
export async function queueMail(mail: QueuedMail, options: { id?: string; now?: Date } = {}): Promise<boolean> {
  const ref = mailRef(options.id);
  try {
    await ref.create(mailDocument(mail, options.now ?? new Date()));
    return true;
  } catch (error) {
    if (options.id && hasErrorCode(error, 6)) return false; // ALREADY_EXISTS: queued by an earlier call.
    throw error;
  }
}

/**
 * Queues one email inside the caller's transaction, under an id the caller makes unique (a
 * payment's receipt): it is written exactly when the transaction commits. `set`, not `create`, so a
 * stray document under that id can never fail the payment's transaction.
 */
export function queueMailIn(transaction: Transaction, id: string, mail: QueuedMail, now: Date): void {
  transaction.set(mailRef(id), mailDocument(mail, now));
}

/**
 * For a caller whose own work is already done (an account just created, a message stored): a mail
 * that cannot even be queued is logged, and the caller's answer stays a success.
 */
export async function queueMailQuietly(mail: QueuedMail, options: { id?: string; now?: Date } = {}): Promise<void> {
  await queueMail(mail, options).catch((error: unknown) => logger.error(`Could not queue the ${mail.template} email`, error));
}
