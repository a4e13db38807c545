import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { RECENT_SIGN_IN_SECONDS, type Credentials } from '@chem/contract';
import { signInCounters } from '../config/rate-limits.js';
import { AppError, tooManyRequests, unauthorized } from '../lib/errors.js';
import { takeAttempt } from '../lib/rate-limit.js';
import { signInWithPassword } from './auth-rest.js';

/**
 * Every check of a password the server makes (the student and admin logins, a password change, an
 * email change, an account deletion), behind the one set of failed-login limits, and the proof of
 * ownership an account change asks for.
 */

const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * Checks the password with Auth, behind the failed-login limits (config/rate-limits.ts
 * `signInCounters`): the attempt is counted before the password is tried, so parallel guesses
 * cannot all slip under the limit and a locked-out guesser learns nothing; the right password
 * gives the attempt back, so only failures stay counted. The counters are per email and client
 * address together, per client, and a ceiling per email from anywhere which, once full, lets only
 * a client that has not failed try: the right password gets in, a wrong one gets the ceiling's 429.
 */
export async function verifyPassword({ email, password }: Credentials, client: string): Promise<{ uid: string; idToken: string }> {
  const attempt = await takeAttempt(signInCounters(email, client));
  const outcome = await signInWithPassword(email, password).catch(async (error: unknown) => {
    // Auth unreachable is not a guess.
    await attempt.giveBack();
    throw error;
  });
  if (outcome.kind === 'rejected') {
    throw attempt.pastCeiling ? tooManyRequests(attempt.pastCeiling.message) : unauthorized(INVALID_CREDENTIALS);
  }
  await attempt.giveBack();
  return outcome;
}

export const hasPasswordSignIn = (user: UserRecord) => user.providerData.some((provider) => provider.providerId === 'password');

/** What an action answers when the proof is missing or wrong, in its own words. */
export interface OwnerProofRefusals {
  /** An account with a password sent none. */
  missingPassword: () => AppError;
  /** The password was wrong (it also counted as a failed login). */
  wrongPassword: () => AppError;
  /** An account without a password (Google, phone) signed in too long ago. */
  signInAgain: () => AppError;
}

/**
 * Proves that the person at the keyboard owns the account, not just a session of it (a token can
 * be stolen): its password, behind the failed-login limits like a login, or for an account without
 * one (Google, phone) a sign-in in the last five minutes (the token's auth_time).
 */
export async function proveOwner(
  user: UserRecord,
  token: DecodedIdToken,
  password: string | undefined,
  client: string,
  refusals: OwnerProofRefusals,
  now: Date = new Date(),
): Promise<void> {
  if (hasPasswordSignIn(user) && user.email) {
    if (!password) throw refusals.missingPassword();
    const checked = await verifyPassword({ email: user.email, password }, client).catch((error: unknown) => {
      // 401 is a wrong password; a 429 (locked out) or Auth being down stays what it is.
      throw error instanceof AppError && error.status === 401 ? refusals.wrongPassword() : error;
    });
    if (checked.uid !== user.uid) throw refusals.wrongPassword();
    return;
  }
  if (now.getTime() / 1000 - token.auth_time > RECENT_SIGN_IN_SECONDS) throw refusals.signInAgain();
}
