import type { PurchasedPlan } from '@chem/contract';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { textOf } from '../../lib/fields.js';
import { queueMailIn } from './queue.js';

/**
 * The payment emails, queued inside the payment's own transaction: written exactly when the
 * payment is recorded, never twice (the transaction records a payment once, whether the browser's
 * verify or the webhook gets there first), and never slower than one more document in the commit.
 */

/** The receipt of a captured payment that started a plan; its invoice is attached when it is sent. */
export function queueReceipt(
  transaction: Transaction,
  purchase: { userId: string; plan: PurchasedPlan; payment: { id: string; amount: number }; created: { startDate: Date; endDate: Date } },
  now: Date,
): void {
  const { userId, plan, payment, created } = purchase;
  queueMailIn(
    transaction,
    `receipt-${payment.id}`,
    {
      template: 'payment-receipt',
      data: {
        planName: plan.name,
        amount: payment.amount,
        paymentId: payment.id,
        startDate: created.startDate.toISOString(),
        endDate: created.endDate.toISOString(),
      },
      recipient: { userId },
    },
    now,
  );
}

/**
 * A refund that raised the payment's total refunded (a repeated or late event does not, so it
 * mails nothing): one email per new total, under an id made of the payment and that total.
 */
export function queueRefundMail(
  transaction: Transaction,
  payment: DocumentSnapshot,
  refund: { refunded: number; full: boolean },
  now: Date,
): void {
  const userId = textOf(payment.get('userId'));
  if (!userId) return;
  queueMailIn(
    transaction,
    `refund-${payment.id}-${refund.refunded}`,
    {
      template: 'refund-processed',
      data: {
        planName: textOf(payment.get('planName')) || textOf(payment.get('planId')),
        amountRefunded: refund.refunded,
        paymentId: payment.id,
        full: refund.full,
      },
      recipient: { userId },
    },
    now,
  );
}
