import { Link } from 'react-router-dom';
import type { RecentTest } from '@chem/contract';
import { DASHBOARD_TEXT } from '../messages';

const resultPath = (test: RecentTest) => `/tests/${encodeURIComponent(test.testId)}?attempt=${encodeURIComponent(test.attemptId)}`;

/** The student's latest submitted practice tests, each opening its result and review. */
export function RecentTests({ tests }: { tests: readonly RecentTest[] }) {
  return (
    <div className="shell-card">
      <div className="dash-card-head">
        <h2 className="shell-card-title">{DASHBOARD_TEXT.recentTests}</h2>
        <div className="button-row">
          <Link className="button button-outline button-small" to="/tests">
            {DASHBOARD_TEXT.allTests}
          </Link>
        </div>
      </div>
      {tests.length === 0 ? (
        <p className="dash-empty">{DASHBOARD_TEXT.noRecentTests}</p>
      ) : (
        <ul className="dash-recent-tests">
          {tests.map((test) => (
            <li key={test.attemptId}>
              <Link to={resultPath(test)}>{test.title}</Link>
              <span className="dash-recent-score">{DASHBOARD_TEXT.testScore(test.score, test.maxScore, test.percent)}</span>
              <span className="dash-recent-date">{DASHBOARD_TEXT.takenOn(test.submittedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
