import type { DecodedIdToken } from 'firebase-admin/auth';
import type { EmailVerificationStatus, VerificationSentAnswer } from '@chem/contract';
import { ownDataCounters } from '../config/rate-limits.js';
import { AppError, badRequest, notFound } from '../lib/errors.js';
import { adminAuth } from '../lib/firebase.js';
import { logger } from '../lib/logger.js';
import { takeAttempt } from '../lib/rate-limit.js';
import { identityToolkitBaseUrl, identityToolkitErrorCode, webApiKey } from './auth-rest.js';
import { hasPasswordSignIn } from './owner-proof.js';

/**
 * Email verification is Firebase Auth's own: Auth sends its VERIFY_EMAIL message (the template in
 * the console) and flips `emailVerified` when the link is opened. The server asks for it with an
 * ID token of the account, which it makes itself (a custom token exchanged through Auth's REST
 * API), so the same call serves a signup and the dashboard's Resend. (A changed email is verified
 * by the link of services/profile-changes.ts before it becomes the account's.) The Auth
 * emulator keeps the links at /emulator/v1/projects/<project>/oobCodes instead of mailing them.
 */

const unavailable = () => new AppError(503, 'We could not send the verification email right now. Please try again later.');

async function identityToolkit(method: string, body: object): Promise<Record<string, unknown>> {
  let response: Response;
  let answer: Record<string, unknown>;
  try {
    response = await fetch(`${identityToolkitBaseUrl()}/${method}?key=${encodeURIComponent(webApiKey())}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    answer = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    logger.error(`Identity Toolkit ${method} request failed`, error);
    throw unavailable();
  }
  if (!response.ok) {
    const error = answer.error as { message?: unknown } | undefined;
    logger.error(`Identity Toolkit ${method} failed: ${response.status} ${identityToolkitErrorCode(String(error?.message ?? ''))}`);
    throw unavailable();
  }
  return answer;
}

/** Asks Auth to send its verification email to the account's current email. */
export async function sendVerificationEmail(uid: string, idToken?: string): Promise<void> {
  let token = idToken;
  if (!token) {
    const customToken = await adminAuth().createCustomToken(uid);
    const session = await identityToolkit('accounts:signInWithCustomToken', { token: customToken, returnSecureToken: true });
    if (typeof session.idToken !== 'string') throw unavailable();
    token = session.idToken;
  }
  await identityToolkit('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: token });
}

/** After a signup: a failure is logged, never the student's problem (they can Resend). */
export async function sendVerificationEmailQuietly(uid: string, idToken?: string): Promise<void> {
  await sendVerificationEmail(uid, idToken).catch((error: unknown) =>
    logger.error(`Verification email for ${uid} could not be sent`, error),
  );
}

async function authUser(uid: string) {
  return adminAuth()
    .getUser(uid)
    .catch((error: unknown) => {
      throw (error as { code?: unknown }).code === 'auth/user-not-found' ? notFound('Profile not found.') : error;
    });
}

/** Auth's state of the caller's email, and how an account change would ask them to prove themselves. */
export async function verificationStatus(token: DecodedIdToken, now: Date = new Date()): Promise<EmailVerificationStatus> {
  const user = await authUser(token.uid);
  return {
    email: user.email ?? null,
    emailVerified: user.email ? user.emailVerified : false,
    hasPassword: hasPasswordSignIn(user),
    signInAgeSeconds: Math.max(0, Math.floor(now.getTime() / 1000 - token.auth_time)),
  };
}

/** The dashboard's Resend: limited per account and per client address (config/rate-limits.ts). */
export async function resendVerificationEmail(uid: string, client: string): Promise<VerificationSentAnswer> {
  const user = await authUser(uid);
  if (!user.email) throw badRequest('Your account has no email address to verify.');
  if (user.emailVerified) throw badRequest('Your email is already verified.');
  await takeAttempt(ownDataCounters('verification-email', uid, client));
  await sendVerificationEmail(uid);
  return { sent: true, email: user.email };
}
