import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { AttemptView, TestDetail } from '@chem/contract';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { Icon, icons } from '../../../components/icons';
import { getAttempt, getTest, startAttempt } from '../api/practice';
import { ChemText, preloadKatex } from '../../../components/chem-text/chem-text';
import { Exam } from '../components/exam';
import { LockedTest } from '../components/locked-test';
import { ResultView } from '../components/result-view';
import { AwaitingRelease, WindowNotice } from '../components/series';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { bestAndAttempts, testFacts } from '../components/test-facts';
import '../components/practice.css';
import { AUTH_PATH } from '../../../config/paths';

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
  const t = useT(practiceCatalog);

  // Questions are full of formulas: KaTeX starts downloading with the screen, not at the first formula.
  useEffect(() => {
    if (signedIn) void preloadKatex();
  }, [signedIn]);

  if (!signedIn) {
    return (
      <TestFrame title={t('practice.signIn.title')}>
        <div className="practice-card practice-state">
          <h1>{t('practice.signIn.title')}</h1>
          <p>{t('practice.signIn.body')}</p>
          <Link className="button button-primary" to={AUTH_PATH}>
            {t('practice.signIn.logIn')}
          </Link>
        </div>
      </TestFrame>
    );
  }
  if (attemptId) return <AttemptScreen key={attemptId} attemptId={attemptId} />;
  return <Instructions testId={testId} onStarted={(id) => setParams({ attempt: id })} />;
}

function TestFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT(practiceCatalog);
  useDocumentTitle(title);
  return (
    <div className="test-frame">
      <header className="test-frame-bar">
        <Link className="test-frame-back" to="/tests">
          <Icon path={icons.arrowLeft} />
          {t('practice.instructions.back')}
        </Link>
      </header>
      <main id="main" className="test-frame-main">
        {children}
      </main>
    </div>
  );
}

function Instructions({ testId, onStarted }: { testId: string; onStarted: (attemptId: string) => void }) {
  const state = useLoad(testId, (signal) => getTest(testId, signal));
  const retry = state.reload;
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const t = useT(practiceCatalog);

  if (state.status === 'loading') {
    return (
      <TestFrame title={t('practice.instructions.loading')}>
        <p className="practice-state" role="status">
          {t('practice.instructions.loading')}
        </p>
      </TestFrame>
    );
  }
  if (state.status === 'error') {
    const notFound = state.error instanceof ApiError && state.error.status === 404;
    return (
      <TestFrame title={notFound ? t('practice.instructions.notFound') : t('practice.instructions.couldNotLoad')}>
        <div className="practice-card practice-state" role="alert">
          <h1>{notFound ? t('practice.instructions.notFound') : t('practice.instructions.couldNotLoad')}</h1>
          <p>{errorText(state.error, t('practice.list.loadFailed'))}</p>
          {!notFound && (
            <button type="button" className="button button-primary" onClick={retry}>
              {t('practice.tryAgain')}
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
      setStartError(errorText(error, t('practice.list.loadFailed')));
    }
  }

  return (
    <TestFrame title={test.title}>
      <article className="practice-card instructions">
        <h1>{test.title}</h1>
        <TestFacts test={test} />
        <WindowNotice test={test} />
        {test.chapters.length > 0 && (
          <p className="test-facts">
            <strong>{t('practice.instructions.chapters')}:</strong> {test.chapters.join(', ')}
          </p>
        )}
        <h2>{t('practice.instructions.title')}</h2>
        {test.instructions && <ChemText as="div" className="instructions-text" text={test.instructions} />}
        <ul className="instructions-list">
          <li>{t('practice.instructions.timer')}</li>
          <li>{t('practice.instructions.saving')}</li>
          <li>{t('practice.instructions.timeUp')}</li>
        </ul>
        {startError && (
          <p className="exam-notice exam-notice-error" role="alert">
            {startError}
          </p>
        )}
        {test.locked ? (
          <LockedTest />
        ) : (test.window === 'upcoming' || test.window === 'closed') && !test.inProgressAttemptId ? null : test.attemptLimit !== null &&
          test.attemptsUsed >= test.attemptLimit &&
          !test.inProgressAttemptId ? (
          <p className="test-locked">{t('practice.instructions.attemptsUsedUp')}</p>
        ) : (
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={() => void start()} disabled={starting}>
              {starting ? t('practice.instructions.starting') : test.inProgressAttemptId ? t('practice.resume') : t('practice.start')}
            </button>
          </div>
        )}
      </article>
    </TestFrame>
  );
}

function TestFacts({ test }: { test: TestDetail }) {
  const t = useT(practiceCatalog);
  const { best, attempts } = bestAndAttempts(t, test);
  return (
    <>
      <p className="test-facts">{[...testFacts(t, test), t('practice.facts.maxScore', { max: test.maxScore })].join(' · ')}</p>
      <p className="test-best">
        {best}
        {attempts && <span> · {attempts}</span>}
      </p>
    </>
  );
}

function AttemptScreen({ attemptId }: { attemptId: string }) {
  const state = useLoad(attemptId, (signal) => getAttempt(attemptId, signal));
  const { reload: retry, update } = state;
  const finish = (result: AttemptView) => update(() => result);
  const t = useT(practiceCatalog);

  if (state.status === 'loading') {
    return (
      <TestFrame title={t('practice.instructions.loading')}>
        <p className="practice-state" role="status">
          {t('practice.instructions.loading')}
        </p>
      </TestFrame>
    );
  }
  if (state.status === 'error') {
    return (
      <TestFrame title={t('practice.instructions.couldNotLoad')}>
        <div className="practice-card practice-state" role="alert">
          <h1>{t('practice.instructions.couldNotLoad')}</h1>
          <p>{errorText(state.error, t('practice.list.loadFailed'))}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('practice.tryAgain')}
          </button>
        </div>
      </TestFrame>
    );
  }
  const view = state.data;
  if (view.status === 'awaiting-release') {
    return (
      <TestFrame title={t('practice.series.submittedTitle', { title: view.title })}>
        <AwaitingRelease view={view} />
      </TestFrame>
    );
  }
  if (view.status === 'submitted') {
    return (
      <TestFrame title={t('practice.result.title', { title: view.title })}>
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
