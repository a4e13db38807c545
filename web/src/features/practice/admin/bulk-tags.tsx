import { useState, type FormEvent } from 'react';
import { EXAMS, QUESTION_DIFFICULTIES, questionTagsSchema, type Question, type QuestionDifficulty } from '@chem/contract';
import { genericErrorMessage } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/dialogs';
import { contractMessage } from '../../../lib/contract-messages';
import { useT } from '../../../i18n/catalog';
import { AdminField } from '../../../components/form/admin-field';
import { tagQuestions } from '../api/admin-practice';
import { practiceAdminCatalog } from './i18n';
import { SuggestedInput } from './suggested-input';
import { DIFFICULTY_TEXT } from './question-editor';

interface BulkTagsProps {
  questions: readonly Question[];
  chapters: readonly string[];
  onTagged: (questions: Question[]) => void;
}

/** Tags the chosen questions at once: each field filled in is set on all of them, the empty ones left as they are. */
export function BulkTags({ questions, chapters, onTagged }: BulkTagsProps) {
  const t = useT(practiceAdminCatalog);
  const [fields, setFields] = useState({
    chapter: '',
    topic: '',
    difficulty: '' as QuestionDifficulty | '',
    exam: '',
    year: '',
    session: '',
  });
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <Key extends keyof typeof fields>(key: Key, value: (typeof fields)[Key]) => setFields((old) => ({ ...old, [key]: value }));

  async function apply(event: FormEvent) {
    event.preventDefault();
    const filled = (value: string) => (value.trim() === '' ? undefined : value);
    const checked = questionTagsSchema.safeParse({
      questionIds: questions.map((question) => question._id),
      changes: {
        chapter: filled(fields.chapter),
        topic: filled(fields.topic),
        difficulty: fields.difficulty === '' ? undefined : fields.difficulty,
        exam: filled(fields.exam),
        year: fields.year.trim() === '' ? undefined : Number(fields.year),
        session: filled(fields.session),
      },
    });
    if (!checked.success) {
      setProblem(contractMessage(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem('');
    setBusy(true);
    try {
      const answer = await tagQuestions(checked.data);
      void showToast(t('practiceAdmin.tags.done', { count: answer.updated }));
      onTagged(answer.questions);
    } catch (error) {
      setProblem(errorText(error, genericErrorMessage()));
    }
    setBusy(false);
  }

  return (
    <form className="bulk-tags" onSubmit={(event) => void apply(event)} noValidate aria-label={t('practiceAdmin.tags.title')}>
      <h3>{t('practiceAdmin.tags.heading', { count: questions.length })}</h3>
      <p className="form-help">{t('practiceAdmin.tags.help')}</p>
      <div className="form-row-2">
        <AdminField wrapped label={t('practiceAdmin.question.chapter')}>
          <SuggestedInput value={fields.chapter} suggestions={chapters} onChange={(value) => set('chapter', value)} />
        </AdminField>
        <AdminField wrapped label={t('practiceAdmin.question.topic')}>
          <input value={fields.topic} onChange={(event) => set('topic', event.target.value)} />
        </AdminField>
      </div>
      <div className="form-row-2">
        <AdminField wrapped label={t('practiceAdmin.question.difficulty')}>
          <select value={fields.difficulty} onChange={(event) => set('difficulty', event.target.value as QuestionDifficulty | '')}>
            <option value="">{t('practiceAdmin.tags.leave')}</option>
            {QUESTION_DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {t(DIFFICULTY_TEXT[level])}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField wrapped label={t('practiceAdmin.question.exam')}>
          <SuggestedInput value={fields.exam} suggestions={EXAMS} onChange={(value) => set('exam', value)} />
        </AdminField>
      </div>
      <div className="form-row-2">
        <AdminField wrapped label={t('practiceAdmin.question.year')}>
          <input type="number" inputMode="numeric" step={1} value={fields.year} onChange={(event) => set('year', event.target.value)} />
        </AdminField>
        <AdminField wrapped label={t('practiceAdmin.question.session')}>
          <input value={fields.session} onChange={(event) => set('session', event.target.value)} />
        </AdminField>
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('practiceAdmin.tags.apply', { count: questions.length })}
      </button>
    </form>
  );
}
