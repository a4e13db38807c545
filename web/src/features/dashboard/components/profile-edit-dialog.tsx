import { FormActions } from '../../../components/form/form-actions';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../lib/error-text';
import { RECENT_SIGN_IN_SECONDS, fieldMessages, profileChanges } from '@chem/contract';
import { signOutEverywhere } from '../../../lib/auth';
import { useLoad } from '../../../lib/use-load';
import { AUTH_PATH } from '../../../config/paths';
import { useValidatedForm, type FieldErrors } from '../../../lib/use-validated-form';
import { getVerificationStatus } from '../account-data/api';
import { updateProfile, type Profile, type ProfileChanges } from '../api/profile';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog } from '../i18n';
import { GENDER_OPTIONS, genderLabel } from './gender';

const GENDER_VALUES = Object.keys(GENDER_OPTIONS);

type ProfileForm = Required<ProfileChanges>;

/** The contract's message (translated like the schema's), checked here too so the field shows it before sending. */
const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email.';

/** How this session may prove it is the owner: its password, or (without one) how long ago it signed in. */
interface OwnerCheck {
  hasPassword: boolean;
  signInAgeSeconds: number;
  /** When the answer arrived, by this device's clock (the age then grows with it, whatever the clock says). */
  receivedAt: number;
}

const signInTooOld = (check: OwnerCheck) => check.signInAgeSeconds + (Date.now() - check.receivedAt) / 1000 > RECENT_SIGN_IN_SECONDS;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

function Field({ id, label, error, optional, children }: FieldProps) {
  const t = useT(dashboardCatalog);
  return (
    <div className="dash-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="dash-field-optional">{t('dashboard.form.optional')}</span>}
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      {error && (
        <p id={`${id}-error`} className="dash-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface ProfileEditDialogProps {
  profile: Profile;
  onCancel: () => void;
  onSaved: (profile: Profile) => void;
}

/**
 * The Edit modal: a native <dialog> opened with showModal(), so focus stays inside, Escape
 * cancels and the page behind is inert. Closing it in any way discards the edits.
 */
export function ProfileEditDialog({ profile, onCancel, onSaved }: ProfileEditDialogProps) {
  const t = useT(dashboardCatalog);
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Whether a new email will ask for the password or a recent sign-in. Without the answer the
  // server still decides, and its message shows.
  const ownerStatus = useLoad('owner-check', async (signal): Promise<OwnerCheck> => {
    const { hasPassword, signInAgeSeconds } = await getVerificationStatus(signal);
    return { hasPassword, signInAgeSeconds, receivedAt: Date.now() };
  });
  const ownerCheck = ownerStatus.data ?? null;
  const emailChanged = (values: ProfileForm) => values.email.trim().toLowerCase() !== profile.email.toLowerCase();
  const asksPassword = (values: ProfileForm) => emailChanged(values) && ownerCheck?.hasPassword === true;

  /** The profile form, checked with the API's own schema: name and email required, the rest optional. */
  const validate = (values: ProfileForm): FieldErrors<keyof ProfileForm> => ({
    ...fieldMessages<keyof ProfileForm>(profileChanges, values),
    ...(asksPassword(values) && !values.currentPassword ? { currentPassword: CURRENT_PASSWORD_REQUIRED } : {}),
  });
  const { formRef, values, errors, setField, checkAll } = useValidatedForm<ProfileForm>(
    () => ({
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      location: profile.location,
      gender: profile.gender,
      dob: profile.dob,
      bio: profile.bio,
      currentPassword: '',
    }),
    validate,
  );
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const signInAgainRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const update = (field: keyof ProfileForm) => (value: string) => void setField(field, value);
  const changingEmail = emailChanged(values);
  const needsNewSignIn = changingEmail && ownerCheck !== null && !ownerCheck.hasPassword && signInTooOld(ownerCheck);

  async function signInAgain() {
    await signOutEverywhere();
    navigate(AUTH_PATH, { replace: true });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !checkAll(() => setSaveError(null))) return;
    if (needsNewSignIn) {
      signInAgainRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const { currentPassword, ...fields } = values;
      const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as ProfileChanges;
      onSaved(await updateProfile({ ...trimmed, ...(asksPassword(values) ? { currentPassword } : {}) }));
    } catch (error) {
      // The spec only logs this; the student also gets a short reason and keeps their edits.
      console.error('Profile update failed', error);
      setSaveError(errorText(error, t('dashboard.form.saveFailed')));
      setSaving(false);
    }
  }

  const genderOptions = values.gender && !GENDER_VALUES.includes(values.gender) ? [values.gender, ...GENDER_VALUES] : GENDER_VALUES;

  return (
    <dialog
      ref={dialogRef}
      className="dash-dialog"
      aria-labelledby="profile-edit-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!saving) onCancel();
      }}
    >
      <form ref={formRef} className="dash-dialog-form" noValidate onSubmit={save}>
        <h2 id="profile-edit-title">{t('dashboard.profile.edit')}</h2>

        <div className="dash-form-grid">
          <Field id="profile-name" label={t('dashboard.profile.name')} error={errors.name}>
            {(aria) => (
              <input id="profile-name" autoComplete="name" value={values.name} onChange={(e) => update('name')(e.target.value)} {...aria} />
            )}
          </Field>
          <Field id="profile-email" label={t('dashboard.profile.email')} error={errors.email}>
            {(aria) => (
              <input
                id="profile-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => update('email')(e.target.value)}
                {...aria}
              />
            )}
          </Field>
          {changingEmail && (
            <div className="dash-email-change">
              <p className="dash-field-note">{t('dashboard.form.emailChangeNote')}</p>
              {ownerCheck?.hasPassword && (
                <Field id="profile-current-password" label={t('dashboard.form.currentPassword')} error={errors.currentPassword}>
                  {(aria) => (
                    <input
                      id="profile-current-password"
                      type="password"
                      autoComplete="current-password"
                      value={values.currentPassword}
                      onChange={(e) => update('currentPassword')(e.target.value)}
                      {...aria}
                    />
                  )}
                </Field>
              )}
              {needsNewSignIn && (
                <div className="dash-sign-in-again" role="alert">
                  <p>{t('dashboard.form.signInAgainText')}</p>
                  <button
                    ref={signInAgainRef}
                    className="button button-outline button-small"
                    type="button"
                    onClick={() => void signInAgain()}
                  >
                    {t('dashboard.form.signInAgain')}
                  </button>
                </div>
              )}
            </div>
          )}
          <Field id="profile-phone" label={t('dashboard.profile.phone')} optional>
            {(aria) => (
              <input
                id="profile-phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(e) => update('phone')(e.target.value)}
                {...aria}
              />
            )}
          </Field>
          <Field id="profile-location" label={t('dashboard.profile.location')} optional>
            {(aria) => (
              <input
                id="profile-location"
                autoComplete="address-level2"
                placeholder={t('dashboard.form.locationPlaceholder')}
                value={values.location}
                onChange={(e) => update('location')(e.target.value)}
                {...aria}
              />
            )}
          </Field>
          <Field id="profile-gender" label={t('dashboard.profile.gender')} optional>
            {(aria) => (
              <select id="profile-gender" value={values.gender} onChange={(e) => update('gender')(e.target.value)} {...aria}>
                <option value="">{t('dashboard.gender.unspecified')}</option>
                {genderOptions.map((option) => (
                  <option key={option} value={option}>
                    {genderLabel(option, t)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="profile-dob" label={t('dashboard.profile.dob')} optional>
            {(aria) => (
              <input
                id="profile-dob"
                type="date"
                max={today()}
                value={values.dob}
                onChange={(e) => update('dob')(e.target.value)}
                {...aria}
              />
            )}
          </Field>
          <Field id="profile-bio" label={t('dashboard.profile.bio')} optional>
            {(aria) => (
              <textarea
                id="profile-bio"
                rows={4}
                maxLength={1000}
                placeholder={t('dashboard.form.bioPlaceholder')}
                value={values.bio}
                onChange={(e) => update('bio')(e.target.value)}
                {...aria}
              />
            )}
          </Field>
        </div>

        {saveError && (
          <p className="dash-form-error" role="alert">
            {saveError}
          </p>
        )}

        <FormActions
          className="dash-dialog-actions"
          cancelFirst
          busy={saving}
          submitLabel={t('dashboard.form.save')}
          busyLabel={t('dashboard.form.saving')}
          onCancel={onCancel}
          cancelLabel={t('dashboard.form.cancel')}
        />
      </form>
    </dialog>
  );
}
