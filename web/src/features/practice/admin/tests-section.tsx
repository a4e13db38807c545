import { useState } from 'react';
import type { PracticeTest } from '@chem/contract';
import { LoadError, Loading } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { deleteTest, listAdminTests, listQuestions, type AdminTestList } from '../api/admin-practice';
import { listAdminSeries } from '../series/api/series';
import { confirmAndDelete } from './admin-actions';
import { practiceAdminCatalog } from './i18n';
import { Analytics } from './test-analytics';
import { TestEditor } from './test-editor';
import '../components/practice.css';
import './practice-admin.css';

type AdminTest = AdminTestList['tests'][number];

const loadAll = async (signal: AbortSignal) => {
  const [tests, bank, series] = await Promise.all([listAdminTests(signal), listQuestions(signal), listAdminSeries(signal)]);
  return { tests: tests.tests, questions: bank.questions, series: series.series };
};

/** Admin › Tests: the tests, their editor (questions picked from the bank, in order) and each one's analytics. */
/** The admin's Test Series section, in this chunk (see practice/index.ts). */
export { default as SeriesSection } from '../series/admin/series-section';

export default function TestsSection() {
  const state = useLoad('tests', loadAll);
  const { reload: retry, update } = state;
  const [editing, setEditing] = useState<AdminTest | 'new' | null>(null);
  const [analyticsOf, setAnalyticsOf] = useState<string | null>(null);
  const t = useT(practiceAdminCatalog);

  if (state.status === 'loading') return <Loading label={t('practiceAdmin.tests.loading')} />;
  if (state.status === 'error') return <LoadError error={state.error} fallback={t('practiceAdmin.tests.loadFailed')} onRetry={retry} />;
  const { tests, questions, series } = state.data;

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
      { title: t('practiceAdmin.test.deleteTitle'), text: t('practiceAdmin.test.deleteText') },
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
          series={series}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            {t('practiceAdmin.tests.new')}
          </button>
        </div>
      )}

      {tests.length === 0 ? (
        <p className="admin-empty">{t('practiceAdmin.tests.empty')}</p>
      ) : (
        <ul className="question-list">
          {tests.map((test) => (
            <li key={test._id} className="question-row">
              <p className="question-row-title">{test.title}</p>
              <p className="question-row-meta">
                {[
                  t('practiceAdmin.test.facts', {
                    questions: test.questionIds.length,
                    minutes: test.timeLimitMinutes,
                    attempts: test.attempts,
                  }),
                  test.published ? t('practiceAdmin.test.live') : t('practiceAdmin.test.draft'),
                  ...(test.isFree ? [t('practiceAdmin.test.free')] : []),
                ].join(' · ')}
              </p>
              <div className="button-row">
                <button type="button" className="button button-outline button-small" onClick={() => setEditing(test)}>
                  {t('practiceAdmin.edit')}
                </button>
                <button
                  type="button"
                  className="button button-outline button-small"
                  aria-expanded={analyticsOf === test._id}
                  onClick={() => setAnalyticsOf(analyticsOf === test._id ? null : test._id)}
                >
                  {t('practiceAdmin.test.analytics')}
                </button>
                <button type="button" className="button button-outline button-small" onClick={() => void remove(test)}>
                  {t('practiceAdmin.delete')}
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
