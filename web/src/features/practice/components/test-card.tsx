import { Link } from 'react-router-dom';
import type { TestSummary } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { bestAndAttempts, testFacts } from './test-facts';
import { LockedTest } from './locked-test';
import { scheduleLine } from './series';
import { AUTH_PATH, testPath } from '../../../config/paths';

/**
 * A test on /tests and on a series' page: its facts, schedule, the student's best and attempts, and
 * Start (Log In for a visitor; Subscribe when locked). `schedule` replaces the schedule line.
 */
export function TestCard({ test, signedIn, schedule: shown }: { test: TestSummary; signedIn: boolean; schedule?: string | null }) {
  const t = useT(practiceCatalog);
  const headingId = `test-${test._id}`;
  const { best, attempts } = bestAndAttempts(t, test);
  const schedule = shown === undefined ? scheduleLine(t, test) : shown;
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
