import type { AdminOverview } from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase.js';
import { capturedRevenue, refundsDue } from './payment-records.js';

/**
 * The figures on the admin dashboard's Overview. Each is an aggregation query (count or sum),
 * which Firestore bills as one read per 1,000 index entries scanned instead of one per document,
 * so the Overview stays cheap however many students, notes and purchases there are; the payments
 * owed back are a short list read by one equality query.
 */
export async function adminOverview(now: Date = new Date()): Promise<AdminOverview> {
  const firestore = db();
  const subscriptions = firestore.collection('subscriptions');
  // Equality on status plus a range on endDate: the composite index (status, endDate) declared in
  // firestore.indexes.json serves it.
  const activeQuery = subscriptions.where('status', '==', 'active').where('endDate', '>', Timestamp.fromDate(now));

  const [students, notes, active, contactQueries, revenue, owed] = await Promise.all([
    firestore.collection('users').where('role', '==', 'user').count().get(),
    firestore.collection('notes').count().get(),
    activeQuery.count().get(),
    firestore.collection('contactMessages').count().get(),
    capturedRevenue(),
    refundsDue(),
  ]);

  return {
    students: students.data().count,
    notes: notes.data().count,
    activeSubscriptions: active.data().count,
    contactQueries: contactQueries.data().count,
    revenue,
    refundsDue: owed,
    generatedAt: now.toISOString(),
  };
}
