import { useState, type FormEvent } from 'react';
import type { OAuthCredential, ConfirmationResult } from 'firebase/auth';
import { indianMobileNumber, MOBILE_NUMBER_MESSAGE } from '@chem/contract';
import { showAlert, showToast } from '../../../lib/dialogs';
import { authErrorCode, confirmPhoneCode, linkGoogleToAccount, sendPhoneCode, signInWithGoogle } from '../../../lib/provider-auth';
import { failureMessage, logIn, startUserSession } from '../api/accounts';
import { providerSession, type ProviderSession } from '../api/provider-sign-in';
import { CompleteProfileForm } from './complete-profile-form';
import { PasswordField, TextField } from './form-field';
import { PROVIDER_TEXT as T } from './provider-sign-in-messages';

const RECAPTCHA_CONTAINER = 'phone-recaptcha';

type Step =
  | { kind: 'choose' }
  | { kind: 'phone'; confirmation?: ConfirmationResult; number?: string }
  | { kind: 'link'; email: string; credential: OAuthCredential }
  | { kind: 'complete'; session: ProviderSession };

interface ProviderSignInProps {
  /** Called just before the session is stored (the page then keeps showing this flow). */
  onSessionStart: () => void;
  onSignedIn: () => void;
  /** Told when this flow needs the whole card (OTP, password to link, completion) or gives it back. */
  onExclusiveChange: (exclusive: boolean) => void;
}

/** What the student should read for an Auth SDK error of the phone or Google flow. */
function authFailure(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/invalid-verification-code':
      return T.wrongCode;
    case 'auth/code-expired':
      return T.expiredCode;
    case 'auth/invalid-phone-number':
      return MOBILE_NUMBER_MESSAGE;
    case 'auth/too-many-requests':
      return T.tooManyRequests;
    default:
      return failureMessage(error, T.genericFailure);
  }
}

/** "Continue with Google" and "Continue with mobile number" on /AuthPage (mounted under the form). */
export function ProviderSignIn({ onSessionStart, onSignedIn, onExclusiveChange }: ProviderSignInProps) {
  const [step, setStepState] = useState<Step>({ kind: 'choose' });
  const setStep = (next: Step) => {
    setStepState(next);
    onExclusiveChange(next.kind !== 'choose');
  };
  const [busy, setBusy] = useState(false);
  const [phoneInput, setPhoneInput] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  async function finish(idToken: string) {
    const session = await providerSession(idToken);
    onSessionStart();
    await startUserSession(session);
    if (session.missingFields.length > 0) {
      setStep({ kind: 'complete', session });
      return;
    }
    void showToast(T.signedIn, 'success', 1500);
    onSignedIn();
  }

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      await showAlert({ title: T.signInFailed, text: authFailure(error), icon: 'error', confirmButtonText: 'OK' });
    } finally {
      setBusy(false);
    }
  }

  const google = () =>
    run(async () => {
      const outcome = await signInWithGoogle();
      if (outcome.kind === 'signed-in') await finish(outcome.idToken);
      else if (outcome.kind === 'link-needed') setStep({ kind: 'link', email: outcome.email, credential: outcome.credential });
    });

  function sendCode(event: FormEvent) {
    event.preventDefault();
    const number = indianMobileNumber(phoneInput);
    if (!number) {
      setFieldError(MOBILE_NUMBER_MESSAGE);
      return;
    }
    setFieldError(undefined);
    void run(async () => setStep({ kind: 'phone', number, confirmation: await sendPhoneCode(number, RECAPTCHA_CONTAINER) }));
  }

  function verifyCode(event: FormEvent, confirmation: ConfirmationResult) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setFieldError(T.badCodeFormat);
      return;
    }
    setFieldError(undefined);
    void run(async () => {
      try {
        await finish(await confirmPhoneCode(confirmation, code.trim()));
      } catch (error) {
        const message = authFailure(error);
        if (message === T.wrongCode || message === T.expiredCode) {
          setFieldError(message);
          return;
        }
        throw error;
      }
    });
  }

  function link(event: FormEvent, email: string, credential: OAuthCredential) {
    event.preventDefault();
    if (!password) return setFieldError('Password is required.');
    void run(async () => {
      // The password is checked by the API's login (with its lockouts), then Google joins that account.
      const session = await logIn({ email, password });
      onSessionStart();
      await linkGoogleToAccount(session.customToken, credential);
      await startUserSession(session);
      void showToast(T.signedIn, 'success', 1500);
      onSignedIn();
    });
  }

  const back = () => {
    setFieldError(undefined);
    setCode('');
    setStep({ kind: 'choose' });
  };

  if (step.kind === 'complete') return <CompleteProfileForm session={step.session} onDone={onSignedIn} />;

  return (
    <div className="provider-sign-in">
      <p className="provider-divider">
        <span>{T.divider}</span>
      </p>

      {step.kind === 'choose' && (
        <div className="provider-buttons">
          <button type="button" className="button button-outline provider-button" disabled={busy} onClick={() => void google()}>
            {T.google}
          </button>
          <button
            type="button"
            className="button button-outline provider-button"
            disabled={busy}
            onClick={() => setStep({ kind: 'phone' })}
          >
            {T.phone}
          </button>
        </div>
      )}

      {step.kind === 'phone' && !step.confirmation && (
        <form className="auth-form" noValidate onSubmit={sendCode}>
          <div className="phone-input">
            <span className="phone-prefix" aria-hidden="true">
              +91
            </span>
            <TextField
              id="provider-phone"
              label={T.phoneLabel}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={phoneInput}
              onValueChange={setPhoneInput}
              hint={T.phoneHint}
              error={fieldError}
            />
          </div>
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? T.sendingCode : T.sendCode}
            </button>
            <button type="button" className="button button-outline" onClick={back}>
              {T.cancel}
            </button>
          </div>
        </form>
      )}

      {step.kind === 'phone' && step.confirmation && (
        <form className="auth-form" noValidate onSubmit={(event) => verifyCode(event, step.confirmation!)}>
          <TextField
            id="provider-code"
            label={T.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onValueChange={setCode}
            hint={T.codeHint(step.number ?? '')}
            error={fieldError}
          />
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? T.verifyingCode : T.verifyCode}
            </button>
            <button type="button" className="button button-outline" onClick={() => setStep({ kind: 'phone' })}>
              {T.changeNumber}
            </button>
          </div>
        </form>
      )}

      {step.kind === 'link' && (
        <form className="auth-form" noValidate onSubmit={(event) => link(event, step.email, step.credential)}>
          <h2 className="provider-title">{T.linkTitle}</h2>
          <p>{T.linkLead(step.email)}</p>
          <PasswordField
            id="provider-link-password"
            label={T.linkPassword}
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            error={fieldError}
          />
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? T.linkSubmitting : T.linkSubmit}
            </button>
            <button type="button" className="button button-outline" onClick={back}>
              {T.cancel}
            </button>
          </div>
        </form>
      )}

      {/* Firebase's invisible reCAPTCHA (production only) renders here. */}
      <div id={RECAPTCHA_CONTAINER} />
    </div>
  );
}
