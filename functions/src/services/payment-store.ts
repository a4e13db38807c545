import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../lib/firebase.js';
import { ORDER_STATUSES, type OrderStatus, type PurchasedPlan } from '@chem/contract';
import { logger } from '../lib/logger.js';

/**
 * How payments are stored (see ARCHITECTURE.md): `paymentOrders/{razorpay order id}`, one per
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
