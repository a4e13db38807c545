import { useId, useState, type FormEvent } from 'react';
import {
  MULTIPLE_MARKING,
  TEST_DEFAULTS,
  WINDOW_MODES,
  testInputSchema,
  type MultipleMarking,
  type PracticeTest,
  type Question,
  type WindowMode,
} from '@chem/contract';
import { moved, RowOrderButtons } from '../../../components/admin-ui';
import { useT } from '../../../i18n/catalog';
import { createTest, updateTest } from '../api/admin-practice';
import { ChemText } from '../../../components/chem-text/chem-text';
import { AdminField } from '../../../components/form/admin-field';
import { FormFooter } from './form-footer';
import { useCheckedSave } from './use-checked-save';
import { kindText, practiceAdminCatalog } from './i18n';

const WINDOW_MODE_TEXT = {
  'full-time': 'practiceAdmin.test.windowFullTime',
  'end-at-close': 'practiceAdmin.test.windowEndAtClose',
} as const satisfies Record<WindowMode, string>;

/** A paper's times are India's: the form shows and takes them in IST whatever the computer's zone. */
const IST_MS = 330 * 60_000;
const istInput = (iso: string | null) => (iso ? new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 16) : '');
const fromIstInput = (value: string) => (value.trim() === '' ? null : `${value}:00+05:30`);

const MARKING_TEXT = {
  'all-or-nothing': 'practiceAdmin.marking.allOrNothing',
  partial: 'practiceAdmin.marking.partial',
} as const satisfies Record<MultipleMarking, string>;

interface TestDraft {
  title: string;
  instructions: string;
  questionIds: string[];
  timeLimitMinutes: string;
  marksCorrect: string;
  marksWrong: string;
  multipleMarking: MultipleMarking;
  attemptLimit: string;
  isFree: boolean;
  published: boolean;
  courseId: string;
  chapter: string;
  seriesId: string;
  opensAt: string;
  closesAt: string;
  windowMode: WindowMode;
  leaderboard: boolean;
}

function draftOf(test: PracticeTest | null): TestDraft {
  return {
    title: test?.title ?? '',
    instructions: test?.instructions ?? '',
    questionIds: test ? [...test.questionIds] : [],
    timeLimitMinutes: String(test?.timeLimitMinutes ?? TEST_DEFAULTS.timeLimitMinutes),
    marksCorrect: String(test?.marksCorrect ?? TEST_DEFAULTS.marksCorrect),
    marksWrong: String(test?.marksWrong ?? TEST_DEFAULTS.marksWrong),
    multipleMarking: test?.multipleMarking ?? TEST_DEFAULTS.multipleMarking,
    attemptLimit: test?.attemptLimit === null || !test ? '' : String(test.attemptLimit),
    isFree: test?.isFree ?? false,
    published: test?.published ?? false,
    courseId: test?.courseId ?? '',
    chapter: test?.chapter ?? '',
    seriesId: test?.seriesId ?? '',
    opensAt: istInput(test?.opensAt ?? null),
    closesAt: istInput(test?.closesAt ?? null),
    windowMode: test?.windowMode ?? 'full-time',
    leaderboard: test?.leaderboard ?? true,
  };
}

const numberOrNaN = (text: string) => (text.trim() === '' ? NaN : Number(text));

export function TestEditor({
  test,
  bank,
  series,
  onSaved,
  onCancel,
}: {
  test: PracticeTest | null;
  bank: readonly Question[];
  /** The series a test may be a paper of. */
  series: readonly { _id: string; title: string }[];
  onSaved: (test: PracticeTest) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(test));
  const t = useT(practiceAdminCatalog);
  const { problems, busy, submit } = useCheckedSave(t('practiceAdmin.test.saved'), onSaved);
  const id = useId();
  const set = <Key extends keyof TestDraft>(key: Key, value: TestDraft[Key]) => setDraft((old) => ({ ...old, [key]: value }));
  const byId = new Map(bank.map((question) => [question._id, question]));
  const chosen = new Set(draft.questionIds);

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = testInputSchema.safeParse({
      title: draft.title,
      instructions: draft.instructions,
      questionIds: draft.questionIds,
      timeLimitMinutes: numberOrNaN(draft.timeLimitMinutes),
      marksCorrect: numberOrNaN(draft.marksCorrect),
      marksWrong: numberOrNaN(draft.marksWrong),
      multipleMarking: draft.multipleMarking,
      attemptLimit: draft.attemptLimit.trim() === '' ? null : numberOrNaN(draft.attemptLimit),
      isFree: draft.isFree,
      published: draft.published,
      courseId: draft.courseId.trim() === '' ? null : draft.courseId,
      chapter: draft.chapter.trim() === '' ? null : draft.chapter,
      seriesId: draft.seriesId === '' ? null : draft.seriesId,
      opensAt: fromIstInput(draft.opensAt),
      closesAt: fromIstInput(draft.closesAt),
      windowMode: draft.windowMode,
      leaderboard: draft.leaderboard,
    });
    void submit(checked, (input) => (test ? updateTest(test._id, input) : createTest(input)));
  }

  return (
    <section className="question-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{test ? t('practiceAdmin.tests.edit') : t('practiceAdmin.tests.new')}</h2>
      <form className="question-form" onSubmit={save} noValidate>
        <AdminField wrapped label={t('practiceAdmin.test.title')}>
          <input value={draft.title} onChange={(event) => set('title', event.target.value)} />
        </AdminField>
        <AdminField wrapped label={t('practiceAdmin.test.instructions')}>
          <textarea rows={3} value={draft.instructions} onChange={(event) => set('instructions', event.target.value)} />
        </AdminField>
        <div className="form-row-2">
          <AdminField wrapped label={t('practiceAdmin.test.timeLimit')}>
            <input
              type="number"
              min={1}
              inputMode="numeric"
              value={draft.timeLimitMinutes}
              onChange={(event) => set('timeLimitMinutes', event.target.value)}
            />
          </AdminField>
          <AdminField wrapped label={t('practiceAdmin.test.attemptLimit')}>
            <input
              type="number"
              min={1}
              inputMode="numeric"
              value={draft.attemptLimit}
              onChange={(event) => set('attemptLimit', event.target.value)}
            />
          </AdminField>
          <AdminField wrapped label={t('practiceAdmin.test.marksCorrect')}>
            <input
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={draft.marksCorrect}
              onChange={(event) => set('marksCorrect', event.target.value)}
            />
          </AdminField>
          <AdminField wrapped label={t('practiceAdmin.test.marksWrong')}>
            <input
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={draft.marksWrong}
              onChange={(event) => set('marksWrong', event.target.value)}
            />
          </AdminField>
        </div>
        <AdminField wrapped label={t('practiceAdmin.test.multipleMarking')}>
          <select value={draft.multipleMarking} onChange={(event) => set('multipleMarking', event.target.value as MultipleMarking)}>
            {MULTIPLE_MARKING.map((marking) => (
              <option key={marking} value={marking}>
                {t(MARKING_TEXT[marking])}
              </option>
            ))}
          </select>
        </AdminField>
        <div className="form-row-2">
          <AdminField wrapped label={t('practiceAdmin.test.courseId')}>
            <input value={draft.courseId} onChange={(event) => set('courseId', event.target.value)} />
          </AdminField>
          <AdminField wrapped label={t('practiceAdmin.test.chapter')}>
            <input value={draft.chapter} onChange={(event) => set('chapter', event.target.value)} />
          </AdminField>
        </div>
        <AdminField wrapped label={t('practiceAdmin.test.series')}>
          <select value={draft.seriesId} onChange={(event) => set('seriesId', event.target.value)}>
            <option value="">{t('practiceAdmin.test.noSeries')}</option>
            {series.map((item) => (
              <option key={item._id} value={item._id}>
                {item.title}
              </option>
            ))}
          </select>
        </AdminField>
        <fieldset className="question-options">
          <legend>{t('practiceAdmin.test.window')}</legend>
          <p className="form-help">{t('practiceAdmin.test.windowHelp')}</p>
          <div className="form-row-2">
            <AdminField wrapped label={t('practiceAdmin.test.opensAt')}>
              <input type="datetime-local" value={draft.opensAt} onChange={(event) => set('opensAt', event.target.value)} />
            </AdminField>
            <AdminField wrapped label={t('practiceAdmin.test.closesAt')}>
              <input type="datetime-local" value={draft.closesAt} onChange={(event) => set('closesAt', event.target.value)} />
            </AdminField>
          </div>
          <AdminField wrapped label={t('practiceAdmin.test.windowMode')}>
            <select value={draft.windowMode} onChange={(event) => set('windowMode', event.target.value as WindowMode)}>
              {WINDOW_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(WINDOW_MODE_TEXT[mode])}
                </option>
              ))}
            </select>
          </AdminField>
          <label className="form-check">
            <input type="checkbox" checked={draft.leaderboard} onChange={(event) => set('leaderboard', event.target.checked)} />
            {t('practiceAdmin.test.leaderboard')}
          </label>
        </fieldset>
        <label className="form-check">
          <input type="checkbox" checked={draft.isFree} onChange={(event) => set('isFree', event.target.checked)} />
          {t('practiceAdmin.test.isFree')}
        </label>
        <label className="form-check">
          <input type="checkbox" checked={draft.published} onChange={(event) => set('published', event.target.checked)} />
          {t('practiceAdmin.test.published')}
        </label>

        <fieldset className="question-options">
          <legend>{t('practiceAdmin.test.questions', { count: draft.questionIds.length })}</legend>
          {draft.questionIds.length === 0 ? (
            <p className="form-help">{t('practiceAdmin.test.noneChosen')}</p>
          ) : (
            <ol className="picked-questions">
              {draft.questionIds.map((questionId, index) => (
                <li key={questionId}>
                  <ChemText className="picked-text" text={byId.get(questionId)?.text ?? questionId} />
                  <span className="picked-actions">
                    <RowOrderButtons
                      isFirst={index === 0}
                      isLast={index === draft.questionIds.length - 1}
                      labels={{
                        up: t('practiceAdmin.test.moveUp', { number: index + 1 }),
                        down: t('practiceAdmin.test.moveDown', { number: index + 1 }),
                        remove: t('practiceAdmin.test.remove'),
                      }}
                      onMove={(by) => set('questionIds', moved(draft.questionIds, index, by))}
                      onRemove={() =>
                        set(
                          'questionIds',
                          draft.questionIds.filter((item) => item !== questionId),
                        )
                      }
                    />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </fieldset>

        <details className="bank-picker">
          <summary>{t('practiceAdmin.test.bank')}</summary>
          <ul>
            {bank
              .filter((question) => !chosen.has(question._id))
              .map((question) => (
                <li key={question._id}>
                  <span className="picked-text">
                    <ChemText text={question.text} />
                    <small>
                      {' '}
                      · {kindText(t, question.kind)} · {question.chapter}
                    </small>
                  </span>
                  <button
                    type="button"
                    className="button button-outline button-small"
                    onClick={() => set('questionIds', [...draft.questionIds, question._id])}
                  >
                    {t('practiceAdmin.test.add')}
                  </button>
                </li>
              ))}
          </ul>
        </details>

        <FormFooter problems={problems} busy={busy} saveLabel={t('practiceAdmin.test.save')} onCancel={onCancel} />
      </form>
    </section>
  );
}
