import { useState, type FormEvent } from 'react';
import { showAlert } from '../../../lib/dialogs';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { failureMessage, signUp, startUserSession } from '../api/accounts';
import { validateSignup, type SignupValues } from './auth-validation';
import { PasswordField, SelectField, TextField } from './form-field';
import { PhotoPicker } from './photo-picker';

/** product-spec §9: the dashboard opens about 2 s after Signup Successful. */
const SIGNUP_REDIRECT_MS = 2000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The programmes the teacher's students come from (product-spec §1). */
export const COURSE_OPTIONS = ['Class 10', 'Class 11-12', 'B.Tech / Engineering', 'B.Sc', 'M.Sc', 'Other'] as const;

const EMPTY: SignupValues = { name: '', email: '', phone: '', school: '', course: '', password: '', confirmPassword: '', photo: null };

interface SignupFormProps {
  /** Called just before the session is stored, while the success message is about to show. */
  onSessionStart: () => void;
  onSignedUp: () => void;
}

export function SignupForm({ onSessionStart, onSignedUp }: SignupFormProps) {
  const { formRef, values, errors, setErrors, attempted, setField, checkAll } = useValidatedForm(EMPTY, validateSignup);
  const [submitting, setSubmitting] = useState(false);

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
      void showAlert({ title: 'Signup Successful', text: 'Taking you to your dashboard...', icon: 'success', timer: SIGNUP_REDIRECT_MS });
      await wait(SIGNUP_REDIRECT_MS);
      onSignedUp();
    } catch (error) {
      setSubmitting(false);
      await showAlert({
        title: 'Signup Failed',
        text: failureMessage(error, 'Check your input or try again.'),
        icon: 'error',
        confirmButtonText: 'OK',
      });
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <TextField
        id="signup-name"
        label="Full name"
        autoComplete="name"
        value={values.name}
        onValueChange={update('name')}
        error={errors.name}
      />
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onValueChange={update('email')}
        error={errors.email}
      />
      <TextField
        id="signup-phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={values.phone}
        onValueChange={update('phone')}
        error={errors.phone}
      />
      <TextField
        id="signup-school"
        label="School or college"
        autoComplete="organization"
        value={values.school}
        onValueChange={update('school')}
        error={errors.school}
      />
      <SelectField
        id="signup-course"
        label="Course"
        placeholder="Select your course"
        options={COURSE_OPTIONS}
        value={values.course}
        onValueChange={update('course')}
        error={errors.course}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={values.password}
        onValueChange={update('password')}
        error={errors.password}
      />
      <PasswordField
        id="signup-confirm"
        label="Confirm password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={update('confirmPassword')}
        error={errors.confirmPassword}
      />
      <PhotoPicker id="signup-photo" photo={values.photo} onPhotoChange={update('photo')} error={errors.photo} />
      <button className="button button-primary auth-submit" type="submit" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Sign up'}
      </button>
    </form>
  );
}
