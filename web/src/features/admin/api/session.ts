import type { AdminLoginAnswer } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { adoptSession } from '../../../lib/auth';
import { storeAdminSession } from '../../../lib/session';

const NO_TOKEN_MESSAGE = 'Login failed: No token received.';

/** Thrown when the server said yes but sent no token: the spec's own message for that case. */
export class NoTokenError extends Error {
  constructor() {
    super(NO_TOKEN_MESSAGE);
  }
}

/**
 * Signs the admin in: the API checks the password and the admin claim, the session is stored as
 * the spec keeps it (admin info and token), and the Firebase SDK adopts it so the token is
 * refreshed after its hour. Without the SDK the stored token still works until it expires.
 */
export async function logInAdmin(credentials: { email: string; password: string }): Promise<void> {
  // An empty answer is possible in principle (a proxy); the spec names its message.
  const answer: AdminLoginAnswer | undefined = await callApi('POST /api/admin/adminLogin', { body: credentials, token: null });
  if (!answer?.token) throw new NoTokenError();
  storeAdminSession(answer.admin, answer.token);
  if (answer.customToken) {
    await adoptSession(answer.customToken).catch((error: unknown) => console.error('Could not start the Firebase session', error));
  }
}

/** Asks the server whether the current token carries the admin claim. */
export async function verifyAdmin(signal?: AbortSignal): Promise<boolean> {
  const { isAdmin } = await callApi('GET /api/admin/verify-admin', { signal });
  return isAdmin === true;
}
