import { useState } from 'react';
import type { Question } from '@chem/contract';
import { LoadError, Loading } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { deleteQuestion, listQuestions } from '../api/admin-practice';
import { ChemText } from '../../../components/chem-text/chem-text';
import { confirmAndDelete } from './admin-actions';
import { CsvImport } from './csv-import';
import { kindText, practiceAdminCatalog } from './i18n';
import { DIFFICULTY_TEXT, QuestionEditor } from './question-editor';
import '../components/practice.css';
import './practice-admin.css';

/** Admin › Question Bank: the questions, the editor with its live preview, and the CSV import. */
export default function QuestionBankSection() {
  const state = useLoad('bank', listQuestions);
  const { reload: retry, update } = state;
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [chapter, setChapter] = useState('');
  const t = useT(practiceAdminCatalog);

  if (state.status === 'loading') return <Loading label={t('practiceAdmin.bank.loading')} />;
  if (state.status === 'error') return <LoadError error={state.error} fallback={t('practiceAdmin.bank.loadFailed')} onRetry={retry} />;

  const bank = state.data;
  const shown = chapter ? bank.questions.filter((question) => question.chapter === chapter) : bank.questions;
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

      <div className="practice-admin-toolbar">
        <p>{t('practiceAdmin.bank.count', { count: shown.length })}</p>
        <label>
          {t('practiceAdmin.bank.filterChapter')}{' '}
          <select value={chapter} onChange={(event) => setChapter(event.target.value)}>
            <option value="">{t('practiceAdmin.bank.allChapters')}</option>
            {bank.chapters.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>

      {shown.length === 0 ? (
        <p className="admin-empty">{t('practiceAdmin.bank.empty')}</p>
      ) : (
        <ul className="question-list">
          {shown.map((question) => (
            <li key={question._id} className="question-row">
              <ChemText as="div" className="question-row-text" text={question.text} />
              <p className="question-row-meta">
                {[kindText(t, question.kind), question.chapter, t(DIFFICULTY_TEXT[question.difficulty])].join(' · ')}
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
