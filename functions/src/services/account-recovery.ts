import {
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  MIN_PASSWORD_LENGTH,
  type AccountSession,
  type MessageAnswer,
  type PasswordChange,
  type PasswordReset,
  type ResetCodeAnswer,
  type ResetCodeCheck,
  type ResetLinkRequest,
} from '@chem/contract';
import { passwordChangeLimit, resetCodeLimit, resetLinkCounters, signOutEverywhereLimit } from '../config/rate-limits.js';
import { AppError, badRequest, notFound, unauthorized } from '../lib/errors.js';
import { adminAuth } from '../lib/firebase.js';
import { consume, takeAttempt } from '../lib/rate-limit.js';
import { logIn, sessionFor } from './accounts.js';
import { signInWithPassword } from './auth-rest.js';
import { verifyPassword } from './owner-proof.js';
import { confirmPasswordReset, sendPasswordResetEmail, verifyPasswordResetCode } from './password-reset-rest.js';

/**
 * Getting back into an account (a reset link by email) and keeping it safe from the dashboard
 * (a new password, signing out on every device). Nothing answered here tells whether an email
 * has an account: the link request answers every address alike, and a code speaks only for itself.
 */

const WEAK_PASSWORD = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SIGNED_OUT_EVERYWHERE = 'You have been signed out on all devices.';

/** Counts the request for the address and the client whether or not there is an account, then asks Auth. */
export async function requestResetLink({ email }: ResetLinkRequest, client: string): Promise<MessageAnswer> {
  await takeAttempt(resetLinkCounters(email, client));
  await sendPasswordResetEmail(email);
  return { message: RESET_LINK_SENT };
}

/** Whose account a code opens, before the page asks for a new password. */
export async function checkResetCode({ oobCode }: ResetCodeCheck, client: string): Promise<ResetCodeAnswer> {
  await consume(resetCodeLimit(), client);
  const checked = await verifyPasswordResetCode(oobCode);
  if (checked.kind !== 'valid') throw badRequest(RESET_LINK_INVALID);
  return { email: checked.email };
}

/**
 * Sets the new password with the code, then signs the student in with it, answering what a login
 * answers. The code was the secret checked here (behind its own limit), so this sign-in is not
 * counted against the failed-login limits: a student whose address failed logins earlier still
 * gets in with the password they have just set.
 */
export async function resetPassword({ oobCode, password }: PasswordReset, client: string): Promise<AccountSession> {
  await consume(resetCodeLimit(), client);
  const reset = await confirmPasswordReset(oobCode, password);
  if (reset.kind === 'invalid') throw badRequest(RESET_LINK_INVALID);
  if (reset.kind === 'weak-password') throw badRequest(WEAK_PASSWORD);
  const signedIn = await signInWithPassword(reset.email, password);
  // A disabled account: the reset worked, the sign-in cannot.
  if (signedIn.kind === 'rejected') throw unauthorized('Invalid email or password.');
  return sessionFor(signedIn.uid, signedIn.idToken, reset.email);
}

async function passwordEmail(uid: string): Promise<string> {
  const user = await adminAuth()
    .getUser(uid)
    .catch(() => {
      throw notFound('Account not found.');
    });
  if (!user.email || !user.providerData.some((provider) => provider.providerId === 'password')) {
    throw badRequest('This account signs in without a password.');
  }
  return user.email;
}

/**
 * A new password from the dashboard. The current one is checked behind the failed-login limits, so
 * a stolen session cannot be used to guess it; the answer is a fresh session, because Auth may end
 * the sessions that began before the change, this one included.
 */
export async function changePassword(uid: string, { currentPassword, password }: PasswordChange, client: string): Promise<AccountSession> {
  await consume(passwordChangeLimit(), uid);
  const email = await passwordEmail(uid);
  const checked = await verifyPassword({ email, password: currentPassword }, client).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 401 ? badRequest(WRONG_CURRENT_PASSWORD) : error;
  });
  if (checked.uid !== uid) throw badRequest(WRONG_CURRENT_PASSWORD);
  await adminAuth()
    .updateUser(uid, { password })
    .catch((error: unknown) => {
      const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
      throw code === 'auth/invalid-password' ? badRequest(WEAK_PASSWORD) : error;
    });
  return logIn({ email, password }, client);
}

/** Ends every session: refresh tokens stop working, and routes that check revocation refuse older ID tokens. */
export async function signOutEverywhere(uid: string): Promise<MessageAnswer> {
  await consume(signOutEverywhereLimit(), uid);
  await adminAuth().revokeRefreshTokens(uid);
  return { message: SIGNED_OUT_EVERYWHERE };
}
