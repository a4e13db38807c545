import { FieldPath, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase.js';
import { newestFirstPage } from '../lib/newest-first-page.js';
import { whereIn } from '../lib/where-in.js';
import {
  SUBSCRIPTION_STATUSES,
  type AdminUsersPage,
  type AdminUsersQuery,
  type SubscriptionStatus,
  type UserSubscriptionSummary,
} from '@chem/contract';
import { publicProfile } from './accounts.js';
import { latestPayments } from './payment-records.js';
import { effectiveStatus, isActive } from './subscription-status.js';

/**
 * The admin's Users section: pages of profiles, newest first, or the matches of a search, each
 * with its subscription status and latest payment. Costs one read per user shown plus one `in`
 * query per 30 users for their subscriptions and one for their payment orders, never a read of
 * the whole collection.
 */

const USERS = 'users';

export async function listUsersForAdmin({ search, cursor, limit }: AdminUsersQuery, now: Date = new Date()): Promise<AdminUsersPage> {
  const page = search ? await searchUsers(search, limit) : await pageOfUsers(cursor, limit);
  const uids = page.docs.map((doc) => doc.id);
  const [summaries, payments] = await Promise.all([subscriptionSummaries(uids, now), latestPayments(uids)]);
  return {
    users: page.docs.map((doc) => ({
      ...publicProfile(doc.id, doc.data()),
      subscription: summaries.get(doc.id) ?? null,
      latestPayment: payments.get(doc.id) ?? null,
      downloads: noteDownloadsOf(doc),
      ...(doc.get('deleted') === true ? { deleted: true } : {}),
    })),
    nextCursor: page.nextCursor,
    truncated: page.truncated,
  };
}

/** Kept on the profile by services/note-records.ts, so the list needs no read of the records. */
function noteDownloadsOf(doc: QueryDocumentSnapshot): number {
  const count: unknown = doc.get('noteDownloads');
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

// ---------------------------------------------------------------------------------------------
// Paging: newest first, with the document id as a tie-breaker so equal times never skip a user
// ---------------------------------------------------------------------------------------------

interface RawPage {
  docs: QueryDocumentSnapshot[];
  nextCursor: string | null;
  truncated: boolean;
}

async function pageOfUsers(cursor: string | undefined, limit: number): Promise<RawPage> {
  return { ...(await newestFirstPage(db().collection(USERS), 'createdAt', cursor, limit)), truncated: false };
}

// ---------------------------------------------------------------------------------------------
// Search: prefix range queries, which Firestore answers from its automatic single-field indexes
// ---------------------------------------------------------------------------------------------

/** "asha k" -> "Asha K": names are stored as typed at signup, usually capitalised. */
const capitalised = (text: string) =>
  text.replace(/(^|\s)(\p{Ll})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());

/** Documents whose `field` (or id) starts with `prefix` (case-sensitive), in `field` order. */
const startsWith = (field: string | FieldPath, prefix: string, limit: number) =>
  db().collection(USERS).where(field, '>=', prefix).where(field, '<=', `${prefix}\uf8ff`).orderBy(field).limit(limit).get();

const ACCOUNT_CODE = /^[A-Za-z0-9]{6,128}$/;

/**
 * Firestore has no case-insensitive or substring search, and existing profiles have no lowercase
 * copies of their names to search on. So a search is an exact-prefix match on the email (stored
 * lowercase, so the term is lowercased), on the name as typed or capitalised ("asha" finds
 * "Asha Verma"), or on the uid (the account code a stamped note prints). Matches are merged, sorted by name and capped at `limit`.
 */
async function searchUsers(term: string, limit: number): Promise<RawPage> {
  const namePrefixes = [...new Set([term, capitalised(term)])];
  const snapshots = await Promise.all([
    startsWith('email', term.toLowerCase(), limit),
    ...namePrefixes.map((prefix) => startsWith('name', prefix, limit)),
    // The account code a stamped note prints (services/note-stamp.ts): the uid's first characters.
    ...(ACCOUNT_CODE.test(term) ? [startsWith(FieldPath.documentId(), term, limit)] : []),
  ]);
  const byId = new Map<string, QueryDocumentSnapshot>();
  for (const snapshot of snapshots) for (const doc of snapshot.docs) byId.set(doc.id, doc);
  const sorted = [...byId.values()].sort((a, b) =>
    String(a.get('name') ?? '').localeCompare(String(b.get('name') ?? ''), 'en', { sensitivity: 'base' }),
  );
  return {
    docs: sorted.slice(0, limit),
    nextCursor: null,
    truncated: sorted.length > limit || snapshots.some((snapshot) => snapshot.size === limit),
  };
}

// ---------------------------------------------------------------------------------------------
// Subscription status of a page of users
// ---------------------------------------------------------------------------------------------

interface StoredSummary {
  status: SubscriptionStatus;
  planName: string;
  endDate: Date;
}

function readSummary(doc: QueryDocumentSnapshot): StoredSummary | undefined {
  const status: unknown = doc.get('status');
  const endDate: unknown = doc.get('endDate');
  const planName: unknown = doc.get('planName');
  if (!(SUBSCRIPTION_STATUSES as readonly unknown[]).includes(status) || !(endDate instanceof Timestamp)) return undefined;
  return { status: status as SubscriptionStatus, endDate: endDate.toDate(), planName: typeof planName === 'string' ? planName : '' };
}

/** Per user: the subscription granting access now (longest running), else the one that ended last. */
async function subscriptionSummaries(uids: string[], now: Date): Promise<Map<string, UserSubscriptionSummary>> {
  const docs = await whereIn(db().collection('subscriptions'), 'userId', uids);

  const chosen = new Map<string, StoredSummary>();
  for (const doc of docs) {
    const userId: unknown = doc.get('userId');
    const candidate = readSummary(doc);
    if (typeof userId !== 'string' || !candidate) continue;
    const current = chosen.get(userId);
    if (!current || ranksAbove(candidate, current, now)) chosen.set(userId, candidate);
  }

  return new Map(
    [...chosen].map(([userId, summary]) => [
      userId,
      { status: effectiveStatus(summary, now), planName: summary.planName, endDate: summary.endDate.toISOString() },
    ]),
  );
}

function ranksAbove(candidate: StoredSummary, current: StoredSummary, now: Date): boolean {
  const candidateActive = isActive(candidate, now);
  if (candidateActive !== isActive(current, now)) return candidateActive;
  return candidate.endDate.getTime() > current.endDate.getTime();
}
