import { FormActions } from '../../../components/form/form-actions';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { submitContactMessage, type ContactMessage } from '../api/submit-contact-message';
import { contactCatalog } from '../i18n';
import './contact.css';

/** The status (success or error) goes back to idle after 5 s, so the form is ready for another message. */
const STATUS_RESET_MS = 5000;

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

const emptyForm: Required<ContactMessage> = { name: '', email: '', phone: '', message: '' };

/** The contract's rule for the optional phone number, checked before sending so the reader gets it in their language. */
const PHONE = /^[0-9+\-\s]*$/;

/** The Send a Message form, shared by / and /Contact. */
export function ContactForm() {
  const [values, setValues] = useState(emptyForm);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const t = useT(contactCatalog);
  const headingId = useId();
  const ids = { name: useId(), email: useId(), phone: useId(), message: useId() };

  useEffect(() => {
    if (status.kind !== 'success' && status.kind !== 'error') return;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), STATUS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const update = (field: keyof ContactMessage) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!PHONE.test(values.phone.trim())) {
      setStatus({ kind: 'error', message: t('contact.form.phoneInvalid') });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      await submitContactMessage(values);
      setValues(emptyForm);
      setStatus({ kind: 'success' });
    } catch (error) {
      console.error('Sending the contact message failed', error);
      const message = errorText(error, t('contact.form.failed'));
      setStatus({ kind: 'error', message });
    }
  };

  const submitting = status.kind === 'submitting';

  return (
    <section className="contact-form-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('contact.form.title')}</h3>
      <p className="contact-form-note">{t('contact.form.note')}</p>

      {status.kind === 'success' ? (
        <div className="contact-form-success" role="status">
          <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="#0f766e" />
            <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className="contact-form-success-title">{t('contact.form.sent')}</p>
          <p>{t('contact.form.thanks')}</p>
        </div>
      ) : (
        <form className="contact-form" onSubmit={(event) => void submit(event)}>
          <label className="visually-hidden" htmlFor={ids.name}>
            {t('contact.form.name')}
          </label>
          <input
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            placeholder={t('contact.form.namePlaceholder')}
            required
            maxLength={100}
            value={values.name}
            onChange={update('name')}
          />

          <label className="visually-hidden" htmlFor={ids.email}>
            {t('contact.form.email')}
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('contact.form.emailPlaceholder')}
            required
            maxLength={200}
            value={values.email}
            onChange={update('email')}
          />

          <label className="visually-hidden" htmlFor={ids.phone}>
            {t('contact.form.phone')}
          </label>
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t('contact.form.phonePlaceholder')}
            maxLength={20}
            value={values.phone}
            onChange={update('phone')}
          />

          <label className="visually-hidden" htmlFor={ids.message}>
            {t('contact.form.message')}
          </label>
          <textarea
            id={ids.message}
            name="message"
            rows={2}
            placeholder={t('contact.form.messagePlaceholder')}
            required
            maxLength={2000}
            value={values.message}
            onChange={update('message')}
          />

          {status.kind === 'error' && (
            <p className="contact-form-error" role="alert">
              {status.message}
            </p>
          )}

          <FormActions
            bare
            submitClassName="button button-primary contact-form-submit"
            busy={submitting}
            submitLabel={t('contact.form.send')}
            busyLabel={t('contact.form.sending')}
          />
        </form>
      )}
    </section>
  );
}
