import { FormActions } from '../../../components/form/form-actions';
import { DELETE_CONFIRMATION_WORD } from '@chem/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../lib/error-text';
import { useLoad } from '../../../lib/use-load';
import { saveFile } from '../../../lib/api-transfer';
import { signOutEverywhere } from '../../../lib/auth';
import { showToast } from '../../../lib/dialogs';
import { deleteMyAccount, downloadMyData, getVerificationStatus } from './api';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog } from '../i18n';
import './account-data.css';

/** The dashboard Profile's "Your data" card: a copy of the student's data, and deleting the account. */
export function YourDataCard() {
  const t = useT(dashboardCatalog);
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [open, setOpen] = useState(false);
  // Until Auth answers (or if it cannot), the form asks for the password, the safer guess.
  const hasPassword = useLoad(open ? 'verification' : null, getVerificationStatus).data?.hasPassword ?? true;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [deleteError, setDeleteError] = useState('');

  async function download() {
    setDownloading(true);
    setDownloadError('');
    try {
      const file = await downloadMyData();
      saveFile(file, file.fileName ?? 'my-data.json');
    } catch (error) {
      setDownloadError(errorText(error, t('dashboard.data.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  }

  async function deleteAccount(event: FormEvent) {
    event.preventDefault();
    if (confirmation.trim() !== DELETE_CONFIRMATION_WORD)
      return setDeleteError(t('dashboard.data.confirmMismatch', { word: DELETE_CONFIRMATION_WORD }));
    if (hasPassword && !password) return setDeleteError(t('dashboard.data.passwordRequired'));
    setDeleting(true);
    setDeleteError('');
    try {
      await deleteMyAccount(confirmation, hasPassword ? password : undefined);
    } catch (error) {
      setDeleteError(errorText(error, t('dashboard.data.deleteFailed')));
      setDeleting(false);
      return;
    }
    await signOutEverywhere();
    navigate('/', { replace: true });
    void showToast(t('dashboard.data.deletedToast'));
  }

  return (
    <section className="shell-card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="shell-card-title">
        {t('dashboard.data.title')}
      </h2>
      <p>{t('dashboard.data.lead')}</p>

      <div className="your-data-part">
        <h3>{t('dashboard.data.downloadTitle')}</h3>
        <p>{t('dashboard.data.downloadText')}</p>
        <button className="button button-outline button-small" type="button" onClick={() => void download()} disabled={downloading}>
          {downloading ? t('dashboard.data.downloading') : t('dashboard.data.downloadButton')}
        </button>
        {downloadError && (
          <p className="your-data-error" role="alert">
            {downloadError}
          </p>
        )}
      </div>

      <div className="your-data-part">
        <h3>{t('dashboard.data.deleteTitle')}</h3>
        <p>{t('dashboard.data.deleteText')}</p>
        {!open ? (
          <button className="button button-outline button-small" type="button" onClick={() => setOpen(true)}>
            {t('dashboard.data.deleteButton')}
          </button>
        ) : (
          <form className="your-data-delete-form" noValidate onSubmit={(event) => void deleteAccount(event)}>
            {hasPassword ? (
              <label>
                {t('dashboard.data.passwordLabel')}
                <input
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </label>
            ) : (
              <p>{t('dashboard.data.noPasswordText')}</p>
            )}
            <label>
              {t('dashboard.data.confirmLabel', { word: DELETE_CONFIRMATION_WORD })}
              <input
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            </label>
            {deleteError && (
              <p className="your-data-error" role="alert">
                {deleteError}
              </p>
            )}
            <FormActions
              cancelFirst
              submitClassName="button button-small your-data-danger"
              cancelClassName="button button-outline button-small"
              busy={deleting}
              submitLabel={t('dashboard.data.confirmDelete')}
              busyLabel={t('dashboard.data.deleting')}
              onCancel={() => setOpen(false)}
              cancelLabel={t('dashboard.data.cancel')}
            />
          </form>
        )}
      </div>
    </section>
  );
}
