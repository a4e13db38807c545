import { Link } from 'react-router-dom';
import type { TestSummary } from '@chem/contract';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useKeyedLoad } from '../../../lib/use-keyed-load';
import { PageHero } from '../../../components/page-hero';
import { listTests } from '../api/practice';
import { PRACTICE_TEXT } from '../messages';
import { testPath } from '../paths';
import { LockedTest } from '../components/locked-test';
import '../components/practice.css';

const loadTests = (_key: string, signal: AbortSignal) => listTests(signal);

/** /tests: the tests this student can take, each with their best score so far. */
export function Component() {
  useDocumentTitle(PRACTICE_TEXT.listTitle);
  const signedIn = !!getStoredUser() && !!getStoredUserToken();
  const { state, retry } = useKeyedLoad(signedIn ? 'tests' : null, loadTests);

  return (
    <>
      <PageHero title={PRACTICE_TEXT.listTitle}>
        <p>{PRACTICE_TEXT.listLead}</p>
      </PageHero>
      <div className="practice-page">
        {!signedIn ? (
          <div className="practice-card practice-state">
            <h2>{PRACTICE_TEXT.signInTitle}</h2>
            <p>{PRACTICE_TEXT.signInBody}</p>
            <Link className="button button-primary" to="/AuthPage">
              {PRACTICE_TEXT.logIn}
            </Link>
          </div>
        ) : state.status === 'loading' ? (
          <p className="practice-state" role="status">
            {PRACTICE_TEXT.loadingTests}
          </p>
        ) : state.status === 'error' ? (
          <div className="practice-card practice-state" role="alert">
            <p>{PRACTICE_TEXT.loadFailed}</p>
            <button type="button" className="button button-outline" onClick={retry}>
              {PRACTICE_TEXT.tryAgain}
            </button>
          </div>
        ) : state.data.tests.length === 0 ? (
          <p className="practice-card practice-state">{PRACTICE_TEXT.noTests}</p>
        ) : (
          <ul className="test-cards">
            {state.data.tests.map((test) => (
              <TestCard key={test._id} test={test} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function TestCard({ test }: { test: TestSummary }) {
  const headingId = `test-${test._id}`;
  return (
    <li className="practice-card test-card" aria-labelledby={headingId}>
      <div className="test-card-head">
        <h2 id={headingId}>{test.title}</h2>
        <span className="test-badge" data-free={test.isFree || undefined}>
          {test.isFree ? PRACTICE_TEXT.free : PRACTICE_TEXT.subscribersOnly}
        </span>
      </div>
      <p className="test-facts">
        {[
          PRACTICE_TEXT.questions(test.questionCount),
          PRACTICE_TEXT.minutes(test.timeLimitMinutes),
          PRACTICE_TEXT.marking(test.marksCorrect, test.marksWrong),
          ...(test.chapter ? [test.chapter] : []),
        ].join(' · ')}
      </p>
      <p className="test-best">
        {test.bestScore
          ? PRACTICE_TEXT.bestScore(test.bestScore.score, test.bestScore.maxScore, test.bestScore.percent)
          : PRACTICE_TEXT.notTakenYet}
        {test.attemptsUsed > 0 && <span> · {PRACTICE_TEXT.attemptsLeft(test.attemptsUsed, test.attemptLimit)}</span>}
      </p>
      {test.locked ? (
        <LockedTest small />
      ) : (
        <div className="button-row">
          <Link className="button button-primary button-small" to={testPath(test._id)} aria-label={PRACTICE_TEXT.viewTest(test.title)}>
            {test.inProgressAttemptId ? PRACTICE_TEXT.resumeTest : PRACTICE_TEXT.startTest}
          </Link>
        </div>
      )}
    </li>
  );
}
