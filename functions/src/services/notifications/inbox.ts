import { createHash } from 'node:crypto';
import {
  isNotificationKind,
  preferencesWithDefaults,
  PUSH_ENDPOINT_REFUSED,
  UNSUBSCRIBE_LINK_INVALID,
  type InboxItem,
  type MarkReadAnswer,
  type NotificationInbox,
  type NotificationPreferences,
  type NotificationSettings,
  type PushSubscriptionAnswer,
  type PushSubscriptionInput,
  type UnsubscribeAnswer,
} from '@chem/contract';
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { isAllowedPushEndpoint, vapidKeys } from '../../config/notifications.js';
import { storedFields } from '../../lib/fields.js';
import { badRequest } from '../../lib/errors.js';
import { db, runTransaction } from '../../lib/firebase.js';
import { newestFirstPage } from '../../lib/newest-first-page.js';
import { inboxOf, outboxRef, pushSubscriptionsCollection, PREFERENCES_FIELD } from './store.js';
import { readUnsubscribeToken } from './unsubscribe.js';

/**
 * The student's side: the inbox behind the bell, marking read, the browsers that receive push,
 * and the choices per kind and channel. Every function takes the uid from the verified token.
 */

/** One inbox entry as the bell shows it (also the student's data export). */
export function inboxItem(snapshot: DocumentSnapshot): InboxItem | undefined {
  const fields = storedFields(snapshot);
  const kind: unknown = snapshot.get('kind');
  if (!isNotificationKind(kind)) return undefined;
  const link: unknown = snapshot.get('link');
  return {
    id: snapshot.id,
    kind,
    title: fields.text('title'),
    body: fields.text('body'),
    link: typeof link === 'string' && link ? link : null,
    createdAt: fields.time('createdAt'),
    readAt: fields.time('readAt'),
  };
}

/** Unread entries: one aggregation (a read per 1,000 counted), so the bell's count is always true. */
async function unreadCount(uid: string): Promise<number> {
  const snapshot = await inboxOf(uid).where('readAt', '==', null).count().get();
  return snapshot.data().count;
}

export async function listInbox(uid: string, cursor: string | undefined, limit: number): Promise<NotificationInbox> {
  const [page, unread] = await Promise.all([newestFirstPage(inboxOf(uid), 'createdAt', cursor, limit), unreadCount(uid)]);
  return {
    notifications: page.docs.map(inboxItem).filter((item): item is InboxItem => !!item),
    unread,
    nextCursor: page.nextCursor,
  };
}

/** At most this many entries are marked by one "mark all read" (a student with more marks again). */
const MARK_ALL_MAX = 500;

/**
 * Marks entries read. Each one newly read also counts as opened on its outbox item (the
 * announcement's "opened in the app" figure), in the same batch.
 */
export async function markRead(uid: string, request: { all: true } | { ids: string[] }, now: Date = new Date()): Promise<MarkReadAnswer> {
  const inbox = inboxOf(uid);
  const unread =
    'all' in request
      ? (await inbox.where('readAt', '==', null).limit(MARK_ALL_MAX).get()).docs
      : (await db().getAll(...[...new Set(request.ids)].filter((id) => !id.includes('/')).map((id) => inbox.doc(id)))).filter(
          (doc) => doc.exists && doc.get('readAt') === null,
        );
  if (unread.length > 0) {
    const batch = db().batch();
    const readAt = Timestamp.fromDate(now);
    for (const doc of unread) {
      batch.update(doc.ref, { readAt });
      // The inbox entry's id is its outbox item's.
      batch.set(outboxRef(doc.id), { counts: { opened: FieldValue.increment(1) } }, { merge: true });
    }
    await batch.commit();
  }
  return { marked: unread.length, unread: await unreadCount(uid) };
}

// ---------------------------------------------------------------------------------------------

/** One document per browser: its id is a hash of the endpoint, so a browser shared by two accounts belongs to whoever subscribed last. */
const subscriptionId = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

export async function savePushSubscription(
  uid: string,
  input: PushSubscriptionInput,
  now: Date = new Date(),
): Promise<PushSubscriptionAnswer> {
  if (!isAllowedPushEndpoint(input.endpoint)) throw badRequest(PUSH_ENDPOINT_REFUSED);
  const ref = pushSubscriptionsCollection().doc(subscriptionId(input.endpoint));
  await runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    transaction.set(ref, {
      userId: uid,
      endpoint: input.endpoint,
      keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
      createdAt: existing.exists && existing.get('userId') === uid ? existing.get('createdAt') : Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    });
  });
  return { subscribed: true };
}

/** Only the caller's own subscription is removed; anyone else's endpoint changes nothing. */
export async function removePushSubscription(uid: string, endpoint: string): Promise<PushSubscriptionAnswer> {
  const ref = pushSubscriptionsCollection().doc(subscriptionId(endpoint));
  await runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists && existing.get('userId') === uid) transaction.delete(ref);
  });
  return { subscribed: false };
}

// ---------------------------------------------------------------------------------------------

export async function notificationSettings(uid: string): Promise<NotificationSettings> {
  const [profile, devices] = await Promise.all([
    db().collection('users').doc(uid).get(),
    pushSubscriptionsCollection().where('userId', '==', uid).count().get(),
  ]);
  return {
    preferences: preferencesWithDefaults(profile.get(PREFERENCES_FIELD)),
    pushKey: vapidKeys()?.publicKey ?? null,
    pushDevices: devices.data().count,
  };
}

export async function savePreferences(uid: string, preferences: NotificationPreferences): Promise<NotificationSettings> {
  // `update`, not `set`: an account without a profile document gets a 404 from the profile's own routes, not a stub here.
  await db().collection('users').doc(uid).update(new FieldPath(PREFERENCES_FIELD), preferencesWithDefaults(preferences));
  return notificationSettings(uid);
}

/** The one-click unsubscribe: turns the kind's email off for the student the token was made for. */
export async function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  const reader = readUnsubscribeToken(token);
  if (!reader) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
  const ref = db().collection('users').doc(reader.uid);
  await runTransaction(async (transaction) => {
    const profile = await transaction.get(ref);
    if (!profile.exists) return;
    const preferences = preferencesWithDefaults(profile.get(PREFERENCES_FIELD));
    preferences[reader.kind] = { ...preferences[reader.kind], email: false };
    transaction.update(ref, new FieldPath(PREFERENCES_FIELD), preferences);
  });
  return { kind: reader.kind, email: false };
}
