import { FormActions } from '../../../components/form/form-actions';
import { AdminField } from '../../../components/form/admin-field';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getStoredAdminToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useT } from '../../../i18n/catalog';
import { ForgotPassword } from '../../account-recovery';
import { errorText } from '../../../lib/error-text';
import { logInAdmin, NoTokenError } from '../api/session';
import { AdminGoogleLogin } from '../components/admin-google-login';
import { adminCatalog } from '../i18n';
import '../components/admin.css';
import { ADMIN_PATH } from '../../../config/paths';

/** /Chemistry/Admin/login: email and password, then the dashboard. */
export function Component() {
  const t = useT(adminCatalog);
  useDocumentTitle(t('admin.login.title'));
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  // An admin who is already signed in in this tab goes straight on; /admin verifies the token.
  useEffect(() => {
    if (getStoredAdminToken()) navigate(ADMIN_PATH, { replace: true });
  }, [navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError('');
    try {
      await logInAdmin({ email: email.trim(), password });
      navigate(ADMIN_PATH, { replace: true });
    } catch (failure) {
      setError(failure instanceof NoTokenError ? t('admin.login.noToken') : errorText(failure, t('admin.login.failed')));
      setSubmitting(false);
    }
  }

  return (
    <section className="admin-login" aria-labelledby="admin-login-title">
      <div className="admin-login-card">
        <h1 id="admin-login-title">{t('admin.login.title')}</h1>
        <p className="admin-login-lead">{t('admin.login.lead')}</p>
        {/* The browser checks the form (an email address, both fields filled) before anything is sent. */}
        <form className="admin-form" onSubmit={submit}>
          <AdminField id="admin-email" label={t('admin.login.email')}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="username"
                inputMode="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </AdminField>
          <AdminField id="admin-password" label={t('admin.login.password')}>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </AdminField>
          {error && (
            <p className="admin-form-error" role="alert">
              {error}
            </p>
          )}
          <FormActions
            bare
            submitClassName="button button-primary admin-login-submit"
            busy={submitting}
            submitLabel={t('admin.login.submit')}
            busyLabel={t('admin.login.submitting')}
          />
        </form>
        <ForgotPassword idPrefix="admin" />
        <AdminGoogleLogin onSignedIn={() => navigate(ADMIN_PATH, { replace: true })} />
      </div>
    </section>
  );
}
