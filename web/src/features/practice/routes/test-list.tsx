import { Link } from 'react-router-dom';
import type { TestSummary } from '@chem/contract';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { PageHero } from '../../../components/page-hero';
import { listPublicTests, listTests } from '../api/practice';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { bestAndAttempts, testFacts } from '../components/test-facts';
import { LockedTest } from '../components/locked-test';
import { scheduleLine } from '../components/series';
import '../components/practice.css';
import { AUTH_PATH, testPath } from '../../../config/paths';

/** /tests: the tests this student can take, each with their best score so far. */
export function Component() {
  const t = useT(practiceCatalog);
  useDocumentTitle(t('practice.list.title'));
  const signedIn = !!getStoredUser() && !!getStoredUserToken();
  // Visitors see what is offered (the public, cached list); signing in is asked only to start.
  const state = useLoad(signedIn ? 'tests' : 'catalogue', signedIn ? listTests : listPublicTests);
  const retry = state.reload;

  return (
    <>
      <PageHero title={t('practice.list.title')}>
        <p>{t('practice.list.lead')}</p>
      </PageHero>
      <div className="practice-page">
        {state.status === 'loading' ? (
          <p className="practice-state" role="status">
            {t('practice.list.loading')}
          </p>
        ) : state.status === 'error' ? (
          <div className="practice-card practice-state" role="alert">
            <p>{t('practice.list.loadFailed')}</p>
            <button type="button" className="button button-outline" onClick={retry}>
              {t('practice.tryAgain')}
            </button>
          </div>
        ) : state.data.tests.length === 0 ? (
          <p className="practice-card practice-state">{t('practice.list.empty')}</p>
        ) : (
          <ul className="test-cards">
            {state.data.tests.map((test) => (
              <TestCard key={test._id} test={test} signedIn={signedIn} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function TestCard({ test, signedIn }: { test: TestSummary; signedIn: boolean }) {
  const t = useT(practiceCatalog);
  const headingId = `test-${test._id}`;
  const { best, attempts } = bestAndAttempts(t, test);
  const schedule = scheduleLine(t, test);
  const startable = test.window === 'always' || test.window === 'open' || !!test.inProgressAttemptId;
  return (
    <li className="practice-card test-card" aria-labelledby={headingId}>
      <div className="test-card-head">
        <h2 id={headingId}>{test.title}</h2>
        <span className="test-badge" data-free={test.isFree || undefined}>
          {test.isFree ? t('practice.facts.free') : t('practice.facts.subscribers')}
        </span>
      </div>
      <p className="test-facts">{[...testFacts(t, test), ...(test.chapter ? [test.chapter] : [])].join(' · ')}</p>
      {schedule && (
        <p className="test-schedule" data-window={test.window}>
          {schedule}
        </p>
      )}
      <p className="test-best">
        {best}
        {attempts && <span> · {attempts}</span>}
      </p>
      {!signedIn ? (
        <div className="button-row">
          <Link
            className="button button-primary button-small"
            to={AUTH_PATH}
            aria-label={t('practice.list.logInToStart', { title: test.title })}
          >
            {t('practice.signIn.logIn')}
          </Link>
        </div>
      ) : test.locked ? (
        <LockedTest small />
      ) : (
        <div className="button-row">
          <Link
            className="button button-primary button-small"
            to={testPath(test._id)}
            aria-label={t('practice.openTest', { title: test.title })}
          >
            {test.inProgressAttemptId ? t('practice.resume') : startable ? t('practice.start') : t('practice.series.view')}
          </Link>
        </div>
      )}
    </li>
  );
}
