import { FormActions } from '../../../components/form/form-actions';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RESET_LINK_INVALID, fieldMessages, passwordReset } from '@chem/contract';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/dialogs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { startUserSession } from '../../../lib/user-session';
import { PasswordField } from '../../../components/form/fields';
import '../../../components/form/auth-form.css';
import { checkResetCode, resetPassword } from '../api/recovery';
import { ForgotPassword } from '../components/forgot-password';
import { translate, useT } from '../../../i18n/catalog';
import { recoveryCatalog, type RecoveryId } from '../i18n';

/** Outside render (effects, handlers): the interface language's text; the screen rendered with the catalogue. */
const T = (id: RecoveryId) => translate(recoveryCatalog, id);
import '../components/account-recovery.css';
import { AUTH_PATH, DASHBOARD_PATH } from '../../../config/paths';

type LinkState = { kind: 'checking' } | { kind: 'ready'; email: string } | { kind: 'unusable'; message: string };

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** A code Auth will not take is the link's problem, said in the server's words; anything else is a failure to retry. */
const isUnusableLink = (error: unknown) => error instanceof ApiError && error.status === 400 && error.message === RESET_LINK_INVALID;

/**
 * /AuthPage/reset?oobCode=...: where the reset email's link lands. The code is checked first; the
 * new password follows signup's rules; on success the student is signed in as after a login.
 */
export function Component() {
  const t = useT(recoveryCatalog);
  useDocumentTitle(t('recovery.resetPageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode')?.trim() ?? '';
  const check = useLoad(oobCode || null, (signal) => checkResetCode(oobCode, signal));
  // The reset itself can find the link used up meanwhile (another tab, an older email).
  const [usedUp, setUsedUp] = useState(false);
  const link: LinkState = !oobCode
    ? { kind: 'unusable', message: t('recovery.noCode') }
    : usedUp
      ? { kind: 'unusable', message: RESET_LINK_INVALID }
      : check.status === 'ready'
        ? { kind: 'ready', email: check.data.email }
        : check.status === 'error'
          ? {
              kind: 'unusable',
              message: isUnusableLink(check.error) ? RESET_LINK_INVALID : errorText(check.error, t('recovery.resetFailed')),
            }
          : { kind: 'checking' };
  const validate = (values: NewPasswordValues) => fieldMessages<keyof NewPasswordValues>(passwordReset, { oobCode, ...values });
  const { formRef, values, errors, setField, checkAll } = useValidatedForm<NewPasswordValues>(
    { password: '', confirmPassword: '' },
    validate,
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !checkAll(() => setFailure(''))) return;
    setSaving(true);
    try {
      const session = await resetPassword({ oobCode, ...values });
      await startUserSession(session);
      void showToast(T('recovery.resetDone'), 'success');
      navigate(DASHBOARD_PATH, { replace: true });
    } catch (error) {
      setSaving(false);
      if (isUnusableLink(error)) setUsedUp(true);
      else setFailure(errorText(error, T('recovery.resetFailed')));
    }
  }

  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="auth-card">
        {link.kind === 'unusable' ? (
          <>
            <h1 id="auth-title">{t('recovery.linkExpiredTitle')}</h1>
            <p className="auth-lead" role="alert">
              {link.message}
            </p>
            <ForgotPassword idPrefix="reset" startOpen title={t('recovery.forgotAgainTitle')} />
          </>
        ) : (
          <>
            <h1 id="auth-title">{t('recovery.resetPageTitle')}</h1>
            {link.kind === 'checking' ? (
              <p className="auth-lead" role="status">
                {t('recovery.checking')}
              </p>
            ) : (
              <>
                <p className="auth-lead">{t('recovery.resetFor', { email: link.email })}</p>
                <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
                  {/* Lets password managers save the new password under the right account. */}
                  <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
                  <PasswordField
                    id="reset-password"
                    label={t('recovery.newPassword')}
                    autoComplete="new-password"
                    value={values.password}
                    onValueChange={(value) => void setField('password', value)}
                    error={errors.password}
                  />
                  <PasswordField
                    id="reset-confirm-password"
                    label={t('recovery.confirmNewPassword')}
                    autoComplete="new-password"
                    value={values.confirmPassword}
                    onValueChange={(value) => void setField('confirmPassword', value)}
                    error={errors.confirmPassword}
                  />
                  {failure && (
                    <p className="recovery-error" role="alert">
                      {failure}
                    </p>
                  )}
                  <FormActions
                    bare
                    submitClassName="button button-primary auth-submit"
                    busy={saving}
                    submitLabel={t('recovery.saveAndLogIn')}
                    busyLabel={t('recovery.saving')}
                  />
                </form>
              </>
            )}
          </>
        )}
        <p className="auth-switch">
          <Link to={AUTH_PATH}>{t('recovery.backToLogin')}</Link>
        </p>
      </div>
    </section>
  );
}
