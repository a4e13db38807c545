import { getLearners } from '../api/curriculum';
import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';
import { formatCount } from './format';
import { LazyDisclosure } from './lazy-disclosure';
import { EmptyState } from '../../../components/admin-ui';

/** "Learners" under a course in the Course List: how many students started and finished it, and their average progress. */
export function CourseLearnersDisclosure({ courseId, title }: { courseId: string; title: string }) {
  const t = useT(adminContentCatalog);
  return (
    <LazyDisclosure
      summary={t('adminContent.learners.summary')}
      load={(signal) => getLearners(courseId, signal)}
      loadingLabel={t('adminContent.learners.loading')}
      failedLabel={t('adminContent.learners.failed')}
    >
      {(learners) =>
        learners.totalLessons === 0 ? (
          <EmptyState>{t('adminContent.learners.noLessons')}</EmptyState>
        ) : learners.started === 0 ? (
          <EmptyState>{t('adminContent.learners.noneStarted')}</EmptyState>
        ) : (
          <ul className="admin-downloads-list" aria-label={t('adminContent.learners.listLabel', { title })}>
            {[
              [t('adminContent.learners.started'), formatCount(learners.started)],
              [t('adminContent.learners.finished'), formatCount(learners.finished)],
              [t('adminContent.learners.averageProgress'), `${learners.averagePercent ?? 0}%`],
            ].map(([label, value]) => (
              <li key={label}>
                <span className="admin-muted">{label}</span>
                <span className="admin-list-title">{value}</span>
              </li>
            ))}
          </ul>
        )
      }
    </LazyDisclosure>
  );
}
