import {
  ORDER_STATUSES,
  isGstStateCode,
  toRupees,
  type ExportedCourseProgress,
  type ExportedEmail,
  type ExportedInvoice,
  type ExportedNoteAccess,
  type ExportedPayment,
  type ExportedPaymentOrder,
  type ExportedPracticeStats,
  type ExportedProfile,
  type ExportedPushSubscription,
  type NotificationPreferences,
  type ExportedTestProgress,
  type GstSplit,
  type OrderStatus,
  type SellerSettings,
  type Subscription,
  preferencesWithDefaults,
} from '@chem/contract';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { storedFields, textOf } from '../../lib/fields.js';
import { publicProfile } from '../accounts.js';
import { readInvoice } from '../invoices/issue.js';
import { progressRecord as courseProgressRecord } from '../learning.js';
import { toMailSummary } from '../mail/admin.js';
import { receiptFrom } from '../payment-records.js';
import { practiceTotalsFrom } from '../practice-tests/dashboard.js';
import { progressRecord as testProgressRecord } from '../practice-tests/tests.js';
import { effectiveStatus, readStoredSubscription } from '../subscription-status.js';
import { toApiSubscription } from '../subscriptions.js';

/**
 * What the student may see of each kind of record they own, for "Download my data". Each picks
 * its fields one by one (a field added to a document later stays out until someone decides the
 * student should see it), reusing the API's own reader where the API shows that record: the
 * profile as GET /api/user/profile, a subscription as GET /api/plans/check, a payment as the
 * receipts list, the practice totals as the dashboard, an email as the admin's list without the
 * sender's bookkeeping. Attempts are projected by the practice tests' own `attemptViewOf`.
 */

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function exportedProfile(snapshot: DocumentSnapshot): ExportedProfile | undefined {
  if (!snapshot.exists) return undefined;
  return { ...publicProfile(snapshot.id, snapshot.data() ?? {}), noteDownloads: storedFields(snapshot).number('noteDownloads') };
}

export function exportedCourseProgress(snapshot: DocumentSnapshot): ExportedCourseProgress | undefined {
  const record = courseProgressRecord(snapshot);
  if (!record) return undefined;
  const fields = storedFields(snapshot);
  return {
    _id: snapshot.id,
    courseId: fields.text('courseId') || snapshot.id,
    completed: [...record.completed],
    lastLessonId: record.lastLessonId,
    studySeconds: record.studySeconds,
    lastStudyAt: fields.time('lastStudyAt'),
    startedAt: record.startedAt,
    updatedAt: record.updatedAt,
  };
}

export function exportedSubscription(snapshot: DocumentSnapshot, now: Date): Subscription | undefined {
  const stored = readStoredSubscription(snapshot);
  return stored && toApiSubscription({ ...stored, status: effectiveStatus(stored, now) });
}

export function exportedPaymentOrder(snapshot: DocumentSnapshot): ExportedPaymentOrder {
  const fields = storedFields(snapshot);
  const plan = (snapshot.get('plan') ?? {}) as Record<string, unknown>;
  const status = fields.text('status') as OrderStatus;
  return {
    _id: snapshot.id,
    plan: {
      id: typeof plan.id === 'string' ? plan.id : '',
      name: typeof plan.name === 'string' ? plan.name : '',
      price: typeof plan.price === 'number' ? plan.price : 0,
      duration: typeof plan.duration === 'number' ? plan.duration : 0,
    },
    amount: fields.number('amount'),
    discount: fields.number('discount'),
    coupon: textOrNull(snapshot.get('coupon')),
    currency: fields.text('currency'),
    buyerState: textOrNull(snapshot.get('buyerState')),
    status: ORDER_STATUSES.includes(status) ? status : 'created',
    paymentId: textOrNull(snapshot.get('paymentId')),
    method: textOrNull(snapshot.get('method')),
    subscriptionId: textOrNull(snapshot.get('subscriptionId')),
    failureReason: textOrNull(snapshot.get('failureReason')),
    createdAt: fields.time('createdAt'),
    updatedAt: fields.time('updatedAt'),
    paidAt: fields.time('paidAt'),
  };
}

export function exportedPayment(snapshot: DocumentSnapshot): ExportedPayment {
  const fields = storedFields(snapshot);
  const dispute = snapshot.get('dispute') as { status?: unknown } | undefined;
  return {
    ...receiptFrom(snapshot),
    status: fields.text('status'),
    refunded: toRupees(fields.number('amountRefunded')),
    refundedAt: fields.time('refundedAt'),
    failureReason: textOrNull(snapshot.get('failureReason')),
    duplicate: fields.flag('duplicate'),
    disputeStatus: textOrNull(dispute?.status),
    createdAt: fields.time('createdAt'),
  };
}

export function exportedNoteAccess(snapshot: DocumentSnapshot): ExportedNoteAccess {
  const fields = storedFields(snapshot);
  return {
    _id: snapshot.id,
    noteId: fields.text('noteId'),
    noteTitle: fields.text('noteTitle'),
    kind: fields.text('kind') === 'preview' ? 'preview' : 'download',
    name: fields.text('name'),
    email: fields.text('email'),
    at: fields.time('at'),
  };
}

/** As the lists show it: a scheduled test's best score only once its results are out. */
export function exportedTestProgress(snapshot: DocumentSnapshot): ExportedTestProgress {
  const { started, submitted, inProgressAttemptId, best } = testProgressRecord(snapshot);
  return { testId: storedFields(snapshot).text('testId'), started, submitted, inProgressAttemptId, best };
}

export function exportedPracticeStats(snapshot: DocumentSnapshot): ExportedPracticeStats | undefined {
  return snapshot.exists ? practiceTotalsFrom(snapshot.data() ?? {}) : undefined;
}

export function exportedInvoice(snapshot: DocumentSnapshot): ExportedInvoice | undefined {
  const invoice = readInvoice(snapshot);
  if (!invoice) return undefined;
  // Every part picked by name; a part missing from an old or damaged document reads as empty.
  const seller = invoice.seller as Partial<SellerSettings> | null | undefined;
  const sellerState = textOf(seller?.state);
  const buyer = (invoice.buyer ?? {}) as Partial<ExportedInvoice['buyer']>;
  const split = (invoice.split ?? {}) as Partial<GstSplit>;
  const paise = (value: unknown) => (typeof value === 'number' ? value : 0);
  // readInvoice reads a missing date as the epoch.
  const iso = (date: Date) => (date.getTime() === 0 ? null : date.toISOString());
  return {
    _id: invoice.paymentId,
    kind: invoice.kind,
    number: invoice.number,
    issuedAt: iso(invoice.issuedAt),
    orderId: textOf(invoice.orderId),
    seller:
      seller && isGstStateCode(sellerState)
        ? { legalName: textOf(seller.legalName), address: textOf(seller.address), state: sellerState, gstin: textOf(seller.gstin) }
        : null,
    buyer: { name: textOf(buyer.name), email: textOf(buyer.email), state: textOrNull(buyer.state), stateName: textOrNull(buyer.stateName) },
    planName: textOf(invoice.planName),
    listPrice: paise(invoice.listPrice),
    discount: paise(invoice.discount),
    coupon: textOrNull(invoice.coupon),
    split: {
      total: paise(split.total),
      taxable: paise(split.taxable),
      cgst: paise(split.cgst),
      sgst: paise(split.sgst),
      igst: paise(split.igst),
      intraState: split.intraState === true,
    },
    creditNote: invoice.creditNote && {
      number: invoice.creditNote.number,
      issuedAt: iso(invoice.creditNote.issuedAt),
      amount: invoice.creditNote.amount,
    },
  };
}

/** Plain values only: an email's data is text, paise, flags and ISO dates. */
function plainValues(value: unknown): Record<string, string | number | boolean> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number | boolean] =>
      ['string', 'number', 'boolean'].includes(typeof entry[1]),
    ),
  );
}

export function exportedEmail(snapshot: DocumentSnapshot): ExportedEmail {
  // The admin's summary less what only the sender needs: attempts, its failure reasons, the retry lease.
  const { template, to, subject, status, createdAt, sentAt } = toMailSummary(snapshot);
  return { _id: snapshot.id, template, subject, to, status, data: plainValues(snapshot.get('data')), createdAt, sentAt };
}

/** A push subscription as the student may see it: which push service, and when; never its keys or address. */
export function exportedPushSubscription(snapshot: DocumentSnapshot): ExportedPushSubscription | undefined {
  const fields = storedFields(snapshot);
  const endpoint = fields.text('endpoint');
  if (!URL.canParse(endpoint)) return undefined;
  return {
    _id: snapshot.id,
    pushService: new URL(endpoint).host,
    createdAt: fields.time('createdAt'),
    updatedAt: fields.time('updatedAt'),
  };
}

/** The profile's notification choices, with the defaults filled in. */
export function exportedNotificationPreferences(snapshot: DocumentSnapshot): NotificationPreferences | undefined {
  if (!snapshot.exists) return undefined;
  return preferencesWithDefaults(snapshot.get('notificationPreferences'));
}
