import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@chem/contract';
import { z } from 'zod';
import { db } from '../lib/firebase.js';
import { logger } from '../lib/logger.js';

/**
 * Whether a user may open paid content right now. Shared by the note endpoints (preview/download)
 * and the plans check (GET /api/plans/check), so both answer the same question the same way.
 */

const timestamp = z.instanceof(Timestamp).transform((value) => value.toDate());

/** A `subscriptions` document as stored (see docs/data-model.md); written by the plans service. */
const storedSubscription = z.object({
  userId: z.string(),
  planId: z.string(),
  planName: z.string().optional(),
  price: z.number().optional(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  startDate: timestamp,
  endDate: timestamp,
  paymentId: z.string().optional(),
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
});

/** One purchase, with its document id as `_id` and dates as `Date`s, ready to send as JSON. */
export type StoredSubscription = { _id: string } & z.infer<typeof storedSubscription>;

/** Active means both: not cancelled or expired on record, and the paid period has not run out yet. */
export function isActive(subscription: Pick<StoredSubscription, 'status' | 'endDate'>, now: Date = new Date()): boolean {
  return subscription.status === 'active' && subscription.endDate.getTime() > now.getTime();
}

/**
 * The status a client should see: a subscription stored as `active` whose end date has passed is
 * `expired` (nothing rewrites documents when a period ends, so the date is the truth).
 */
export function effectiveStatus(subscription: Pick<StoredSubscription, 'status' | 'endDate'>, now: Date = new Date()): SubscriptionStatus {
  if (subscription.status === 'active' && !isActive(subscription, now)) return 'expired';
  return subscription.status;
}

/**
 * Every subscription of a user, latest end date first. One equality query on `userId`, which needs
 * no composite index; a user's purchase history is a handful of documents, so filtering and sorting
 * happen here.
 */
export async function subscriptionsFor(uid: string): Promise<StoredSubscription[]> {
  const snapshot = await db().collection('subscriptions').where('userId', '==', uid).get();
  // A malformed record must not grant access, nor break the check for the user's valid ones.
  const subscriptions = snapshot.docs.map(readStoredSubscription).filter((subscription) => subscription !== undefined);
  return subscriptions.sort((a, b) => b.endDate.getTime() - a.endDate.getTime());
}

/** One stored subscription, or undefined (and a warning) when the document is missing or malformed. */
export function readStoredSubscription(snapshot: DocumentSnapshot): StoredSubscription | undefined {
  const parsed = storedSubscription.safeParse(snapshot.data());
  if (parsed.success) return { _id: snapshot.id, ...parsed.data };
  logger.warn(`Skipping malformed subscription ${snapshot.id}`);
  return undefined;
}

/** The subscription that grants access now (the one running longest when several overlap), if any. */
export async function activeSubscriptionFor(uid: string, now: Date = new Date()): Promise<StoredSubscription | undefined> {
  const subscriptions = await subscriptionsFor(uid);
  return subscriptions.find((subscription) => isActive(subscription, now));
}
