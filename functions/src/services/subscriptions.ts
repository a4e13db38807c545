import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { addCalendarMonths } from '../lib/dates.js';
import { documentRef } from '../lib/document-ref.js';
import { badRequest, notFound, paymentRequired } from '../lib/errors.js';
import { db } from '../lib/firebase.js';
import { toApi, type ApiValue } from '../lib/serialize.js';
import { PLANS, purchasablePlan } from './plans.js';
import { effectiveStatus, isActive, subscriptionsFor, type Subscription } from './subscription-status.js';

const SUBSCRIPTIONS = 'subscriptions';
export const INVALID_PLAN = 'Invalid plan selected.';

export type ApiSubscription = { _id: string } & Record<string, ApiValue>;

export const PAYMENT_REQUIRED = 'This plan needs a payment. Please pay through the checkout to subscribe.';

/** What a purchase buys: the plan as it was sold (an order keeps the price and length it was paid for). */
export interface PurchasedPlan {
  id: string;
  name: string;
  /** Rupees. */
  price: number;
  /** Calendar months. */
  duration: number;
}

/**
 * Inside a transaction: checks the user exists and finds when a new subscription starts. A
 * purchase made while a subscription is still running starts when that one ends, so renewing early
 * never throws away paid days. Reading the user's subscriptions in the transaction that writes the
 * new one means two purchases at once cannot both start from the same end date: the second
 * transaction sees the first one's document when it retries. Firestore wants every read of a
 * transaction before its first write, so callers read with this, then write with `createSubscription`.
 */
export async function subscriptionStart(transaction: Transaction, userId: string, now: Date): Promise<Date> {
  const userRef = documentRef('users', userId, 'User not found.');
  const [userSnapshot, existing] = await Promise.all([
    transaction.get(userRef),
    transaction.get(db().collection(SUBSCRIPTIONS).where('userId', '==', userId)),
  ]);
  if (!userSnapshot.exists) throw notFound('User not found.');
  return (
    latestActiveEnd(
      existing.docs.map((doc) => doc.data()),
      now,
    ) ?? now
  );
}

export interface CreatedSubscription {
  ref: DocumentReference;
  startDate: Date;
  endDate: Date;
}

/** Writes one purchase as a new document (the history stays). */
export function createSubscription(
  transaction: Transaction,
  purchase: { userId: string; plan: PurchasedPlan; startDate: Date; paymentId?: string },
  now: Date,
): CreatedSubscription {
  const ref = db().collection(SUBSCRIPTIONS).doc();
  const { userId, plan, startDate, paymentId } = purchase;
  const endDate = addCalendarMonths(startDate, plan.duration);
  transaction.create(ref, {
    userId,
    planId: plan.id,
    planName: plan.name,
    price: plan.price,
    status: 'active',
    startDate: Timestamp.fromDate(startDate),
    endDate: Timestamp.fromDate(endDate),
    ...(paymentId ? { paymentId } : {}),
    createdAt: Timestamp.fromDate(now),
    updatedAt: Timestamp.fromDate(now),
  });
  return { ref, startDate, endDate };
}

/**
 * Starts a free plan (price 0) for `userId` (the route has already checked the caller may). A paid
 * plan is refused with 402 here, at the write, so no endpoint can hand one out without the verified
 * payment that `services/payments.ts` requires.
 */
export async function subscribeToFreePlan(userId: string, planId: string, now: Date = new Date()): Promise<ApiSubscription> {
  const planRef = planRefFor(planId);
  const ref = await db().runTransaction(async (transaction) => {
    const plan = purchasablePlan(await transaction.get(planRef));
    if (!plan) throw badRequest(INVALID_PLAN);
    if (plan.price > 0) throw paymentRequired(PAYMENT_REQUIRED);
    const startDate = await subscriptionStart(transaction, userId, now);
    return createSubscription(transaction, { userId, plan, startDate }, now).ref;
  });
  return toApi(await ref.get());
}

export async function readSubscription(id: string): Promise<ApiSubscription> {
  return toApi(await db().collection(SUBSCRIPTIONS).doc(id).get());
}

/** An id that cannot name a plan is as invalid a choice as an unknown one: 400, not 404. */
export function planRefFor(planId: string) {
  try {
    return documentRef(PLANS, planId, INVALID_PLAN);
  } catch {
    throw badRequest(INVALID_PLAN);
  }
}

/** The latest end date among stored subscriptions that are active at `now`. */
function latestActiveEnd(stored: ReadonlyArray<Record<string, unknown>>, now: Date): Date | undefined {
  let latest: Date | undefined;
  for (const { status, endDate } of stored) {
    if (typeof status !== 'string' || !(endDate instanceof Timestamp)) continue;
    const candidate = { status: status as Subscription['status'], endDate: endDate.toDate() };
    if (isActive(candidate, now) && (!latest || candidate.endDate > latest)) latest = candidate.endDate;
  }
  return latest;
}

export interface SubscriptionCheck {
  isSubscribed: boolean;
  subscription: ApiSubscription;
}

/**
 * What the dashboard and the notes page ask: is the user subscribed, and which subscription to
 * show. That is the one granting access now, else the most recent by end date, with its status as
 * the date makes it (a lapsed `active` reads `expired`). Never subscribed: 404.
 */
export async function checkSubscription(userId: string, now: Date = new Date()): Promise<SubscriptionCheck> {
  const subscriptions = await subscriptionsFor(userId);
  const shown = subscriptions.find((subscription) => isActive(subscription, now)) ?? subscriptions[0];
  if (!shown) throw notFound('No subscription found.');
  return {
    isSubscribed: isActive(shown, now),
    subscription: toApiSubscription({ ...shown, status: effectiveStatus(shown, now) }),
  };
}

function toApiSubscription(subscription: Subscription): ApiSubscription {
  const { _id, ...fields } = subscription;
  const json = Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as Record<string, ApiValue>;
  return { _id, ...json };
}
