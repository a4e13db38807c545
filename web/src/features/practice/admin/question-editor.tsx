import { useId, useState, type FormEvent } from 'react';
import {
  QUESTION_DIFFICULTIES,
  QUESTION_KINDS,
  questionInputSchema,
  type Question,
  type QuestionDifficulty,
  type QuestionKind,
} from '@chem/contract';
import { genericErrorMessage } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/dialogs';
import { useObjectUrl } from '../../../lib/use-object-url';
import { contractMessage } from '../../../lib/contract-messages';
import { useT } from '../../../i18n/catalog';
import { createQuestion, removeQuestionImage, updateQuestion, uploadQuestionImage } from '../api/admin-practice';
import { optionLetter } from '../components/option-letter';
import { QuestionPreview } from '../components/question-preview';
import { AdminField } from '../../../components/form/admin-field';
import { FormFooter } from './form-footer';
import { kindText, practiceAdminCatalog } from './i18n';

export const DIFFICULTY_TEXT = {
  easy: 'practiceAdmin.difficulty.easy',
  medium: 'practiceAdmin.difficulty.medium',
  hard: 'practiceAdmin.difficulty.hard',
} as const satisfies Record<QuestionDifficulty, string>;

/** The notation the editor's help names, as typed (code, not words: the same in every language). */
const NOTATION_EXAMPLES = { ce: '\\ce{...}', reaction: '\\ce{2H2 + O2 -> 2H2O}', ion: '\\ce{Fe^3+}', math: '$...$', dollar: '\\$' };

interface Draft {
  kind: QuestionKind;
  text: string;
  options: string[];
  correct: number[];
  min: string;
  max: string;
  explanation: string;
  chapter: string;
  difficulty: QuestionDifficulty;
}

const EMPTY_DRAFT: Draft = {
  kind: 'single',
  text: '',
  options: ['', '', '', ''],
  correct: [],
  min: '',
  max: '',
  explanation: '',
  chapter: '',
  difficulty: 'medium',
};

function draftOf(question: Question): Draft {
  return {
    kind: question.kind,
    text: question.text,
    options: question.kind === 'numerical' ? ['', '', '', ''] : [...question.options],
    correct: [...question.correctOptions],
    min: question.answerRange ? String(question.answerRange.min) : '',
    max: question.answerRange ? String(question.answerRange.max) : '',
    explanation: question.explanation,
    chapter: question.chapter,
    difficulty: question.difficulty,
  };
}

/** The draft as the API takes it, checked by the contract's own schema (the server's messages). */
function checkDraft(draft: Draft) {
  const common = { text: draft.text, explanation: draft.explanation, chapter: draft.chapter, difficulty: draft.difficulty };
  const input =
    draft.kind === 'numerical'
      ? {
          kind: draft.kind,
          ...common,
          answerRange: { min: draft.min.trim() === '' ? NaN : Number(draft.min), max: draft.max.trim() === '' ? NaN : Number(draft.max) },
        }
      : { kind: draft.kind, ...common, options: draft.options, correctOptions: draft.correct };
  return questionInputSchema.safeParse(input);
}

interface EditorProps {
  question: Question | null;
  chapters: readonly string[];
  onSaved: (question: Question) => void;
  onImageChanged: (question: Question) => void;
  onCancel: () => void;
}

export function QuestionEditor({ question, chapters, onSaved, onImageChanged, onCancel }: EditorProps) {
  const [draft, setDraft] = useState<Draft>(() => (question ? draftOf(question) : EMPTY_DRAFT));
  const [current, setCurrent] = useState(question);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const chapterListId = useId();
  const formId = useId();
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((old) => ({ ...old, [key]: value }));
  const previewImage = useObjectUrl(imageFile);
  const t = useT(practiceAdminCatalog);

  function toggleCorrect(index: number, checked: boolean) {
    setDraft((old) => ({
      ...old,
      correct:
        old.kind === 'single' ? [index] : checked ? [...old.correct, index].sort((a, b) => a - b) : old.correct.filter((i) => i !== index),
    }));
  }

  function removeOption(index: number) {
    setDraft((old) => ({
      ...old,
      options: old.options.filter((_, i) => i !== index),
      correct: old.correct.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i)),
    }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.success) {
      setProblems([...new Set(checked.error.issues.map((issue) => contractMessage(issue.message)))]);
      return;
    }
    setProblems([]);
    setBusy(true);
    try {
      let saved = current ? await updateQuestion(current._id, checked.data) : await createQuestion(checked.data);
      if (imageFile) saved = await uploadQuestionImage(saved._id, imageFile);
      void showToast(t('practiceAdmin.question.saved'));
      onSaved(saved);
    } catch (error) {
      setBusy(false);
      setProblems([errorText(error, genericErrorMessage())]);
    }
  }

  async function dropImage() {
    if (!current) return;
    setBusy(true);
    try {
      const saved = await removeQuestionImage(current._id);
      setCurrent(saved);
      onImageChanged(saved);
    } catch (error) {
      setProblems([errorText(error, genericErrorMessage())]);
    }
    setBusy(false);
  }

  const choice = draft.kind !== 'numerical';
  return (
    <section className="question-editor" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{question ? t('practiceAdmin.bank.edit') : t('practiceAdmin.bank.new')}</h2>
      <div className="question-editor-grid">
        <form className="question-form" onSubmit={(event) => void save(event)} noValidate>
          <div className="form-row-2">
            <AdminField wrapped label={t('practiceAdmin.question.kind')}>
              <select value={draft.kind} onChange={(event) => set('kind', event.target.value as QuestionKind)}>
                {QUESTION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindText(t, kind)}
                  </option>
                ))}
              </select>
            </AdminField>
            <AdminField wrapped label={t('practiceAdmin.question.difficulty')}>
              <select value={draft.difficulty} onChange={(event) => set('difficulty', event.target.value as QuestionDifficulty)}>
                {QUESTION_DIFFICULTIES.map((level) => (
                  <option key={level} value={level}>
                    {t(DIFFICULTY_TEXT[level])}
                  </option>
                ))}
              </select>
            </AdminField>
          </div>
          <AdminField wrapped label={t('practiceAdmin.question.chapter')}>
            <input value={draft.chapter} list={chapterListId} onChange={(event) => set('chapter', event.target.value)} />
            <datalist id={chapterListId}>
              {chapters.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </AdminField>
          <AdminField wrapped label={t('practiceAdmin.question.text')}>
            <textarea
              rows={4}
              value={draft.text}
              onChange={(event) => set('text', event.target.value)}
              aria-describedby={`${formId}-help`}
            />
          </AdminField>
          <p id={`${formId}-help`} className="form-help">
            {t('practiceAdmin.question.notationHelp', NOTATION_EXAMPLES)}
          </p>

          {choice ? (
            <fieldset className="question-options">
              <legend>{t('practiceAdmin.question.options')}</legend>
              {draft.options.map((option, index) => (
                <div key={index} className="question-option-row">
                  <label className="question-option-correct">
                    <input
                      type={draft.kind === 'single' ? 'radio' : 'checkbox'}
                      name={`${formId}-correct`}
                      checked={draft.correct.includes(index)}
                      onChange={(event) => toggleCorrect(index, event.target.checked)}
                      aria-label={t('practiceAdmin.question.correctOption', { letter: optionLetter(index) })}
                    />
                    <span aria-hidden="true">{t('practiceAdmin.question.correct')}</span>
                  </label>
                  <input
                    aria-label={t('practiceAdmin.question.option', { letter: optionLetter(index) })}
                    placeholder={t('practiceAdmin.question.option', { letter: optionLetter(index) })}
                    value={option}
                    onChange={(event) =>
                      set(
                        'options',
                        draft.options.map((value, i) => (i === index ? event.target.value : value)),
                      )
                    }
                  />
                  {draft.options.length > 2 && (
                    <button
                      type="button"
                      className="button button-outline button-small"
                      onClick={() => removeOption(index)}
                      aria-label={t('practiceAdmin.question.removeOption', { letter: optionLetter(index) })}
                    >
                      ×
                    </button>
                  )}
                </div>
              ))}
              {draft.options.length < 6 && (
                <button type="button" className="button button-outline button-small" onClick={() => set('options', [...draft.options, ''])}>
                  {t('practiceAdmin.question.addOption')}
                </button>
              )}
            </fieldset>
          ) : (
            <div className="form-row-2">
              <AdminField wrapped label={t('practiceAdmin.question.answerMin')}>
                <input
                  type="number"
                  step="any"
                  inputMode="decimal"
                  value={draft.min}
                  onChange={(event) => set('min', event.target.value)}
                />
              </AdminField>
              <AdminField wrapped label={t('practiceAdmin.question.answerMax')}>
                <input
                  type="number"
                  step="any"
                  inputMode="decimal"
                  value={draft.max}
                  onChange={(event) => set('max', event.target.value)}
                />
              </AdminField>
            </div>
          )}

          <AdminField wrapped label={t('practiceAdmin.question.explanation')}>
            <textarea rows={3} value={draft.explanation} onChange={(event) => set('explanation', event.target.value)} />
          </AdminField>
          <AdminField wrapped label={t('practiceAdmin.question.image')}>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                setImageFile(file);
              }}
            />
          </AdminField>
          {!current && imageFile && <p className="form-help">{t('practiceAdmin.question.imageAfterSave')}</p>}
          {current?.imageUrl && !imageFile && (
            <button type="button" className="button button-outline button-small" onClick={() => void dropImage()} disabled={busy}>
              {t('practiceAdmin.question.removeImage')}
            </button>
          )}

          <FormFooter problems={problems} busy={busy} saveLabel={t('practiceAdmin.question.save')} onCancel={onCancel} />
        </form>

        <section className="question-preview-pane" aria-label={t('practiceAdmin.question.preview')}>
          <h3>{t('practiceAdmin.question.preview')}</h3>
          {draft.text.trim() === '' && draft.options.every((option) => option.trim() === '') ? (
            <p className="form-help">{t('practiceAdmin.question.previewEmpty')}</p>
          ) : (
            <QuestionPreview
              kind={draft.kind}
              text={draft.text}
              options={draft.options}
              chapter={draft.chapter}
              imageUrl={previewImage ?? current?.imageUrl ?? null}
              explanation={draft.explanation}
            />
          )}
        </section>
      </div>
    </section>
  );
}
