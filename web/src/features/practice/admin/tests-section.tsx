import { useId, useState, type FormEvent } from 'react';
import { MULTIPLE_MARKING, TEST_DEFAULTS, testInputSchema, type MultipleMarking, type PracticeTest, type Question } from '@chem/contract';
import { showToast } from '../../../lib/dialogs';
import { useKeyedLoad } from '../../../lib/use-keyed-load';
import {
  createTest,
  deleteTest,
  getTestAnalytics,
  listAdminTests,
  listQuestions,
  updateTest,
  type AdminTestList,
} from '../api/admin-practice';
import { PRACTICE_ADMIN_TEXT as TEXT } from '../admin-messages';
import { ChemText } from '../components/chem-text';
import { confirmAndDelete, failureText } from './admin-actions';
import { FormFooter } from './form-footer';
import '../components/practice.css';
import './practice-admin.css';

type AdminTest = AdminTestList['tests'][number];

const loadAll = async (_key: string, signal: AbortSignal) => {
  const [tests, bank] = await Promise.all([listAdminTests(signal), listQuestions(signal)]);
  return { tests: tests.tests, questions: bank.questions };
};
const loadAnalytics = (id: string, signal: AbortSignal) => getTestAnalytics(id, signal);

/** Admin › Tests: the tests, their editor (questions picked from the bank, in order) and each one's analytics. */
export default function TestsSection() {
  const { state, retry, update } = useKeyedLoad('tests', loadAll);
  const [editing, setEditing] = useState<AdminTest | 'new' | null>(null);
  const [analyticsOf, setAnalyticsOf] = useState<string | null>(null);

  if (state.status === 'loading') return <p role="status">{TEXT.loadingTests}</p>;
  if (state.status === 'error') {
    return (
      <div className="admin-notice admin-notice-error" role="alert">
        <p>{TEXT.testsFailed}</p>
        <button type="button" className="button button-outline button-small" onClick={retry}>
          {TEXT.tryAgain}
        </button>
      </div>
    );
  }
  const { tests, questions } = state.data;

  function saved(test: PracticeTest) {
    update((current) => {
      const attempts = current.tests.find((item) => item._id === test._id)?.attempts ?? 0;
      const exists = current.tests.some((item) => item._id === test._id);
      const next = { ...test, attempts };
      return { ...current, tests: exists ? current.tests.map((item) => (item._id === test._id ? next : item)) : [next, ...current.tests] };
    });
    setEditing(null);
  }

  const remove = (test: AdminTest) =>
    confirmAndDelete(
      { title: TEXT.deleteTestTitle, text: TEXT.deleteTestText },
      () => deleteTest(test._id),
      () => update((current) => ({ ...current, tests: current.tests.filter((item) => item._id !== test._id) })),
    );

  return (
    <div className="practice-admin">
      {editing ? (
        <TestEditor
          key={editing === 'new' ? 'new' : editing._id}
          test={editing === 'new' ? null : editing}
          bank={questions}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            {TEXT.newTest}
          </button>
        </div>
      )}

      {tests.length === 0 ? (
        <p className="admin-empty">{TEXT.noTests}</p>
      ) : (
        <ul className="question-list">
          {tests.map((test) => (
            <li key={test._id} className="question-row">
              <p className="question-row-title">{test.title}</p>
              <p className="question-row-meta">
                {[
                  TEXT.testFacts(test.questionIds.length, test.timeLimitMinutes, test.attempts),
                  test.published ? TEXT.live : TEXT.draft,
                  ...(test.isFree ? [TEXT.free] : []),
                ].join(' · ')}
              </p>
              <div className="button-row">
                <button type="button" className="button button-outline button-small" onClick={() => setEditing(test)}>
                  {TEXT.edit}
                </button>
                <button
                  type="button"
                  className="button button-outline button-small"
                  aria-expanded={analyticsOf === test._id}
                  onClick={() => setAnalyticsOf(analyticsOf === test._id ? null : test._id)}
                >
                  {TEXT.analytics}
                </button>
                <button type="button" className="button button-outline button-small" onClick={() => void remove(test)}>
                  {TEXT.delete}
                </button>
              </div>
              {analyticsOf === test._id && <Analytics testId={test._id} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

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
  };
}

const numberOrNaN = (text: string) => (text.trim() === '' ? NaN : Number(text));

function TestEditor({
  test,
  bank,
  onSaved,
  onCancel,
}: {
  test: PracticeTest | null;
  bank: readonly Question[];
  onSaved: (test: PracticeTest) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(test));
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = <Key extends keyof TestDraft>(key: Key, value: TestDraft[Key]) => setDraft((old) => ({ ...old, [key]: value }));
  const byId = new Map(bank.map((question) => [question._id, question]));
  const chosen = new Set(draft.questionIds);

  function move(index: number, by: number) {
    setDraft((old) => {
      const ids = [...old.questionIds];
      const [item] = ids.splice(index, 1);
      ids.splice(index + by, 0, item!);
      return { ...old, questionIds: ids };
    });
  }

  async function save(event: FormEvent) {
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
    });
    if (!checked.success) {
      setProblems([...new Set(checked.error.issues.map((issue) => issue.message))]);
      return;
    }
    setProblems([]);
    setBusy(true);
    try {
      const saved = test ? await updateTest(test._id, checked.data) : await createTest(checked.data);
      void showToast(TEXT.testSaved);
      onSaved(saved);
    } catch (error) {
      setBusy(false);
      setProblems([failureText(error)]);
    }
  }

  return (
    <section className="question-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{test ? TEXT.editTest : TEXT.newTest}</h2>
      <form className="question-form" onSubmit={(event) => void save(event)} noValidate>
        <label>
          {TEXT.title}
          <input value={draft.title} onChange={(event) => set('title', event.target.value)} />
        </label>
        <label>
          {TEXT.instructions}
          <textarea rows={3} value={draft.instructions} onChange={(event) => set('instructions', event.target.value)} />
        </label>
        <div className="form-row-2">
          <label>
            {TEXT.timeLimit}
            <input
              type="number"
              min={1}
              inputMode="numeric"
              value={draft.timeLimitMinutes}
              onChange={(event) => set('timeLimitMinutes', event.target.value)}
            />
          </label>
          <label>
            {TEXT.attemptLimit}
            <input
              type="number"
              min={1}
              inputMode="numeric"
              value={draft.attemptLimit}
              onChange={(event) => set('attemptLimit', event.target.value)}
            />
          </label>
          <label>
            {TEXT.marksCorrect}
            <input
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={draft.marksCorrect}
              onChange={(event) => set('marksCorrect', event.target.value)}
            />
          </label>
          <label>
            {TEXT.marksWrong}
            <input
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={draft.marksWrong}
              onChange={(event) => set('marksWrong', event.target.value)}
            />
          </label>
        </div>
        <label>
          {TEXT.multipleMarking}
          <select value={draft.multipleMarking} onChange={(event) => set('multipleMarking', event.target.value as MultipleMarking)}>
            {MULTIPLE_MARKING.map((marking) => (
              <option key={marking} value={marking}>
                {TEXT.markings[marking]}
              </option>
            ))}
          </select>
        </label>
        <div className="form-row-2">
          <label>
            {TEXT.courseId}
            <input value={draft.courseId} onChange={(event) => set('courseId', event.target.value)} />
          </label>
          <label>
            {TEXT.testChapter}
            <input value={draft.chapter} onChange={(event) => set('chapter', event.target.value)} />
          </label>
        </div>
        <label className="form-check">
          <input type="checkbox" checked={draft.isFree} onChange={(event) => set('isFree', event.target.checked)} />
          {TEXT.isFree}
        </label>
        <label className="form-check">
          <input type="checkbox" checked={draft.published} onChange={(event) => set('published', event.target.checked)} />
          {TEXT.published}
        </label>

        <fieldset className="question-options">
          <legend>{TEXT.questionsInTest(draft.questionIds.length)}</legend>
          {draft.questionIds.length === 0 ? (
            <p className="form-help">{TEXT.noneChosen}</p>
          ) : (
            <ol className="picked-questions">
              {draft.questionIds.map((questionId, index) => (
                <li key={questionId}>
                  <ChemText className="picked-text" text={byId.get(questionId)?.text ?? questionId} />
                  <span className="picked-actions">
                    <button
                      type="button"
                      className="button button-outline button-small"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={TEXT.moveUp(index + 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button button-outline button-small"
                      disabled={index === draft.questionIds.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={TEXT.moveDown(index + 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="button button-outline button-small"
                      onClick={() =>
                        set(
                          'questionIds',
                          draft.questionIds.filter((item) => item !== questionId),
                        )
                      }
                    >
                      {TEXT.remove}
                    </button>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </fieldset>

        <details className="bank-picker">
          <summary>{TEXT.bank}</summary>
          <ul>
            {bank
              .filter((question) => !chosen.has(question._id))
              .map((question) => (
                <li key={question._id}>
                  <span className="picked-text">
                    <ChemText text={question.text} />
                    <small>
                      {' '}
                      · {TEXT.kinds[question.kind]} · {question.chapter}
                    </small>
                  </span>
                  <button
                    type="button"
                    className="button button-outline button-small"
                    onClick={() => set('questionIds', [...draft.questionIds, question._id])}
                  >
                    {TEXT.add}
                  </button>
                </li>
              ))}
          </ul>
        </details>

        <FormFooter problems={problems} busy={busy} saveLabel={TEXT.saveTest} onCancel={onCancel} />
      </form>
    </section>
  );
}

/** Attempts, average, the spread of scores and each question's percent correct, hardest first. */
function Analytics({ testId }: { testId: string }) {
  const { state, retry } = useKeyedLoad(testId, loadAnalytics);
  if (state.status === 'loading') return <p role="status">{TEXT.loadingAnalytics}</p>;
  if (state.status === 'error') {
    return (
      <div className="admin-notice admin-notice-error" role="alert">
        <p>{TEXT.analyticsFailed}</p>
        <button type="button" className="button button-outline button-small" onClick={retry}>
          {TEXT.tryAgain}
        </button>
      </div>
    );
  }
  const analytics = state.data;
  const most = Math.max(1, ...analytics.distribution.map((bucket) => bucket.count));
  return (
    <section className="test-analytics" aria-label={TEXT.analyticsTitle(analytics.title)}>
      <dl className="result-figures">
        <div>
          <dt>{TEXT.attempts}</dt>
          <dd>{analytics.attempts}</dd>
        </div>
        <div>
          <dt>{TEXT.students}</dt>
          <dd>{analytics.students}</dd>
        </div>
        <div>
          <dt>{TEXT.averageScore}</dt>
          <dd>
            {analytics.averageScore === null ? '–' : `${analytics.averageScore} / ${analytics.maxScore} (${analytics.averagePercent}%)`}
          </dd>
        </div>
      </dl>
      {analytics.attempts === 0 ? (
        <p className="admin-empty">{TEXT.noAttempts}</p>
      ) : (
        <>
          <h3>{TEXT.distribution}</h3>
          <ul className="score-distribution">
            {analytics.distribution.map((bucket) => (
              <li key={bucket.fromPercent}>
                <span className="score-bucket">{TEXT.bucket(bucket.fromPercent, bucket.toPercent)}</span>
                <span className="score-bar" aria-hidden="true">
                  <span style={{ width: `${(bucket.count / most) * 100}%` }} />
                </span>
                <span>{TEXT.bucketCount(bucket.count)}</span>
              </li>
            ))}
          </ul>
          <h3>{TEXT.hardestFirst}</h3>
          <ol className="hardest-questions">
            {analytics.questions.map((question) => (
              <li key={question.questionId}>
                <ChemText as="div" text={question.text} />
                <p className="question-row-meta">
                  <strong>{TEXT.percentCorrect(question.percentCorrect)}</strong> · {TEXT.answeredOf(question.correct, question.answered)} ·{' '}
                  {question.chapter}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
