import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AUTH_PATH } from '../../../config/paths';
import '../../../components/form/auth-form.css';
import { confirmEmailChange } from '../api/recovery';
import { translate, useT } from '../../../i18n/catalog';
import { recoveryCatalog } from '../i18n';
import '../components/account-recovery.css';

type Step = { kind: 'asking' } | { kind: 'confirming' } | { kind: 'done'; email: string } | { kind: 'unusable'; message: string };

/**
 * /AuthPage/email?code=...: where the link sent to a new email address lands. The change waits
 * for the button, not the page load, so a mail scanner opening the link changes nothing. Auth ends
 * the account's sessions on an email change, so the student logs in again afterwards.
 */
export function Component() {
  const t = useT(recoveryCatalog);
  useDocumentTitle(t('recovery.emailPageTitle'));
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const [step, setStep] = useState<Step>(code ? { kind: 'asking' } : { kind: 'unusable', message: t('recovery.emailNoCode') });
  const [failure, setFailure] = useState('');

  async function confirm() {
    setStep({ kind: 'confirming' });
    setFailure('');
    try {
      const { email } = await confirmEmailChange(code);
      setStep({ kind: 'done', email });
    } catch (error) {
      // A used or expired link (400), or an address someone signed up with meanwhile (409): asking again will not help.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        setStep({ kind: 'unusable', message: error.message });
      else {
        setStep({ kind: 'asking' });
        setFailure(errorText(error, translate(recoveryCatalog, 'recovery.emailFailed')));
      }
    }
  }

  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="auth-card">
        {step.kind === 'unusable' ? (
          <>
            <h1 id="auth-title">{t('recovery.linkExpiredTitle')}</h1>
            <p className="auth-lead" role="alert">
              {step.message}
            </p>
          </>
        ) : step.kind === 'done' ? (
          <>
            <h1 id="auth-title">{t('recovery.emailPageTitle')}</h1>
            <p className="auth-lead" role="status">
              {t('recovery.emailDone', { email: step.email })}
            </p>
          </>
        ) : (
          <>
            <h1 id="auth-title">{t('recovery.emailPageTitle')}</h1>
            <p className="auth-lead">{t('recovery.emailLead')}</p>
            {failure && (
              <p className="recovery-error" role="alert">
                {failure}
              </p>
            )}
            <button
              className="button button-primary auth-submit"
              type="button"
              onClick={() => void confirm()}
              disabled={step.kind === 'confirming'}
            >
              {step.kind === 'confirming' ? t('recovery.emailConfirming') : t('recovery.emailConfirm')}
            </button>
          </>
        )}
        <p className="auth-switch">
          <Link to={AUTH_PATH}>{step.kind === 'done' ? t('recovery.logIn') : t('recovery.backToLogin')}</Link>
        </p>
      </div>
    </section>
  );
}
