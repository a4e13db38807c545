import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { OrderStatus } from '@chem/contract';
import { runTransaction } from '../lib/firebase.js';
import { endPlanBought, ordersRef, paymentsRef, readPlanBought } from './payment-store.js';
import { updateCountedPayment } from './sales-stats.js';

/**
 * Disputes and chargebacks (`payment.dispute.*`): a student's bank questions a payment. Each event
 * is recorded on the payment (`payments/{id}.dispute`), and its order's status says so, which is
 * what the admin's Users list shows: `disputed` while it runs, `chargeback` once lost, `paid` again
 * once won or closed. A lost dispute took the money back, so it ends the access it paid for (as a
 * full refund does) and the payment leaves the revenue and the receipts (status `chargeback`).
 *
 * Events may come late, twice or out of order: a dispute only moves forward (open, under review,
 * then one final outcome), and once it has an outcome nothing changes it.
 */

export const disputeEntitySchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  status: z.string(),
  reason_code: z.string().nullish(),
  phase: z.string().nullish(),
});
export type DisputeEntity = z.infer<typeof disputeEntitySchema>;

const STAGE: Record<string, number> = { open: 0, under_review: 1, action_required: 1, won: 2, lost: 2, closed: 2 };
const FINAL = 2;

/** The order's status for the admin while a dispute is in a given state. */
const ORDER_STATUS: Record<string, OrderStatus> = { lost: 'chargeback', won: 'paid', closed: 'paid' };

export async function recordDispute(dispute: DisputeEntity, now: Date): Promise<'processed' | 'ignored'> {
  const stage = STAGE[dispute.status];
  if (stage === undefined) return 'ignored';
  return runTransaction(async (transaction) => {
    const paymentRef = paymentsRef().doc(dispute.payment_id);
    const stored = await transaction.get(paymentRef);
    if (!stored.exists) return 'ignored';
    const recorded: unknown = stored.get('dispute.status');
    const recordedStage = typeof recorded === 'string' ? (STAGE[recorded] ?? 0) : -1;
    if (recordedStage === FINAL || stage < recordedStage) return 'ignored';

    const lost = dispute.status === 'lost';
    const bought = await readPlanBought(transaction, stored);
    const at = Timestamp.fromDate(now);
    updateCountedPayment(transaction, stored, {
      dispute: {
        id: dispute.id,
        status: dispute.status,
        amount: dispute.amount,
        reasonCode: dispute.reason_code ?? null,
        phase: dispute.phase ?? null,
        updatedAt: at,
      },
      ...(lost ? { status: 'chargeback' } : {}),
    });
    if (!bought) return 'processed';
    if (lost) endPlanBought(transaction, bought, 'chargeback', at);
    else if (bought.orderId) {
      // A dispute that ends without taking the money leaves a payment owed back still owed.
      const settled: OrderStatus = stored.get('refundOpen') === true ? 'needs-refund' : 'paid';
      const status = ORDER_STATUS[dispute.status] === 'paid' ? settled : 'disputed';
      transaction.update(ordersRef().doc(bought.orderId), { status, updatedAt: at });
    }
    return 'processed';
  });
}
