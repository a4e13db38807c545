import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  EMAIL_CHANGE_LINK_DAYS,
  EMAIL_CHANGE_LINK_INVALID,
  type EmailChangeConfirmation,
  type EmailChangeConfirmed,
  type ProfileChanges,
  type UserProfile,
} from '@chem/contract';
import { emailChangeCodeLimit, ownDataCounters } from '../config/rate-limits.js';
import { badRequest, conflict, notFound, unauthorized } from '../lib/errors.js';
import { adminAuth, db, runTransaction } from '../lib/firebase.js';
import { logger } from '../lib/logger.js';
import { consume, takeAttempt } from '../lib/rate-limit.js';
import { EMAIL_TAKEN, emailRefusal, firebaseErrorCode, publicProfile } from './accounts.js';
import { WRONG_CURRENT_PASSWORD } from './account-recovery.js';
import { queueMailQuietly } from './mail/queue.js';
import { proveOwner, type OwnerProofRefusals } from './owner-proof.js';

/**
 * A student's own profile edits, and the one that matters most: the email, which is how the
 * account signs in and gets a password back. A new address becomes the account's only once its
 * owner opens the link sent to it:
 *
 * 1. The request (`PUT /api/user/profile`, or a Google/phone account's completion form) proves
 *    the owner (the current password, or a sign-in in the last 5 minutes for an account without
 *    one), checks that no account signs in with the address, and stores the change on the profile
 *    as `emailChange { email, codeHash, requestedAt, expiresAt }`: Auth and the profile keep the
 *    old address. A link with the code (`<uid>.<secret>`, only its hash stored) goes to the new
 *    address through the mail queue, in the student's language; a notice goes to the old one,
 *    with the teacher's contact, in case the request was not the owner's.
 * 2. The link opens /AuthPage/email, whose button sends the code to
 *    `POST /api/user/email-change/confirm`: Auth's email becomes the new one, verified (Auth
 *    refuses it there if someone signed up with it meanwhile), then the profile's, and a welcome
 *    still owed (an account that never had an address) goes to it.
 *
 * So an address nobody has proven is never the account's: it blocks nobody's signup, gets no
 * welcome, and opens no password reset. Auth's own VERIFY_AND_CHANGE_EMAIL action does the same
 * for accounts that have an email, but refuses an account without one (a phone sign-in: Auth
 * answers MISSING_EMAIL), which is the case this must serve; one flow of our own serves all.
 */

const usersCollection = () => db().collection('users');
const LINK_MS = EMAIL_CHANGE_LINK_DAYS * 24 * 60 * 60_000;

export const SIGN_IN_AGAIN_TO_CHANGE_EMAIL = 'For your safety, please sign in again and then change your email within 5 minutes.';

const EMAIL_CHANGE_PROOF: OwnerProofRefusals = {
  missingPassword: () => badRequest('Enter your current password to change your email.'),
  wrongPassword: () => badRequest(WRONG_CURRENT_PASSWORD),
  signInAgain: () => unauthorized(SIGN_IN_AGAIN_TO_CHANGE_EMAIL),
};

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

async function authUserOf(uid: string): Promise<UserRecord> {
  // A deleted account's token stays valid until it expires; it has no profile to edit.
  return adminAuth()
    .getUser(uid)
    .catch((error: unknown) => {
      throw firebaseErrorCode(error) === 'auth/user-not-found' ? notFound('Profile not found.') : error;
    });
}

/** An email change ready to store on the profile, and its link to send once it is stored. */
export interface PreparedEmailChange {
  stored: DocumentData;
  sendLink: () => Promise<void>;
}

/**
 * Refuses (409) an address another account signs in with, as a signup would: said now rather than
 * after its owner got a link they can only refuse. Then makes the change's code.
 */
export async function prepareEmailChange(uid: string, email: string, now: Date): Promise<PreparedEmailChange> {
  const holder = await adminAuth()
    .getUserByEmail(email)
    .catch((error: unknown) => {
      if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
      throw error;
    });
  if (holder && holder.uid !== uid) throw conflict(EMAIL_TAKEN);

  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_MS);
  const code = `${uid}.${secret}`;
  return {
    stored: { email, codeHash: hashOf(secret), requestedAt: Timestamp.fromDate(now), expiresAt: Timestamp.fromDate(expiresAt) },
    // To the new address, in the student's name and language (read from the profile when sent).
    sendLink: () =>
      queueMailQuietly({
        template: 'email-change-link',
        data: { newEmail: email, code, expiresAt: expiresAt.toISOString() },
        recipient: { to: email, userId: uid },
      }),
  };
}

/**
 * PUT /api/user/profile: the editable fields of the caller's own profile. Counted per account and
 * per client before anything is asked of Auth, like a signup; an email change also on its own,
 * tighter limit (each sends two emails and answers whether the address has an account).
 */
export async function updateProfile(
  token: DecodedIdToken,
  changes: ProfileChanges,
  client: string,
  now: Date = new Date(),
): Promise<UserProfile> {
  const uid = token.uid;
  await takeAttempt(ownDataCounters('profile-change', uid, client));
  const ref = usersCollection().doc(uid);
  const [snapshot, authUser] = await Promise.all([ref.get(), authUserOf(uid)]);
  if (!snapshot.exists) throw notFound('Profile not found.');

  const { currentPassword, email, ...fields } = changes;
  // Auth's email is the account's; the profile's mirrors it.
  const currentEmail = authUser.email?.toLowerCase() ?? '';
  let change: PreparedEmailChange | undefined;
  if (email !== currentEmail) {
    await takeAttempt(ownDataCounters('email-change', uid, client));
    await proveOwner(authUser, token, currentPassword, client, EMAIL_CHANGE_PROOF, now);
    change = await prepareEmailChange(uid, email, now);
  }

  // Fields left out of the request stay as they are (Firestore is set to ignore undefined). The
  // form sends the account's own email with every edit: that keeps a change waiting for its link;
  // a new change replaces it (its link stops working).
  await ref.update({ ...fields, updatedAt: now, ...(change ? { emailChange: change.stored } : {}) });
  if (change) {
    await change.sendLink();
    if (currentEmail) {
      await queueMailQuietly({ template: 'email-change-notice', data: { newEmail: email }, recipient: { to: currentEmail, userId: uid } });
    }
  }
  const kept = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return publicProfile(uid, { ...snapshot.data(), ...kept, updatedAt: now, ...(change ? { emailChange: change.stored } : {}) });
}

/** The stored change this code opens, if it still may: same secret, not expired. */
function changeOpenedBy(stored: unknown, secret: string, now: Date): { email: string; codeHash: string } | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { email, codeHash, expiresAt } = stored as Record<string, unknown>;
  if (typeof email !== 'string' || typeof codeHash !== 'string' || !(expiresAt instanceof Timestamp)) return null;
  if (expiresAt.toMillis() <= now.getTime()) return null;
  const given = Buffer.from(hashOf(secret), 'hex');
  const expected = Buffer.from(codeHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { email, codeHash } : null;
}

/** Drops the stored change if it is still the one this code opened (a newer request keeps its own). */
async function clearChange(uid: string, codeHash: string, extra: DocumentData = {}): Promise<void> {
  const ref = usersCollection().doc(uid);
  await runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    const mine = (current.get('emailChange') as { codeHash?: unknown } | undefined)?.codeHash === codeHash;
    transaction.update(ref, { ...extra, ...(mine ? { emailChange: FieldValue.delete() } : {}) });
  });
}

/**
 * POST /api/user/email-change/confirm: the link sent to the new address was opened. Auth's email
 * changes first (it keeps emails unique and refuses one taken meanwhile), then the profile's; if
 * the profile cannot be written, Auth's goes back. Auth ends the account's sessions on such a
 * change, so the page asks the student to sign in again.
 */
export async function confirmEmailChange(
  { code }: EmailChangeConfirmation,
  client: string,
  now: Date = new Date(),
): Promise<EmailChangeConfirmed> {
  await consume(emailChangeCodeLimit(), client);
  const dot = code.indexOf('.');
  const uid = code.slice(0, dot);
  // Firestore reserves ids like __name__: no account has one.
  if (/^__.*__$/.test(uid)) throw badRequest(EMAIL_CHANGE_LINK_INVALID);
  const snapshot = await usersCollection().doc(uid).get();
  const change = snapshot.exists ? changeOpenedBy(snapshot.get('emailChange'), code.slice(dot + 1), now) : null;
  if (!change) throw badRequest(EMAIL_CHANGE_LINK_INVALID);
  const previous: unknown = snapshot.get('email');
  const hadEmail = typeof previous === 'string' && previous !== '';

  try {
    await adminAuth().updateUser(uid, { email: change.email, emailVerified: true });
  } catch (error) {
    const reason = firebaseErrorCode(error);
    if (reason === 'auth/user-not-found') throw badRequest(EMAIL_CHANGE_LINK_INVALID);
    if (reason === 'auth/email-already-exists') await clearChange(uid, change.codeHash);
    throw emailRefusal(error) ?? error;
  }
  try {
    await clearChange(uid, change.codeHash, { email: change.email, updatedAt: now });
  } catch (error) {
    if (hadEmail) {
      await adminAuth()
        .updateUser(uid, { email: previous })
        .catch((revertError: unknown) =>
          logger.error(`Profile write failed and the Auth email of ${uid} could not be reverted`, revertError),
        );
    } else {
      logger.error(`Profile write failed after ${uid} took its first email in Auth: the profile shows none until the next change`);
    }
    throw error;
  }
  // A welcome is owed to an account that never had an address to send it to (a phone sign-in).
  if (!hadEmail) await queueMailQuietly({ template: 'welcome', data: {}, recipient: { userId: uid } }, { id: `welcome-${uid}` });
  return { email: change.email };
}
