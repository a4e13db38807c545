import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { adoptSession, signOutEverywhere } from '../../../lib/auth';
import { signInWithGoogle } from '../../../lib/provider-auth';
import { storeAdminSession } from '../../../lib/session';
import { useT } from '../../../i18n/catalog';
import { adminCatalog } from '../i18n';

/**
 * Admin login with Google (mounted under the password form): the API checks the Google sign-in's
 * ID token and the `admin` claim alone decides, exactly as for the password.
 */
export function AdminGoogleLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT(adminCatalog);
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
        setError(t('admin.google.usePassword'));
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
      setError(errorText(failure, t('admin.login.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-google-login">
      <button type="button" className="button button-outline admin-login-submit" disabled={busy} onClick={() => void signIn()}>
        {busy ? t('admin.google.working') : t('admin.google.button')}
      </button>
      {error && (
        <p className="admin-form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
