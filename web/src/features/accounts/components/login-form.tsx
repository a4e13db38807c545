import { FormActions } from '../../../components/form/form-actions';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import { showAlert, showToast } from '../../../lib/dialogs';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { logIn, startUserSession } from '../api/accounts';
import { validateLogin, type LoginValues } from './auth-validation';
import { PasswordField, TextField } from '../../../components/form/fields';
import { translate, useT } from '../../../i18n/catalog';
import { accountsCatalog } from '../i18n';

/** The login toast stays about this long, then the dashboard opens. */
const LOGIN_TOAST_MS = 1500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LoginFormProps {
  /** Called just before the session is stored, while the success message is about to show. */
  onSessionStart: () => void;
  /** Called once the session is stored and the success toast has had its time. */
  onSignedIn: () => void;
}

export function LoginForm({ onSessionStart, onSignedIn }: LoginFormProps) {
  const { formRef, values, errors, setField, checkAll } = useValidatedForm<LoginValues>({ email: '', password: '' }, validateLogin);
  const [submitting, setSubmitting] = useState(false);
  const t = useT(accountsCatalog);
  const update = (field: keyof LoginValues) => (value: string) => void setField(field, value);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !checkAll()) return;

    setSubmitting(true);
    try {
      const session = await logIn({ email: values.email.trim(), password: values.password });
      onSessionStart();
      await startUserSession(session);
      void showToast(translate(accountsCatalog, 'accounts.login.successful'), 'success', LOGIN_TOAST_MS);
      await wait(LOGIN_TOAST_MS);
      onSignedIn();
    } catch (error) {
      setSubmitting(false);
      await showAlert({
        title: translate(accountsCatalog, 'accounts.login.failed'),
        text: errorText(error, translate(accountsCatalog, 'accounts.login.failedText')),
        icon: 'error',
        confirmButtonText: translate(accountsCatalog, 'accounts.ok'),
      });
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <TextField
        id="login-email"
        label={t('accounts.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onValueChange={update('email')}
        error={errors.email}
      />
      <PasswordField
        id="login-password"
        label={t('accounts.field.password')}
        autoComplete="current-password"
        value={values.password}
        onValueChange={update('password')}
        error={errors.password}
      />
      <FormActions
        bare
        submitClassName="button button-primary auth-submit"
        busy={submitting}
        submitLabel={t('accounts.login.submit')}
        busyLabel={t('accounts.login.submitting')}
      />
    </form>
  );
}
