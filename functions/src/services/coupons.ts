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
} from '@chem/contract';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { db, runTransaction } from '../lib/firebase.js';
import { purchasablePlan, type PurchasablePlan } from './plans.js';
import { planRefFor, INVALID_PLAN } from './subscriptions.js';

/**
 * Coupons: `coupons/{CODE}` (the normalized code is the id) and, per student who has taken it,
 * `coupons/{CODE}/redemptions/{uid}`: `held` while an order with it waits to be paid (the hold
 * lapses after HOLD_MINUTES), `used` once the payment is verified. A use is counted
 * (`usedCount`) only then. Holding happens in a transaction that writes the coupon document, so
 * two students asking for the last use at once are serialised: exactly one gets it, the other is
 * told before paying.
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
}

function readRedemption(snapshot: DocumentSnapshot): Redemption | undefined {
  const status: unknown = snapshot.get('status');
  if (status !== 'held' && status !== 'used') return undefined;
  const expiresAt: unknown = snapshot.get('expiresAt');
  return { status, expiresAt: expiresAt instanceof Timestamp ? expiresAt.toDate() : null };
}

const isLiveHold = (redemption: Redemption | undefined, now: Date) =>
  redemption?.status === 'held' && redemption.expiresAt !== null && redemption.expiresAt > now;

/** Reads, in `transaction`, whether `userId` may use `code` for `plan` now; throws the reason if not. */
async function usableCoupon(transaction: Transaction, code: string, plan: PurchasablePlan, userId: string, now: Date) {
  const ref = couponRef(code);
  const [couponSnapshot, mine, holds] = await Promise.all([
    transaction.get(ref),
    transaction.get(redemptionRef(code, userId)),
    transaction.get(ref.collection(REDEMPTIONS).where('status', '==', 'held')),
  ]);
  const coupon = readCoupon(couponSnapshot);
  const problem = problemOf(coupon, plan.id, now);
  if (problem || !coupon) throw badRequest(COUPON_MESSAGES[problem ?? 'unknown']);
  if (readRedemption(mine)?.status === 'used') throw badRequest(COUPON_MESSAGES.alreadyUsed);
  const heldByOthers = holds.docs.filter((doc) => doc.id !== userId && isLiveHold(readRedemption(doc), now)).length;
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
 * Holds one use of `code` for `userId`'s order (one hold per student per coupon; asking again
 * renews it). The coupon document is written too, so holds for its last use are serialised.
 */
export async function holdCoupon(userId: string, plan: PurchasablePlan, code: string, now: Date): Promise<CouponHold> {
  return runTransaction(async (transaction) => {
    const { discount, payable } = await usableCoupon(transaction, code, plan, userId, now);
    transaction.set(redemptionRef(code, userId), {
      status: 'held',
      planId: plan.id,
      heldAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromMillis(now.getTime() + HOLD_MINUTES * 60_000),
    });
    transaction.update(couponRef(code), { lastHeldAt: Timestamp.fromDate(now) });
    return { code, discount, payable };
  });
}

/** Gives a hold back (the Razorpay order could not be made). */
export async function releaseCoupon(userId: string, code: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const ref = redemptionRef(code, userId);
    if (readRedemption(await transaction.get(ref))?.status === 'held') transaction.delete(ref);
  });
}

/**
 * The two halves of turning a hold into a use inside the caller's transaction (every read before
 * the first write): read the redemption, then count the use unless it was counted already.
 */
export async function readCouponUse(transaction: Transaction, code: string, userId: string) {
  const ref = redemptionRef(code, userId);
  return { ref, code, counted: readRedemption(await transaction.get(ref))?.status === 'used' };
}

export function countCouponUse(
  transaction: Transaction,
  use: Awaited<ReturnType<typeof readCouponUse>>,
  details: { orderId: string | null; paymentId: string | null },
  now: Date,
): void {
  if (use.counted) return;
  transaction.set(use.ref, { status: 'used', usedAt: Timestamp.fromDate(now), expiresAt: null, ...details });
  transaction.update(couponRef(use.code), { usedCount: FieldValue.increment(1) });
}
