import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { addCalendarMonths, type PurchasedPlan, type Subscription, type SubscriptionCheck } from '@chem/contract';
import { documentRef } from '../lib/document-ref.js';
import { badRequest, conflict, notFound, paymentRequired } from '../lib/errors.js';
import { db, runTransaction } from '../lib/firebase.js';
import { PLANS, purchasablePlan } from './plans.js';
import { effectiveStatus, isActive, readStoredSubscription, subscriptionsFor, type StoredSubscription } from './subscription-status.js';

const SUBSCRIPTIONS = 'subscriptions';
export const INVALID_PLAN = 'Invalid plan selected.';

export const FREE_PLAN_RUNNING = 'You already have a free plan. You can take a free plan again once it ends.';

export const PAYMENT_REQUIRED = 'This plan needs a payment. Please pay through the checkout to subscribe.';

/**
 * Inside a transaction: checks the user exists and finds when a new subscription starts. A
 * purchase made while a subscription is still running starts when that one ends, so renewing early
 * never throws away paid days. Reading the user's subscriptions in the transaction that writes the
 * new one means two purchases at once cannot both start from the same end date: the second
 * transaction sees the first one's document when it retries. Firestore wants every read of a
 * transaction before its first write, so callers read with this, then write with `createSubscription`.
 */
export async function subscriptionStart(transaction: Transaction, userId: string, now: Date): Promise<Date> {
  return (await purchaseContext(transaction, userId, now)).startDate;
}

/** The user's stored subscriptions (read in the transaction) and when a new one would start. */
async function purchaseContext(transaction: Transaction, userId: string, now: Date) {
  const userRef = documentRef('users', userId, 'User not found.');
  const [userSnapshot, existing] = await Promise.all([
    transaction.get(userRef),
    transaction.get(db().collection(SUBSCRIPTIONS).where('userId', '==', userId)),
  ]);
  if (!userSnapshot.exists) throw notFound('User not found.');
  const stored = existing.docs.map((doc) => doc.data());
  return { stored, startDate: latestActiveEnd(stored, now) ?? now };
}

/** A free plan (the only kind without a payment) that is running or waiting its turn. */
function isUnendedFreePlan({ paymentId, status, endDate }: Record<string, unknown>, now: Date): boolean {
  return paymentId === undefined && status === 'active' && endDate instanceof Timestamp && endDate.toMillis() > now.getTime();
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
 * payment that `services/payments.ts` requires. One free plan at a time (409 while one has not
 * ended): otherwise asking again and again would stack free months for years. Checked in the
 * transaction that writes, so two requests at once cannot both pass.
 */
export async function subscribeToFreePlan(userId: string, planId: string, now: Date = new Date()): Promise<Subscription> {
  const planRef = planRefFor(planId);
  const ref = await runTransaction(async (transaction) => {
    const plan = purchasablePlan(await transaction.get(planRef));
    if (!plan) throw badRequest(INVALID_PLAN);
    if (plan.price > 0) throw paymentRequired(PAYMENT_REQUIRED);
    const { stored, startDate } = await purchaseContext(transaction, userId, now);
    if (stored.some((subscription) => isUnendedFreePlan(subscription, now))) throw conflict(FREE_PLAN_RUNNING);
    return createSubscription(transaction, { userId, plan, startDate }, now).ref;
  });
  return readSubscription(ref.id);
}

export async function readSubscription(id: string): Promise<Subscription> {
  const stored = readStoredSubscription(await db().collection(SUBSCRIPTIONS).doc(id).get());
  if (!stored) throw notFound('Subscription not found.');
  return toApiSubscription(stored);
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
    const candidate = { status: status as StoredSubscription['status'], endDate: endDate.toDate() };
    if (isActive(candidate, now) && (!latest || candidate.endDate > latest)) latest = candidate.endDate;
  }
  return latest;
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

/** A subscription as the contract answers it: dates as ISO strings, absent fields left out. */
export function toApiSubscription({ startDate, endDate, createdAt, updatedAt, ...fields }: StoredSubscription): Subscription {
  return {
    ...fields,
    startDate: startDate.toISOString(),
    endDate: endDate.toISOString(),
    ...(createdAt ? { createdAt: createdAt.toISOString() } : {}),
    ...(updatedAt ? { updatedAt: updatedAt.toISOString() } : {}),
  };
}
