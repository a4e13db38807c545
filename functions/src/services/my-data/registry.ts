import type { MyDataExport } from '@chem/contract';
import type { DocumentReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { exportedCertificate, revokeCertificatesOfDeletedAccount } from '../certificates.js';
import { COURSE_PROGRESS } from '../learning.js';
import { exportedPracticeCard, exportedPracticeProgress } from '../chapter-practice/my-data.js';
import { CHAPTER_PRACTICE_COLLECTIONS, progressRef as practiceProgressRef } from '../chapter-practice/store.js';
import { exportedDoubtMessage, exportedDoubtVote, removeStudentDoubts } from '../doubts/my-data.js';
import { DOUBT_COLLECTIONS, viewOf } from '../doubts/store.js';
import { LIVE_CLASS_COLLECTIONS } from '../live-classes/store.js';
import { exportedAttendance } from '../live-classes/students.js';
import { MAIL_COLLECTION } from '../mail/queue.js';
import { NOTE_ACCESSES } from '../note-records.js';
import { inboxItem } from '../notifications/inbox.js';
import { NOTIFICATION_COLLECTIONS } from '../notifications/store.js';
import { attemptViewOf } from '../practice-tests/attempts.js';
import { COLLECTIONS as PRACTICE, statsRef } from '../practice-tests/store.js';
import {
  exportedCourseProgress,
  exportedEmail,
  exportedInvoice,
  exportedNoteAccess,
  exportedNotificationPreferences,
  exportedPushSubscription,
  exportedPayment,
  exportedPaymentOrder,
  exportedPracticeStats,
  exportedProfile,
  exportedSubscription,
  exportedTestProgress,
} from './projections.js';

/**
 * Every kind of record keyed to a student, in one table: where it lives, how to find the
 * student's, what the student may see of it (the projection "Download my data" sends) and what
 * deleting the account does to it. `exportMyData` and `deleteMyAccount` (services/account-data.ts)
 * only iterate this table, so a record type is exported, and deleted or kept on purpose, once it
 * has its entry, and only through its projection.
 *
 * The table's type is built from the contract's `MyDataExport`: a section added there without an
 * entry here (or an entry without a section) fails the typecheck, and an entry's projection must
 * produce that section's type. `my-data/registry.test.ts` fails when the data model
 * (docs/data-model.md) lists a collection keyed to a student (by `uid`/`userId`) that is neither
 * here nor in `NOT_EXPORTED`. How to add one: docs/my-data.md.
 */

/** The sections of the export made from records (`exportedAt` and `account` come from Auth). */
export type MyDataSections = Omit<MyDataExport, 'exportedAt' | 'account'>;

/**
 * On account deletion: the records are deleted, or kept for the reason given, or handled by a rule
 * of their own (`run`, which `rule` describes: e.g. a published doubt kept without its asker).
 */
export type OnDeletion = 'delete' | { keep: string } | { rule: string; run: (uid: string) => Promise<void> };

interface Source {
  /** The collection as docs/data-model.md names it (`users/{uid}/courseProgress`). */
  collection: string;
  onDeletion: OnDeletion;
}

/** Many records per student: the query that finds them all, and what the student may see of one. */
export interface RecordsSource<Shown> extends Source {
  records: (uid: string) => Query;
  /** undefined leaves out a document that is not a whole record. */
  project: (snapshot: DocumentSnapshot, now: Date) => Shown | undefined;
}

/** One document per student (its id is the uid). */
export interface DocumentSource<Shown> extends Source {
  document: (uid: string) => DocumentReference;
  /** undefined (a missing or malformed document) exports as null. */
  project: (snapshot: DocumentSnapshot, now: Date) => Shown | undefined;
}

export type MyDataRegistry = {
  [Section in keyof MyDataSections]-?: MyDataSections[Section] extends ReadonlyArray<infer Shown>
    ? RecordsSource<Shown>
    : DocumentSource<NonNullable<MyDataSections[Section]>>;
};

const byField = (collection: string, field: 'userId' | 'uid') => (uid: string) => db().collection(collection).where(field, '==', uid);

/** The accounts and their vouchers the tax rules make the teacher keep; they point at the account by uid only. */
const KEPT_FOR_TAX: OnDeletion = {
  keep: 'India’s Income Tax Act and GST rules: accounts and their vouchers are kept 8 years; these hold the uid, no name or email',
};

export const MY_DATA: MyDataRegistry = {
  profile: {
    collection: 'users',
    document: (uid) => db().collection('users').doc(uid),
    project: exportedProfile,
    onDeletion: { keep: 'replaced by a tombstone without personal data (deleteMyAccount), so kept payments still name an account' },
  },
  courseProgress: {
    collection: `users/{uid}/${COURSE_PROGRESS}`,
    records: (uid) => db().collection('users').doc(uid).collection(COURSE_PROGRESS),
    project: exportedCourseProgress,
    onDeletion: 'delete',
  },
  subscriptions: {
    collection: 'subscriptions',
    records: byField('subscriptions', 'userId'),
    project: exportedSubscription,
    onDeletion: KEPT_FOR_TAX,
  },
  paymentOrders: {
    collection: 'paymentOrders',
    records: byField('paymentOrders', 'userId'),
    project: exportedPaymentOrder,
    onDeletion: KEPT_FOR_TAX,
  },
  payments: { collection: 'payments', records: byField('payments', 'userId'), project: exportedPayment, onDeletion: KEPT_FOR_TAX },
  noteAccesses: { collection: NOTE_ACCESSES, records: byField(NOTE_ACCESSES, 'userId'), project: exportedNoteAccess, onDeletion: 'delete' },
  testAttempts: { collection: PRACTICE.attempts, records: byField(PRACTICE.attempts, 'uid'), project: attemptViewOf, onDeletion: 'delete' },
  testProgress: {
    collection: PRACTICE.progress,
    records: byField(PRACTICE.progress, 'uid'),
    project: exportedTestProgress,
    onDeletion: 'delete',
  },
  practiceStats: { collection: PRACTICE.stats, document: statsRef, project: exportedPracticeStats, onDeletion: 'delete' },
  invoices: {
    collection: 'invoices',
    records: byField('invoices', 'userId'),
    project: exportedInvoice,
    onDeletion: { keep: 'GST rules: an invoice is kept as issued (with the buyer’s name and email it printed) for 8 years' },
  },
  // The emails hold the student's address once sent.
  emails: { collection: MAIL_COLLECTION, records: byField(MAIL_COLLECTION, 'userId'), project: exportedEmail, onDeletion: 'delete' },
  notifications: {
    collection: `users/{uid}/${NOTIFICATION_COLLECTIONS.inbox}`,
    records: (uid) => db().collection('users').doc(uid).collection(NOTIFICATION_COLLECTIONS.inbox),
    project: inboxItem,
    onDeletion: 'delete',
  },
  pushSubscriptions: {
    collection: NOTIFICATION_COLLECTIONS.pushSubscriptions,
    records: byField(NOTIFICATION_COLLECTIONS.pushSubscriptions, 'userId'),
    project: exportedPushSubscription,
    onDeletion: 'delete',
  },
  notificationPreferences: {
    collection: 'users',
    document: (uid) => db().collection('users').doc(uid),
    project: exportedNotificationPreferences,
    onDeletion: { keep: 'a field of the profile, which becomes a tombstone; the choices say nothing about the person' },
  },
  certificates: {
    collection: 'certificates',
    records: byField('certificates', 'userId'),
    project: exportedCertificate,
    onDeletion: {
      rule: 'a certificate may have been shared: its verify page then says it is revoked; the printed name is removed and the claims deleted',
      run: (uid) => revokeCertificatesOfDeletedAccount(uid),
    },
  },
  doubts: {
    collection: DOUBT_COLLECTIONS.doubts,
    records: byField(DOUBT_COLLECTIONS.doubts, 'userId'),
    project: viewOf,
    onDeletion: {
      rule: 'deleted with their messages and photos, except a doubt the teacher published: it stays under its lesson without the asker (name, photos, follow-ups and uid removed)',
      run: (uid) => removeStudentDoubts(uid),
    },
  },
  doubtMessages: {
    collection: `${DOUBT_COLLECTIONS.doubts}/{id}/${DOUBT_COLLECTIONS.messages}`,
    records: (uid) => db().collectionGroup(DOUBT_COLLECTIONS.messages).where('userId', '==', uid),
    project: exportedDoubtMessage,
    onDeletion: {
      keep: 'removed with their doubt by the doubts entry; a published doubt keeps the teacher’s answers, no longer linked to the account',
    },
  },
  doubtVotes: {
    collection: DOUBT_COLLECTIONS.votes,
    records: byField(DOUBT_COLLECTIONS.votes, 'userId'),
    project: exportedDoubtVote,
    onDeletion: 'delete',
  },
  practiceCards: {
    collection: CHAPTER_PRACTICE_COLLECTIONS.cards,
    records: byField(CHAPTER_PRACTICE_COLLECTIONS.cards, 'uid'),
    project: exportedPracticeCard,
    onDeletion: 'delete',
  },
  practiceProgress: {
    collection: CHAPTER_PRACTICE_COLLECTIONS.progress,
    document: practiceProgressRef,
    project: exportedPracticeProgress,
    onDeletion: 'delete',
  },
  // The class's title and the first join; never the class's link.
  liveClassAttendance: {
    collection: LIVE_CLASS_COLLECTIONS.attendance,
    records: byField(LIVE_CLASS_COLLECTIONS.attendance, 'userId'),
    project: exportedAttendance,
    onDeletion: 'delete',
  },
};

/**
 * Collections keyed to a student that the export leaves out, each with the reason. Anything
 * keyed to a student and in neither table fails `registry.test.ts`.
 */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  certificateClaims:
    'the index that makes a certificate one per student and course: its student, course and certificate id are the certificate’s own, which is exported (deleted with the account)',
  'coupons/{code}/redemptions':
    'the coupon’s own count of who used it (a student may use a coupon once); the coupon and the discount are on the student’s paymentOrders',
};

export type AnySource = RecordsSource<unknown> | DocumentSource<unknown>;

/** The table's entries with their section names, for code that treats every section alike. */
export const myDataSources = (): Array<[keyof MyDataSections, AnySource]> =>
  Object.entries(MY_DATA) as Array<[keyof MyDataSections, AnySource]>;

/** Reads one section of the student's data through its projection. */
export async function readSection(source: AnySource, uid: string, now: Date): Promise<unknown[] | unknown> {
  if ('document' in source) return source.project(await source.document(uid).get(), now) ?? null;
  const snapshot = await source.records(uid).get();
  return snapshot.docs.map((doc) => source.project(doc, now)).filter((shown) => shown !== undefined);
}
