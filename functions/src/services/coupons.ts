import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  COUPON_MESSAGES,
  couponDiscount,
  normalizeCouponCode,
  toPaise,
  type Coupon,
  type CouponCheck,
  type CouponFields,
  type CouponProblem,
  type RefundDueReason,
} from '@chem/contract';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { db, runTransaction } from '../lib/firebase.js';
import { purchasablePlan, type PurchasablePlan } from './plans.js';
import { planRefFor, INVALID_PLAN } from './subscriptions.js';

/**
 * Coupons: `coupons/{CODE}` (the normalized code is the id) and, per student who has taken it,
 * `coupons/{CODE}/redemptions/{uid}`: `held` while an order with it waits to be paid (the hold
 * names its order and lapses after HOLD_MINUTES), `used` once the payment is verified. A use is
 * counted (`usedCount`) only then, by `settleCoupon` in the payment's own transaction, which also
 * decides whether the coupon can still be honoured at all. Holding happens in a transaction that
 * writes the coupon document, so two students asking for the last use at once are serialised:
 * exactly one gets it, the other is told before paying.
 */

export const HOLD_MINUTES = 30;
const COUPONS = 'coupons';
const REDEMPTIONS = 'redemptions';

const couponRef = (code: string) => db().collection(COUPONS).doc(code);
const redemptionRef = (code: string, userId: string) => couponRef(code).collection(REDEMPTIONS).doc(userId);

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

function readCoupon(snapshot: DocumentSnapshot): Coupon | undefined {
  const data = snapshot.data();
  if (!data) return undefined;
  return {
    code: snapshot.id,
    kind: data.kind === 'fixed' ? 'fixed' : 'percent',
    value: Number(data.value ?? 0),
    planIds: Array.isArray(data.planIds) ? data.planIds.filter((id): id is string => typeof id === 'string') : [],
    validFrom: iso(data.validFrom) ?? new Date(0).toISOString(),
    validUntil: iso(data.validUntil) ?? new Date(0).toISOString(),
    maxUses: typeof data.maxUses === 'number' ? data.maxUses : null,
    usedCount: Number(data.usedCount ?? 0),
    perStudentOnce: true,
    active: data.active === true,
    createdAt: iso(data.createdAt),
  };
}

const stored = (fields: CouponFields) => ({
  kind: fields.kind,
  value: fields.value,
  planIds: fields.planIds,
  validFrom: Timestamp.fromDate(new Date(fields.validFrom)),
  validUntil: Timestamp.fromDate(new Date(fields.validUntil)),
  maxUses: fields.maxUses,
  perStudentOnce: true,
  active: fields.active,
});

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export async function listCoupons(): Promise<Coupon[]> {
  const snapshot = await db().collection(COUPONS).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => readCoupon(doc)).filter((coupon): coupon is Coupon => coupon !== undefined);
}

export async function createCoupon(fields: CouponFields, now: Date = new Date()): Promise<Coupon> {
  const ref = couponRef(fields.code);
  await runTransaction(async (transaction) => {
    if ((await transaction.get(ref)).exists) throw conflict('A coupon with this code already exists.');
    transaction.create(ref, { code: fields.code, ...stored(fields), usedCount: 0, createdAt: Timestamp.fromDate(now) });
  });
  return readCoupon(await ref.get())!;
}

/** Changes everything but the code and the count of uses. */
export async function updateCoupon(code: string, fields: CouponFields, now: Date = new Date()): Promise<Coupon> {
  const ref = couponRef(normalizeCouponCode(code));
  if (fields.code !== ref.id) throw badRequest('The code of a coupon cannot be changed: create a new coupon instead.');
  await runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) throw notFound(COUPON_MESSAGES.unknown);
    transaction.update(ref, { ...stored(fields), updatedAt: Timestamp.fromDate(now) });
  });
  return readCoupon(await ref.get())!;
}

// ---------------------------------------------------------------------------------------------
// Students
// ---------------------------------------------------------------------------------------------

/** Why `coupon` cannot be used for `planId` at `now`, leaving out the count of uses. */
function problemOf(coupon: Coupon | undefined, planId: string, now: Date): CouponProblem | undefined {
  if (!coupon) return 'unknown';
  if (!coupon.active) return 'inactive';
  if (now < new Date(coupon.validFrom)) return 'notYetValid';
  if (now >= new Date(coupon.validUntil)) return 'expired';
  if (coupon.planIds.length > 0 && !coupon.planIds.includes(planId)) return 'wrongPlan';
  return undefined;
}

interface Redemption {
  status: 'held' | 'used';
  expiresAt: Date | null;
  /** The purchase a hold is for: its order's receipt, made before Razorpay is asked for the order. */
  holdFor: string | null;
  /** The order a use was counted for (null for a coupon that took the whole price). */
  orderId: string | null;
}

function readRedemption(snapshot: DocumentSnapshot): Redemption | undefined {
  const status: unknown = snapshot.get('status');
  if (status !== 'held' && status !== 'used') return undefined;
  const expiresAt: unknown = snapshot.get('expiresAt');
  const holdFor: unknown = snapshot.get('holdFor');
  const orderId: unknown = snapshot.get('orderId');
  return {
    status,
    expiresAt: expiresAt instanceof Timestamp ? expiresAt.toDate() : null,
    holdFor: typeof holdFor === 'string' ? holdFor : null,
    orderId: typeof orderId === 'string' ? orderId : null,
  };
}

const isLiveHold = (redemption: Redemption | undefined, now: Date) =>
  redemption?.status === 'held' && redemption.expiresAt !== null && redemption.expiresAt > now;

/** The coupon, the student's own redemption and the live holds of every other student, read in `transaction`. */
async function readUses(transaction: Transaction, code: string, userId: string, now: Date) {
  const ref = couponRef(code);
  const [couponSnapshot, mine, holds] = await Promise.all([
    transaction.get(ref),
    transaction.get(redemptionRef(code, userId)),
    transaction.get(ref.collection(REDEMPTIONS).where('status', '==', 'held')),
  ]);
  return {
    coupon: readCoupon(couponSnapshot),
    mine: readRedemption(mine),
    heldByOthers: holds.docs.filter((doc) => doc.id !== userId && isLiveHold(readRedemption(doc), now)).length,
  };
}

/** Reads, in `transaction`, whether `userId` may use `code` for `plan` now; throws the reason if not. */
async function usableCoupon(transaction: Transaction, code: string, plan: PurchasablePlan, userId: string, now: Date) {
  const { coupon, mine, heldByOthers } = await readUses(transaction, code, userId, now);
  const problem = problemOf(coupon, plan.id, now);
  if (problem || !coupon) throw badRequest(COUPON_MESSAGES[problem ?? 'unknown']);
  if (mine?.status === 'used') throw badRequest(COUPON_MESSAGES.alreadyUsed);
  if (coupon.maxUses !== null && coupon.usedCount + heldByOthers >= coupon.maxUses) throw badRequest(COUPON_MESSAGES.usedUp);
  const price = toPaise(plan.price);
  const discount = couponDiscount(price, coupon.kind, coupon.value);
  return { coupon, price, discount, payable: price - discount };
}

async function planFor(transaction: Transaction, planId: string): Promise<PurchasablePlan> {
  const plan = purchasablePlan(await transaction.get(planRefFor(planId)));
  if (!plan) throw badRequest(INVALID_PLAN);
  return plan;
}

/** POST /api/coupons/check: the price with the coupon, or the reason it cannot be used. Holds nothing. */
export async function checkCoupon(userId: string, planId: string, code: string, now: Date = new Date()): Promise<CouponCheck> {
  return runTransaction(
    async (transaction) => {
      const plan = await planFor(transaction, planId);
      const { price, discount, payable } = await usableCoupon(transaction, code, plan, userId, now);
      return { code, price, discount, payable };
    },
    { readOnly: true },
  );
}

export interface CouponHold {
  code: string;
  discount: number;
  payable: number;
}

/**
 * Holds one use of `code` for one purchase of `userId`, named by `holdFor` (the order's receipt).
 * A student has one hold per coupon: a new purchase with the same code takes it over (and renews
 * it). The coupon document is written too, so holds for its last use are serialised.
 */
export async function holdCoupon(userId: string, plan: PurchasablePlan, code: string, holdFor: string, now: Date): Promise<CouponHold> {
  return runTransaction(async (transaction) => {
    const { discount, payable } = await usableCoupon(transaction, code, plan, userId, now);
    transaction.set(redemptionRef(code, userId), {
      status: 'held',
      planId: plan.id,
      holdFor,
      heldAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromMillis(now.getTime() + HOLD_MINUTES * 60_000),
    });
    transaction.update(couponRef(code), { lastHeldAt: Timestamp.fromDate(now) });
    return { code, discount, payable };
  });
}

/** Gives a hold back (the Razorpay order could not be made), unless another purchase has taken it over since. */
export async function releaseCoupon(userId: string, code: string, holdFor: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const ref = redemptionRef(code, userId);
    const hold = readRedemption(await transaction.get(ref));
    if (hold?.status === 'held' && hold.holdFor === holdFor) transaction.delete(ref);
  });
}

/** Whether a purchase's coupon is honoured when its payment is verified, and how to count its use. */
export type CouponSettlement =
  | { honoured: true; count(transaction: Transaction, details: { orderId: string | null; paymentId: string | null }): void }
  | { honoured: false; reason: RefundDueReason };

/**
 * Decides, inside the transaction that verifies a purchase (every read before the first write),
 * whether its coupon can still be honoured, as the coupon stands now:
 *
 * - the student has used the coupon already, on another purchase: no (`coupon-already-used`);
 * - the purchase still owns a live hold: yes, unless the coupon has meanwhile reached its limit
 *   (the teacher lowered it);
 * - otherwise (the hold lapsed, or another purchase of the same student took it over): yes only if
 *   a use is still free beside every other student's live hold, as a new hold would need;
 *   else no (`coupon-used-up`): another student's held or counted use is never taken.
 *
 * When honoured, `count` marks the use (once per student) and adds it to `usedCount` in the same
 * transaction, so the limits hold however verifications, webhooks and new holds interleave.
 */
export async function settleCoupon(
  transaction: Transaction,
  purchase: { code: string; userId: string; holdFor: string | null; orderId: string | null },
  now: Date,
): Promise<CouponSettlement> {
  const { code, userId, holdFor, orderId } = purchase;
  const { coupon, mine, heldByOthers } = await readUses(transaction, code, userId, now);
  if (mine?.status === 'used') {
    // The same purchase verified again (its use is already counted) is honoured without counting twice.
    return orderId !== null && mine.orderId === orderId ? { honoured: true, count: () => undefined } : refused('coupon-already-used');
  }
  const ownsLiveHold = holdFor !== null && mine?.holdFor === holdFor && isLiveHold(mine, now);
  const limit = coupon?.maxUses ?? null;
  const usedCount = coupon?.usedCount ?? 0;
  const free = !!coupon && (limit === null || (ownsLiveHold ? usedCount < limit : usedCount + heldByOthers < limit));
  if (!free) return refused('coupon-used-up');
  return {
    honoured: true,
    count(writer, details) {
      writer.set(redemptionRef(code, userId), { status: 'used', usedAt: Timestamp.fromDate(now), expiresAt: null, holdFor, ...details });
      writer.update(couponRef(code), { usedCount: FieldValue.increment(1) });
    },
  };
}

const refused = (reason: RefundDueReason): CouponSettlement => ({ honoured: false, reason });
