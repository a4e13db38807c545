import { AppError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';

/**
 * Password sign-in through the Identity Toolkit REST API (what the browser SDK calls). The admin
 * SDK cannot check a password, so the server asks Auth itself; the Auth emulator serves the same
 * API under its host, which is how tests and `npm start` sign in.
 */

const DEMO_API_KEY = 'demo-api-key';

/**
 * The project's public web API key (it ships in every web app's config; it is not a secret), from
 * WEB_API_KEY, set for deploys in functions/.env.<project-id>. A plain environment variable, not a
 * `defineString` param: the Functions emulator stops to ask for an unset param's value on the
 * terminal. The Auth emulator accepts any key, so the demo key stands in locally.
 */
export function webApiKey(): string {
  return process.env.WEB_API_KEY || DEMO_API_KEY;
}

export function identityToolkitBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  return emulator ? `http://${emulator}/identitytoolkit.googleapis.com/v1` : 'https://identitytoolkit.googleapis.com/v1';
}

/** Auth's answers that mean "these credentials do not open an account"; which one is never told. */
const REJECTED_CREDENTIALS = new Set([
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_LOGIN_CREDENTIALS',
  'USER_DISABLED',
  'INVALID_EMAIL',
]);

/** Auth's error messages look like `CODE` or `CODE : explanation`. */
export function identityToolkitErrorCode(message: string): string {
  return message.split(':')[0]?.trim() ?? '';
}

export type PasswordSignIn = { kind: 'signed-in'; uid: string; idToken: string } | { kind: 'rejected' };

interface SignInBody {
  localId?: unknown;
  idToken?: unknown;
  error?: { message?: unknown };
}

const unavailable = () => new AppError(503, 'Sign-in is unavailable right now. Please try again later.');

/**
 * Checks an email and password with Auth. Wrong credentials are a `rejected` outcome (the caller
 * counts them for rate limiting); anything else that goes wrong is an AppError.
 */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignIn> {
  const emulated = !!process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const key = webApiKey();
  if (!emulated && key === DEMO_API_KEY) {
    // Production without WEB_API_KEY would send every student a misleading "wrong password".
    logger.error('WEB_API_KEY is not set: set it to the web app API key in functions/.env.<project>.');
    throw unavailable();
  }

  let response: Response;
  let body: SignInBody;
  try {
    response = await fetch(`${identityToolkitBaseUrl()}/accounts:signInWithPassword?key=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(10_000),
    });
    body = (await response.json()) as SignInBody;
  } catch (error) {
    logger.error('Identity Toolkit sign-in request failed', error);
    throw unavailable();
  }

  if (response.ok && typeof body.localId === 'string' && typeof body.idToken === 'string') {
    return { kind: 'signed-in', uid: body.localId, idToken: body.idToken };
  }
  const code = identityToolkitErrorCode(typeof body.error?.message === 'string' ? body.error.message : '');
  if (REJECTED_CREDENTIALS.has(code)) return { kind: 'rejected' };
  if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') {
    throw new AppError(429, 'Too many failed login attempts. Please try again later.');
  }
  logger.error(`Identity Toolkit sign-in failed: ${response.status} ${code}`);
  throw unavailable();
}
