import { FormActions } from '../../../components/form/form-actions';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import { indianMobileNumber, MOBILE_NUMBER_MESSAGE, type CompletionField } from '@chem/contract';
import { contractMessage, useContractMessages } from '../../../lib/contract-messages';
import { showAlert, showToast } from '../../../lib/dialogs';
import { updateStoredUser } from '../../../lib/session';
import { completeProfile, type ProviderSession } from '../api/provider-sign-in';
import { SelectField, TextField } from '../../../components/form/fields';
import { courseOptions } from './signup-form';
import { translate, useT } from '../../../i18n/catalog';
import { accountsCatalog, type AccountsId } from '../i18n';

/** Outside render (dialogs, checks): the interface language's text; the form rendered with the catalogue. */
const T = (id: AccountsId) => translate(accountsCatalog, id);

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED: Partial<Record<CompletionField, AccountsId>> = {
  name: 'accounts.complete.nameRequired',
  school: 'accounts.complete.schoolRequired',
  course: 'accounts.complete.courseRequired',
};

interface CompleteProfileFormProps {
  session: ProviderSession;
  onDone: () => void;
}

/**
 * Asked once after a first Google or phone sign-in: the signup fields the provider did not give.
 * Name, school and course are required as at signup; the second contact may be skipped.
 */
export function CompleteProfileForm({ session, onDone }: CompleteProfileFormProps) {
  const missing = new Set(session.missingFields);
  const [values, setValues] = useState({
    name: session.user.name,
    school: session.user.school,
    course: session.user.course,
    email: '',
    phone: '',
  });
  const [skipped, setSkipped] = useState<Set<CompletionField>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<CompletionField, string>>>({});
  const [saving, setSaving] = useState(false);
  const t = useT(accountsCatalog);
  useContractMessages();
  const set = (field: CompletionField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const asks = (field: CompletionField) => missing.has(field) && !skipped.has(field);

  function validate(): Partial<Record<CompletionField, string>> {
    const found: Partial<Record<CompletionField, string>> = {};
    for (const [field, message] of Object.entries(REQUIRED) as [CompletionField, AccountsId][]) {
      if (!values[field as 'name' | 'school' | 'course'].trim()) found[field] = T(message);
    }
    if (asks('phone') && values.phone.trim() && !indianMobileNumber(values.phone)) found.phone = contractMessage(MOBILE_NUMBER_MESSAGE);
    if (asks('email') && values.email.trim() && !EMAIL_SHAPE.test(values.email.trim())) found.email = T('accounts.complete.emailInvalid');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (saving || Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const profile = await completeProfile({
        name: values.name.trim(),
        school: values.school.trim(),
        course: values.course,
        ...(asks('phone') && values.phone.trim() ? { phone: values.phone.trim() } : {}),
        ...(asks('email') && values.email.trim() ? { email: values.email.trim() } : {}),
      });
      updateStoredUser({ name: profile.name, email: profile.email, phone: profile.phone });
      // An email given here becomes the account's once the link sent to it is opened: say so.
      if (profile.pendingEmail)
        void showToast(translate(accountsCatalog, 'accounts.complete.emailPending', { email: profile.pendingEmail }), 'success', 6000);
      else void showToast(T('accounts.login.successful'), 'success', 1500);
      onDone();
    } catch (error) {
      setSaving(false);
      await showAlert({
        title: T('accounts.complete.failed'),
        text: errorText(error, T('accounts.provider.genericFailure')),
        icon: 'error',
        confirmButtonText: T('accounts.ok'),
      });
    }
  }

  const skipButton = (field: CompletionField) => (
    <button type="button" className="auth-link-button" onClick={() => setSkipped((current) => new Set(current).add(field))}>
      {t('accounts.complete.skip')}
    </button>
  );

  return (
    <form className="auth-form complete-profile" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="complete-title">
      <h2 id="complete-title" className="provider-title">
        {t('accounts.complete.title')}
      </h2>
      <p>{t('accounts.complete.lead')}</p>
      {missing.has('name') && (
        <TextField
          id="complete-name"
          label={t('accounts.complete.name')}
          autoComplete="name"
          value={values.name}
          onValueChange={set('name')}
          error={errors.name}
        />
      )}
      {asks('email') && (
        <div className="optional-field">
          <TextField
            id="complete-email"
            label={t('accounts.complete.optional', { label: t('accounts.field.email') })}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
          />
          {skipButton('email')}
        </div>
      )}
      {asks('phone') && (
        <div className="optional-field">
          <TextField
            id="complete-phone"
            label={t('accounts.complete.optional', { label: t('accounts.provider.phoneLabel') })}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.phone}
            onValueChange={set('phone')}
            error={errors.phone}
          />
          {skipButton('phone')}
        </div>
      )}
      {missing.has('school') && (
        <TextField
          id="complete-school"
          label={t('accounts.complete.school')}
          value={values.school}
          onValueChange={set('school')}
          error={errors.school}
        />
      )}
      {missing.has('course') && (
        <SelectField
          id="complete-course"
          label={t('accounts.signup.course')}
          placeholder={t('accounts.signup.coursePlaceholder')}
          options={courseOptions(t)}
          value={values.course}
          onValueChange={set('course')}
          error={errors.course}
        />
      )}
      <FormActions bare busy={saving} submitLabel={t('accounts.complete.save')} busyLabel={t('accounts.complete.saving')} />
    </form>
  );
}
