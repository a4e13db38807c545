import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { adoptSession, signOutEverywhere } from '../../../lib/auth';
import { signInWithGoogle } from '../../../lib/provider-auth';
import { storeAdminSession } from '../../../lib/session';
import { failureText } from '../api/failure';

const TEXT = {
  button: 'Continue with Google',
  working: 'Signing in…',
  usePassword: 'This Google account shares its email with a password account: log in with the password.',
} as const;

/**
 * Admin login with Google (mounted under the password form): the API checks the Google sign-in's
 * ID token and the `admin` claim alone decides, exactly as for the password.
 */
export function AdminGoogleLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function signIn() {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const outcome = await signInWithGoogle();
      if (outcome.kind === 'cancelled') return;
      if (outcome.kind === 'link-needed') {
        setError(TEXT.usePassword);
        return;
      }
      const answer = await callApi('POST /api/admin/provider-login', { body: { idToken: outcome.idToken }, token: null }).catch(
        async (failure: unknown) => {
          // A refused Google account must not stay signed in to Firebase in this tab.
          await signOutEverywhere();
          throw failure;
        },
      );
      storeAdminSession(answer.admin, answer.token);
      await adoptSession(answer.customToken).catch((failure: unknown) => console.error('Could not start the Firebase session', failure));
      onSignedIn();
    } catch (failure) {
      setError(failureText(failure, 'Login failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-google-login">
      <button type="button" className="button button-outline admin-login-submit" disabled={busy} onClick={() => void signIn()}>
        {busy ? TEXT.working : TEXT.button}
      </button>
      {error && (
        <p className="admin-form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
