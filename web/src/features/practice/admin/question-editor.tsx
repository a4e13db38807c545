import { useId, useState, type FormEvent } from 'react';
import {
  EXAMS,
  QUESTION_DIFFICULTIES,
  QUESTION_KINDS,
  type Passage,
  type Question,
  type QuestionDifficulty,
  type QuestionKind,
} from '@chem/contract';
import { genericErrorMessage } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useT } from '../../../i18n/catalog';
import { createPassage, createQuestion, removeQuestionImage, updateQuestion, uploadQuestionImage } from '../api/admin-practice';
import { optionLetter } from '../components/option-letter';
import { QuestionPreview } from '../components/question-preview';
import { AdminField } from '../../../components/form/admin-field';
import { FormFooter } from './form-footer';
import { useCheckedSave } from './use-checked-save';
import { kindText, practiceAdminCatalog } from './i18n';
import { SuggestedInput } from './suggested-input';
import { KindFields } from './kind-fields';
import { EMPTY_DRAFT, checkDraft, draftOf, type Draft } from './question-draft';

export const DIFFICULTY_TEXT = {
  easy: 'practiceAdmin.difficulty.easy',
  medium: 'practiceAdmin.difficulty.medium',
  hard: 'practiceAdmin.difficulty.hard',
} as const satisfies Record<QuestionDifficulty, string>;

/** The notation the editor's help names, as typed (code, not words: the same in every language). */
const NOTATION_EXAMPLES = { ce: '\\ce{...}', reaction: '\\ce{2H2 + O2 -> 2H2O}', ion: '\\ce{Fe^3+}', math: '$...$', dollar: '\\$' };

/** The passage select's value for "write a new passage here". */
const NEW_PASSAGE = 'new';

interface EditorProps {
  question: Question | null;
  chapters: readonly string[];
  passages: readonly Passage[];
  /** A passage written here was saved: the bank lists it from now on. */
  onPassageAdded: (passage: Passage) => void;
  onSaved: (question: Question) => void;
  onImageChanged: (question: Question) => void;
  onCancel: () => void;
}

export function QuestionEditor({ question, chapters, passages, onPassageAdded, onSaved, onImageChanged, onCancel }: EditorProps) {
  const [draft, setDraft] = useState<Draft>(() => (question ? draftOf(question) : EMPTY_DRAFT));
  const [newPassage, setNewPassage] = useState('');
  const [current, setCurrent] = useState(question);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [removingImage, setRemovingImage] = useState(false);
  const formId = useId();
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((old) => ({ ...old, [key]: value }));
  const previewImage = useObjectUrl(imageFile);
  const t = useT(practiceAdminCatalog);
  const { problems, setProblems, busy: saving, submit } = useCheckedSave(t('practiceAdmin.question.saved'), onSaved);
  const busy = saving || removingImage;

  const chooseOne = (index: number) => setDraft((old) => ({ ...old, correct: [index] }));

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

  function save(event: FormEvent) {
    event.preventDefault();
    if (draft.kind === 'matrix' && draft.codes.some((code) => code.some((right) => right < 0))) {
      setProblems([t('practiceAdmin.question.codesIncomplete')]);
      return;
    }
    const writingPassage = draft.passageId === NEW_PASSAGE;
    if (writingPassage && newPassage.trim() === '') {
      setProblems([t('practiceAdmin.question.passageEmpty')]);
      return;
    }
    // The new passage's id is not known yet: check the rest with none, then save it first.
    void submit(checkDraft(writingPassage ? { ...draft, passageId: '' } : draft), async (input) => {
      if (writingPassage) {
        const passage = await createPassage(newPassage);
        onPassageAdded(passage);
        setDraft((old) => ({ ...old, passageId: passage._id }));
        setNewPassage('');
        input.passageId = passage._id;
      }
      const saved = current ? await updateQuestion(current._id, input) : await createQuestion(input);
      return imageFile ? uploadQuestionImage(saved._id, imageFile) : saved;
    });
  }

  async function dropImage() {
    if (!current) return;
    setRemovingImage(true);
    try {
      const saved = await removeQuestionImage(current._id);
      setCurrent(saved);
      onImageChanged(saved);
    } catch (error) {
      setProblems([errorText(error, genericErrorMessage())]);
    }
    setRemovingImage(false);
  }

  const choice = draft.kind === 'single' || draft.kind === 'multiple';
  const passageText = draft.passageId === NEW_PASSAGE ? newPassage : passages.find((passage) => passage._id === draft.passageId)?.text;
  return (
    <section className="question-editor" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{question ? t('practiceAdmin.bank.edit') : t('practiceAdmin.bank.new')}</h2>
      <div className="question-editor-grid">
        <form className="question-form" onSubmit={save} noValidate>
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
            <SuggestedInput value={draft.chapter} suggestions={chapters} onChange={(value) => set('chapter', value)} />
          </AdminField>
          <div className="form-row-2">
            <AdminField wrapped label={t('practiceAdmin.question.topic')}>
              <input value={draft.topic} onChange={(event) => set('topic', event.target.value)} />
            </AdminField>
            <AdminField wrapped label={t('practiceAdmin.question.exam')}>
              <SuggestedInput value={draft.exam} suggestions={EXAMS} onChange={(value) => set('exam', value)} />
            </AdminField>
          </div>
          <div className="form-row-2">
            <AdminField wrapped label={t('practiceAdmin.question.year')}>
              <input type="number" inputMode="numeric" step={1} value={draft.year} onChange={(event) => set('year', event.target.value)} />
            </AdminField>
            <AdminField wrapped label={t('practiceAdmin.question.session')}>
              <input
                value={draft.session}
                placeholder={t('practiceAdmin.question.sessionExample')}
                onChange={(event) => set('session', event.target.value)}
              />
            </AdminField>
          </div>
          <p className="form-help">{t('practiceAdmin.question.sourceHelp')}</p>
          <AdminField wrapped label={t('practiceAdmin.question.passage')}>
            <select value={draft.passageId} onChange={(event) => set('passageId', event.target.value)}>
              <option value="">{t('practiceAdmin.question.noPassage')}</option>
              {passages.map((passage) => (
                <option key={passage._id} value={passage._id}>
                  {passage.text.length > 60 ? `${passage.text.slice(0, 60)}…` : passage.text}
                </option>
              ))}
              <option value={NEW_PASSAGE}>{t('practiceAdmin.question.newPassage')}</option>
            </select>
          </AdminField>
          {draft.passageId === NEW_PASSAGE && (
            <AdminField wrapped label={t('practiceAdmin.question.passageText')}>
              <textarea rows={5} value={newPassage} onChange={(event) => setNewPassage(event.target.value)} />
            </AdminField>
          )}
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
            <KindFields draft={draft} formId={formId} set={set} chooseOne={chooseOne} />
          )}
          {(choice || draft.kind === 'matrix') && (
            <label className="form-check">
              <input type="checkbox" checked={draft.keepOptionOrder} onChange={(event) => set('keepOptionOrder', event.target.checked)} />
              {t('practiceAdmin.question.keepOptionOrder')}
            </label>
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
          {draft.text.trim() === '' &&
          draft.options.every((option) => option.trim() === '') &&
          draft.assertion.trim() === '' &&
          draft.listI.every((item) => item.trim() === '') ? (
            <p className="form-help">{t('practiceAdmin.question.previewEmpty')}</p>
          ) : (
            <QuestionPreview
              kind={draft.kind}
              text={draft.text}
              options={draft.options}
              chapter={draft.chapter}
              imageUrl={previewImage ?? current?.imageUrl ?? null}
              explanation={draft.explanation}
              matrix={
                draft.kind === 'matrix'
                  ? { listI: draft.listI, listII: draft.listII, codes: draft.codes.map((code) => code.map((right) => Math.max(right, 0))) }
                  : null
              }
              statements={draft.kind === 'assertion-reason' ? { assertion: draft.assertion, reason: draft.reason } : null}
              passage={passageText}
            />
          )}
        </section>
      </div>
    </section>
  );
}
