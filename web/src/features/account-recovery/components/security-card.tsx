import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldMessages, passwordChange } from '@chem/contract';
import { signOutEverywhere } from '../../../lib/auth';
import { confirmDialog, showAlert } from '../../../lib/dialogs';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { failureMessage, startUserSession } from '../../accounts/api/accounts';
import { PasswordField } from '../../accounts/components/form-field';
import '../../accounts/components/auth-page.css';
import { changePassword, signOutOnAllDevices } from '../api/recovery';
import { RECOVERY_TEXT } from '../messages';
import './account-recovery.css';

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
      setFailure(failureMessage(error, RECOVERY_TEXT.changeFailed));
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-label={RECOVERY_TEXT.changePassword}>
      <PasswordField
        id="security-current-password"
        label={RECOVERY_TEXT.currentPassword}
        autoComplete="current-password"
        value={values.currentPassword}
        onValueChange={update('currentPassword')}
        error={errors.currentPassword}
      />
      <PasswordField
        id="security-new-password"
        label={RECOVERY_TEXT.newPassword}
        autoComplete="new-password"
        value={values.password}
        onValueChange={update('password')}
        error={errors.password}
      />
      <PasswordField
        id="security-confirm-password"
        label={RECOVERY_TEXT.confirmNewPassword}
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
      <div className="recovery-actions">
        <button className="button button-primary" type="submit" disabled={saving}>
          {saving ? RECOVERY_TEXT.saving : RECOVERY_TEXT.savePassword}
        </button>
        <button className="button button-outline" type="button" onClick={onCancel}>
          {RECOVERY_TEXT.cancel}
        </button>
      </div>
    </form>
  );
}

/** The dashboard Profile's Security card: change the password, sign out on every device. */
export function SecurityCard() {
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState('');
  const [signingOut, setSigningOut] = useState(false);

  async function signOutAll() {
    const confirmed = await confirmDialog({
      title: RECOVERY_TEXT.signOutAllConfirmTitle,
      text: RECOVERY_TEXT.signOutAllConfirmText,
      confirmButtonText: RECOVERY_TEXT.signOutAllConfirm,
    });
    if (!confirmed) return;
    setSigningOut(true);
    try {
      await signOutOnAllDevices();
    } catch (error) {
      setSigningOut(false);
      await showAlert({ title: RECOVERY_TEXT.signOutAll, text: failureMessage(error, RECOVERY_TEXT.signOutAllFailed), icon: 'error' });
      return;
    }
    await signOutEverywhere();
    navigate('/AuthPage', { replace: true });
  }

  return (
    <section className="shell-card security-card" aria-labelledby="security-title">
      <div>
        <h2 id="security-title">{RECOVERY_TEXT.securityTitle}</h2>
        <p className="recovery-lead">{RECOVERY_TEXT.securityLead}</p>
      </div>

      <div className="security-row">
        {changing ? (
          <ChangePasswordForm
            onCancel={() => setChanging(false)}
            onDone={() => {
              setChanging(false);
              setChanged(RECOVERY_TEXT.passwordChanged);
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
              {RECOVERY_TEXT.changePassword}
            </button>
          </div>
        )}
        <p className="recovery-status" role="status">
          {changed}
        </p>
      </div>

      <div className="security-row">
        <p>{RECOVERY_TEXT.signOutAllLead}</p>
        <div>
          <button className="button button-outline button-small" type="button" disabled={signingOut} onClick={() => void signOutAll()}>
            {RECOVERY_TEXT.signOutAll}
          </button>
        </div>
      </div>
    </section>
  );
}
