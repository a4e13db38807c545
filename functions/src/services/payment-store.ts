import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../lib/firebase.js';
import { ORDER_STATUSES, type OrderStatus, type PurchasedPlan } from '@chem/contract';
import { logger } from '../lib/logger.js';

/**
 * How payments are stored (see docs/data-model.md): `paymentOrders/{razorpay order id}`, one per
 * purchase attempt, and `payments/{razorpay payment id}`, one per captured or failed payment.
 * Amounts are in paise, as Razorpay counts them; the API answers rupees.
 */

export const CURRENCY = 'INR';

/** A `paymentOrders` document. Amounts are in paise, as Razorpay counts them. */
export interface StoredOrder {
  userId: string;
  plan: PurchasedPlan;
  amount: number;
  currency: string;
  receipt: string;
  status: OrderStatus;
  subscriptionId?: string;
  /** GST state code of the buyer (place of supply); orders from before invoices have none. */
  buyerState?: string;
  /** The coupon held for this order and the paise it took off the plan's price. */
  coupon?: string;
  discount?: number;
}

const storedOrderSchema = z.object({
  userId: z.string(),
  plan: z.object({ id: z.string(), name: z.string(), price: z.number(), duration: z.number().int().min(1) }),
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string(),
  // `refunded`: the payment that paid the order was refunded in full (its subscription is cancelled).
  status: z.enum(ORDER_STATUSES),
  subscriptionId: z.string().optional(),
  buyerState: z.string().optional(),
  coupon: z.string().optional(),
  discount: z.number().int().optional(),
});

export function readOrder(snapshot: DocumentSnapshot): StoredOrder | undefined {
  const parsed = storedOrderSchema.safeParse(snapshot.data());
  if (snapshot.exists && !parsed.success) logger.error(`Payment order ${snapshot.id} is malformed`, parsed.error.issues);
  return parsed.success ? parsed.data : undefined;
}

export const ordersRef = () => db().collection('paymentOrders');
export const paymentsRef = () => db().collection('payments');

/** The fields every `payments` record starts with: its order's buyer and plan, Razorpay's amount and method. */
export function paymentRecord(
  orderId: string,
  order: StoredOrder,
  payment: { amount: number; currency: string; method?: string | null },
  status: 'captured' | 'failed',
  now: Date,
) {
  return {
    orderId,
    userId: order.userId,
    planId: order.plan.id,
    planName: order.plan.name,
    amount: payment.amount,
    currency: payment.currency,
    status,
    method: payment.method ?? null,
    createdAt: Timestamp.fromDate(now),
  };
}

/**
 * Ending the access a payment bought, when its money goes back (a full refund, a lost dispute).
 * `readPlanBought` reads, inside the caller's transaction, the subscription the payment started
 * (none for a duplicate payment, which bought nothing); `endPlanBought` then cancels it and gives
 * its order `orderStatus`. Two steps because a transaction does every read before its first write.
 */
export interface PlanBought {
  orderId: string | undefined;
  subscription: DocumentSnapshot | undefined;
}

export async function readPlanBought(transaction: Transaction, payment: DocumentSnapshot): Promise<PlanBought | undefined> {
  if (payment.get('duplicate') === true) return undefined;
  const subscriptionId: unknown = payment.get('subscriptionId');
  const orderId: unknown = payment.get('orderId');
  const subscription =
    typeof subscriptionId === 'string' ? await transaction.get(db().collection('subscriptions').doc(subscriptionId)) : undefined;
  return { orderId: typeof orderId === 'string' ? orderId : undefined, subscription };
}

export function endPlanBought(transaction: Transaction, bought: PlanBought, orderStatus: OrderStatus, at: Timestamp): void {
  if (bought.subscription?.get('status') === 'active') transaction.update(bought.subscription.ref, { status: 'cancelled', updatedAt: at });
  if (bought.orderId) transaction.update(ordersRef().doc(bought.orderId), { status: orderStatus, updatedAt: at });
}
