import type { DecodedIdToken } from 'firebase-admin/auth';
import type { DocumentData } from 'firebase-admin/firestore';
import {
  isLanguage,
  type AdminLoginAnswer,
  type CompletedProfile,
  type CompletionField,
  type Language,
  type ProfileCompletion,
  type ProviderSession,
  type Role,
  type SignInProvider,
} from '@chem/contract';
import { profileCompletionLimit, providerSignInLimits } from '../config/rate-limits.js';
import { isAdmin } from '../lib/auth.js';
import { badRequest, conflict, forbidden, hasErrorCode, notFound, unauthorized } from '../lib/errors.js';
import { adminAuth, db } from '../lib/firebase.js';
import { consume, takeAttempt } from '../lib/rate-limit.js';
import { publicProfile, sessionProfile } from './accounts.js';
import { prepareEmailChange } from './profile-changes.js';
import { queueMailQuietly } from './mail/queue.js';
import { createCountedProfile } from './sales-stats.js';

/**
 * Google and phone sign-in. The browser signs in with Firebase Auth (Google's popup, or the SMS
 * code) and sends the ID token here; the API checks it (signature, expiry, revocation, a fresh
 * sign-in) and answers the same session as a password login. Auth itself keeps one account per
 * email: a Google sign-in with the email of a password account either joins that account (Google
 * vouches for the email) or fails in the browser with account-exists-with-different-credential,
 * where the page asks for the password and links Google to the account. Either way the uid, and
 * with it the profile, subscriptions and downloads, stays the same: this module never creates a
 * profile for a uid that has one.
 */

const usersCollection = () => db().collection('users');

/** A token minted by a sign-in longer ago than this is not a sign-in happening now. */
const FRESH_SIGN_IN_MS = 10 * 60_000;
const SESSION_EXPIRED = 'Your sign-in has expired. Please try again.';
const CONTACT_FIELDS: readonly CompletionField[] = ['name', 'email', 'phone', 'school', 'course'];

async function verifyFreshToken(idToken: string): Promise<DecodedIdToken> {
  let decoded: DecodedIdToken;
  try {
    decoded = await adminAuth().verifyIdToken(idToken, true);
  } catch {
    throw unauthorized(SESSION_EXPIRED);
  }
  if (Date.now() - decoded.auth_time * 1000 > FRESH_SIGN_IN_MS) throw unauthorized(SESSION_EXPIRED);
  return decoded;
}

function providerOf(decoded: DecodedIdToken): SignInProvider {
  const provider = decoded.firebase.sign_in_provider;
  if (provider === 'google.com' || provider === 'phone') return provider;
  throw badRequest('Sign in with Google or your mobile number first.');
}

/**
 * Checks the token behind the limits: per client (counted before the check, given back when the
 * token is good, so only bad tokens stay counted) and per email or phone number.
 */
async function signedInWithProvider(idToken: string, client: string): Promise<{ decoded: DecodedIdToken; provider: SignInProvider }> {
  const limits = providerSignInLimits();
  const attempt = await takeAttempt([{ rule: limits.perClient, key: client }]);
  const decoded = await verifyFreshToken(idToken);
  const provider = providerOf(decoded);
  await attempt.giveBack();
  await consume(limits.perAccount, decoded.email ?? decoded.phone_number ?? decoded.uid);
  return { decoded, provider };
}

const text = (data: DocumentData, key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');

/** The profile of a first provider sign-in: signup's fields, filled from what the provider gave. */
function newProfile(decoded: DecodedIdToken, provider: SignInProvider): DocumentData {
  const now = new Date();
  const name: unknown = decoded.name;
  return {
    name: typeof name === 'string' ? name.trim().slice(0, 100) : '',
    email: decoded.email?.toLowerCase() ?? '',
    phone: decoded.phone_number ?? '',
    school: '',
    course: '',
    image: '',
    role: 'user' satisfies Role,
    location: '',
    gender: '',
    dob: '',
    bio: '',
    signInProvider: provider,
    // Until the student has seen the completion form once (saved it or skipped what is optional).
    profileCompleted: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** The uid's profile, created on its first sign-in; parallel first sign-ins create it once. */
async function profileFor(decoded: DecodedIdToken, provider: SignInProvider): Promise<DocumentData> {
  const ref = usersCollection().doc(decoded.uid);
  const existing = await ref.get();
  if (existing.exists) return existing.data() ?? {};
  const profile = newProfile(decoded, provider);
  try {
    await createCountedProfile(ref, profile);
    return profile;
  } catch (error) {
    // 6 = ALREADY_EXISTS: another request created it between the read and the write.
    if (!hasErrorCode(error, 6)) throw error;
    return (await ref.get()).data() ?? {};
  }
}

export function missingFields(profile: DocumentData): CompletionField[] {
  if (profile.profileCompleted !== false) return [];
  return CONTACT_FIELDS.filter((field) => text(profile, field).trim() === '');
}

export async function providerSession(idToken: string, client: string): Promise<ProviderSession> {
  const { decoded, provider } = await signedInWithProvider(idToken, client);
  const profile = await profileFor(decoded, provider);
  return {
    token: idToken,
    customToken: await adminAuth().createCustomToken(decoded.uid),
    user: publicProfile(decoded.uid, profile),
    provider,
    missingFields: missingFields(profile),
  };
}

/** Admin login with Google: the same token checks; admin still means the `admin` claim alone. */
export async function providerAdminLogin(idToken: string, client: string): Promise<AdminLoginAnswer> {
  const { decoded } = await signedInWithProvider(idToken, client);
  if (!isAdmin(decoded)) throw forbidden('This account is not an admin.');
  const [admin, customToken] = await Promise.all([
    sessionProfile(decoded.uid, decoded.email ?? '', 'admin'),
    adminAuth().createCustomToken(decoded.uid),
  ]);
  return { token: idToken, customToken, admin };
}

/**
 * Saves the completion form of a first provider sign-in, once. A contact the provider gave (the
 * Google email, the verified phone number) is kept; the other one is added when given: a phone
 * number as typed, an email only once the link sent to it is opened (services/profile-changes.ts),
 * and the welcome email with it. The `language` is the one the form was filled in.
 */
export async function completeProfile(
  uid: string,
  input: ProfileCompletion,
  language: Language = 'en',
  now: Date = new Date(),
): Promise<CompletedProfile> {
  await consume(profileCompletionLimit(), uid);
  const ref = usersCollection().doc(uid);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw notFound('Profile not found.');
  const profile = snapshot.data() ?? {};
  if (profile.profileCompleted !== false) throw conflict('Your profile is already complete. You can edit it from your dashboard.');

  const changes: DocumentData = {
    name: input.name,
    school: input.school,
    course: input.course,
    profileCompleted: true,
    updatedAt: now,
  };
  // Completed in Hindi: the welcome and every later email come in Hindi, unless a language was chosen already.
  if (language !== 'en' && !isLanguage(profile.language)) changes.language = language;
  if (input.phone && !text(profile, 'phone')) changes.phone = input.phone;
  const emailChange = input.email && !text(profile, 'email') ? await prepareEmailChange(uid, input.email, now) : undefined;
  if (emailChange) changes.emailChange = emailChange.stored;
  await ref.update(changes);
  if (emailChange) await emailChange.sendLink();
  // A Google account has its address already; a phone account's welcome waits for its link.
  if (text(profile, 'email'))
    await queueMailQuietly({ template: 'welcome', data: {}, recipient: { userId: uid } }, { id: `welcome-${uid}` });
  return publicProfile(uid, { ...profile, ...changes });
}
