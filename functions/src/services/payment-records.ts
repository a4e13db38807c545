import { AggregateField, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { textOf } from '../lib/fields.js';
import { db } from '../lib/firebase.js';
import { whereIn } from '../lib/where-in.js';
import {
  isRefundDueReason,
  toRupees,
  type InvoiceSummary,
  type LatestPayment,
  type PaymentReceipt,
  type RefundDue,
  type RefundDueReason,
} from '@chem/contract';
import { CURRENCY, ordersRef, paymentsRef, readOrder } from './payment-store.js';

/** What the payments show to people: the student's receipts, the admin's revenue and Users column. */
const isoOrNull = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

const refundReasonOf = (value: unknown): RefundDueReason | null => (isRefundDueReason(value) ? value : null);

/** The invoice fields issueInvoice mirrors on the payment, so the list needs no read per payment. */
function invoiceSummaryOf(value: unknown): InvoiceSummary | null {
  if (!value || typeof value !== 'object') return null;
  const { kind, number, creditNoteNumber } = value as Record<string, unknown>;
  if ((kind !== 'Tax Invoice' && kind !== 'Receipt') || typeof number !== 'string') return null;
  return { kind, number, creditNoteNumber: typeof creditNoteNumber === 'string' ? creditNoteNumber : null };
}

/** A payment as the student's receipts show it: its fields one by one, amounts in rupees. */
export function receiptFrom(doc: DocumentSnapshot): PaymentReceipt {
  return {
    _id: doc.id,
    orderId: textOf(doc.get('orderId')),
    planId: textOf(doc.get('planId')),
    planName: textOf(doc.get('planName')),
    amount: toRupees(Number(doc.get('amount') ?? 0)),
    currency: textOf(doc.get('currency')) || CURRENCY,
    method: typeof doc.get('method') === 'string' ? (doc.get('method') as string) : null,
    startDate: isoOrNull(doc.get('startDate')),
    endDate: isoOrNull(doc.get('endDate')),
    paidAt: isoOrNull(doc.get('capturedAt')),
    invoice: invoiceSummaryOf(doc.get('invoice')),
    refundDue: refundReasonOf(doc.get('refundDue')),
  };
}

/**
 * The user's captured payments, newest first: one equality query, a handful of documents. A payment
 * owed back (it started no plan) is listed with `refundDue`, so the student sees it was received.
 */
export async function paymentsFor(userId: string): Promise<PaymentReceipt[]> {
  const snapshot = await paymentsRef().where('userId', '==', userId).get();
  return snapshot.docs
    .filter((doc) => doc.get('status') === 'captured' && doc.get('duplicate') !== true)
    .map(receiptFrom)
    .sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? ''));
}

/** Rupees kept: captured payments less their partial refunds (aggregations, not a read per payment). */
export async function capturedRevenue(): Promise<number> {
  const captured = paymentsRef().where('status', '==', 'captured');
  // Two sums, each served by its own composite index (status + the summed field); payments
  // refunded in full are no longer `captured`, partial refunds come off here.
  const [received, refunded] = await Promise.all([
    captured.aggregate({ total: AggregateField.sum('amount') }).get(),
    captured.aggregate({ total: AggregateField.sum('amountRefunded') }).get(),
  ]);
  return toRupees((received.data().total ?? 0) - (refunded.data().total ?? 0));
}

/** Per user, the newest order and its status; one `in` query per 30 users, never one per user. */
export async function latestPayments(userIds: string[]): Promise<Map<string, LatestPayment>> {
  const docs = await whereIn(ordersRef(), 'userId', userIds);
  const latest = new Map<string, { at: Date; payment: LatestPayment }>();
  for (const doc of docs) {
    const order = readOrder(doc);
    const createdAt: unknown = doc.get('createdAt');
    if (!order || !(createdAt instanceof Timestamp)) continue;
    const current = latest.get(order.userId);
    if (current && current.at >= createdAt.toDate()) continue;
    latest.set(order.userId, {
      at: createdAt.toDate(),
      payment: {
        status: order.status,
        amount: toRupees(order.amount),
        planName: order.plan.name,
        at: createdAt.toDate().toISOString(),
        paymentId: typeof doc.get('paymentId') === 'string' ? (doc.get('paymentId') as string) : null,
        refundReason: order.status === 'needs-refund' ? refundReasonOf(doc.get('refundReason')) : null,
      },
    });
  }
  return new Map([...latest].map(([userId, { payment }]) => [userId, payment]));
}

/** At most this many payments owed back are listed on the Overview (a teacher refunds them as they come). */
const REFUNDS_DUE_SHOWN = 50;

/**
 * Payments taken that started no plan and are not yet refunded in full, oldest first, with each
 * buyer's name and email: one equality query on `refundOpen` (a single-field index) and one
 * `getAll` of the buyers.
 */
export async function refundsDue(): Promise<RefundDue[]> {
  const snapshot = await paymentsRef().where('refundOpen', '==', true).limit(REFUNDS_DUE_SHOWN).get();
  // A chargeback also gave the money back: only payments still captured are owed.
  const owed = snapshot.docs.filter((doc) => doc.get('status') === 'captured' && refundReasonOf(doc.get('refundDue')));
  const buyerIds = [...new Set(owed.map((doc) => textOf(doc.get('userId'))).filter(Boolean))];
  const buyers = new Map(
    buyerIds.length > 0
      ? (await db().getAll(...buyerIds.map((id) => db().collection('users').doc(id)))).map((user) => [user.id, user])
      : [],
  );
  return owed
    .map((doc) => {
      const buyer = buyers.get(textOf(doc.get('userId')));
      const deleted = buyer?.get('deleted') === true;
      return {
        paymentId: doc.id,
        orderId: textOf(doc.get('orderId')),
        userId: textOf(doc.get('userId')),
        name: deleted ? '' : textOf(buyer?.get('name')),
        email: deleted ? '' : textOf(buyer?.get('email')),
        planName: textOf(doc.get('planName')),
        amount: toRupees(Number(doc.get('amount') ?? 0)),
        refunded: toRupees(Number(doc.get('amountRefunded') ?? 0)),
        reason: refundReasonOf(doc.get('refundDue'))!,
        at: isoOrNull(doc.get('capturedAt')),
      };
    })
    .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
}
