import { createHash } from 'node:crypto';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { type AccountDeletedAnswer, type DeleteAccountRequest, type MyDataExport } from '@chem/contract';
import { ownDataCounters } from '../config/rate-limits.js';
import { isAdmin } from '../lib/auth.js';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors.js';
import { adminAuth, db } from '../lib/firebase.js';
import { logger } from '../lib/logger.js';
import { takeAttempt } from '../lib/rate-limit.js';
import { deleteObject } from '../lib/storage.js';
import { proveOwner, type OwnerProofRefusals } from './owner-proof.js';
import { myDataSources, readSection, type MyDataSections } from './my-data/registry.js';
import { PUBLIC_UPLOADS_PREFIX } from './uploads.js';

/**
 * The student's own data (India's DPDP Act 2023): a copy of every record keyed to their uid, and
 * deleting the account.
 *
 * Where a student's data lives, what they may see of it and what a deletion does to it is one
 * table, `MY_DATA` (my-data/registry.ts); both calls here only walk it. The profile photo is in
 * Storage under `uploads/users/`. Contact messages are not keyed to an account (anyone can write
 * one) and `rateLimits` holds only hashes.
 *
 * Deleting keeps what the law makes the teacher keep (the Income Tax Act and GST rules: accounts
 * and their vouchers for 8 years): `payments`, `paymentOrders`, `subscriptions` and the issued
 * `invoices` stay as they are. The first three hold no name or email; they point at the account
 * by its uid, a random id that, once the Auth user is gone and the profile is replaced by the
 * tombstone below, leads to no person in this system, while the teacher can still match a payment
 * to Razorpay's records and to the tombstone in the admin's Users list. Everything else is removed.
 */

const USERS = 'users';
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** What stands in for a deleted person on the records that are kept: a hash of the uid. */
export const deletedAccountRef = (uid: string) => createHash('sha256').update(`deleted-account:${uid}`).digest('hex').slice(0, 16);

async function authUserOrNull(uid: string): Promise<UserRecord | null> {
  return adminAuth()
    .getUser(uid)
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
      throw error;
    });
}

/**
 * GET /api/user/my-data: every record keyed to the caller, and nobody else's, each section read
 * through its projection in the `MY_DATA` registry (what the student may see of it).
 */
export async function exportMyData(uid: string, client: string, now: Date = new Date()): Promise<MyDataExport> {
  await takeAttempt(ownDataCounters('data-export', uid, client));
  const sources = myDataSources();
  const [user, ...sections] = await Promise.all([authUserOrNull(uid), ...sources.map(([, source]) => readSection(source, uid, now))]);
  if (!user) throw notFound('Profile not found.');
  // Each value is its source's projection, which the registry's type ties to this section's type.
  const records = Object.fromEntries(sources.map(([name], index) => [name, sections[index]])) as MyDataSections;
  return {
    exportedAt: now.toISOString(),
    account: {
      uid,
      email: user.email ?? null,
      emailVerified: user.emailVerified,
      phoneNumber: user.phoneNumber ?? null,
      signInMethods: user.providerData.map((provider) => provider.providerId),
      createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
    },
    ...records,
  };
}

const WRONG_PASSWORD = 'The password is not correct.';
export const SIGN_IN_AGAIN = 'For your safety, please sign in again and then delete your account within 5 minutes.';

/** A deletion's proof of ownership (services/owner-proof.ts), refused in its own words. */
const DELETION_PROOF: OwnerProofRefusals = {
  missingPassword: () => badRequest('Enter your password to delete your account.'),
  wrongPassword: () => unauthorized(WRONG_PASSWORD),
  signInAgain: () => unauthorized(SIGN_IN_AGAIN),
};

async function deleteAll(query: Query): Promise<void> {
  for (;;) {
    const snapshot = await query.limit(400).get();
    if (snapshot.empty) return;
    const batch = db().batch();
    snapshot.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
  }
}

/**
 * POST /api/user/delete-account. The records are removed first and the Auth user last, so an
 * interrupted deletion can simply be asked for again (the student can still sign in until then).
 */
export async function deleteMyAccount(
  token: DecodedIdToken,
  request: DeleteAccountRequest,
  client: string,
  now: Date = new Date(),
): Promise<AccountDeletedAnswer> {
  const uid = token.uid;
  // The teacher's own account runs the site: it is not removed from a student's screen by a slip.
  if (isAdmin(token)) throw forbidden('An admin account cannot be deleted here. Remove it in the Firebase console.');
  const user = await authUserOrNull(uid);
  if (!user) throw notFound('Profile not found.');
  await takeAttempt(ownDataCounters('account-deletion', uid, client));
  await proveOwner(user, token, request.password, client, DELETION_PROOF, now);

  const profileRef = db().collection(USERS).doc(uid);
  const profile = await profileRef.get();
  const image: unknown = profile.get('image');
  if (typeof image === 'string' && image.startsWith('users/')) await deleteObject(`${PUBLIC_UPLOADS_PREFIX}${image}`);
  // Every section the registry marks for deletion, or whose own rule it runs; the others are kept for the reason it gives.
  await Promise.all(
    myDataSources().map(([, source]) => {
      const { onDeletion } = source;
      if (onDeletion === 'delete') return 'document' in source ? source.document(uid).delete() : deleteAll(source.records(uid));
      return 'run' in onDeletion ? onDeletion.run(uid) : undefined;
    }),
  );

  // The profile becomes a tombstone without personal data: the admin's Users list shows the
  // account as deleted next to the payments that are kept.
  const ref = deletedAccountRef(uid);
  const createdAt: unknown = profile.get('createdAt');
  await profileRef.set({
    name: `${DELETED_ACCOUNT_NAME} ${ref}`,
    email: `${ref}@deleted.invalid`,
    phone: '',
    school: '',
    course: '',
    image: '',
    // Not `user`: the admin's overview counts students by role, and this is nobody any more.
    role: 'deleted',
    location: '',
    gender: '',
    dob: '',
    bio: '',
    deleted: true,
    deletedAt: now,
    createdAt: createdAt instanceof Timestamp ? createdAt : now,
    updatedAt: now,
  });
  await adminAuth().deleteUser(uid);
  logger.info(`Account ${ref} deleted at its owner's request`);
  return { deleted: true };
}
