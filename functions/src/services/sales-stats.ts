import {
  FieldPath,
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  SALES_MONTHS,
  SALES_WEEKS,
  TOP_COUPONS,
  TOP_PLANS,
  indiaIsoWeek,
  indiaMonth,
  lastIndiaMonths,
  lastIndiaWeeks,
  toRupees,
  type CouponUses,
  type PlanSales,
  type SalesOverview,
  type SalesRebuildAnswer,
} from '@chem/contract';
import { db } from '../lib/firebase.js';
import { textOf } from '../lib/fields.js';
import { logger } from '../lib/logger.js';

/**
 * Sales at a glance: counters kept up to date with every write that changes them, so the admin's
 * overview reads a fixed number of small documents however many payments and students there are.
 *
 *   stats/sales-<YYYY-MM>   { month, revenuePaise, refundsPaise, payments }  (India month of capture)
 *   stats/students-<week>   { week, students }                                (ISO week in India, e.g. 2026-W48)
 *   stats/plans             { plans: { <planId>: { name, sales } } }
 *
 * What a payment adds to the counters is one pure function of its stored fields (`contribution`):
 * a write changes them by contribution(after) - contribution(before), with FieldValue.increment in
 * the same transaction as the payment's own write, and the rebuild sums contribution() over every
 * stored payment. The two therefore always agree. Refunds and chargebacks count against the month
 * the payment was captured in (the sale's month), which is what the stored payment can say again.
 */

export const statsRef = (): CollectionReference => db().collection('stats');
const salesRef = (month: string) => statsRef().doc(`sales-${month}`);
const studentsRef = (week: string) => statsRef().doc(`students-${week}`);
const plansRef = () => statsRef().doc('plans');

/** Money still counted as paid for a stored payment in these states; failed ones never were. */
const MONEY_STATUSES = new Set(['captured', 'refunded', 'chargeback']);
/** Students are accounts signed up as `user`; a deleted account's tombstone (`deleted`) still signed up that week. */
const STUDENT_ROLES = new Set(['user', 'deleted']);

interface Contribution {
  month: string;
  revenuePaise: number;
  refundsPaise: number;
  payments: number;
  /** A paid purchase that still stands (not a duplicate, not owed back, not refunded in full, not charged back). */
  plan?: { id: string; name: string };
}

const dateOf = (value: unknown): Date | undefined =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : undefined;

const paise = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);

export function contribution(payment: DocumentData | undefined): Contribution | undefined {
  if (!payment || !MONEY_STATUSES.has(String(payment.status))) return undefined;
  const at = dateOf(payment.capturedAt) ?? dateOf(payment.createdAt);
  if (!at) return undefined;
  const amount = paise(payment.amount);
  const returnedInFull = payment.status !== 'captured';
  const planId = textOf(payment.planId);
  return {
    month: indiaMonth(at),
    revenuePaise: amount,
    refundsPaise: returnedInFull ? amount : Math.min(paise(payment.amountRefunded), amount),
    payments: 1,
    ...(payment.status === 'captured' && payment.duplicate !== true && !payment.refundDue && planId
      ? { plan: { id: planId, name: textOf(payment.planName) } }
      : {}),
  };
}

type Writer = Pick<Transaction, 'set'> | Pick<WriteBatch, 'set'>;
const setMerged = (writer: Writer, ref: DocumentReference, data: DocumentData) =>
  (writer as Pick<WriteBatch, 'set'>).set(ref, data, { merge: true });

/** Adds `after - before` to the counters, as increments within the caller's transaction or batch. */
function countChange(writer: Writer, before: Contribution | undefined, after: Contribution | undefined): void {
  const months = new Map<string, { revenuePaise: number; refundsPaise: number; payments: number }>();
  const plans = new Map<string, { name: string; sales: number }>();
  for (const [entry, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!entry) continue;
    const month = months.get(entry.month) ?? { revenuePaise: 0, refundsPaise: 0, payments: 0 };
    month.revenuePaise += sign * entry.revenuePaise;
    month.refundsPaise += sign * entry.refundsPaise;
    month.payments += sign * entry.payments;
    months.set(entry.month, month);
    if (entry.plan) {
      const plan = plans.get(entry.plan.id) ?? { name: entry.plan.name, sales: 0 };
      plan.sales += sign;
      if (sign > 0 && entry.plan.name) plan.name = entry.plan.name;
      plans.set(entry.plan.id, plan);
    }
  }
  for (const [month, change] of months) {
    if (change.revenuePaise === 0 && change.refundsPaise === 0 && change.payments === 0) continue;
    setMerged(writer, salesRef(month), {
      month,
      revenuePaise: FieldValue.increment(change.revenuePaise),
      refundsPaise: FieldValue.increment(change.refundsPaise),
      payments: FieldValue.increment(change.payments),
    });
  }
  for (const [id, change] of plans) {
    if (change.sales === 0) continue;
    setMerged(writer, plansRef(), { plans: { [id]: { name: change.name, sales: FieldValue.increment(change.sales) } } });
  }
}

/** Writes a payment record (replacing what `existing` held) and moves the counters with it. */
export function setCountedPayment(transaction: Transaction, existing: DocumentSnapshot, record: DocumentData): void {
  transaction.set(existing.ref, record);
  countChange(transaction, contribution(existing.data()), contribution(record));
}

/** Updates a payment record's top-level fields and moves the counters with it. */
export function updateCountedPayment(transaction: Transaction, existing: DocumentSnapshot, changes: DocumentData): void {
  transaction.update(existing.ref, changes);
  countChange(transaction, contribution(existing.data()), contribution({ ...existing.data(), ...changes }));
}

function studentWeek(profile: DocumentData | undefined): string | undefined {
  if (!profile || !STUDENT_ROLES.has(String(profile.role))) return undefined;
  const at = dateOf(profile.createdAt);
  return at ? indiaIsoWeek(at) : undefined;
}

/**
 * Creates a new account's profile and counts the student in their signup week, in one batch: the
 * create fails (and counts nothing) when the profile already exists, so a retried or parallel first
 * sign-in is counted once.
 */
export async function createCountedProfile(ref: DocumentReference, profile: DocumentData): Promise<void> {
  const batch = db().batch();
  batch.create(ref, profile);
  const week = studentWeek(profile);
  if (week) setMerged(batch, studentsRef(week), { week, students: FieldValue.increment(1) });
  await batch.commit();
}

// ---------------------------------------------------------------------------------------------
// The overview: 12 + 12 + 1 documents and one query of at most TOP_COUPONS, however large the site.
// ---------------------------------------------------------------------------------------------

const numberOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export async function salesOverview(now: Date = new Date()): Promise<SalesOverview> {
  const months = lastIndiaMonths(now, SALES_MONTHS);
  const weeks = lastIndiaWeeks(now, SALES_WEEKS);
  const refs = [...months.map(salesRef), ...weeks.map(({ week }) => studentsRef(week)), plansRef()];
  const [snapshots, topCoupons] = await Promise.all([db().getAll(...refs), couponUses()]);
  const monthDocs = snapshots.slice(0, months.length);
  const weekDocs = snapshots.slice(months.length, months.length + weeks.length);
  const plansDoc = snapshots.at(-1);

  return {
    months: months.map((month, index) => {
      const gross = numberOf(monthDocs[index]?.get('revenuePaise'));
      const refunds = numberOf(monthDocs[index]?.get('refundsPaise'));
      return { month, gross: toRupees(gross), refunds: toRupees(refunds), net: toRupees(gross - refunds) };
    }),
    weeks: weeks.map((entry, index) => ({ ...entry, students: numberOf(weekDocs[index]?.get('students')) })),
    topPlans: topPlans(plansDoc?.get('plans')),
    topCoupons,
    generatedAt: now.toISOString(),
  };
}

function topPlans(stored: unknown): PlanSales[] {
  if (typeof stored !== 'object' || stored === null) return [];
  return Object.entries(stored as Record<string, unknown>)
    .map(([planId, value]) => {
      const entry = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      return { planId, name: textOf(entry.name) || planId, sales: numberOf(entry.sales) };
    })
    .filter((plan) => plan.sales > 0)
    .sort((a, b) => b.sales - a.sales || a.name.localeCompare(b.name))
    .slice(0, TOP_PLANS);
}

/**
 * The most used coupon codes. Coupons (`coupons/{CODE}` with a numeric `usedCount`) come with the
 * coupon feature; until then, or when none has been used, the list is empty.
 */
async function couponUses(): Promise<CouponUses[]> {
  const snapshot = await db().collection('coupons').orderBy('usedCount', 'desc').limit(TOP_COUPONS).get();
  return snapshot.docs
    .map((doc) => ({ code: textOf(doc.get('code')) || doc.id, usedCount: numberOf(doc.get('usedCount')) }))
    .filter((coupon) => coupon.usedCount > 0);
}

// ---------------------------------------------------------------------------------------------
// The rebuild: for data stored before the counters existed, or after a manual fix in the console.
// ---------------------------------------------------------------------------------------------

export const PAGE_SIZE = 500;

/** Every document of `collection`, a page of PAGE_SIZE at a time in id order (never one giant read). */
export async function* pagesOf(collection: CollectionReference, pageSize = PAGE_SIZE): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = collection.orderBy(FieldPath.documentId()).limit(pageSize);
    if (last) query = query.startAfter(last);
    const { docs } = await query.get();
    if (docs.length > 0) yield docs;
    if (docs.length < pageSize) return;
    last = docs.at(-1);
  }
}

/**
 * Recomputes every counter from the stored payments and users and replaces the stats documents
 * (idempotent: running it twice gives the same documents). Payments or signups written while it
 * runs may be missed or counted twice: run it when the site is quiet, or again afterwards.
 */
export async function rebuildSalesStats(firestore: Firestore = db()): Promise<SalesRebuildAnswer> {
  const stats = firestore.collection('stats');
  const months = new Map<string, { month: string; revenuePaise: number; refundsPaise: number; payments: number }>();
  const plans = new Map<string, { name: string; sales: number }>();
  const weeks = new Map<string, number>();
  let payments = 0;
  let students = 0;

  for await (const page of pagesOf(firestore.collection('payments'))) {
    for (const doc of page) {
      const entry = contribution(doc.data());
      if (!entry) continue;
      payments += 1;
      const month = months.get(entry.month) ?? { month: entry.month, revenuePaise: 0, refundsPaise: 0, payments: 0 };
      month.revenuePaise += entry.revenuePaise;
      month.refundsPaise += entry.refundsPaise;
      month.payments += entry.payments;
      months.set(entry.month, month);
      if (entry.plan) {
        const plan = plans.get(entry.plan.id) ?? { name: entry.plan.name, sales: 0 };
        plan.sales += 1;
        plans.set(entry.plan.id, plan);
      }
    }
  }
  for await (const page of pagesOf(firestore.collection('users'))) {
    for (const doc of page) {
      const week = studentWeek(doc.data());
      if (!week) continue;
      students += 1;
      weeks.set(week, (weeks.get(week) ?? 0) + 1);
    }
  }

  const wanted = new Map<string, DocumentData>([
    ...[...months.values()].map((month): [string, DocumentData] => [`sales-${month.month}`, month]),
    ...[...weeks].map(([week, count]): [string, DocumentData] => [`students-${week}`, { week, students: count }]),
    ['plans', { plans: Object.fromEntries(plans) }],
  ]);
  const stale = (await stats.listDocuments()).filter((ref) => !wanted.has(ref.id));
  const writes: [DocumentReference, DocumentData | null][] = [
    ...stale.map((ref): [DocumentReference, null] => [ref, null]),
    ...[...wanted].map(([id, data]): [DocumentReference, DocumentData] => [stats.doc(id), data]),
  ];
  for (let start = 0; start < writes.length; start += PAGE_SIZE) {
    const batch = firestore.batch();
    for (const [ref, data] of writes.slice(start, start + PAGE_SIZE)) {
      if (data) batch.set(ref, data);
      else batch.delete(ref);
    }
    await batch.commit();
  }
  logger.info(`Sales counters rebuilt from ${payments} payments and ${students} students`);
  return { payments, students, months: months.size, weeks: weeks.size, plans: plans.size };
}
