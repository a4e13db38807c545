import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStoredUser } from '../../../lib/use-session';
import { ForgotPassword } from '../../account-recovery/components/forgot-password';
import { LoginForm } from '../components/login-form';
import { ProviderSignIn } from '../components/provider-sign-in';
import { SignupForm } from '../components/signup-form';
import '../components/auth-page.css';

type Mode = 'login' | 'signup';

const COPY: Record<Mode, { title: string; lead: string }> = {
  login: { title: 'Welcome back', lead: 'Log in to open your dashboard, notes and subscription.' },
  signup: { title: 'Create your account', lead: 'Join the classes: notes, video lectures and a dashboard of your own.' },
};

/** /AuthPage: Login and Signup with a toggle (product-spec §2, §4, §5). `?mode=signup` opens Signup. */
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
  useDocumentTitle(mode === 'signup' ? 'Sign up' : 'Login');

  const switchTo = (next: Mode) => setParams(next === 'signup' ? { mode: 'signup' } : {}, { replace: true });
  const openDashboard = () => navigate('/UserDashboard', { replace: true });

  if (user && !finishing) {
    return (
      <section className="auth-page" aria-labelledby="auth-title">
        <div className="auth-card auth-card-signed-in">
          <h1 id="auth-title">You are logged in</h1>
          <p>
            Signed in as <strong>{user.email || user.phone}</strong>.
          </p>
          <div className="button-row">
            <Link className="button button-primary" to="/UserDashboard">
              Go to dashboard
            </Link>
            <Link className="button button-outline" to="/">
              Back to home
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
        <div className="auth-toggle" role="group" aria-label="Login or sign up">
          <button type="button" aria-pressed={mode === 'login'} onClick={() => switchTo('login')}>
            Login
          </button>
          <button type="button" aria-pressed={mode === 'signup'} onClick={() => switchTo('signup')}>
            Signup
          </button>
        </div>

        <h1 id="auth-title">{title}</h1>
        <p className="auth-lead">{lead}</p>

        {/* Keyed so switching forms starts the other one fresh. */}
        {providerFlow ? null : mode === 'login' ? (
          <LoginForm key="login" onSessionStart={() => setFinishing(true)} onSignedIn={openDashboard} />
        ) : (
          <SignupForm key="signup" onSessionStart={() => setFinishing(true)} onSignedUp={openDashboard} />
        )}
        {mode === 'login' && <ForgotPassword idPrefix="login" />}

        <ProviderSignIn onSessionStart={() => setFinishing(true)} onSignedIn={openDashboard} onExclusiveChange={setProviderFlow} />

        <p className="auth-switch">
          {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
          <button type="button" className="auth-link-button" onClick={() => switchTo(mode === 'login' ? 'signup' : 'login')}>
            {mode === 'login' ? 'Sign up' : 'Log in'}
          </button>
        </p>
      </div>
    </section>
  );
}
