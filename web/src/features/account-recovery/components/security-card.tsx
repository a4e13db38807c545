import { useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import { useNavigate } from 'react-router-dom';
import { fieldMessages, passwordChange } from '@chem/contract';
import { signOutEverywhere } from '../../../lib/auth';
import { confirmDialog, showAlert } from '../../../lib/dialogs';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { startUserSession } from '../../../lib/user-session';
import { PasswordField } from '../../../components/form/fields';
import '../../../components/form/auth-form.css';
import { changePassword, signOutOnAllDevices } from '../api/recovery';
import { FormActions } from '../../../components/form/form-actions';
import { translate, useT } from '../../../i18n/catalog';
import { recoveryCatalog, type RecoveryId } from '../i18n';

/** Outside render (effects, handlers): the interface language's text; the screen rendered with the catalogue. */
const T = (id: RecoveryId) => translate(recoveryCatalog, id);
import './account-recovery.css';
import { AUTH_PATH } from '../../../config/paths';

interface ChangeValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: ChangeValues = { currentPassword: '', password: '', confirmPassword: '' };
const validateChange = (values: ChangeValues) => fieldMessages<keyof ChangeValues>(passwordChange, values);

function ChangePasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { formRef, values, errors, setField, checkAll } = useValidatedForm<ChangeValues>(EMPTY, validateChange);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const t = useT(recoveryCatalog);
  const update = (field: keyof ChangeValues) => (value: string) => void setField(field, value);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !checkAll(() => setFailure(''))) return;
    setSaving(true);
    try {
      // Auth may end the sessions that began before the change: the answer is this device's new one.
      await startUserSession(await changePassword(values));
      onDone();
    } catch (error) {
      setFailure(errorText(error, T('recovery.changeFailed')));
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-label={t('recovery.changePassword')}>
      <PasswordField
        id="security-current-password"
        label={t('recovery.currentPassword')}
        autoComplete="current-password"
        value={values.currentPassword}
        onValueChange={update('currentPassword')}
        error={errors.currentPassword}
      />
      <PasswordField
        id="security-new-password"
        label={t('recovery.newPassword')}
        autoComplete="new-password"
        value={values.password}
        onValueChange={update('password')}
        error={errors.password}
      />
      <PasswordField
        id="security-confirm-password"
        label={t('recovery.confirmNewPassword')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={update('confirmPassword')}
        error={errors.confirmPassword}
      />
      {failure && (
        <p className="recovery-error" role="alert">
          {failure}
        </p>
      )}
      <FormActions
        className="recovery-actions"
        busy={saving}
        submitLabel={t('recovery.savePassword')}
        busyLabel={t('recovery.saving')}
        onCancel={onCancel}
        cancelLabel={t('recovery.cancel')}
      />
    </form>
  );
}

/** The dashboard Profile's Security card: change the password, sign out on every device. */
export function SecurityCard() {
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  const t = useT(recoveryCatalog);

  async function signOutAll() {
    const confirmed = await confirmDialog({
      title: T('recovery.signOutAllConfirmTitle'),
      text: T('recovery.signOutAllConfirmText'),
      confirmButtonText: T('recovery.signOutAllConfirm'),
    });
    if (!confirmed) return;
    setSigningOut(true);
    try {
      await signOutOnAllDevices();
    } catch (error) {
      setSigningOut(false);
      await showAlert({ title: T('recovery.signOutAll'), text: errorText(error, T('recovery.signOutAllFailed')), icon: 'error' });
      return;
    }
    await signOutEverywhere();
    navigate(AUTH_PATH, { replace: true });
  }

  return (
    <section className="shell-card security-card" aria-labelledby="security-title">
      <div>
        <h2 id="security-title">{t('recovery.securityTitle')}</h2>
        <p className="recovery-lead">{t('recovery.securityLead')}</p>
      </div>

      <div className="security-row">
        {changing ? (
          <ChangePasswordForm
            onCancel={() => setChanging(false)}
            onDone={() => {
              setChanging(false);
              setChanged(T('recovery.passwordChanged'));
            }}
          />
        ) : (
          <div>
            <button
              className="button button-outline button-small"
              type="button"
              onClick={() => {
                setChanged('');
                setChanging(true);
              }}
            >
              {t('recovery.changePassword')}
            </button>
          </div>
        )}
        <p className="recovery-status" role="status">
          {changed}
        </p>
      </div>

      <div className="security-row">
        <p>{t('recovery.signOutAllLead')}</p>
        <div>
          <button className="button button-outline button-small" type="button" disabled={signingOut} onClick={() => void signOutAll()}>
            {t('recovery.signOutAll')}
          </button>
        </div>
      </div>
    </section>
  );
}
