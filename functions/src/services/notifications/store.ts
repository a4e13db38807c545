import { db } from '../../lib/firebase.js';

/**
 * Where notifications live (ARCHITECTURE.md's data model): the outbox of what was asked to be
 * sent, each student's inbox under their user document, and the browsers that receive push.
 */
export const NOTIFICATION_COLLECTIONS = {
  outbox: 'notificationOutbox',
  inbox: 'notifications',
  pushSubscriptions: 'pushSubscriptions',
} as const;

export const outboxRef = (id: string) => db().collection(NOTIFICATION_COLLECTIONS.outbox).doc(id);
export const inboxOf = (uid: string) => db().collection('users').doc(uid).collection(NOTIFICATION_COLLECTIONS.inbox);
export const pushSubscriptionsCollection = () => db().collection(NOTIFICATION_COLLECTIONS.pushSubscriptions);

/** The profile field that holds a student's choices per kind and channel (read with every fan-out's profiles). */
export const PREFERENCES_FIELD = 'notificationPreferences';
