import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getStoredAdminToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ForgotPassword } from '../../account-recovery/components/forgot-password';
import { failureText } from '../api/failure';
import { logInAdmin, NoTokenError } from '../api/session';
import { AdminGoogleLogin } from '../components/admin-google-login';
import '../components/admin.css';

/** /Chemistry/Admin/login (product-spec §2, §8): email and password, then the dashboard. */
export function Component() {
  useDocumentTitle('Admin login');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  // An admin who is already signed in in this tab goes straight on; /admin verifies the token.
  useEffect(() => {
    if (getStoredAdminToken()) navigate('/admin', { replace: true });
  }, [navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError('');
    try {
      await logInAdmin({ email: email.trim(), password });
      navigate('/admin', { replace: true });
    } catch (failure) {
      setError(failure instanceof NoTokenError ? failure.message : failureText(failure, 'Login failed'));
      setSubmitting(false);
    }
  }

  return (
    <section className="admin-login" aria-labelledby="admin-login-title">
      <div className="admin-login-card">
        <h1 id="admin-login-title">Admin login</h1>
        <p className="admin-login-lead">Sign in to manage courses, notes, plans and messages.</p>
        {/* The browser checks the spec's rules (§5: email-typed, both required) before sending. */}
        <form className="admin-form" onSubmit={submit}>
          <div className="admin-field">
            <label htmlFor="admin-email">Email</label>
            <input
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="admin-field">
            <label htmlFor="admin-password">Password</label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {error && (
            <p className="admin-form-error" role="alert">
              {error}
            </p>
          )}
          <button className="button button-primary admin-login-submit" type="submit" disabled={submitting}>
            {submitting ? 'Logging in...' : 'Login'}
          </button>
        </form>
        <ForgotPassword idPrefix="admin" />
        <AdminGoogleLogin onSignedIn={() => navigate('/admin', { replace: true })} />
      </div>
    </section>
  );
}
