import { Badge, DashboardSection } from '../../../components/dashboard-shell';
import { Link } from 'react-router-dom';
import type { StartedCourse } from '@chem/contract';
import { CoursePhoto } from '../../../components/course-photo';
import { getMyLearning } from '../api/learning';
import { listCourses, type CourseSummary } from '../api/library';
import type { SubscriptionCheck } from '../api/subscription';
import { useLoad, type Loaded } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog } from '../i18n';
import { learnPath, ProgressBar } from './overview-section';
import { Icon, icons } from '../../../components/icons';
import { SubscribeNowLink, SubscriptionPending } from './subscription-section';

const loadCourses = (signal: AbortSignal) => listCourses(signal);
// Progress is a nicety here: without it the courses still list, each with Start learning.
const loadStarted = (signal: AbortSignal) => getMyLearning(signal).then((learning) => learning.courses);

/** A started course's bar and Continue; an unstarted one with lessons on the site gets Start learning. */
function CourseProgressRow({ course, started }: { course: CourseSummary; started: StartedCourse | undefined }) {
  const t = useT(dashboardCatalog);
  if (started) {
    const { percent, completedLessons, totalLessons } = started.progress;
    return (
      <>
        <ProgressBar
          label={t('dashboard.progress.of', { title: course.title })}
          percent={percent}
          tone={percent === 100 ? 'success' : 'info'}
        />
        <p className="dash-course-meta">
          {t('dashboard.progress.percent', { percent })} ·{' '}
          {t('dashboard.progress.lessons', { done: completedLessons, total: totalLessons })}
        </p>
        <Link
          className="button button-primary button-small dash-course-action"
          to={learnPath(course._id, started.resumeLessonId)}
          aria-label={t('dashboard.course.continueTitle', { title: course.title })}
        >
          {t('dashboard.course.continue')}
        </Link>
      </>
    );
  }
  if (course.onlineLessons === 0) return null;
  return (
    <Link
      className="button button-outline button-small dash-course-action"
      to={learnPath(course._id)}
      aria-label={t('dashboard.course.startTitle', { title: course.title })}
    >
      {t('dashboard.course.start')}
    </Link>
  );
}

function CourseCard({ course, included, started }: { course: CourseSummary; included: boolean; started: StartedCourse | undefined }) {
  const t = useT(dashboardCatalog);
  return (
    <li className="dash-course">
      <CoursePhoto
        course={course}
        className="dash-course-photo"
        width={320}
        height={180}
        placeholder={<Icon path={icons.flask} size={36} />}
      />
      <div className="dash-course-body">
        <Badge tone={course.isFree ? 'success' : 'highlight'}>
          {course.isFree ? t('dashboard.course.free') : included ? t('dashboard.course.inPlan') : t('dashboard.course.paid')}
        </Badge>
        <h3 className="dash-course-title">
          <Link to={`/${encodeURIComponent(course._id)}`}>{course.title}</Link>
        </h3>
        <p className="dash-course-meta">
          {[course.category, course.lessons ? t('dashboard.course.lessons', { count: course.lessons }) : '', course.duration]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <CourseProgressRow course={course} started={started} />
      </div>
    </li>
  );
}

/** Free courses for everyone; with an active subscription, every course (the spec's placeholder, made useful). */
export function CourseSection({ subscription }: { subscription: Loaded<SubscriptionCheck> }) {
  const t = useT(dashboardCatalog);
  const courses = useLoad('courses', loadCourses);
  const started = useLoad('started', loadStarted);

  return (
    <DashboardSection title={t('dashboard.section.course')} lead={t('dashboard.course.lead')}>
      {subscription.status !== 'ready' ? (
        <SubscriptionPending subscription={subscription} />
      ) : courses.status === 'error' ? (
        <div className="shell-card dash-state" role="alert">
          <p>{t('dashboard.course.failed')}</p>
          <button className="button button-outline button-small" type="button" onClick={courses.reload}>
            {t('dashboard.tryAgain')}
          </button>
        </div>
      ) : courses.status !== 'ready' ? (
        <p className="dash-empty" role="status">
          {t('dashboard.course.loading')}
        </p>
      ) : (
        <CourseList courses={courses.data} subscribed={subscription.data.isSubscribed} started={started.data ?? []} />
      )}
    </DashboardSection>
  );
}

function CourseList({ courses, subscribed, started }: { courses: CourseSummary[]; subscribed: boolean; started: StartedCourse[] }) {
  const t = useT(dashboardCatalog);
  const available = subscribed ? courses : courses.filter((course) => course.isFree);
  const progressOf = new Map(started.map((entry) => [entry.course._id, entry]));
  // The courses the student is working on first, the latest first, then the rest as listed.
  const rank = (course: CourseSummary) => {
    const index = started.findIndex((entry) => entry.course._id === course._id);
    return index < 0 ? started.length : index;
  };
  const open = [...available].sort((a, b) => rank(a) - rank(b));
  const locked = courses.length - open.length;

  return (
    <>
      {open.length === 0 ? (
        <p className="dash-empty">{t('dashboard.course.none')}</p>
      ) : (
        <ul className="dash-courses" aria-label={t('dashboard.course.list')}>
          {open.map((course) => (
            <CourseCard key={course._id} course={course} included={subscribed} started={progressOf.get(course._id)} />
          ))}
        </ul>
      )}
      {locked > 0 && (
        <div className="shell-card dash-state">
          <p>{t('dashboard.course.locked', { count: locked })}</p>
          <div className="button-row">
            <SubscribeNowLink />
            <Link className="button button-outline" to="/course">
              {t('dashboard.course.browse')}
            </Link>
          </div>
        </div>
      )}
    </>
  );
}
