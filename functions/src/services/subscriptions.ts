import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { addCalendarMonths } from '../lib/dates.js';
import { documentRef } from '../lib/document-ref.js';
import { badRequest, notFound } from '../lib/errors.js';
import { db } from '../lib/firebase.js';
import { toApi, type ApiValue } from '../lib/serialize.js';
import { PLANS, purchasablePlan } from './plans.js';
import { effectiveStatus, isActive, subscriptionsFor, type Subscription } from './subscription-status.js';

const SUBSCRIPTIONS = 'subscriptions';
const INVALID_PLAN = 'Invalid plan selected.';

export type ApiSubscription = { _id: string } & Record<string, ApiValue>;

/** Until real payments arrive, a purchase is recorded with an id the server makes up. */
const manualPaymentId = () => `manual_${randomBytes(8).toString('hex')}`;

/**
 * Buys `planId` for `userId` (the route has already checked the caller may). Each purchase is a
 * new document, so the history stays. A purchase made while a subscription is still running starts
 * when that one ends, so renewing early never throws away paid days.
 *
 * The user's subscriptions are read inside the transaction that writes the new one: two purchases
 * at once cannot both start from the same end date, because the second transaction sees the first
 * one's document when it retries.
 */
export async function subscribe(userId: string, planId: string, now: Date = new Date()): Promise<ApiSubscription> {
  const planRef = planRefFor(planId);
  const userRef = documentRef('users', userId, 'User not found.');
  const ref = db().collection(SUBSCRIPTIONS).doc();

  await db().runTransaction(async (transaction) => {
    const [planSnapshot, userSnapshot, existing] = await Promise.all([
      transaction.get(planRef),
      transaction.get(userRef),
      transaction.get(db().collection(SUBSCRIPTIONS).where('userId', '==', userId)),
    ]);
    const plan = purchasablePlan(planSnapshot);
    if (!plan) throw badRequest(INVALID_PLAN);
    if (!userSnapshot.exists) throw notFound('User not found.');

    const runningUntil = latestActiveEnd(
      existing.docs.map((doc) => doc.data()),
      now,
    );
    const startDate = runningUntil ?? now;
    transaction.create(ref, {
      userId,
      planId: plan.id,
      planName: plan.name,
      price: plan.price,
      status: 'active',
      startDate: Timestamp.fromDate(startDate),
      endDate: Timestamp.fromDate(addCalendarMonths(startDate, plan.duration)),
      paymentId: manualPaymentId(),
      createdAt: Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    });
  });
  return toApi(await ref.get());
}

/** An id that cannot name a plan is as invalid a choice as an unknown one: 400, not 404. */
function planRefFor(planId: string) {
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
