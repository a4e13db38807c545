import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  DOCUMENT_SERIES,
  documentNumber,
  financialYear,
  gstStateName,
  splitGst,
  type DocumentKind,
  type DocumentSeries,
  type GstSplit,
  type SellerSettings,
} from '@chem/contract';
import { db, runTransaction } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { textOf } from '../../lib/fields.js';
import { ordersRef, paymentsRef, readOrder } from '../payment-store.js';
import { readSeller, sellerRef } from './seller.js';

/**
 * Issuing the document a captured payment gets, and the credit note of a refunded one.
 *
 * `invoices/{payment id}` keeps everything the PDF prints, copied when it is issued (seller,
 * buyer, plan, amounts), so a later change of the teacher's details or the student's name never
 * changes an issued document. Numbers come from `invoiceCounters/{series}_{financial year}`,
 * read and advanced in the same transaction that writes the document: two payments landing at
 * once get consecutive numbers, never the same one, and a number is never skipped.
 */

export interface StoredInvoice {
  paymentId: string;
  orderId: string;
  userId: string;
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  seller: SellerSettings | null;
  buyer: { name: string; email: string; state: string | null; stateName: string | null };
  planName: string;
  /** Paise: the plan's list price, the coupon's discount, and the GST split of what was paid. */
  listPrice: number;
  discount: number;
  coupon: string | null;
  split: GstSplit;
  creditNote: { number: string; issuedAt: Date; amount: number } | null;
  /** Storage paths of the rendered PDFs (made on first need, never changed). */
  pdfPath: string | null;
  creditNotePdfPath: string | null;
}

export const invoicesRef = () => db().collection('invoices');
const countersRef = () => db().collection('invoiceCounters');

const dateOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

export function readInvoice(snapshot: DocumentSnapshot): StoredInvoice | undefined {
  const data = snapshot.data();
  if (!data) return undefined;
  const credit = data.creditNote as { number?: unknown; issuedAt?: unknown; amount?: unknown } | undefined;
  return {
    ...(data as Omit<StoredInvoice, 'issuedAt' | 'creditNote'>),
    paymentId: snapshot.id,
    issuedAt: dateOf(data.issuedAt) ?? new Date(0),
    creditNote:
      credit && typeof credit.number === 'string'
        ? { number: credit.number, issuedAt: dateOf(credit.issuedAt) ?? new Date(0), amount: Number(credit.amount ?? 0) }
        : null,
    pdfPath: typeof data.pdfPath === 'string' ? data.pdfPath : null,
    creditNotePdfPath: typeof data.creditNotePdfPath === 'string' ? data.creditNotePdfPath : null,
  };
}

/** Reads the series' counter in the transaction; the returned write advances it (call after all reads). */
async function nextNumber(transaction: Transaction, series: DocumentSeries, at: Date) {
  const year = financialYear(at);
  const ref = countersRef().doc(`${series}_${year}`);
  const last = Number((await transaction.get(ref)).get('last') ?? 0);
  const sequence = last + 1;
  return {
    number: documentNumber(series, year, sequence),
    advance: () => transaction.set(ref, { series, year, last: sequence, updatedAt: Timestamp.fromDate(at) }),
  };
}

/**
 * Issues the payment's invoice (a Tax Invoice when the teacher has a GSTIN, otherwise a Receipt),
 * once: a payment that has one keeps it. Does nothing for a payment that bought nothing (a
 * duplicate, or one owed back because its coupon could not be honoured) or is not captured.
 */
export async function issueInvoice(paymentId: string, now: Date = new Date()): Promise<void> {
  await runTransaction(async (transaction) => {
    const invoiceRef = invoicesRef().doc(paymentId);
    const paymentRef = paymentsRef().doc(paymentId);
    const [existing, payment, sellerSnapshot] = await Promise.all([
      transaction.get(invoiceRef),
      transaction.get(paymentRef),
      transaction.get(sellerRef()),
    ]);
    if (existing.exists || !payment.exists || payment.get('duplicate') === true || payment.get('refundDue')) return;
    if (payment.get('status') !== 'captured' && payment.get('status') !== 'refunded') return;
    const orderId = textOf(payment.get('orderId'));
    const userId = textOf(payment.get('userId'));
    const [orderSnapshot, user] = await Promise.all([
      transaction.get(ordersRef().doc(orderId)),
      transaction.get(db().collection('users').doc(userId)),
    ]);
    const order = readOrder(orderSnapshot);
    const seller = readSeller(sellerSnapshot);
    const kind: DocumentKind = seller?.gstin ? 'Tax Invoice' : 'Receipt';
    const issuedAt = dateOf(payment.get('capturedAt')) ?? now;
    const { number, advance } = await nextNumber(transaction, seller?.gstin ? DOCUMENT_SERIES.invoice : DOCUMENT_SERIES.receipt, issuedAt);

    const amount = Number(payment.get('amount') ?? 0);
    const buyerState = order?.buyerState ?? null;
    // No state given (an order from before invoices): the seller's own state, the usual default.
    const split = splitGst(amount, seller?.state ?? '', buyerState ?? seller?.state ?? '');
    advance();
    transaction.create(invoiceRef, {
      orderId,
      userId,
      kind,
      number,
      issuedAt: Timestamp.fromDate(issuedAt),
      seller,
      buyer: {
        name: textOf(user.get('name')),
        email: textOf(user.get('email')),
        state: buyerState,
        stateName: buyerState ? (gstStateName(buyerState) ?? null) : null,
      },
      planName: textOf(payment.get('planName')),
      listPrice: order ? Math.round(order.plan.price * 100) : amount,
      discount: order?.discount ?? 0,
      coupon: order?.coupon ?? null,
      split,
      creditNote: null,
      pdfPath: null,
      creditNotePdfPath: null,
    });
    transaction.update(paymentRef, { invoice: { kind, number, creditNoteNumber: null } });
  });
}

/** Issues the credit note of a payment refunded in full, once, referring to its invoice. */
export async function issueCreditNote(paymentId: string, now: Date = new Date()): Promise<void> {
  await runTransaction(async (transaction) => {
    const invoiceRef = invoicesRef().doc(paymentId);
    const paymentRef = paymentsRef().doc(paymentId);
    const [invoiceSnapshot, payment] = await Promise.all([transaction.get(invoiceRef), transaction.get(paymentRef)]);
    const invoice = readInvoice(invoiceSnapshot);
    if (!invoice || invoice.creditNote || payment.get('status') !== 'refunded') return;
    const { number, advance } = await nextNumber(transaction, DOCUMENT_SERIES.creditNote, now);
    advance();
    const amount = Number(payment.get('amountRefunded') ?? invoice.split.total);
    transaction.update(invoiceRef, { creditNote: { number, issuedAt: Timestamp.fromDate(now), amount } });
    transaction.update(paymentRef, { 'invoice.creditNoteNumber': number });
  });
}

/**
 * After the payment is recorded: an invoice that fails to issue must not fail the payment (the
 * student has paid and the plan has started); the download issues it on first need instead.
 */
export async function issueInvoiceSafely(paymentId: string, now: Date): Promise<void> {
  await issueInvoice(paymentId, now).catch((error: unknown) => logger.error(`Invoice for ${paymentId} not issued yet`, error));
}

export async function issueCreditNoteSafely(paymentId: string, now: Date): Promise<void> {
  await issueCreditNote(paymentId, now).catch((error: unknown) => logger.error(`Credit note for ${paymentId} not issued`, error));
}
