import { createHash } from 'node:crypto';
import {
  isNotificationLink,
  NOTIFICATION_KINDS,
  type ChannelSwitches,
  type MailTemplateId,
  type NotificationKind,
  type NotificationParams,
} from '@chem/contract';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { hasErrorCode } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import type { MailData } from '../mail/templates/index.js';
import { outboxRef, NOTIFICATION_COLLECTIONS } from './store.js';

/**
 * How a feature tells students something: `queueNotification` (or `queueNotificationIn` inside
 * the caller's transaction) writes ONE document to the outbox and returns. Nothing is sent on the
 * caller's path: the `fanOutNotifications` function (index.ts, a Firestore trigger on the outbox,
 * with a sweep every minute for scheduled and interrupted ones) resolves the recipients, renders
 * each student's text in their language, and delivers it on the channels each student keeps on
 * (services/notifications/fan-out.ts). docs/notifications.md has the how-to with an example.
 */

/** Who gets it: named students (at most MAX_NAMED_RECIPIENTS), or a group resolved page by page when sent. */
export type Audience =
  | { kind: 'everyone' }
  /** Students who have started the course and may open it (a paid course: an active plan). */
  | { kind: 'course'; courseId: string }
  /** Students with an active subscription to the plan. */
  | { kind: 'plan'; planId: string }
  /** Students without an active subscription. */
  | { kind: 'free' };

export type Recipients = { uids: readonly string[] } | { audience: Audience };

export const MAX_NAMED_RECIPIENTS = 500;

/** A kind and the values its text is written from (the contract's NOTIFICATION texts). */
export type NotificationContent = { [Kind in NotificationKind]: { kind: Kind; params: NotificationParams[Kind] } }[NotificationKind];

/**
 * The email of a notification written with one of the mail templates instead of the generic one
 * (a renewal reminder keeps its own email), under a mail id the caller makes unique. Only for a
 * single named recipient.
 */
export type EmailAs = { [Id in MailTemplateId]: { template: Id; data: MailData<Id>; mailId: string } }[MailTemplateId];

export interface NotificationRequest {
  content: NotificationContent;
  recipients: Recipients;
  /** A path of this site the notification opens (`/live/abc`), an https address (an announcement's), or null. */
  link: string | null;
  /**
   * Makes the notification at most once: a second request with the same key is a no-op (a retried
   * webhook, a schedule that runs twice, the same course saved again). Without one, every call sends.
   */
  dedupeKey?: string;
  /** Channels to leave out whatever the students chose (an announcement sent without email). */
  channels?: Partial<ChannelSwitches>;
  /** Send at this time instead of now (the minute sweep picks it up). */
  sendAt?: Date;
  emailAs?: EmailAs;
}

/** A request the outbox would never be able to send: a programming error of the calling feature. */
export class InvalidNotificationError extends Error {}

/** The outbox document's id: from the dedupe key when there is one (so a second request finds the first). */
export const outboxIdFor = (dedupeKey: string | undefined) =>
  dedupeKey
    ? `n-${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 40)}`
    : db().collection(NOTIFICATION_COLLECTIONS.outbox).doc().id;

function validate(request: NotificationRequest): void {
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(request.content.kind))
    throw new InvalidNotificationError(`Unknown kind ${request.content.kind}.`);
  if (request.link !== null && !isNotificationLink(request.link))
    throw new InvalidNotificationError(`The link ${request.link} is neither a path of this site nor an https address.`);
  if ('uids' in request.recipients) {
    const { uids } = request.recipients;
    if (uids.length > MAX_NAMED_RECIPIENTS)
      throw new InvalidNotificationError(`At most ${MAX_NAMED_RECIPIENTS} named recipients; use an audience for more.`);
    if (uids.some((uid) => typeof uid !== 'string' || uid === '' || uid.includes('/')))
      throw new InvalidNotificationError('A recipient is not a uid.');
  }
  if (request.emailAs && !('uids' in request.recipients && request.recipients.uids.length === 1))
    throw new InvalidNotificationError('emailAs needs exactly one named recipient.');
}

/** What the outbox stores (ARCHITECTURE.md, `notificationOutbox`). */
function outboxDocument(request: NotificationRequest, now: Date) {
  const sendAt = request.sendAt && request.sendAt.getTime() > now.getTime() ? request.sendAt : undefined;
  return {
    kind: request.content.kind,
    params: request.content.params,
    recipients: 'uids' in request.recipients ? { uids: [...new Set(request.recipients.uids)] } : { audience: request.recipients.audience },
    link: request.link,
    channels: { inApp: request.channels?.inApp ?? true, push: request.channels?.push ?? true, email: request.channels?.email ?? true },
    ...(request.emailAs ? { emailAs: request.emailAs } : {}),
    ...(request.dedupeKey ? { dedupeKey: request.dedupeKey } : {}),
    status: sendAt ? 'scheduled' : 'queued',
    attempts: 0,
    cursor: null,
    counts: { recipients: 0, inApp: 0, push: 0, email: 0, pushFailed: 0, pushGone: 0, opened: 0 },
    createdAt: Timestamp.fromDate(now),
    ...(sendAt ? { sendAt: Timestamp.fromDate(sendAt) } : {}),
    // The trigger sends it at once; this is when the sweep takes it if the trigger never did (or when it is due).
    nextAttemptAt: Timestamp.fromDate(sendAt ?? new Date(now.getTime() + OUTBOX_GRACE_MS)),
  };
}

/** If the trigger never picks an item up (an outage), the minute sweep sends it after this. */
export const OUTBOX_GRACE_MS = 2 * 60_000;

export interface QueuedNotification {
  id: string;
  /** False when the dedupe key had been queued before (nothing was written). */
  queued: boolean;
}

/** Queues a notification: one write, no sending. */
export async function queueNotification(request: NotificationRequest, options: { now?: Date } = {}): Promise<QueuedNotification> {
  validate(request);
  const id = outboxIdFor(request.dedupeKey);
  try {
    await outboxRef(id).create(outboxDocument(request, options.now ?? new Date()));
    return { id, queued: true };
  } catch (error) {
    if (request.dedupeKey && hasErrorCode(error, 6)) return { id, queued: false }; // ALREADY_EXISTS
    throw error;
  }
}

/**
 * Queues a notification inside the caller's transaction: written exactly when it commits. Call it
 * before the transaction's own writes (Firestore transactions read first): with a dedupe key it
 * reads the outbox document to skip one queued before.
 */
export async function queueNotificationIn(
  transaction: Transaction,
  request: NotificationRequest,
  now: Date = new Date(),
): Promise<QueuedNotification> {
  validate(request);
  const id = outboxIdFor(request.dedupeKey);
  const ref = outboxRef(id);
  if (request.dedupeKey && (await transaction.get(ref)).exists) return { id, queued: false };
  transaction.set(ref, outboxDocument(request, now));
  return { id, queued: true };
}

/**
 * Takes back a notification scheduled for later, queued with `dedupeKey` (a test's opening moved, a
 * live class moved or cancelled: the old one must not go). Only an item still waiting for its time
 * is removed: the sweep claims an item in a transaction too, so an item being sent, or sent, stays
 * as it is (the answer is false). Deleting rather than marking it frees the key: the same request
 * can be queued again later (a class moved back to its first time). A waiting item has delivered
 * nothing, so nothing of its history is lost.
 */
export async function cancelScheduledNotification(dedupeKey: string): Promise<boolean> {
  const ref = outboxRef(outboxIdFor(dedupeKey));
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists || snapshot.get('status') !== 'scheduled') return false;
    transaction.delete(ref);
    return true;
  });
}
