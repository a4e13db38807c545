import { Link } from 'react-router-dom';
import type { RecentTest } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { formatShortDate } from '../../../lib/format';
import { dashboardCatalog } from '../i18n';

/** "7.5 / 10 (75%)": figures only, the same in every language. */
const scoreText = (test: RecentTest) => `${Math.round(test.score * 100) / 100} / ${test.maxScore} (${test.percent}%)`;

const resultPath = (test: RecentTest) => `/tests/${encodeURIComponent(test.testId)}?attempt=${encodeURIComponent(test.attemptId)}`;

/** The student's latest submitted practice tests, each opening its result and review. */
export function RecentTests({ tests }: { tests: readonly RecentTest[] }) {
  const t = useT(dashboardCatalog);
  return (
    <div className="shell-card">
      <div className="dash-card-head">
        <h2 className="shell-card-title">{t('dashboard.tests.title')}</h2>
        <div className="button-row">
          <Link className="button button-outline button-small" to="/tests">
            {t('dashboard.tests.all')}
          </Link>
        </div>
      </div>
      {tests.length === 0 ? (
        <p className="dash-empty">{t('dashboard.tests.none')}</p>
      ) : (
        <ul className="dash-recent-tests">
          {tests.map((test) => (
            <li key={test.attemptId}>
              <Link to={resultPath(test)}>{test.title}</Link>
              <span className="dash-recent-score">{scoreText(test)}</span>
              <span className="dash-recent-date">{formatShortDate(test.submittedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
