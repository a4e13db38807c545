/**
 * Google and phone sign-in in the browser: small wrappers around the Firebase Auth SDK, which is
 * loaded only when one of the buttons is pressed (dynamic imports, never on the home route). Each
 * sign-in ends with a Firebase ID token that the API exchanges for the site's session.
 */
import type { ConfirmationResult, OAuthCredential } from 'firebase/auth';
import { loadAuth } from './auth';

const AUTH_EMULATOR_HOST = import.meta.env.VITE_AUTH_EMULATOR_HOST as string | undefined;

export type GoogleOutcome =
  | { kind: 'signed-in'; idToken: string }
  /** Auth holds a password account with this email: its password must be confirmed before linking. */
  | { kind: 'link-needed'; email: string; credential: OAuthCredential }
  | { kind: 'cancelled' };

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

export async function signInWithGoogle(): Promise<GoogleOutcome> {
  const auth = await loadAuth();
  const sdk = await import('firebase/auth');
  const provider = new sdk.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  try {
    const result = await sdk.signInWithPopup(auth, provider);
    return { kind: 'signed-in', idToken: await result.user.getIdToken() };
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') return { kind: 'cancelled' };
    if (code === 'auth/account-exists-with-different-credential') {
      const credential = sdk.GoogleAuthProvider.credentialFromError(
        error as Parameters<typeof sdk.GoogleAuthProvider.credentialFromError>[0],
      );
      const customData = (error as { customData?: { email?: unknown } }).customData;
      if (credential && typeof customData?.email === 'string') return { kind: 'link-needed', email: customData.email, credential };
    }
    throw error;
  }
}

/**
 * Links the pending Google credential to the password account the API just signed in (its custom
 * token), so the student keeps one account; answers the fresh ID token.
 */
export async function linkGoogleToAccount(customToken: string, credential: OAuthCredential): Promise<string> {
  const auth = await loadAuth();
  const sdk = await import('firebase/auth');
  const { user } = await sdk.signInWithCustomToken(auth, customToken);
  await sdk.linkWithCredential(user, credential);
  return user.getIdToken(true);
}

/**
 * Sends the OTP to an E.164 number. In production Firebase checks an invisible reCAPTCHA bound to
 * the element `containerId`; the Auth emulator needs none (it logs the code and serves it at
 * verificationCodes). A reCAPTCHA answers once, so each send gets its own.
 */
export async function sendPhoneCode(phoneNumber: string, containerId: string): Promise<ConfirmationResult> {
  const auth = await loadAuth();
  const sdk = await import('firebase/auth');
  if (AUTH_EMULATOR_HOST) auth.settings.appVerificationDisabledForTesting = true;
  const verifier = new sdk.RecaptchaVerifier(auth, containerId, { size: 'invisible' });
  try {
    return await sdk.signInWithPhoneNumber(auth, phoneNumber, verifier);
  } finally {
    verifier.clear();
  }
}

export async function confirmPhoneCode(confirmation: ConfirmationResult, code: string): Promise<string> {
  const { user } = await confirmation.confirm(code);
  return user.getIdToken();
}

export { errorCode as authErrorCode };
