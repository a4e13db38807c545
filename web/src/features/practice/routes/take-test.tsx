import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { AttemptView, TestDetail } from '@chem/contract';
import { ApiError } from '../../../lib/api-client';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useKeyedLoad } from '../../../lib/use-keyed-load';
import { Icon, icons } from '../../../components/icons';
import { getAttempt, getTest, startAttempt } from '../api/practice';
import { ChemText, preloadKatex } from '../components/chem-text';
import { Exam } from '../components/exam';
import { LockedTest } from '../components/locked-test';
import { ResultView } from '../components/result-view';
import { PRACTICE_TEXT } from '../messages';
import '../components/practice.css';

const loadTest = (testId: string, signal: AbortSignal) => getTest(testId, signal);
const loadAttempt = (attemptId: string, signal: AbortSignal) => getAttempt(attemptId, signal);

const problemText = (error: unknown, fallback: string) => (error instanceof ApiError && error.status !== 0 ? error.message : fallback);

/**
 * /tests/:testId: the instructions screen, then (with ?attempt= in the address, so a reload comes
 * back to it) the running attempt or, once it is submitted, its result and review. A full-screen
 * layout of its own, like the course player: nothing on screen but the test.
 */
export function Component() {
  const { testId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const attemptId = params.get('attempt');
  const signedIn = !!getStoredUser() && !!getStoredUserToken();

  // Questions are full of formulas: KaTeX starts downloading with the screen, not at the first formula.
  useEffect(() => {
    if (signedIn) void preloadKatex();
  }, [signedIn]);

  if (!signedIn) {
    return (
      <TestFrame title={PRACTICE_TEXT.signInTitle}>
        <div className="practice-card practice-state">
          <h1>{PRACTICE_TEXT.signInTitle}</h1>
          <p>{PRACTICE_TEXT.signInBody}</p>
          <Link className="button button-primary" to="/AuthPage">
            {PRACTICE_TEXT.logIn}
          </Link>
        </div>
      </TestFrame>
    );
  }
  if (attemptId) return <AttemptScreen key={attemptId} attemptId={attemptId} />;
  return <Instructions testId={testId} onStarted={(id) => setParams({ attempt: id })} />;
}

function TestFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="test-frame">
      <header className="test-frame-bar">
        <Link className="test-frame-back" to="/tests">
          <Icon path={icons.arrowLeft} />
          {PRACTICE_TEXT.backToTests}
        </Link>
      </header>
      <main id="main" className="test-frame-main">
        {children}
      </main>
    </div>
  );
}

function Instructions({ testId, onStarted }: { testId: string; onStarted: (attemptId: string) => void }) {
  const { state, retry } = useKeyedLoad(testId, loadTest);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  if (state.status === 'loading') {
    return (
      <TestFrame title={PRACTICE_TEXT.loadingTest}>
        <p className="practice-state" role="status">
          {PRACTICE_TEXT.loadingTest}
        </p>
      </TestFrame>
    );
  }
  if (state.status === 'error') {
    const notFound = state.error instanceof ApiError && state.error.status === 404;
    return (
      <TestFrame title={notFound ? PRACTICE_TEXT.testNotFound : PRACTICE_TEXT.couldNotLoadTest}>
        <div className="practice-card practice-state" role="alert">
          <h1>{notFound ? PRACTICE_TEXT.testNotFound : PRACTICE_TEXT.couldNotLoadTest}</h1>
          <p>{problemText(state.error, PRACTICE_TEXT.loadFailed)}</p>
          {!notFound && (
            <button type="button" className="button button-primary" onClick={retry}>
              {PRACTICE_TEXT.tryAgain}
            </button>
          )}
        </div>
      </TestFrame>
    );
  }

  const test = state.data;
  async function start() {
    if (test.inProgressAttemptId) return onStarted(test.inProgressAttemptId);
    setStarting(true);
    setStartError(null);
    try {
      onStarted((await startAttempt(test._id))._id);
    } catch (error) {
      setStarting(false);
      setStartError(problemText(error, PRACTICE_TEXT.loadFailed));
    }
  }

  return (
    <TestFrame title={test.title}>
      <article className="practice-card instructions">
        <h1>{test.title}</h1>
        <TestFacts test={test} />
        {test.chapters.length > 0 && (
          <p className="test-facts">
            <strong>{PRACTICE_TEXT.chaptersCovered}:</strong> {test.chapters.join(', ')}
          </p>
        )}
        <h2>{PRACTICE_TEXT.instructions}</h2>
        {test.instructions && <ChemText as="div" className="instructions-text" text={test.instructions} />}
        <ul className="instructions-list">
          {PRACTICE_TEXT.generalInstructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {startError && (
          <p className="exam-notice exam-notice-error" role="alert">
            {startError}
          </p>
        )}
        {test.locked ? (
          <LockedTest />
        ) : test.attemptLimit !== null && test.attemptsUsed >= test.attemptLimit && !test.inProgressAttemptId ? (
          <p className="test-locked">{PRACTICE_TEXT.attemptsUsedUp}</p>
        ) : (
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={() => void start()} disabled={starting}>
              {starting ? PRACTICE_TEXT.starting : test.inProgressAttemptId ? PRACTICE_TEXT.resumeTest : PRACTICE_TEXT.startTest}
            </button>
          </div>
        )}
      </article>
    </TestFrame>
  );
}

function TestFacts({ test }: { test: TestDetail }) {
  return (
    <>
      <p className="test-facts">
        {[
          PRACTICE_TEXT.questions(test.questionCount),
          PRACTICE_TEXT.minutes(test.timeLimitMinutes),
          PRACTICE_TEXT.marking(test.marksCorrect, test.marksWrong),
          PRACTICE_TEXT.maxScore(test.maxScore),
        ].join(' · ')}
      </p>
      <p className="test-best">
        {test.bestScore
          ? PRACTICE_TEXT.bestScore(test.bestScore.score, test.bestScore.maxScore, test.bestScore.percent)
          : PRACTICE_TEXT.notTakenYet}
        {test.attemptsUsed > 0 && <span> · {PRACTICE_TEXT.attemptsLeft(test.attemptsUsed, test.attemptLimit)}</span>}
      </p>
    </>
  );
}

function AttemptScreen({ attemptId }: { attemptId: string }) {
  const { state, retry, update } = useKeyedLoad(attemptId, loadAttempt);
  const finish = (result: AttemptView) => update(() => result);

  if (state.status === 'loading') {
    return (
      <TestFrame title={PRACTICE_TEXT.loadingTest}>
        <p className="practice-state" role="status">
          {PRACTICE_TEXT.loadingTest}
        </p>
      </TestFrame>
    );
  }
  if (state.status === 'error') {
    return (
      <TestFrame title={PRACTICE_TEXT.couldNotLoadTest}>
        <div className="practice-card practice-state" role="alert">
          <h1>{PRACTICE_TEXT.couldNotLoadTest}</h1>
          <p>{problemText(state.error, PRACTICE_TEXT.loadFailed)}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            {PRACTICE_TEXT.tryAgain}
          </button>
        </div>
      </TestFrame>
    );
  }
  const view = state.data;
  if (view.status === 'submitted') {
    return (
      <TestFrame title={PRACTICE_TEXT.resultTitle(view.title)}>
        <ResultView result={view} />
      </TestFrame>
    );
  }
  return <ExamScreen attempt={view} onFinished={finish} />;
}

function ExamScreen(props: Parameters<typeof Exam>[0]) {
  useDocumentTitle(props.attempt.title);
  return <Exam {...props} />;
}
