import { useState } from 'react';
import { QUESTION_DIFFICULTIES, QUESTION_KINDS, sourceLabel, type Question } from '@chem/contract';
import { LoadError, Loading } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { deleteQuestion, listQuestions } from '../api/admin-practice';
import { ChemText } from '../../../components/chem-text/chem-text';
import { confirmAndDelete } from './admin-actions';
import { CsvImport } from './csv-import';
import { BulkTags } from './bulk-tags';
import { EMPTY_FILTERS, filterQuestions, filterChoices, type BankFilters } from './bank-filters';
import { kindText, practiceAdminCatalog } from './i18n';
import { DIFFICULTY_TEXT, QuestionEditor } from './question-editor';
import '../components/practice.css';
import './practice-admin.css';

/** Admin › Question Bank: the questions, the editor with its live preview, and the CSV import. */
export default function QuestionBankSection() {
  const state = useLoad('bank', listQuestions);
  const { reload: retry, update } = state;
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [filters, setFilters] = useState<BankFilters>(EMPTY_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const t = useT(practiceAdminCatalog);

  if (state.status === 'loading') return <Loading label={t('practiceAdmin.bank.loading')} />;
  if (state.status === 'error') return <LoadError error={state.error} fallback={t('practiceAdmin.bank.loadFailed')} onRetry={retry} />;

  const bank = state.data;
  const shown = filterQuestions(bank.questions, filters);
  const choices = filterChoices(bank.questions);
  const setFilter = <Key extends keyof BankFilters>(key: Key, value: BankFilters[Key]) => setFilters((old) => ({ ...old, [key]: value }));
  const toggle = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const chosen = shown.filter((question) => selected.has(question._id));
  const tagged = (questions: Question[]) => {
    const byId = new Map(questions.map((question) => [question._id, question]));
    update((current) => ({
      ...current,
      questions: current.questions.map((item) => byId.get(item._id) ?? item),
      chapters: [...new Set([...current.chapters, ...questions.map((question) => question.chapter)])].sort(),
    }));
    setSelected(new Set());
  };
  const saved = (question: Question) => {
    update((current) => {
      const exists = current.questions.some((item) => item._id === question._id);
      const questions = exists
        ? current.questions.map((item) => (item._id === question._id ? question : item))
        : [question, ...current.questions];
      const chapters = [...new Set([...current.chapters, question.chapter])].sort();
      return { ...current, questions, chapters };
    });
  };

  const remove = (question: Question) =>
    confirmAndDelete(
      { title: t('practiceAdmin.question.deleteTitle'), text: t('practiceAdmin.question.deleteText') },
      () => deleteQuestion(question._id),
      () => update((current) => ({ ...current, questions: current.questions.filter((item) => item._id !== question._id) })),
    );

  return (
    <div className="practice-admin">
      <CsvImport onImported={retry} />

      {editing ? (
        <QuestionEditor
          key={editing === 'new' ? 'new' : editing._id}
          question={editing === 'new' ? null : editing}
          chapters={bank.chapters}
          passages={bank.passages}
          onPassageAdded={(passage) => update((current) => ({ ...current, passages: [passage, ...current.passages] }))}
          onSaved={(question) => {
            saved(question);
            setEditing(null);
          }}
          onImageChanged={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            {t('practiceAdmin.bank.new')}
          </button>
        </div>
      )}

      <div className="practice-admin-toolbar bank-filters">
        <p>{t('practiceAdmin.bank.count', { count: shown.length })}</p>
        <label>
          {t('practiceAdmin.bank.filterChapter')}{' '}
          <select value={filters.chapter} onChange={(event) => setFilter('chapter', event.target.value)}>
            <option value="">{t('practiceAdmin.bank.allChapters')}</option>
            {bank.chapters.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('practiceAdmin.question.kind')}{' '}
          <select value={filters.kind} onChange={(event) => setFilter('kind', event.target.value as BankFilters['kind'])}>
            <option value="">{t('practiceAdmin.bank.any')}</option>
            {QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindText(t, kind)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('practiceAdmin.question.difficulty')}{' '}
          <select value={filters.difficulty} onChange={(event) => setFilter('difficulty', event.target.value as BankFilters['difficulty'])}>
            <option value="">{t('practiceAdmin.bank.any')}</option>
            {QUESTION_DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {t(DIFFICULTY_TEXT[level])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('practiceAdmin.question.exam')}{' '}
          <select value={filters.exam} onChange={(event) => setFilter('exam', event.target.value)}>
            <option value="">{t('practiceAdmin.bank.any')}</option>
            {choices.exams.map((exam) => (
              <option key={exam} value={exam}>
                {exam}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('practiceAdmin.question.year')}{' '}
          <select value={filters.year} onChange={(event) => setFilter('year', event.target.value)}>
            <option value="">{t('practiceAdmin.bank.any')}</option>
            {choices.years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('practiceAdmin.question.topic')}{' '}
          <select value={filters.topic} onChange={(event) => setFilter('topic', event.target.value)}>
            <option value="">{t('practiceAdmin.bank.any')}</option>
            {choices.topics.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
        </label>
      </div>

      {shown.length > 0 && (
        <div className="button-row">
          <label className="form-check">
            <input
              type="checkbox"
              checked={chosen.length === shown.length}
              onChange={(event) => setSelected(event.target.checked ? new Set(shown.map((question) => question._id)) : new Set())}
            />
            {t('practiceAdmin.bank.selectShown')}
          </label>
        </div>
      )}
      {chosen.length > 0 && <BulkTags questions={chosen} chapters={bank.chapters} onTagged={tagged} />}

      {shown.length === 0 ? (
        <p className="admin-empty">{t('practiceAdmin.bank.empty')}</p>
      ) : (
        <ul className="question-list">
          {shown.map((question) => (
            <li key={question._id} className="question-row">
              <label className="form-check question-row-pick">
                <input
                  type="checkbox"
                  checked={selected.has(question._id)}
                  onChange={(event) => toggle(question._id, event.target.checked)}
                  aria-label={t('practiceAdmin.bank.select')}
                />
              </label>
              <ChemText as="div" className="question-row-text" text={question.text || question.statements?.assertion || ''} />
              <p className="question-row-meta">
                {[
                  kindText(t, question.kind),
                  question.chapter,
                  question.topic,
                  t(DIFFICULTY_TEXT[question.difficulty]),
                  sourceLabel(question),
                ]
                  .filter((part) => part !== '')
                  .join(' · ')}
              </p>
              <div className="button-row">
                <button type="button" className="button button-outline button-small" onClick={() => setEditing(question)}>
                  {t('practiceAdmin.edit')}
                </button>
                <button type="button" className="button button-outline button-small" onClick={() => void remove(question)}>
                  {t('practiceAdmin.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
