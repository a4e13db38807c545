import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { signupLimit } from '../config/rate-limits.js';
import { isAdmin } from '../lib/auth.js';
import { AppError, badRequest, conflict, forbidden, hasErrorCode, notFound } from '../lib/errors.js';
import { detectImage } from '../lib/file-types.js';
import { optimiseImage } from '../lib/images.js';
import { adminAuth, db } from '../lib/firebase.js';
import type { UploadedFile } from '../lib/multipart.js';
import { consume } from '../lib/rate-limit.js';
import { uniqueObjectName, withStoredObject } from '../lib/storage.js';
import {
  UPLOADS,
  isLanguage,
  type AccountSession,
  type AdminLoginAnswer,
  type Credentials,
  type Language,
  type LanguageAnswer,
  type Role,
  type SignupFields,
  type UserProfile,
} from '@chem/contract';
import { signInWithPassword } from './auth-rest.js';
import { verifyPassword } from './owner-proof.js';
import { sendVerificationEmailQuietly } from './email-verification.js';
import { PUBLIC_UPLOADS_PREFIX } from './uploads.js';
import { createCountedProfile } from './sales-stats.js';
import { logger } from '../lib/logger.js';
import { queueMailQuietly } from './mail/queue.js';

/**
 * Accounts: a Firebase Auth user (credentials, the `admin` claim) plus a `users/{uid}` profile
 * document (what the dashboards show). The two are created, changed and removed together.
 */

/** Firestore's gRPC status for an update of a document that does not exist. */
const FIRESTORE_NOT_FOUND = 5;
export const EMAIL_TAKEN = 'An account with this email already exists.';
const usersCollection = () => db().collection('users');

function isoTime(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  return null;
}

/**
 * The address an email change waits to move to (services/profile-changes.ts), while its link is
 * still good: stored as `emailChange { email, codeHash, requestedAt, expiresAt }` on the profile.
 */
export function pendingEmailOf(data: DocumentData, now: number = Date.now()): string | undefined {
  const change: unknown = data.emailChange;
  if (typeof change !== 'object' || change === null) return undefined;
  const { email, expiresAt } = change as Record<string, unknown>;
  return typeof email === 'string' && expiresAt instanceof Timestamp && expiresAt.toMillis() > now ? email : undefined;
}

/** Picks the public fields one by one, so nothing else stored on a profile can ever leak. */
export function publicProfile(uid: string, data: DocumentData): UserProfile {
  const pendingEmail = pendingEmailOf(data);
  const text = (key: string) => {
    const value: unknown = data[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    _id: uid,
    id: uid,
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    school: text('school'),
    course: text('course'),
    image: text('image'),
    role: data.role === 'admin' ? 'admin' : 'user',
    location: text('location'),
    gender: text('gender'),
    dob: text('dob'),
    bio: text('bio'),
    createdAt: isoTime(data.createdAt),
    updatedAt: isoTime(data.updatedAt),
    ...(isLanguage(data.language) ? { language: data.language } : {}),
    ...(pendingEmail ? { pendingEmail } : {}),
    ...(data.leaderboardHidden === true ? { leaderboardHidden: true } : {}),
  };
}

export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Auth's refusals of a new or changed email, as the client should see them. */
export function emailRefusal(error: unknown): AppError | undefined {
  switch (firebaseErrorCode(error)) {
    case 'auth/email-already-exists':
      return conflict(EMAIL_TAKEN);
    case 'auth/invalid-email':
      return badRequest('Enter a valid email address.');
    case 'auth/invalid-password':
      return badRequest('Password must be at least 6 characters.');
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Signing in
// ---------------------------------------------------------------------------------------------

/** An account made outside the app (e.g. in the console) may have no profile yet; it can still sign in. */
export async function sessionProfile(uid: string, email: string, role: Role): Promise<UserProfile> {
  const snapshot = await usersCollection().doc(uid).get();
  return snapshot.exists ? publicProfile(uid, snapshot.data() ?? {}) : publicProfile(uid, { email, role });
}

/** What a login answers, for a sign-in already checked: the ID token, a custom token for the web SDK, the profile. */
export async function sessionFor(uid: string, idToken: string, email: string): Promise<AccountSession> {
  const [user, customToken] = await Promise.all([sessionProfile(uid, email, 'user'), adminAuth().createCustomToken(uid)]);
  return { token: idToken, customToken, user };
}

export async function logIn(credentials: Credentials, client: string): Promise<AccountSession> {
  const { uid, idToken } = await verifyPassword(credentials, client);
  return sessionFor(uid, idToken, credentials.email);
}

/** Same password check and limits as a student login; then only the `admin` claim lets one in. */
export async function logInAdmin(credentials: Credentials, client: string): Promise<AdminLoginAnswer> {
  const { uid, idToken } = await verifyPassword(credentials, client);
  const decoded: DecodedIdToken = await adminAuth().verifyIdToken(idToken);
  if (!isAdmin(decoded)) throw forbidden('This account is not an admin.');
  const [admin, customToken] = await Promise.all([sessionProfile(uid, credentials.email, 'admin'), adminAuth().createCustomToken(uid)]);
  return { token: idToken, customToken, admin };
}

// ---------------------------------------------------------------------------------------------
// Signing up
// ---------------------------------------------------------------------------------------------

/**
 * Creates the Auth user, stores the photo and writes the profile. If the photo or the profile
 * cannot be stored, the Auth user (and the photo) are removed again, so a failed signup leaves
 * nothing behind and the student can simply try again with the same email.
 */
/**
 * Creates a student's account. `language` is the one the form was filled in: a student who signs
 * up in Hindi keeps Hindi for their emails from the welcome on (English is the default, not stored).
 */
export async function signUp(
  fields: SignupFields,
  photo: UploadedFile | undefined,
  client: string,
  language: Language = 'en',
): Promise<AccountSession> {
  if (!photo) throw badRequest('Upload an image.');
  const notAnImage = UPLOADS.profilePhoto.wrongTypeMessage;
  if (!detectImage(photo.data)) throw badRequest(notAnImage);

  // Counted before Auth is asked, so probing which emails already have accounts (409) is limited
  // too, and before the photo is decoded, so nobody can make the server re-encode pictures unlimited.
  await consume(signupLimit(), client);
  const image = await optimiseImage(photo.data, 'avatar', notAnImage);

  const { password, ...profileFields } = fields;
  const authUser = await adminAuth()
    .createUser({ email: fields.email, password, displayName: fields.name })
    .catch((error: unknown) => {
      throw emailRefusal(error) ?? error;
    });
  const uid = authUser.uid;
  const objectPath = uniqueObjectName(`${PUBLIC_UPLOADS_PREFIX}users/${uid}-`, image.extension);
  const now = new Date();
  const profile = {
    ...profileFields,
    image: objectPath.slice(PUBLIC_UPLOADS_PREFIX.length),
    role: 'user' satisfies Role,
    location: '',
    gender: '',
    dob: '',
    bio: '',
    createdAt: now,
    updatedAt: now,
    ...(language === 'en' ? {} : { language }),
  };

  try {
    await withStoredObject({ path: objectPath, data: image.data, contentType: image.mimeType }, () =>
      createCountedProfile(usersCollection().doc(uid), profile),
    );
  } catch (error) {
    await adminAuth()
      .deleteUser(uid)
      .catch((cleanupError: unknown) =>
        logger.error(`Signup failed and Auth user ${uid} could not be removed: delete it in the console`, cleanupError),
      );
    throw error;
  }
  await queueMailQuietly({ template: 'welcome', data: {}, recipient: { userId: uid } }, { id: `welcome-${uid}` });

  // The account is complete from here on: a failure to sign in must not make the student retry a
  // signup that would now answer "already exists".
  try {
    const outcome = await signInWithPassword(fields.email, password);
    if (outcome.kind === 'rejected') throw new Error('Auth rejected the password of a just-created account');
    await sendVerificationEmailQuietly(uid, outcome.idToken);
    return { token: outcome.idToken, customToken: await adminAuth().createCustomToken(uid), user: publicProfile(uid, profile) };
  } catch (error) {
    logger.error(`Signed up ${uid} but could not sign in`, error);
    throw new AppError(503, 'Your account was created, but signing you in failed. Please log in.');
  }
}

// ---------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------

export async function getProfile(uid: string): Promise<UserProfile> {
  const snapshot = await usersCollection().doc(uid).get();
  if (!snapshot.exists) throw notFound('Profile not found.');
  return publicProfile(uid, snapshot.data() ?? {});
}

/**
 * Remembers the language the user reads the site in; their emails follow it (mail/sender.ts). A
 * preference, not a profile edit: `updatedAt` stays as it is.
 */
export async function setLanguage(uid: string, language: Language): Promise<LanguageAnswer> {
  await usersCollection()
    .doc(uid)
    .update({ language })
    .catch((error: unknown) => {
      throw hasErrorCode(error, FIRESTORE_NOT_FOUND) ? notFound('Profile not found.') : error;
    });
  return { language };
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

/** Every profile, newest first, bounded by `limit` so one call never reads the whole collection. */
export async function listUsers(limit: number): Promise<UserProfile[]> {
  const snapshot = await usersCollection().orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => publicProfile(doc.id, doc.data()));
}
