import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { paymentOrderLimit } from '../config/rate-limits.js';
import { razorpayKeys, razorpayWebhookSecret, type RazorpayKeys } from '../config/razorpay.js';
import { AppError, badRequest, conflict, notFound, paymentRequired } from '../lib/errors.js';
import { db, getPair, runTransaction } from '../lib/firebase.js';
import { consume } from '../lib/rate-limit.js';
import { isValidPaymentSignature, isValidWebhookSignature } from '../lib/razorpay-signature.js';
import { textOf } from '../lib/fields.js';
import {
  COUPON_MESSAGES,
  isRefundDueReason,
  REFUND_DUE_MESSAGES,
  toPaise,
  type OrderStatus,
  type PaymentOrder,
  type PurchasedPlan,
  type RefundDueReason,
  type SubscribeRequest,
  type Subscription,
} from '@chem/contract';
import { disputeEntitySchema, recordDispute } from './payment-disputes.js';
import { recordRefund } from './payment-refunds.js';
import { CURRENCY, ordersRef, paymentRecord, paymentsRef, readOrder, type StoredOrder } from './payment-store.js';
import { purchasablePlan } from './plans.js';
import { setCountedPayment } from './sales-stats.js';
import { capturePayment, createOrder, fetchPayment, isRazorpayId, type RazorpayPayment } from './razorpay-api.js';
import { createSubscription, INVALID_PLAN, planRefFor, readSubscription, subscribeToFreePlan, subscriptionStart } from './subscriptions.js';
import { holdCoupon, releaseCoupon, settleCoupon } from './coupons.js';
import { issueCreditNoteSafely, issueInvoiceSafely } from './invoices/issue.js';
import { logger } from '../lib/logger.js';
import { queueReceipt } from './mail/payment-mails.js';

/**
 * Paying for a plan with Razorpay (UPI, cards, netbanking: whatever Checkout offers).
 *
 *   1. POST /api/payments/order: we create a Razorpay order for the stored plan's price and keep it
 *      in `paymentOrders/{orderId}` with the buyer and the plan as sold.
 *   2. The browser runs Checkout with that order; Razorpay answers it with the payment id and a
 *      signature over `order_id|payment_id`.
 *   3. POST /api/plans/subscribe with those: signature, owner, plan, amount and capture are checked
 *      (the payment is fetched from Razorpay, never taken from the browser), then the subscription
 *      starts.
 *   4. POST /api/payments/webhook: Razorpay's own report, for the student whose browser never came
 *      back. Steps 3 and 4 both end in `activatePaidOrder`, which starts at most one subscription
 *      per order and per payment however often and in whatever order they arrive.
 *
 * An order with a coupon holds one of its uses from step 1, but the use is counted, and the
 * coupon honoured, only in `activatePaidOrder`'s transaction. A payment whose coupon can no longer
 * be honoured then (the student used it on another purchase, or the hold lapsed and others took the
 * last uses) starts nothing: it is recorded with `refundDue` and its order as `needs-refund`, for
 * the teacher to refund, and the browser is answered 409 saying so.
 */

export const NOT_CONFIGURED = 'Online payments are not set up yet. Please contact us to subscribe.';
export const VERIFICATION_FAILED = 'We could not verify this payment. If money was taken, contact us with the payment id.';
export const ORDER_MISMATCH = 'This payment does not belong to this order. Please start the purchase again.';
export const AMOUNT_MISMATCH = 'The amount paid does not match the price of this plan. Please contact us with the payment id.';
export const NOT_CAPTURED =
  'Your payment has not been completed yet. If money was taken, your plan will start as soon as the bank confirms it.';
export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature.';
export const REFUNDED = 'This payment was refunded, so it cannot start a plan.';

function requireKeys(): RazorpayKeys {
  const keys = razorpayKeys();
  if (!keys) throw new AppError(503, NOT_CONFIGURED);
  return keys;
}

// ---------------------------------------------------------------------------------------------
// 1. The order
// ---------------------------------------------------------------------------------------------

export interface OrderRequest {
  planId: string;
  /** GST state code of the student (place of supply), checked against the list by the contract. */
  state: string;
  /** Normalized coupon code, if the student gave one. */
  coupon?: string | undefined;
}

export async function createPaymentOrder(userId: string, request: OrderRequest, now: Date = new Date()): Promise<PaymentOrder> {
  const { planId, state } = request;
  const keys = requireKeys();
  const [planSnapshot, user] = await Promise.all([planRefFor(planId).get(), db().collection('users').doc(userId).get()]);
  const plan = purchasablePlan(planSnapshot);
  if (!plan) throw badRequest(INVALID_PLAN);
  if (plan.price <= 0) throw badRequest('This plan is free: subscribe to it without a payment.');
  if (!user.exists) throw notFound('User not found.');
  // Each attempt is a call to Razorpay and a stored order: bounded per student.
  await consume(paymentOrderLimit(), userId);

  const soldPlan: PurchasedPlan = { id: plan.id, name: plan.name, price: plan.price, duration: plan.duration };
  const prefill = { name: textOf(user.get('name')), email: textOf(user.get('email')), contact: textOf(user.get('phone')) };
  // Razorpay receipts are at most 40 characters; this one is unique without a counter. It names the
  // purchase before Razorpay has given the order its id, so the coupon's hold can name it too.
  const receipt = `rcpt_${now.getTime().toString(36)}_${randomBytes(4).toString('hex')}`;
  // The coupon's use is held before Razorpay is asked, so a student refused the last use never pays.
  const hold = request.coupon ? await holdCoupon(userId, plan, request.coupon, receipt, now) : undefined;
  if (hold && hold.payable === 0) {
    const subscription = await startCouponPaidPlan(userId, soldPlan, hold.code, receipt, now);
    return {
      orderId: '',
      amount: 0,
      currency: CURRENCY,
      keyId: keys.keyId,
      plan: soldPlan,
      prefill,
      discount: hold.discount,
      subscription,
    };
  }

  const amount = hold ? hold.payable : toPaise(plan.price);
  const order = await createOrder(keys, {
    amount,
    currency: CURRENCY,
    receipt,
    notes: { userId, planId: plan.id, ...(hold ? { coupon: hold.code } : {}) },
  }).catch(async (error: unknown) => {
    if (hold) await releaseCoupon(userId, hold.code, receipt);
    throw error;
  });
  if (order.amount !== amount || order.currency !== CURRENCY) {
    logger.error(`Razorpay order ${order.id} came back with ${order.amount} ${order.currency}, asked ${amount} ${CURRENCY}`);
    throw new AppError(502, 'The payment service answered unexpectedly. Please try again.');
  }

  await ordersRef()
    .doc(order.id)
    .create({
      userId,
      plan: soldPlan,
      amount,
      currency: CURRENCY,
      receipt,
      buyerState: state,
      ...(hold ? { coupon: hold.code, discount: hold.discount } : {}),
      status: 'created' satisfies OrderStatus,
      createdAt: Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    });

  return { orderId: order.id, amount, currency: CURRENCY, keyId: keys.keyId, plan: soldPlan, prefill, discount: hold?.discount ?? 0 };
}

/** A coupon took the whole price: the plan starts at once, as a free plan does, and the use is counted. */
async function startCouponPaidPlan(userId: string, plan: PurchasedPlan, code: string, holdFor: string, now: Date): Promise<Subscription> {
  const id = await runTransaction(async (transaction) => {
    const settlement = await settleCoupon(transaction, { code, userId, holdFor, orderId: null }, now);
    // Nothing was paid, so a coupon that cannot be honoured is simply refused.
    if (!settlement.honoured) throw badRequest(COUPON_MESSAGES[settlement.reason === 'coupon-already-used' ? 'alreadyUsed' : 'usedUp']);
    const startDate = await subscriptionStart(transaction, userId, now);
    const created = createSubscription(transaction, { userId, plan: { ...plan, price: 0 }, startDate }, now);
    settlement.count(transaction, { orderId: null, paymentId: null });
    return created.ref.id;
  });
  return readSubscription(id);
}

// ---------------------------------------------------------------------------------------------
// 2-3. The browser comes back: POST /api/plans/subscribe
// ---------------------------------------------------------------------------------------------

/**
 * The one way to subscribe. A free plan starts at once; a paid one only with Checkout's answer,
 * verified here: 402 without it, 400 when it is forged or belongs to another order, user or plan,
 * 409 when the payment was taken but its coupon could no longer be honoured (recorded for a refund).
 */
export async function subscribeToPlan(request: SubscribeRequest, now: Date = new Date()): Promise<Subscription> {
  const { userId, planId, razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request;
  if (orderId === undefined || paymentId === undefined || signature === undefined) {
    // Refuses paid plans with 402 inside its transaction.
    return subscribeToFreePlan(userId, planId, now);
  }

  const keys = requireKeys();
  // The signature first: a forgery costs no read and no call to Razorpay.
  if (
    !isRazorpayId('order', orderId) ||
    !isRazorpayId('pay', paymentId) ||
    !isValidPaymentSignature(orderId, paymentId, signature, keys.keySecret)
  ) {
    throw badRequest(VERIFICATION_FAILED);
  }
  const order = readOrder(await ordersRef().doc(orderId).get());
  if (!order || order.userId !== userId || order.plan.id !== planId) throw badRequest(ORDER_MISMATCH);

  let payment = await fetchPayment(keys, paymentId);
  if (payment.order_id !== orderId) throw badRequest(ORDER_MISMATCH);
  if (payment.amount !== order.amount || payment.currency !== order.currency) throw badRequest(AMOUNT_MISMATCH);
  // Accounts without automatic capture leave a payment `authorized`: take the money now.
  if (payment.status === 'authorized') payment = await capturePayment(keys, paymentId, order.amount, order.currency);
  if (payment.status === 'refunded') throw paymentRequired(REFUNDED);
  if (payment.status !== 'captured') throw paymentRequired(NOT_CAPTURED);

  const activation = await activatePaidOrder(orderId, payment, now);
  if (activation.kind === 'refund-due') throw conflict(REFUND_DUE_MESSAGES[activation.reason]);
  await issueInvoiceSafely(payment.id, now);
  return readSubscription(activation.subscriptionId);
}

/** What a verified payment did: started (or had started) a subscription, or is owed back to the student. */
type Activation = { kind: 'started'; subscriptionId: string } | { kind: 'refund-due'; reason: RefundDueReason };

/** The outcome already recorded on a payment's document, if any. */
function recordedActivation(payment: DocumentSnapshot): Activation | undefined {
  const subscriptionId: unknown = payment.get('subscriptionId');
  if (typeof subscriptionId === 'string') return { kind: 'started', subscriptionId };
  const reason: unknown = payment.get('refundDue');
  return isRefundDueReason(reason) ? { kind: 'refund-due', reason } : undefined;
}

/**
 * Starts the subscription an order paid for, once. Reads the order and the payment's record in a
 * transaction: a payment already recorded answers what it did then, an order already paid by an
 * earlier payment returns that one's subscription, so a replayed callback, a retried webhook or
 * both arriving together never create or extend a second subscription, nor give two answers.
 * An order's coupon is settled in the same transaction (`settleCoupon`): honoured and counted, or
 * the payment is recorded as owed back (`refundDue`) and starts nothing.
 */
async function activatePaidOrder(orderId: string, payment: RazorpayPayment, now: Date): Promise<Activation> {
  return runTransaction(async (transaction): Promise<Activation> => {
    const orderRef = ordersRef().doc(orderId);
    const paymentRef = paymentsRef().doc(payment.id);
    // One read for both documents, so the webhook's and the callback's transactions take them in the same order.
    const [orderSnapshot, paymentSnapshot] = await getPair(transaction, orderRef, paymentRef);
    const order = readOrder(orderSnapshot);
    if (!order) throw badRequest(ORDER_MISMATCH);

    const recorded = recordedActivation(paymentSnapshot);
    if (recorded) return recorded;
    // The coupon's held use becomes a counted one with the order's first payment, if it still can.
    const coupon =
      order.coupon && !order.subscriptionId
        ? await settleCoupon(transaction, { code: order.coupon, userId: order.userId, holdFor: order.receipt, orderId }, now)
        : undefined;

    const record = {
      ...paymentRecord(orderId, order, payment, 'captured', now),
      capturedAt: Timestamp.fromDate(now),
      // A partial refund made before this payment was first recorded (the webhook path fetches it).
      ...(payment.amount_refunded ? { amountRefunded: payment.amount_refunded } : {}),
    };

    if (order.subscriptionId) {
      // A second payment for an order already paid (Razorpay allows it when a student pays twice
      // in two tabs). The money is real, so it is recorded for the teacher to refund; it buys nothing.
      logger.error(`Order ${orderId} was paid again by ${payment.id}; refund it from the Razorpay dashboard.`);
      setCountedPayment(transaction, paymentSnapshot, { ...record, subscriptionId: order.subscriptionId, duplicate: true });
      return { kind: 'started', subscriptionId: order.subscriptionId };
    }

    if (coupon && !coupon.honoured) {
      // The student paid the discounted price for a discount that can no longer be given: the plan
      // does not start, and the money is kept on record, in the revenue, until the teacher refunds it.
      logger.error(`Payment ${payment.id} for order ${orderId} needs a refund: ${coupon.reason}; refund it from the Razorpay dashboard.`);
      setCountedPayment(transaction, paymentSnapshot, { ...record, refundDue: coupon.reason, refundOpen: true });
      transaction.update(orderRef, {
        status: 'needs-refund' satisfies OrderStatus,
        refundReason: coupon.reason,
        paymentId: payment.id,
        method: payment.method ?? null,
        paidAt: Timestamp.fromDate(now),
        updatedAt: Timestamp.fromDate(now),
      });
      return { kind: 'refund-due', reason: coupon.reason };
    }

    const startDate = await subscriptionStart(transaction, order.userId, now);
    const created = createSubscription(transaction, { userId: order.userId, plan: order.plan, startDate, paymentId: payment.id }, now);
    if (coupon) coupon.count(transaction, { orderId, paymentId: payment.id });
    setCountedPayment(transaction, paymentSnapshot, {
      ...record,
      subscriptionId: created.ref.id,
      startDate: Timestamp.fromDate(created.startDate),
      endDate: Timestamp.fromDate(created.endDate),
    });
    queueReceipt(transaction, { userId: order.userId, plan: order.plan, payment, created }, now);
    transaction.update(orderRef, {
      status: 'paid' satisfies OrderStatus,
      paymentId: payment.id,
      method: payment.method ?? null,
      subscriptionId: created.ref.id,
      paidAt: Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    });
    return { kind: 'started', subscriptionId: created.ref.id };
  });
}

// ---------------------------------------------------------------------------------------------
// 4. Razorpay's webhook
// ---------------------------------------------------------------------------------------------

const paymentEntitySchema = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  method: z.string().nullish(),
  error_description: z.string().nullish(),
  amount_refunded: z.number().optional(),
});

const webhookEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntitySchema }).optional(),
      dispute: z.object({ entity: disputeEntitySchema }).optional(),
    })
    .optional(),
});

export type WebhookOutcome = 'processed' | 'ignored';

/**
 * Verifies the signature over the exact bytes Razorpay sent, then acts on the events the site
 * cares about: payment.captured and order.paid (start the plan), payment.failed (keep the reason),
 * refund.processed (services/payment-refunds.ts), payment.dispute.* (services/payment-disputes.ts).
 * Razorpay retries until it gets a 2xx, so every branch is safe to repeat; an event
 * about an order that is not ours (a payment link, another app on the account) is ignored.
 */
export async function handleWebhook(rawBody: Buffer | undefined, signature: unknown, now: Date = new Date()): Promise<WebhookOutcome> {
  const secret = razorpayWebhookSecret();
  if (!secret) throw new AppError(503, NOT_CONFIGURED);
  if (!rawBody || !isValidWebhookSignature(rawBody, signature, secret)) throw badRequest(INVALID_WEBHOOK_SIGNATURE);

  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('Invalid webhook payload.');
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) throw badRequest('Invalid webhook payload.');
  const { event, payload } = parsed.data;
  const payment = payload?.payment?.entity;
  if (event.startsWith('payment.dispute.')) {
    const dispute = payload?.dispute?.entity;
    return dispute ? recordDispute(dispute, now) : 'ignored';
  }
  if (event === 'refund.processed') {
    if (payment?.amount_refunded === undefined) return 'ignored';
    const outcome = await recordRefund({ id: payment.id, amount_refunded: payment.amount_refunded }, now);
    if (outcome === 'processed') await issueCreditNoteSafely(payment.id, now);
    return outcome;
  }
  if (!payment?.order_id || !isRazorpayId('order', payment.order_id)) return 'ignored';

  switch (event) {
    case 'payment.captured':
    case 'order.paid': {
      const order = readOrder(await ordersRef().doc(payment.order_id).get());
      if (!order) return 'ignored';
      if (payment.status !== 'captured' || payment.amount !== order.amount || payment.currency !== order.currency) {
        logger.error(
          `Webhook ${event} for ${payment.id}: ${payment.status} ${payment.amount} ${payment.currency} does not pay order ${payment.order_id}`,
        );
        return 'ignored';
      }
      // The event says how the payment was when it was captured; a refund (or anything else) may
      // have happened since, before this delivery. What Razorpay says now decides.
      const current = await fetchPayment(requireKeys(), payment.id);
      if (current.order_id !== payment.order_id || current.amount !== order.amount) return 'ignored';
      if (current.status === 'refunded') return recordRefundedBeforeStart(payment.order_id, order, current, now);
      if (current.status !== 'captured') return 'ignored';
      // A payment owed back (its coupon could not be honoured) is recorded all the same: processed.
      const activation = await activatePaidOrder(payment.order_id, current, now);
      if (activation.kind === 'started') await issueInvoiceSafely(current.id, now);
      return 'processed';
    }
    case 'payment.failed':
      return recordFailedPayment(payment.order_id, payment, now);
    default:
      return 'ignored';
  }
}

/**
 * A payment refunded in full before the site had recorded it (the teacher refunded it at once, or
 * the webhook came late): recorded as refunded, its order too, and no plan starts. A payment that
 * had already started a plan is left to recordRefund, which the refund's own event runs.
 */
async function recordRefundedBeforeStart(
  orderId: string,
  order: StoredOrder,
  payment: RazorpayPayment,
  now: Date,
): Promise<WebhookOutcome> {
  return runTransaction(async (transaction) => {
    const existing = await transaction.get(paymentsRef().doc(payment.id));
    if (existing.exists) return 'ignored';
    const at = Timestamp.fromDate(now);
    setCountedPayment(transaction, existing, {
      ...paymentRecord(orderId, order, payment, 'captured', now),
      status: 'refunded',
      amountRefunded: payment.amount_refunded ?? payment.amount,
      refundedAt: at,
    });
    if (!order.subscriptionId) transaction.update(ordersRef().doc(orderId), { status: 'refunded' satisfies OrderStatus, updatedAt: at });
    return 'processed';
  });
}

/** Marks the order failed (unless another attempt has paid it) and keeps the attempt with its reason. */
async function recordFailedPayment(orderId: string, payment: z.infer<typeof paymentEntitySchema>, now: Date): Promise<WebhookOutcome> {
  return runTransaction(async (transaction) => {
    const orderRef = ordersRef().doc(orderId);
    const paymentRef = paymentsRef().doc(payment.id);
    // One read for both documents, so the webhook's and the callback's transactions take them in the same order.
    const [orderSnapshot, paymentSnapshot] = await getPair(transaction, orderRef, paymentRef);
    const order = readOrder(orderSnapshot);
    if (!order) return 'ignored';
    // A late or repeated failure report never undoes a captured (or since refunded) payment.
    const recorded: unknown = paymentSnapshot.get('status');
    if (recorded === 'captured' || recorded === 'refunded') return 'ignored';
    const reason = payment.error_description ?? 'The payment failed.';
    setCountedPayment(transaction, paymentSnapshot, { ...paymentRecord(orderId, order, payment, 'failed', now), failureReason: reason });
    // Only an order still open says how its latest attempt went; a paid or refunded one keeps that.
    if (order.status === 'created' || order.status === 'failed') {
      transaction.update(orderRef, { status: 'failed' satisfies OrderStatus, failureReason: reason, updatedAt: Timestamp.fromDate(now) });
    }
    return 'processed';
  });
}
