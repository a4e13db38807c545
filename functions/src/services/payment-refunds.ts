import { Timestamp } from 'firebase-admin/firestore';
import { runTransaction } from '../lib/firebase.js';
import { queueRefundMail } from './mail/payment-mails.js';
import { endPlanBought, paymentsRef, readPlanBought } from './payment-store.js';
import { updateCountedPayment } from './sales-stats.js';

/** What Razorpay's `refund.processed` event says of the payment: its running total refunded. */
export interface RefundedPayment {
  id: string;
  /** Paise refunded so far, all refunds of the payment together. */
  amount_refunded: number;
}

/**
 * A refund the teacher made in Razorpay's dashboard (the only place refunds are made). The event
 * carries the payment's running total refunded, which is stored as the larger of it and what is
 * recorded (set, never added, never lowered), so a retried or late event changes nothing.
 *
 * A full refund of the payment that bought a subscription cancels that subscription (the money is
 * back, so is the access) and marks its order refunded. Refunding a duplicate payment (a second
 * payment for an order already paid) only records the money returned: the first payment still
 * pays for the plan. A partial refund is recorded, leaves access alone, and comes off the revenue.
 * A full refund of a payment that was owed back (`refundDue`: it started no plan) closes that debt
 * and marks its order refunded.
 */
export async function recordRefund(payment: RefundedPayment, now: Date): Promise<'processed' | 'ignored'> {
  return runTransaction(async (transaction) => {
    const paymentRef = paymentsRef().doc(payment.id);
    const stored = await transaction.get(paymentRef);
    const status: unknown = stored.get('status');
    if (!stored.exists || (status !== 'captured' && status !== 'refunded')) return 'ignored';

    const amount = Number(stored.get('amount'));
    // Refund events may arrive in any order: the total only grows, and a payment refunded in full
    // stays so. A late event of an earlier partial refund changes nothing.
    const recorded = Number(stored.get('amountRefunded') ?? 0);
    const refunded = Math.min(Math.max(payment.amount_refunded, Number.isFinite(recorded) ? recorded : 0), amount);
    const full = refunded >= amount || status === 'refunded';
    // Every read of a transaction comes before its first write.
    const bought = full ? await readPlanBought(transaction, stored) : undefined;

    const at = Timestamp.fromDate(now);
    updateCountedPayment(transaction, stored, {
      amountRefunded: refunded,
      status: full ? 'refunded' : 'captured',
      ...(full && status !== 'refunded' ? { refundedAt: at } : {}),
      // A payment that was owed back (it could not start its plan) is settled once refunded in full.
      ...(full && stored.get('refundOpen') === true ? { refundOpen: false } : {}),
    });
    if (bought) endPlanBought(transaction, bought, 'refunded', at);
    if (refunded > recorded) queueRefundMail(transaction, stored, { refunded, full }, now);
    return 'processed';
  });
}
