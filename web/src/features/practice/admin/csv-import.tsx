import { useId, useState, type FormEvent } from 'react';
import type { CsvLineError } from '@chem/contract';
import { ApiError, genericErrorMessage } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { saveFile } from '../../../lib/api-transfer';
import { showToast } from '../../../lib/dialogs';
import { useT } from '../../../i18n/catalog';
import { downloadTemplate, importQuestions } from '../api/admin-practice';
import { practiceAdminCatalog } from './i18n';

/** The CSV import: every row checked by the server, each bad one named by its line; all or nothing. */
export function CsvImport({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<CsvLineError[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const t = useT(practiceAdminCatalog);

  async function run(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setMessage(t('practiceAdmin.import.chooseFile'));
      return;
    }
    setBusy(true);
    setErrors([]);
    setMessage(null);
    try {
      const answer = await importQuestions(await file.text());
      void showToast(t('practiceAdmin.import.done', { count: answer.imported }));
      onImported();
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { errors?: CsvLineError[] } | undefined) : undefined;
      setErrors(Array.isArray(body?.errors) ? body.errors : []);
      setMessage(
        Array.isArray(body?.errors) && body.errors.length > 0 ? t('practiceAdmin.import.failed') : errorText(error, genericErrorMessage()),
      );
    }
    setBusy(false);
  }

  async function template() {
    try {
      const file = await downloadTemplate();
      saveFile(file, file.fileName ?? 'questions-template.csv');
    } catch (error) {
      setMessage(errorText(error, genericErrorMessage()));
    }
  }

  return (
    <section className="csv-import" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('practiceAdmin.import.title')}</h2>
      <p className="form-help">{t('practiceAdmin.import.help')}</p>
      <form className="csv-import-form" onSubmit={(event) => void run(event)}>
        <label htmlFor={inputId}>{t('practiceAdmin.import.file')}</label>
        <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        <div className="button-row">
          <button type="submit" className="button button-primary button-small" disabled={busy}>
            {busy ? t('practiceAdmin.import.importing') : t('practiceAdmin.import.button')}
          </button>
          <button type="button" className="button button-outline button-small" onClick={() => void template()}>
            {t('practiceAdmin.import.template')}
          </button>
        </div>
      </form>
      {message && (
        <div className="admin-notice admin-notice-error" role="alert">
          <p>{message}</p>
          {errors.length > 0 && (
            <ul>
              {errors.map((error) => (
                <li key={`${error.line}-${error.message}`}>
                  {t('practiceAdmin.import.line', { line: error.line, message: error.message })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
