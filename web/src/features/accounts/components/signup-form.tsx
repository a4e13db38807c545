import { FormActions } from '../../../components/form/form-actions';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import { showAlert } from '../../../lib/dialogs';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { signUp, startUserSession } from '../api/accounts';
import { validateSignup, type SignupValues } from './auth-validation';
import { PasswordField, SelectField, TextField } from '../../../components/form/fields';
import { PhotoPicker } from './photo-picker';
import { translate, useT, type Translate } from '../../../i18n/catalog';
import { accountsCatalog, type AccountsId } from '../i18n';

/** The dashboard opens about 2 s after Signup Successful. */
const SIGNUP_REDIRECT_MS = 2000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The programmes the teacher's students come from. */
const COURSE_OPTIONS = ['Class 10', 'Class 11-12', 'B.Tech / Engineering', 'B.Sc', 'M.Sc', 'Other'] as const;

const courseOptionIds: Partial<Record<(typeof COURSE_OPTIONS)[number], AccountsId>> = {
  'Class 10': 'accounts.courseOption.class10',
  'Class 11-12': 'accounts.courseOption.class11to12',
  'B.Tech / Engineering': 'accounts.courseOption.engineering',
  Other: 'accounts.courseOption.other',
};

/** The programmes as the reader's language names them; the stored value stays the English one. */
export function courseOptions(t: Translate<AccountsId>) {
  return COURSE_OPTIONS.map((value) => {
    const id = courseOptionIds[value];
    return { value, label: id ? t(id) : value };
  });
}

const EMPTY: SignupValues = { name: '', email: '', phone: '', school: '', course: '', password: '', confirmPassword: '', photo: null };

interface SignupFormProps {
  /** Called just before the session is stored, while the success message is about to show. */
  onSessionStart: () => void;
  onSignedUp: () => void;
}

export function SignupForm({ onSessionStart, onSignedUp }: SignupFormProps) {
  const { formRef, values, errors, setErrors, attempted, setField, checkAll } = useValidatedForm(EMPTY, validateSignup);
  const [submitting, setSubmitting] = useState(false);
  const t = useT(accountsCatalog);

  function update<K extends keyof SignupValues>(field: K) {
    return (value: SignupValues[K]) => {
      const next = setField(field, value);
      // A photo's problem shows as soon as it is chosen; the rest after the first submit.
      if (!attempted && field === 'photo') setErrors((current) => ({ ...current, photo: validateSignup(next).photo }));
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // validateSignup requires the photo; the check narrows values.photo for the request below.
    if (submitting || !checkAll() || !values.photo) return;

    setSubmitting(true);
    try {
      const session = await signUp({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        school: values.school.trim(),
        course: values.course,
        password: values.password,
        photo: values.photo,
      });
      onSessionStart();
      await startUserSession(session);
      void showAlert({
        title: translate(accountsCatalog, 'accounts.signup.successful'),
        text: translate(accountsCatalog, 'accounts.signup.redirecting'),
        icon: 'success',
        timer: SIGNUP_REDIRECT_MS,
      });
      await wait(SIGNUP_REDIRECT_MS);
      onSignedUp();
    } catch (error) {
      setSubmitting(false);
      await showAlert({
        title: translate(accountsCatalog, 'accounts.signup.failed'),
        text: errorText(error, translate(accountsCatalog, 'accounts.signup.failedText')),
        icon: 'error',
        confirmButtonText: translate(accountsCatalog, 'accounts.ok'),
      });
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <TextField
        id="signup-name"
        label={t('accounts.signup.name')}
        autoComplete="name"
        value={values.name}
        onValueChange={update('name')}
        error={errors.name}
      />
      <TextField
        id="signup-email"
        label={t('accounts.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onValueChange={update('email')}
        error={errors.email}
      />
      <TextField
        id="signup-phone"
        label={t('accounts.signup.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={values.phone}
        onValueChange={update('phone')}
        error={errors.phone}
      />
      <TextField
        id="signup-school"
        label={t('accounts.signup.school')}
        autoComplete="organization"
        value={values.school}
        onValueChange={update('school')}
        error={errors.school}
      />
      <SelectField
        id="signup-course"
        label={t('accounts.signup.course')}
        placeholder={t('accounts.signup.coursePlaceholder')}
        options={courseOptions(t)}
        value={values.course}
        onValueChange={update('course')}
        error={errors.course}
      />
      <PasswordField
        id="signup-password"
        label={t('accounts.field.password')}
        autoComplete="new-password"
        hint={t('accounts.signup.passwordHint')}
        value={values.password}
        onValueChange={update('password')}
        error={errors.password}
      />
      <PasswordField
        id="signup-confirm"
        label={t('accounts.signup.confirmPassword')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={update('confirmPassword')}
        error={errors.confirmPassword}
      />
      <PhotoPicker id="signup-photo" photo={values.photo} onPhotoChange={update('photo')} error={errors.photo} />
      <FormActions
        bare
        submitClassName="button button-primary auth-submit"
        busy={submitting}
        submitLabel={t('accounts.signup.submit')}
        busyLabel={t('accounts.signup.submitting')}
      />
    </form>
  );
}
