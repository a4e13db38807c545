import { LoadError, Loading } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { getTestAnalytics } from '../api/admin-practice';
import { ChemText } from '../../../components/chem-text/chem-text';
import { practiceAdminCatalog } from './i18n';
import { KeyCorrection } from './key-correction';

/** Attempts, average, the spread of scores and each question's percent correct, hardest first. */
export function Analytics({ testId }: { testId: string }) {
  const state = useLoad(testId, (signal) => getTestAnalytics(testId, signal));
  const retry = state.reload;
  const t = useT(practiceAdminCatalog);
  if (state.status === 'loading') return <Loading label={t('practiceAdmin.analytics.loading')} />;
  if (state.status === 'error') return <LoadError error={state.error} fallback={t('practiceAdmin.analytics.loadFailed')} onRetry={retry} />;
  const analytics = state.data;
  const most = Math.max(1, ...analytics.distribution.map((bucket) => bucket.count));
  return (
    <section className="test-analytics" aria-label={t('practiceAdmin.analytics.title', { title: analytics.title })}>
      <dl className="result-figures">
        <div>
          <dt>{t('practiceAdmin.analytics.attempts')}</dt>
          <dd>{analytics.attempts}</dd>
        </div>
        <div>
          <dt>{t('practiceAdmin.analytics.students')}</dt>
          <dd>{analytics.students}</dd>
        </div>
        <div>
          <dt>{t('practiceAdmin.analytics.averageScore')}</dt>
          <dd>
            {analytics.averageScore === null ? '–' : `${analytics.averageScore} / ${analytics.maxScore} (${analytics.averagePercent}%)`}
          </dd>
        </div>
      </dl>
      {analytics.attempts === 0 ? (
        <p className="admin-empty">{t('practiceAdmin.analytics.none')}</p>
      ) : (
        <>
          <h3>{t('practiceAdmin.analytics.distribution')}</h3>
          <ul className="score-distribution">
            {analytics.distribution.map((bucket) => (
              <li key={bucket.fromPercent}>
                <span className="score-bucket">{`${bucket.fromPercent}–${bucket.toPercent}%`}</span>
                <span className="score-bar" aria-hidden="true">
                  <span style={{ width: `${(bucket.count / most) * 100}%` }} />
                </span>
                <span>{t('practiceAdmin.analytics.bucketCount', { count: bucket.count })}</span>
              </li>
            ))}
          </ul>
          <h3>{t('practiceAdmin.analytics.hardestFirst')}</h3>
          <ol className="hardest-questions">
            {analytics.questions.map((question) => (
              <li key={question.questionId}>
                <ChemText as="div" text={question.text} />
                <p className="question-row-meta">
                  <strong>
                    {question.percentCorrect === null
                      ? '–'
                      : t('practiceAdmin.analytics.percentCorrect', { percent: question.percentCorrect })}
                  </strong>{' '}
                  · {t('practiceAdmin.analytics.answeredOf', { correct: question.correct, answered: question.answered })} ·{' '}
                  {question.chapter}
                </p>
                <KeyCorrection testId={testId} question={question} onDone={retry} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
