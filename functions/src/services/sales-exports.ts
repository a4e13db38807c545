import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { toRupees } from '@chem/contract';
import { CSV_BOM, csvRow, type CsvValue } from '../lib/csv.js';
import { db } from '../lib/firebase.js';
import { textOf } from '../lib/fields.js';
import { pagesOf } from './sales-stats.js';

/**
 * The admin's CSV exports of students and payments. Each is read a page of 500 documents at a time
 * in id order and yielded as text page by page, so the response streams and memory stays flat
 * however many rows there are. Dates are India time, as "2026-11-22 14:05", which Excel reads as a date.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export function indiaSheetTime(value: unknown): string {
  const at = value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : undefined;
  if (!at) return '';
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const STUDENT_COLUMNS = ['Student ID', 'Name', 'Email', 'Phone', 'School', 'Course', 'Location', 'Signed up with', 'Joined (IST)'];

/** Students: accounts with the `user` role (not the teacher, not deleted accounts' tombstones). */
export async function* studentsCsv(): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(STUDENT_COLUMNS);
  for await (const page of pagesOf(db().collection('users'))) {
    yield page
      .filter((doc) => doc.get('role') === 'user')
      .map((doc) => {
        const user = doc.data();
        return csvRow([
          doc.id,
          textOf(user.name),
          textOf(user.email),
          textOf(user.phone),
          textOf(user.school),
          textOf(user.course),
          textOf(user.location),
          textOf(user.signInProvider) || 'password',
          indiaSheetTime(user.createdAt),
        ]);
      })
      .join('');
  }
}

const PAYMENT_COLUMNS = [
  'Payment ID',
  'Order ID',
  'Date (IST)',
  'Status',
  'Student ID',
  'Student name',
  'Student email',
  'Plan',
  'Amount (₹)',
  'Refunded (₹)',
  'Method',
  'Duplicate payment',
  'Refund due',
  'Failure reason',
];

const rupeesOrEmpty = (value: unknown): CsvValue => (typeof value === 'number' && Number.isFinite(value) ? toRupees(value) : '');

/** Payments, every status, with each buyer's name and email: one batched read of the page's buyers, not one per row. */
export async function* paymentsCsv(): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(PAYMENT_COLUMNS);
  const users = db().collection('users');
  for await (const page of pagesOf(db().collection('payments'))) {
    const buyerIds = [...new Set(page.map((doc) => textOf(doc.get('userId'))).filter(Boolean))];
    const buyers = new Map<string, DocumentData>();
    if (buyerIds.length > 0) {
      for (const snapshot of await db().getAll(...buyerIds.map((id) => users.doc(id)))) {
        if (snapshot.exists) buyers.set(snapshot.id, snapshot.data() ?? {});
      }
    }
    yield page
      .map((doc) => {
        const payment = doc.data();
        const buyer = buyers.get(textOf(payment.userId));
        return csvRow([
          doc.id,
          textOf(payment.orderId),
          indiaSheetTime(payment.capturedAt ?? payment.createdAt),
          textOf(payment.status),
          textOf(payment.userId),
          textOf(buyer?.name),
          textOf(buyer?.email),
          textOf(payment.planName),
          rupeesOrEmpty(payment.amount),
          rupeesOrEmpty(payment.amountRefunded ?? 0),
          textOf(payment.method),
          payment.duplicate === true,
          textOf(payment.refundDue),
          textOf(payment.failureReason),
        ]);
      })
      .join('');
  }
}
