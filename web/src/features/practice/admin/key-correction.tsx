import { useState, type FormEvent } from 'react';
import { isNumberKind, type KeyCorrectionJob, type QuestionStat } from '@chem/contract';
import { genericErrorMessage } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/dialogs';
import { useT } from '../../../i18n/catalog';
import { correctKey } from '../api/admin-practice';
import { practiceAdminCatalog } from './i18n';

type Action = 'change-key' | 'accept' | 'drop-all' | 'drop-attempted';

/** "A, C" -> [0, 2]; anything else than letters A-H is left out (the server checks the rest). */
const optionsFrom = (text: string) =>
  text
    .toUpperCase()
    .split(/[\s,]+/)
    .filter((part) => /^[A-H]$/.test(part))
    .map((letter) => letter.charCodeAt(0) - 65);

/**
 * Correcting a question's key after the results: a new key, several accepted options, or the
 * question dropped as a bonus. Every attempt is rescored on the server (the rest by a schedule if
 * the test is large); the answer says how many were looked at and how many scores changed.
 */
export function KeyCorrection({ testId, question, onDone }: { testId: string; question: QuestionStat; onDone: () => void }) {
  const t = useT(practiceAdminCatalog);
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<Action>('change-key');
  const [value, setValue] = useState('');
  const [upper, setUpper] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const numberKind = isNumberKind(question.kind);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const job: KeyCorrectionJob = await correctKey(
        testId,
        action === 'drop-all' || action === 'drop-attempted'
          ? { action: 'drop', questionId: question.questionId, bonusTo: action === 'drop-all' ? 'all' : 'attempted' }
          : question.kind === 'integer'
            ? { action: 'change-key', questionId: question.questionId, integerAnswer: Number(value) }
            : question.kind === 'numerical'
              ? { action: 'change-key', questionId: question.questionId, answerRange: { min: Number(value), max: Number(upper || value) } }
              : { action: 'change-key', questionId: question.questionId, correctOptions: optionsFrom(value) },
      );
      void showToast(
        job.status === 'done'
          ? t('practiceAdmin.correction.done', { attempts: job.attempts, changed: job.changed })
          : t('practiceAdmin.correction.running', { attempts: job.attempts }),
      );
      setOpen(false);
      onDone();
    } catch (error) {
      setProblem(errorText(error, genericErrorMessage()));
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <button type="button" className="button button-outline button-small" onClick={() => setOpen(true)}>
        {t('practiceAdmin.correction.open')}
      </button>
    );
  return (
    <form className="key-correction" onSubmit={(event) => void submit(event)}>
      <label>
        {t('practiceAdmin.correction.action')}
        <select value={action} onChange={(event) => setAction(event.target.value as Action)}>
          <option value="change-key">{t('practiceAdmin.correction.changeKey')}</option>
          {!numberKind && question.kind !== 'multiple' && <option value="accept">{t('practiceAdmin.correction.acceptSeveral')}</option>}
          <option value="drop-attempted">{t('practiceAdmin.correction.dropAttempted')}</option>
          <option value="drop-all">{t('practiceAdmin.correction.dropAll')}</option>
        </select>
      </label>
      {(action === 'change-key' || action === 'accept') && (
        <label>
          {numberKind ? t('practiceAdmin.correction.answer') : t('practiceAdmin.correction.letters')}
          <input value={value} onChange={(event) => setValue(event.target.value)} inputMode={numberKind ? 'decimal' : 'text'} required />
        </label>
      )}
      {action === 'change-key' && question.kind === 'numerical' && (
        <label>
          {t('practiceAdmin.correction.upTo')}
          <input value={upper} onChange={(event) => setUpper(event.target.value)} inputMode="decimal" />
        </label>
      )}
      {problem && <p role="alert">{problem}</p>}
      <div className="button-row">
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          {busy ? t('practiceAdmin.correction.working') : t('practiceAdmin.correction.apply')}
        </button>
        <button type="button" className="button button-outline button-small" onClick={() => setOpen(false)}>
          {t('practiceAdmin.correction.cancel')}
        </button>
      </div>
    </form>
  );
}
