import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AttemptInProgress, AttemptOutcome } from '@chem/contract';
import { errorText } from '../../../lib/error-text';
import { useLoad } from '../../../lib/use-load';
import { preloadKatex } from '../../../components/chem-text/chem-text';
import { useT } from '../../../i18n/catalog';
import { getAttempt, getTest, startAttempt } from '../api/practice';
import { practiceCatalog } from '../i18n';
import { Exam } from './exam';
import { LockedTest } from './locked-test';
import { ResultView } from './result-view';
import { AwaitingRelease } from './series';
import { bestAndAttempts, testFacts } from './test-facts';
import './practice.css';

type Phase = { kind: 'card' } | { kind: 'exam'; attempt: AttemptInProgress } | { kind: 'result'; result: AttemptOutcome };

interface LessonTestProps {
  testId: string;
  /** The lesson's pass mark, when passing it opens the next chapters. */
  passPercent: number | null;
  /** An attempt was submitted (here, or by the server's clock): the lesson can be completed. */
  onSubmitted: (result: AttemptOutcome) => void;
}

/**
 * A practice test as a lesson of a course: the test's facts and Start / Resume, then the same exam
 * screen as /tests/:testId over the whole window (a phone has no room for the player around it),
 * then the result inside the lesson. The attempt is the practice tests' own, through their routes.
 */
export function LessonTest({ testId, passPercent, onSubmitted }: LessonTestProps) {
  const t = useT(practiceCatalog);
  const state = useLoad(testId, (signal) => getTest(testId, signal));
  const [phase, setPhase] = useState<Phase>({ kind: 'card' });
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => void preloadKatex(), []);

  // While the exam is open, the page behind it does not scroll.
  useEffect(() => {
    if (phase.kind !== 'exam') return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [phase.kind]);

  const finished = (result: AttemptOutcome) => {
    setPhase({ kind: 'result', result });
    // The card's best score and attempts, for when the student comes back to it.
    state.reload();
    onSubmitted(result);
  };

  if (phase.kind === 'exam') {
    return (
      <>
        <p className="practice-state" role="status">
          {phase.attempt.title}
        </p>
        {createPortal(
          <div className="lesson-exam">
            <Exam attempt={phase.attempt} onFinished={finished} embedded />
          </div>,
          document.body,
        )}
      </>
    );
  }

  if (phase.kind === 'result') {
    return (
      <div className="lesson-test-result">
        <p className="exam-notice" role="status">
          {t('practice.lesson.submitted')}
        </p>
        {phase.result.status === 'awaiting-release' ? <AwaitingRelease view={phase.result} /> : <ResultView result={phase.result} />}
        <div className="button-row">
          <button type="button" className="button button-outline" onClick={() => setPhase({ kind: 'card' })}>
            {t('practice.lesson.backToLesson')}
          </button>
        </div>
      </div>
    );
  }

  if (state.status === 'loading') {
    return (
      <p className="practice-state" role="status">
        {t('practice.instructions.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="practice-card practice-state" role="alert">
        <p>{errorText(state.error, t('practice.list.loadFailed'))}</p>
        <button type="button" className="button button-primary" onClick={state.reload}>
          {t('practice.tryAgain')}
        </button>
      </div>
    );
  }

  const test = state.data;

  async function start() {
    setStarting(true);
    setProblem('');
    try {
      if (test.inProgressAttemptId) {
        const view = await getAttempt(test.inProgressAttemptId);
        // The clock may have run out since: the server submitted it.
        if (view.status !== 'in-progress') finished(view);
        else setPhase({ kind: 'exam', attempt: view });
      } else {
        setPhase({ kind: 'exam', attempt: await startAttempt(test._id) });
      }
    } catch (error) {
      setProblem(errorText(error, t('practice.list.loadFailed')));
    } finally {
      setStarting(false);
    }
  }

  const { best, attempts } = bestAndAttempts(t, test);
  const usedUp = test.attemptLimit !== null && test.attemptsUsed >= test.attemptLimit && !test.inProgressAttemptId;
  return (
    <section className="practice-card instructions lesson-test" aria-labelledby="lesson-test-title">
      <h2 id="lesson-test-title">{test.title}</h2>
      <p className="test-facts">{[...testFacts(t, test), t('practice.facts.maxScore', { max: test.maxScore })].join(' · ')}</p>
      {passPercent !== null && <p className="test-facts">{t('practice.lesson.passMark', { percent: passPercent })}</p>}
      <p className="test-best">
        {best}
        {attempts && <span> · {attempts}</span>}
      </p>
      <ul className="instructions-list">
        <li>{t('practice.instructions.timer')}</li>
        <li>{t('practice.instructions.saving')}</li>
      </ul>
      {problem && (
        <p className="exam-notice exam-notice-error" role="alert">
          {problem}
        </p>
      )}
      {test.locked ? (
        <LockedTest />
      ) : usedUp ? (
        <p className="test-locked">{t('practice.instructions.attemptsUsedUp')}</p>
      ) : (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => void start()} disabled={starting}>
            {starting ? t('practice.instructions.starting') : test.inProgressAttemptId ? t('practice.resume') : t('practice.start')}
          </button>
        </div>
      )}
    </section>
  );
}
