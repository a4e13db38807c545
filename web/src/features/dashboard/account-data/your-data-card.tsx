import { DELETE_CONFIRMATION_WORD } from '@chem/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/api-transfer';
import { signOutEverywhere } from '../../../lib/auth';
import { showToast } from '../../../lib/dialogs';
import { deleteMyAccount, downloadMyData, getVerificationStatus } from './api';
import { YOUR_DATA } from './messages';
import './account-data.css';

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The dashboard Profile's "Your data" card: a copy of the student's data, and deleting the account. */
export function YourDataCard() {
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [open, setOpen] = useState(false);
  const [hasPassword, setHasPassword] = useState(true);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [deleteError, setDeleteError] = useState('');

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    getVerificationStatus(controller.signal)
      .then((status) => setHasPassword(status.hasPassword))
      .catch(() => undefined);
    return () => controller.abort();
  }, [open]);

  async function download() {
    setDownloading(true);
    setDownloadError('');
    try {
      const file = await downloadMyData();
      saveFile(file, file.fileName ?? 'my-data.json');
    } catch (error) {
      setDownloadError(messageOf(error, YOUR_DATA.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  async function deleteAccount(event: FormEvent) {
    event.preventDefault();
    if (confirmation.trim() !== DELETE_CONFIRMATION_WORD) return setDeleteError(YOUR_DATA.confirmMismatch);
    if (hasPassword && !password) return setDeleteError(YOUR_DATA.passwordRequired);
    setDeleting(true);
    setDeleteError('');
    try {
      await deleteMyAccount(confirmation, hasPassword ? password : undefined);
    } catch (error) {
      setDeleteError(messageOf(error, YOUR_DATA.deleteFailed));
      setDeleting(false);
      return;
    }
    await signOutEverywhere();
    navigate('/', { replace: true });
    void showToast(YOUR_DATA.deletedToast);
  }

  return (
    <section className="shell-card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="shell-card-title">
        {YOUR_DATA.title}
      </h2>
      <p>{YOUR_DATA.lead}</p>

      <div className="your-data-part">
        <h3>{YOUR_DATA.downloadTitle}</h3>
        <p>{YOUR_DATA.downloadText}</p>
        <button className="button button-outline button-small" type="button" onClick={() => void download()} disabled={downloading}>
          {downloading ? YOUR_DATA.downloading : YOUR_DATA.downloadButton}
        </button>
        {downloadError && (
          <p className="your-data-error" role="alert">
            {downloadError}
          </p>
        )}
      </div>

      <div className="your-data-part">
        <h3>{YOUR_DATA.deleteTitle}</h3>
        <p>{YOUR_DATA.deleteText}</p>
        {!open ? (
          <button className="button button-outline button-small" type="button" onClick={() => setOpen(true)}>
            {YOUR_DATA.deleteButton}
          </button>
        ) : (
          <form className="your-data-delete-form" noValidate onSubmit={(event) => void deleteAccount(event)}>
            {hasPassword ? (
              <label>
                {YOUR_DATA.passwordLabel}
                <input
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </label>
            ) : (
              <p>{YOUR_DATA.noPasswordText}</p>
            )}
            <label>
              {YOUR_DATA.confirmLabel}
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
            <div className="button-row">
              <button className="button button-outline button-small" type="button" onClick={() => setOpen(false)} disabled={deleting}>
                {YOUR_DATA.cancel}
              </button>
              <button className="button button-small your-data-danger" type="submit" disabled={deleting}>
                {deleting ? YOUR_DATA.deleting : YOUR_DATA.confirmDelete}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
