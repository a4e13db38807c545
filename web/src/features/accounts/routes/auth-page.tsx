import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStoredUser } from '../../../lib/use-session';
import { ForgotPassword } from '../../account-recovery';
import { LoginForm } from '../components/login-form';
import { ProviderSignIn } from '../components/provider-sign-in';
import { SignupForm } from '../components/signup-form';
import '../../../components/form/auth-form.css';
import { useT } from '../../../i18n/catalog';
import { accountsCatalog } from '../i18n';
import { DASHBOARD_PATH } from '../../../config/paths';

type Mode = 'login' | 'signup';

const COPY = {
  login: { title: 'accounts.page.welcomeBack', lead: 'accounts.page.loginLead' },
  signup: { title: 'accounts.page.createAccount', lead: 'accounts.page.signupLead' },
} as const;

/** /AuthPage: Login and Signup with a toggle. `?mode=signup` opens Signup. */
export function Component() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const user = useStoredUser();
  // Set at the moment a form succeeds, so the "already signed in" panel does not replace the form
  // while its success message is still on screen.
  const [finishing, setFinishing] = useState(false);
  // Google / mobile-number sign-in takes the whole card while it asks for an OTP, a password or details.
  const [providerFlow, setProviderFlow] = useState(false);
  const t = useT(accountsCatalog);
  useDocumentTitle(mode === 'signup' ? t('accounts.page.signupTitle') : t('accounts.page.loginTitle'));

  const switchTo = (next: Mode) => setParams(next === 'signup' ? { mode: 'signup' } : {}, { replace: true });
  const openDashboard = () => navigate(DASHBOARD_PATH, { replace: true });

  if (user && !finishing) {
    return (
      <section className="auth-page" aria-labelledby="auth-title">
        <div className="auth-card auth-card-signed-in">
          <h1 id="auth-title">{t('accounts.page.loggedIn')}</h1>
          <p>
            {t('accounts.page.signedInAs')} <strong>{user.email || user.phone}</strong>.
          </p>
          <div className="button-row">
            <Link className="button button-primary" to={DASHBOARD_PATH}>
              {t('accounts.page.goToDashboard')}
            </Link>
            <Link className="button button-outline" to="/">
              {t('accounts.page.backHome')}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  const { title, lead } = COPY[mode];
  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="auth-card">
        <div className="auth-toggle" role="group" aria-label={t('accounts.page.toggle')}>
          <button type="button" aria-pressed={mode === 'login'} onClick={() => switchTo('login')}>
            {t('accounts.page.toggleLogin')}
          </button>
          <button type="button" aria-pressed={mode === 'signup'} onClick={() => switchTo('signup')}>
            {t('accounts.page.toggleSignup')}
          </button>
        </div>

        <h1 id="auth-title">{t(title)}</h1>
        <p className="auth-lead">{t(lead)}</p>

        {/* Keyed so switching forms starts the other one fresh. */}
        {providerFlow ? null : mode === 'login' ? (
          <LoginForm key="login" onSessionStart={() => setFinishing(true)} onSignedIn={openDashboard} />
        ) : (
          <SignupForm key="signup" onSessionStart={() => setFinishing(true)} onSignedUp={openDashboard} />
        )}
        {mode === 'login' && <ForgotPassword idPrefix="login" />}

        <ProviderSignIn onSessionStart={() => setFinishing(true)} onSignedIn={openDashboard} onExclusiveChange={setProviderFlow} />

        <p className="auth-switch">
          {mode === 'login' ? t('accounts.page.noAccount') : t('accounts.page.haveAccount')}
          <button type="button" className="auth-link-button" onClick={() => switchTo(mode === 'login' ? 'signup' : 'login')}>
            {mode === 'login' ? t('accounts.page.switchSignup') : t('accounts.page.switchLogin')}
          </button>
        </p>
      </div>
    </section>
  );
}
