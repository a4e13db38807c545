import { getLearners } from '../api/curriculum';
import { ADMIN_LEARN_TEXT as TEXT } from '../messages';
import { formatCount } from './format';
import { LazyDisclosure } from './lazy-disclosure';
import { EmptyState } from './section-state';

/** "Learners" under a course in the Course List: how many students started and finished it, and their average progress. */
export function CourseLearnersDisclosure({ courseId, title }: { courseId: string; title: string }) {
  return (
    <LazyDisclosure
      summary={TEXT.learners}
      load={(signal) => getLearners(courseId, signal)}
      loadingLabel={TEXT.loadingLearners}
      failedLabel={TEXT.learnersFailed}
    >
      {(learners) =>
        learners.totalLessons === 0 ? (
          <EmptyState>{TEXT.noLessonsToTrack}</EmptyState>
        ) : learners.started === 0 ? (
          <EmptyState>{TEXT.noneStarted}</EmptyState>
        ) : (
          <ul className="admin-downloads-list" aria-label={`${TEXT.learners}: ${title}`}>
            {[
              [TEXT.started, formatCount(learners.started)],
              [TEXT.finished, formatCount(learners.finished)],
              [TEXT.averageProgress, `${learners.averagePercent ?? 0}%`],
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
