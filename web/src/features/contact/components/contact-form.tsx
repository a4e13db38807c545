import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { submitContactMessage, type ContactMessage } from '../api/submit-contact-message';
import './contact.css';

/** Spec §9: the status (success or error) goes back to idle after 5 s. */
const STATUS_RESET_MS = 5000;

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

const emptyForm: Required<ContactMessage> = { name: '', email: '', phone: '', message: '' };

/** The Send a Message form (spec §2 Home › Contact, §4 Contact form), shared by / and /Contact. */
export function ContactForm() {
  const [values, setValues] = useState(emptyForm);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
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
    setStatus({ kind: 'submitting' });
    try {
      await submitContactMessage(values);
      setValues(emptyForm);
      setStatus({ kind: 'success' });
    } catch (error) {
      console.error('Sending the contact message failed', error);
      const message = error instanceof ApiError ? error.message : 'Your message could not be sent. Please try again.';
      setStatus({ kind: 'error', message });
    }
  };

  const submitting = status.kind === 'submitting';

  return (
    <section className="contact-form-card" aria-labelledby={headingId}>
      <h3 id={headingId}>Send a Message</h3>
      <p className="contact-form-note">We usually respond within a few hours.</p>

      {status.kind === 'success' ? (
        <div className="contact-form-success" role="status">
          <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="#0f766e" />
            <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className="contact-form-success-title">Message Sent Successfully!</p>
          <p>Thank you for reaching out. We will get back to you shortly.</p>
        </div>
      ) : (
        <form className="contact-form" onSubmit={(event) => void submit(event)}>
          <label className="visually-hidden" htmlFor={ids.name}>
            Full name (required)
          </label>
          <input
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            placeholder="Full Name *"
            required
            maxLength={100}
            value={values.name}
            onChange={update('name')}
          />

          <label className="visually-hidden" htmlFor={ids.email}>
            Email address (required)
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="Email Address *"
            required
            maxLength={200}
            value={values.email}
            onChange={update('email')}
          />

          <label className="visually-hidden" htmlFor={ids.phone}>
            Phone number (optional)
          </label>
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="Phone Number"
            maxLength={20}
            value={values.phone}
            onChange={update('phone')}
          />

          <label className="visually-hidden" htmlFor={ids.message}>
            Your message (required)
          </label>
          <textarea
            id={ids.message}
            name="message"
            rows={2}
            placeholder="Your Message *"
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

          <button className="button button-primary contact-form-submit" type="submit" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send Message'}
          </button>
        </form>
      )}
    </section>
  );
}
