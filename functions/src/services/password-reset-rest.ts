import { AppError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { identityToolkitBaseUrl, identityToolkitErrorCode, webApiKey } from './auth-rest.js';

/**
 * The password-reset half of the Identity Toolkit REST API (what the browser SDK's
 * sendPasswordResetEmail, verifyPasswordResetCode and confirmPasswordReset call). Auth sends the
 * email with its own template; the Auth emulator keeps the code at its out-of-band codes endpoint.
 */

const unavailable = () => new AppError(503, 'Password reset is unavailable right now. Please try again later.');

interface ToolkitAnswer {
  ok: boolean;
  status: number;
  /** Auth's error code (`EXPIRED_OOB_CODE`), '' on success. */
  code: string;
  body: Record<string, unknown>;
}

async function callToolkit(method: string, payload: Record<string, unknown>): Promise<ToolkitAnswer> {
  const key = webApiKey();
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST && key === 'demo-api-key') {
    logger.error('WEB_API_KEY is not set: set it to the web app API key in functions/.env.<project>.');
    throw unavailable();
  }
  try {
    const response = await fetch(`${identityToolkitBaseUrl()}/accounts:${method}?key=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as Record<string, unknown>;
    const error = body.error as { message?: unknown } | undefined;
    const code = response.ok ? '' : identityToolkitErrorCode(typeof error?.message === 'string' ? error.message : '');
    return { ok: response.ok, status: response.status, code, body };
  } catch (error) {
    logger.error(`Identity Toolkit ${method} request failed`, error);
    throw unavailable();
  }
}

/**
 * Where Auth's email link leads after the reset (its `continueUrl`): the site's login page.
 * PASSWORD_RESET_CONTINUE_URL sets it for a deploy; locally the site the emulators serve. Without
 * one, the link still opens the site through the Auth template's action URL (docs/accounts.md).
 */
export function resetContinueUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.PASSWORD_RESET_CONTINUE_URL?.trim();
  if (configured) return configured;
  if (env.FIREBASE_AUTH_EMULATOR_HOST) return `${env.SITE_URL?.trim() || 'http://127.0.0.1:5000'}/AuthPage`;
  return undefined;
}

/**
 * Asks Auth to email a reset link. Whatever Auth says about the address (no account, disabled,
 * too many mails) stays here: the caller answers every address the same way.
 */
export async function sendPasswordResetEmail(email: string): Promise<void> {
  const continueUrl = resetContinueUrl();
  const answer = await callToolkit('sendOobCode', { requestType: 'PASSWORD_RESET', email, ...(continueUrl ? { continueUrl } : {}) });
  if (answer.ok || answer.code === 'EMAIL_NOT_FOUND') return;
  logger.warn(`Identity Toolkit did not send a reset email: ${answer.status} ${answer.code}`);
}

export type ResetCodeOutcome = { kind: 'valid'; email: string } | { kind: 'invalid' } | { kind: 'weak-password' };

/** Auth's answers for a code it will not take: expired, used, never issued, or its user gone. */
const REFUSED_CODES = new Set(['EXPIRED_OOB_CODE', 'INVALID_OOB_CODE', 'USER_DISABLED', 'EMAIL_NOT_FOUND', 'USER_NOT_FOUND']);

function outcome(answer: ToolkitAnswer): ResetCodeOutcome {
  if (answer.ok) {
    const requestType = answer.body.requestType;
    const email = answer.body.email;
    // A code of another kind (verify email) is not a reset link.
    if (typeof email !== 'string' || (requestType !== undefined && requestType !== 'PASSWORD_RESET')) return { kind: 'invalid' };
    return { kind: 'valid', email: email.toLowerCase() };
  }
  if (REFUSED_CODES.has(answer.code)) return { kind: 'invalid' };
  if (answer.code === 'WEAK_PASSWORD') return { kind: 'weak-password' };
  logger.error(`Identity Toolkit resetPassword failed: ${answer.status} ${answer.code}`);
  throw unavailable();
}

/** Checks a reset code without using it up: whose account it opens. */
export async function verifyPasswordResetCode(oobCode: string): Promise<ResetCodeOutcome> {
  return outcome(await callToolkit('resetPassword', { oobCode }));
}

/** Sets the new password with the code, which is then used up. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<ResetCodeOutcome> {
  return outcome(await callToolkit('resetPassword', { oobCode, newPassword }));
}
