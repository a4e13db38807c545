import { FormActions } from '../../../components/form/form-actions';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import type { OAuthCredential, ConfirmationResult } from 'firebase/auth';
import { indianMobileNumber, MOBILE_NUMBER_MESSAGE } from '@chem/contract';
import { showAlert, showToast } from '../../../lib/dialogs';
import { authErrorCode, confirmPhoneCode, linkGoogleToAccount, sendPhoneCode, signInWithGoogle } from '../../../lib/provider-auth';
import { logIn, startUserSession } from '../api/accounts';
import { providerSession, type ProviderSession } from '../api/provider-sign-in';
import { CompleteProfileForm } from './complete-profile-form';
import { PasswordField, TextField } from '../../../components/form/fields';
import { translate, useT } from '../../../i18n/catalog';
import { accountsCatalog, type AccountsId } from '../i18n';

/** Outside render (dialogs, checks): the interface language's text; the form rendered with the catalogue. */
const T = (id: AccountsId) => translate(accountsCatalog, id);

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
      return T('accounts.provider.wrongCode');
    case 'auth/code-expired':
      return T('accounts.provider.expiredCode');
    case 'auth/invalid-phone-number':
      return MOBILE_NUMBER_MESSAGE;
    case 'auth/too-many-requests':
      return T('accounts.provider.tooManyRequests');
    default:
      return errorText(error, T('accounts.provider.genericFailure'));
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
  const t = useT(accountsCatalog);

  async function finish(idToken: string) {
    const session = await providerSession(idToken);
    onSessionStart();
    await startUserSession(session);
    if (session.missingFields.length > 0) {
      setStep({ kind: 'complete', session });
      return;
    }
    void showToast(T('accounts.login.successful'), 'success', 1500);
    onSignedIn();
  }

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      await showAlert({
        title: T('accounts.provider.signInFailed'),
        text: authFailure(error),
        icon: 'error',
        confirmButtonText: T('accounts.ok'),
      });
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
      setFieldError(T('accounts.provider.badCodeFormat'));
      return;
    }
    setFieldError(undefined);
    void run(async () => {
      try {
        await finish(await confirmPhoneCode(confirmation, code.trim()));
      } catch (error) {
        const message = authFailure(error);
        if (message === T('accounts.provider.wrongCode') || message === T('accounts.provider.expiredCode')) {
          setFieldError(message);
          return;
        }
        throw error;
      }
    });
  }

  function link(event: FormEvent, email: string, credential: OAuthCredential) {
    event.preventDefault();
    if (!password) return setFieldError(T('accounts.provider.passwordRequired'));
    void run(async () => {
      // The password is checked by the API's login (with its lockouts), then Google joins that account.
      const session = await logIn({ email, password });
      onSessionStart();
      await linkGoogleToAccount(session.customToken, credential);
      await startUserSession(session);
      void showToast(T('accounts.login.successful'), 'success', 1500);
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
        <span>{t('accounts.provider.divider')}</span>
      </p>

      {step.kind === 'choose' && (
        <div className="provider-buttons">
          <button type="button" className="button button-outline provider-button" disabled={busy} onClick={() => void google()}>
            {t('accounts.provider.google')}
          </button>
          <button
            type="button"
            className="button button-outline provider-button"
            disabled={busy}
            onClick={() => setStep({ kind: 'phone' })}
          >
            {t('accounts.provider.phone')}
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
              label={t('accounts.provider.phoneLabel')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={phoneInput}
              onValueChange={setPhoneInput}
              hint={t('accounts.provider.phoneHint')}
              error={fieldError}
            />
          </div>
          <FormActions
            busy={busy}
            submitLabel={t('accounts.provider.sendCode')}
            busyLabel={t('accounts.provider.sendingCode')}
            onCancel={back}
            cancelLabel={t('accounts.provider.cancel')}
          />
        </form>
      )}

      {step.kind === 'phone' && step.confirmation && (
        <form className="auth-form" noValidate onSubmit={(event) => verifyCode(event, step.confirmation!)}>
          <TextField
            id="provider-code"
            label={t('accounts.provider.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onValueChange={setCode}
            hint={t('accounts.provider.codeHint', { phone: step.number ?? '' })}
            error={fieldError}
          />
          <FormActions
            busy={busy}
            submitLabel={t('accounts.provider.verifyCode')}
            busyLabel={t('accounts.provider.verifyingCode')}
            onCancel={() => setStep({ kind: 'phone' })}
            cancelLabel={t('accounts.provider.changeNumber')}
          />
        </form>
      )}

      {step.kind === 'link' && (
        <form className="auth-form" noValidate onSubmit={(event) => link(event, step.email, step.credential)}>
          <h2 className="provider-title">{t('accounts.provider.linkTitle')}</h2>
          <p>{t('accounts.provider.linkLead', { email: step.email })}</p>
          <PasswordField
            id="provider-link-password"
            label={t('accounts.field.password')}
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            error={fieldError}
          />
          <FormActions
            busy={busy}
            submitLabel={t('accounts.provider.linkSubmit')}
            busyLabel={t('accounts.provider.linkSubmitting')}
            onCancel={back}
            cancelLabel={t('accounts.provider.cancel')}
          />
        </form>
      )}

      {/* Firebase's invisible reCAPTCHA (production only) renders here. */}
      <div id={RECAPTCHA_CONTAINER} />
    </div>
  );
}
