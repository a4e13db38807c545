import { FormActions } from '../../../components/form/form-actions';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import { RESET_LINK_SENT, fieldMessages, resetLinkRequest } from '@chem/contract';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { TextField } from '../../../components/form/fields';
import '../../../components/form/auth-form.css';
import { requestResetLink } from '../api/recovery';
import { translate, useT } from '../../../i18n/catalog';
import { recoveryCatalog, type RecoveryId } from '../i18n';

/** Outside render (effects, handlers): the interface language's text; the screen rendered with the catalogue. */
const T = (id: RecoveryId) => translate(recoveryCatalog, id);
import './account-recovery.css';

interface ForgotPasswordProps {
  /** Field ids must differ where two forms could share a page. */
  idPrefix: string;
  /** Open at once (the reset page's expired link) rather than behind "Forgot password?". */
  startOpen?: boolean;
  title?: string;
}

interface EmailValues {
  email: string;
}

const validateEmail = (values: EmailValues) => fieldMessages<keyof EmailValues>(resetLinkRequest, values);

/**
 * "Forgot password?" and the email form behind it. The answer is the server's one sentence for
 * every address, so the page never tells whether an email has an account.
 */
export function ForgotPassword({ idPrefix, startOpen = false, title }: ForgotPasswordProps) {
  const t = useT(recoveryCatalog);
  const [open, setOpen] = useState(startOpen);
  const { formRef, values, errors, setField, checkAll } = useValidatedForm<EmailValues>({ email: '' }, validateEmail);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState('');

  if (!open) {
    return (
      <p className="recovery-open">
        <button type="button" className="auth-link-button" onClick={() => setOpen(true)}>
          {t('recovery.forgotOpen')}
        </button>
      </p>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !checkAll(() => setFailure(''))) return;
    setSending(true);
    setSent('');
    try {
      const answer = await requestResetLink(values.email.trim());
      setSent(answer.message || RESET_LINK_SENT);
    } catch (error) {
      setFailure(errorText(error, T('recovery.failed')));
    } finally {
      setSending(false);
    }
  }

  const headingId = `${idPrefix}-forgot-title`;
  return (
    <section className="recovery-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title ?? t('recovery.forgotTitle')}</h2>
      <p className="recovery-lead">{t('recovery.forgotLead')}</p>
      <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <TextField
          id={`${idPrefix}-forgot-email`}
          label={t('recovery.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onValueChange={(value) => void setField('email', value)}
          error={errors.email}
        />
        {failure && (
          <p className="recovery-error" role="alert">
            {failure}
          </p>
        )}
        <p className="recovery-status" role="status">
          {sent}
        </p>
        <FormActions
          className="recovery-actions"
          busy={sending}
          submitLabel={t('recovery.sendLink')}
          busyLabel={t('recovery.sending')}
          onCancel={startOpen ? undefined : () => setOpen(false)}
          cancelLabel={t('recovery.close')}
        />
      </form>
    </section>
  );
}
