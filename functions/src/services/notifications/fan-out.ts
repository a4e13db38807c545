import {
  isLanguage,
  isNotificationKind,
  notificationText,
  preferencesWithDefaults,
  type ChannelSwitches,
  type Language,
  type NotificationKind,
  type NotificationParams,
  type NotificationText,
} from '@chem/contract';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { vapidKeys } from '../../config/notifications.js';
import { hasErrorCode } from '../../lib/errors.js';
import { db, runTransaction } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { whereIn } from '../../lib/where-in.js';
import { queueMail, type QueuedMail } from '../mail/queue.js';
import { readSiteSettings } from '../site-settings.js';
import { recipientPage } from './audience.js';
import { sendPush, vapidSubject, type PushOutcome, type PushPayload, type StoredPushSubscription } from './push.js';
import type { EmailAs, Recipients } from './queue.js';
import { inboxOf, NOTIFICATION_COLLECTIONS, outboxRef, pushSubscriptionsCollection, PREFERENCES_FIELD } from './store.js';

/**
 * The fan-out: what the `fanOutNotifications` trigger (a new outbox document) and the minute sweep
 * run. It claims the outbox item (a transaction with a lease, as the mail sender does, so the
 * trigger and the sweep never both send it), then a page of recipients at a time:
 *  1. reads their profiles in one `getAll` (language, choices per kind and channel);
 *  2. writes each one's inbox entry under the outbox id with `create`, so a retried page never
 *     shows a notification twice;
 *  3. pushes to their browsers (one `in` query per 30 students for the subscriptions), 25 at a
 *     time, each tried up to three times; a subscription the push service calls gone is deleted;
 *  4. queues their emails under an id per outbox item and student (the mail queue sends them);
 *  5. records the cursor and the counts on the outbox document.
 * A send that nears the function's time limit stops after a page and leaves the rest to the sweep.
 */

/** Recipients per page: one getAll of profiles, up to 500 inbox writes, 17 subscription queries. */
export const PAGE_SIZE = 500;
/** Pushes in flight at once: enough to keep a push service busy without opening hundreds of sockets. */
const PUSH_CONCURRENCY = 25;
/** The function's timeout is 540 s; after this much sending, the rest is left to the next sweep. */
const DEFAULT_BUDGET_MS = 420_000;
/** A claimed item whose sender died is taken again by the sweep after this. */
const LEASE_MS = 10 * 60_000;
/** Claims of one item, as for mail: after this many it is given up. */
export const MAX_FAN_OUT_ATTEMPTS = 5;

/** `cancelled`: a scheduled item the teacher called off (an announcement) before it was due. */
export type OutboxStatus = 'scheduled' | 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';

interface Counts {
  recipients: number;
  inApp: number;
  push: number;
  email: number;
  pushFailed: number;
  pushGone: number;
}

const zeroCounts = (): Counts => ({ recipients: 0, inApp: 0, push: 0, email: 0, pushFailed: 0, pushGone: 0 });

interface Claimed {
  kind: NotificationKind;
  params: NotificationParams[NotificationKind];
  recipients: Recipients;
  link: string | null;
  channels: ChannelSwitches;
  emailAs: EmailAs | undefined;
  cursor: string | null;
}

async function claim(id: string, now: Date): Promise<Claimed | undefined> {
  const ref = outboxRef(id);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return undefined;
    const status = snapshot.get('status') as OutboxStatus;
    const next = snapshot.get('nextAttemptAt') as Timestamp | undefined;
    const due = next instanceof Timestamp && next.toMillis() <= now.getTime();
    // queued: at once (the trigger) or by the sweep; scheduled: when due; sending: when its lease ran out.
    const claimable = status === 'queued' || ((status === 'scheduled' || status === 'sending') && due);
    if (!claimable) return undefined;
    const attempts = Number(snapshot.get('attempts') ?? 0);
    const kind: unknown = snapshot.get('kind');
    if (attempts >= MAX_FAN_OUT_ATTEMPTS || !isNotificationKind(kind)) {
      transaction.update(ref, {
        status: 'failed' satisfies OutboxStatus,
        reason: isNotificationKind(kind) ? `Gave up after ${attempts} attempts.` : `Unknown kind ${String(kind)}.`,
        nextAttemptAt: FieldValue.delete(),
      });
      return undefined;
    }
    transaction.update(ref, {
      status: 'sending' satisfies OutboxStatus,
      attempts: attempts + 1,
      startedAt: snapshot.get('startedAt') ?? Timestamp.fromDate(now),
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + LEASE_MS),
    });
    return {
      kind,
      params: snapshot.get('params') as NotificationParams[NotificationKind],
      recipients: snapshot.get('recipients') as Recipients,
      link: (snapshot.get('link') as string | null) ?? null,
      channels: { inApp: true, push: true, email: true, ...(snapshot.get('channels') as Partial<ChannelSwitches> | undefined) },
      emailAs: snapshot.get('emailAs') as EmailAs | undefined,
      cursor: (snapshot.get('cursor') as string | null) ?? null,
    };
  });
}

interface Student {
  uid: string;
  language: Language;
  wants: ChannelSwitches;
  hasEmail: boolean;
}

/**
 * The page's students as the fan-out needs them; deleted accounts and unknown uids are left out,
 * and so, for a group, is any account that is not a student's (the teacher who opened a course).
 */
function studentsOf(snapshots: DocumentSnapshot[], kind: NotificationKind, studentsOnly: boolean): Student[] {
  return snapshots
    .filter((snapshot) => snapshot.exists && snapshot.get('deleted') !== true && (!studentsOnly || snapshot.get('role') === 'user'))
    .map((snapshot) => {
      const language: unknown = snapshot.get('language');
      const email: unknown = snapshot.get('email');
      return {
        uid: snapshot.id,
        language: isLanguage(language) ? language : 'en',
        wants: preferencesWithDefaults(snapshot.get(PREFERENCES_FIELD))[kind],
        hasEmail: typeof email === 'string' && email.includes('@'),
      };
    });
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface Delivery {
  id: string;
  item: Claimed;
  texts: Record<Language, NotificationText>;
  vapid: Parameters<typeof sendPush>[2] | undefined;
  now: Date;
}

async function deliverInApp(delivery: Delivery, students: Student[], counts: Counts): Promise<void> {
  if (students.length === 0) return;
  const writer = db().bulkWriter();
  // A retried page finds its entries written: ALREADY_EXISTS is the point of `create`, not a failure.
  writer.onWriteError((error) => !hasErrorCode(error, 6) && error.failedAttempts < 5);
  const createdAt = Timestamp.fromDate(delivery.now);
  for (const student of students) {
    const text = delivery.texts[student.language];
    writer
      .create(inboxOf(student.uid).doc(delivery.id), {
        userId: student.uid,
        kind: delivery.item.kind,
        title: text.title,
        body: text.body,
        link: delivery.item.link,
        createdAt,
        readAt: null,
      })
      .then(
        () => (counts.inApp += 1),
        // Written by an earlier try of this page whose counts were never recorded: it counts now.
        (error: unknown) => (hasErrorCode(error, 6) ? (counts.inApp += 1) : undefined),
      );
  }
  await writer.close();
}

async function deliverPush(delivery: Delivery, students: Student[], counts: Counts): Promise<void> {
  if (students.length === 0 || !delivery.vapid) return;
  const byUid = new Map(students.map((student) => [student.uid, student]));
  const subscriptions = await whereIn(pushSubscriptionsCollection(), 'userId', [...byUid.keys()]);
  const reached = new Set<string>();
  const gone: string[] = [];
  await inTurns(subscriptions, PUSH_CONCURRENCY, async (doc) => {
    const student = byUid.get(String(doc.get('userId')));
    if (!student) return;
    const text = delivery.texts[student.language];
    const payload: PushPayload = {
      id: delivery.id,
      kind: delivery.item.kind,
      title: text.title,
      body: text.body,
      link: delivery.item.link,
    };
    const subscription: StoredPushSubscription = {
      endpoint: String(doc.get('endpoint')),
      keys: doc.get('keys') as StoredPushSubscription['keys'],
    };
    const outcome: PushOutcome = await sendPush(subscription, payload, delivery.vapid!);
    if (outcome === 'sent') reached.add(student.uid);
    else if (outcome === 'gone') gone.push(doc.id);
    else counts.pushFailed += 1;
  });
  counts.push += reached.size;
  counts.pushGone += gone.length;
  // The push service has forgotten these browsers (the student revoked permission, cleared the app).
  await Promise.all(gone.map((id) => pushSubscriptionsCollection().doc(id).delete()));
}

async function deliverEmail(delivery: Delivery, students: Student[], counts: Counts): Promise<void> {
  const { item, id, now } = delivery;
  const reachable = students.filter((student) => student.hasEmail);
  await Promise.all(
    reachable.map(async (student) => {
      const text = delivery.texts[student.language];
      const mail: QueuedMail = item.emailAs
        ? ({
            template: item.emailAs.template,
            data: item.emailAs.data,
            recipient: { userId: student.uid },
            unsubscribeKind: item.kind,
          } as QueuedMail)
        : {
            template: 'notification',
            data: { kind: item.kind, title: text.title, body: text.body, link: item.link },
            recipient: { userId: student.uid },
            unsubscribeKind: item.kind,
          };
      const mailId = item.emailAs?.mailId ?? `notify-${id}-${student.uid}`;
      // Queued now or by an earlier try of this page (the mail id is per item and student): one email either way.
      await queueMail(mail, { id: mailId, now });
      counts.email += 1;
    }),
  );
}

async function deliverPage(delivery: Delivery, uids: string[]): Promise<Counts> {
  const counts = zeroCounts();
  if (uids.length === 0) return counts;
  const profiles = await db().getAll(...uids.map((uid) => db().collection('users').doc(uid)));
  const students = studentsOf(profiles, delivery.item.kind, 'audience' in delivery.item.recipients);
  counts.recipients = students.length;
  const { channels } = delivery.item;
  await Promise.all([
    channels.inApp
      ? deliverInApp(
          delivery,
          students.filter((student) => student.wants.inApp),
          counts,
        )
      : undefined,
    channels.push
      ? deliverPush(
          delivery,
          students.filter((student) => student.wants.push),
          counts,
        )
      : undefined,
    channels.email
      ? deliverEmail(
          delivery,
          students.filter((student) => student.wants.email),
          counts,
        )
      : undefined,
  ]);
  return counts;
}

const incrementsOf = (counts: Counts) =>
  Object.fromEntries(Object.entries(counts).map(([key, value]) => [`counts.${key}`, FieldValue.increment(value)]));

/**
 * Records a delivered page: its counts and the next cursor, in one transaction that first checks
 * the item still stands where the page began and is still being sent. So each page is counted
 * once: a second sender that took the item after a lease ran out (while the first was still at it)
 * finds the cursor moved on and records nothing, and a page retried after a crash was never
 * recorded the first time (its inbox entries and emails, written then, count on the retry).
 */
async function recordPage(id: string, pageStart: string | null, update: Record<string, unknown>): Promise<boolean> {
  const ref = outboxRef(id);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const stored = (snapshot.get('cursor') as string | null | undefined) ?? null;
    if (!snapshot.exists || snapshot.get('status') !== 'sending' || stored !== pageStart) return false;
    transaction.update(ref, update);
    return true;
  });
}

export type FanOutResult = 'sent' | 'paused' | 'skipped';

/**
 * Sends outbox item `id` if it is this caller's to send. `now` and `budgetMs` are fixed by tests;
 * `paused` means the time budget ran out and the sweep goes on with the rest.
 */
export async function fanOutNotification(id: string, options: { now?: Date; budgetMs?: number } = {}): Promise<FanOutResult> {
  const now = options.now ?? new Date();
  const started = Date.now();
  const item = await claim(id, now);
  if (!item) return 'skipped';
  const keys = vapidKeys();
  const vapid = keys ? { ...keys, subject: vapidSubject((await readSiteSettings()).email) } : undefined;
  const texts: Record<Language, NotificationText> = {
    en: notificationText(item.kind, item.params, 'en'),
    hi: notificationText(item.kind, item.params, 'hi'),
  };
  const delivery: Delivery = { id, item, texts, vapid, now };
  let cursor = item.cursor;
  let peakRss = process.memoryUsage().rss;
  let reached = 0;
  for (;;) {
    const page = await recipientPage(item.recipients, cursor, PAGE_SIZE, now);
    const counts = await deliverPage(delivery, page.uids);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    reached += counts.recipients;
    const pageStart = cursor;
    cursor = page.nextCursor;
    const finished = cursor === null;
    const outOfTime = !finished && Date.now() - started > (options.budgetMs ?? DEFAULT_BUDGET_MS);
    const recorded = await recordPage(id, pageStart, {
      ...incrementsOf(counts),
      cursor,
      ...(finished
        ? {
            status: 'sent' satisfies OutboxStatus,
            sentAt: Timestamp.now(),
            nextAttemptAt: FieldValue.delete(),
            // The named students were needed only to send; the counts stay.
            ...('uids' in item.recipients ? { 'recipients.uids': FieldValue.delete() } : {}),
          }
        : outOfTime
          ? { status: 'queued' satisfies OutboxStatus, nextAttemptAt: Timestamp.now(), attempts: 0 }
          : { nextAttemptAt: Timestamp.fromMillis(Date.now() + LEASE_MS) }),
    });
    if (!recorded) {
      logger.warn(`Notification ${id}: another sender recorded the page after ${pageStart ?? 'the start'} first; this one stops.`);
      return 'skipped';
    }
    if (finished) {
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      logger.info(`Notification ${id}: sent to ${reached} in ${seconds} s; peak RSS ${Math.round(peakRss / 1048576)} MB.`);
      return 'sent';
    }
    if (outOfTime) {
      logger.info(`Notification ${id}: paused after ${Math.round((Date.now() - started) / 1000)} s; the sweep goes on with the rest.`);
      return 'paused';
    }
  }
}

/** Items per sweep: due scheduled ones, ones the trigger never took, paused and interrupted ones. */
const SWEEP_BATCH = 10;

/**
 * The minute sweep (the `notificationSweep` schedule; tests call it with a fixed clock): one range query on `nextAttemptAt`, then each item in turn.
 */
export async function sweepNotifications(now: Date = new Date()): Promise<{ sent: number; paused: number }> {
  const due = await db()
    .collection(NOTIFICATION_COLLECTIONS.outbox)
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt')
    .limit(SWEEP_BATCH)
    .get();
  let sent = 0;
  let paused = 0;
  for (const doc of due.docs) {
    const outcome = await fanOutNotification(doc.id, { now });
    if (outcome === 'sent') sent += 1;
    if (outcome === 'paused') paused += 1;
  }
  return { sent, paused };
}
