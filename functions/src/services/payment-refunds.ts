import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase.js';
import type { OrderStatus } from '@chem/contract';
import { ordersRef, paymentsRef } from './payment-store.js';

/** What Razorpay's `refund.processed` event says of the payment: its running total refunded. */
export interface RefundedPayment {
  id: string;
  /** Paise refunded so far, all refunds of the payment together. */
  amount_refunded: number;
}

/**
 * A refund the teacher made in Razorpay's dashboard (the only place refunds are made). The event
 * carries the payment's running total refunded, which is stored as it is (set, never added), so a
 * retried event changes nothing.
 *
 * A full refund of the payment that bought a subscription cancels that subscription (the money is
 * back, so is the access) and marks its order refunded. Refunding a duplicate payment (a second
 * payment for an order already paid) only records the money returned: the first payment still
 * pays for the plan. A partial refund is recorded, leaves access alone, and comes off the revenue.
 */
export async function recordRefund(payment: RefundedPayment, now: Date): Promise<'processed' | 'ignored'> {
  return db().runTransaction(async (transaction) => {
    const paymentRef = paymentsRef().doc(payment.id);
    const stored = await transaction.get(paymentRef);
    const status: unknown = stored.get('status');
    if (!stored.exists || (status !== 'captured' && status !== 'refunded')) return 'ignored';

    const amount = Number(stored.get('amount'));
    const full = payment.amount_refunded >= amount;
    const subscriptionId: unknown = stored.get('subscriptionId');
    const orderId: unknown = stored.get('orderId');
    const boughtThePlan = full && stored.get('duplicate') !== true;
    const subscriptionRef =
      boughtThePlan && typeof subscriptionId === 'string' ? db().collection('subscriptions').doc(subscriptionId) : undefined;
    // Every read of a transaction comes before its first write.
    const subscription = subscriptionRef ? await transaction.get(subscriptionRef) : undefined;

    const at = Timestamp.fromDate(now);
    transaction.update(paymentRef, {
      amountRefunded: Math.min(payment.amount_refunded, amount),
      status: full ? 'refunded' : 'captured',
      ...(full ? { refundedAt: at } : {}),
    });
    if (subscriptionRef && subscription?.get('status') === 'active') {
      transaction.update(subscriptionRef, { status: 'cancelled', updatedAt: at });
    }
    if (boughtThePlan && typeof orderId === 'string') {
      transaction.update(ordersRef().doc(orderId), { status: 'refunded' satisfies OrderStatus, updatedAt: at });
    }
    return 'processed';
  });
}
