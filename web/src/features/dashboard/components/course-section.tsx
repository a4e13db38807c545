import { Badge, DashboardSection } from '../../../components/dashboard-shell';
import { Link } from 'react-router-dom';
import { CoursePhoto } from '../../../components/course-photo';
import { listCourses, type CourseSummary } from '../api/library';
import type { SubscriptionCheck } from '../api/subscription';
import { useResource, type Resource } from '../api/use-resource';
import { Icon, icons } from '../../../components/icons';
import { SubscribeNowLink, SubscriptionPending } from './subscription-section';

const loadCourses = (_key: string, signal: AbortSignal) => listCourses(signal);

function CourseCard({ course, included }: { course: CourseSummary; included: boolean }) {
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
        <Badge tone={course.isFree ? 'success' : 'highlight'}>{course.isFree ? 'Free' : included ? 'In your plan' : 'Paid'}</Badge>
        <h3 className="dash-course-title">
          <Link to={`/${encodeURIComponent(course._id)}`}>{course.title}</Link>
        </h3>
        <p className="dash-course-meta">
          {[course.category, course.lessons ? `${course.lessons} lessons` : '', course.duration].filter(Boolean).join(' · ')}
        </p>
      </div>
    </li>
  );
}

/** Free courses for everyone; with an active subscription, every course (the spec's placeholder, made useful). */
export function CourseSection({ subscription }: { subscription: Resource<SubscriptionCheck> }) {
  const courses = useResource('courses', loadCourses);

  return (
    <DashboardSection title="Course" lead="The courses you can study now. Open one to see its chapters and start learning.">
      {subscription.status !== 'ready' ? (
        <SubscriptionPending subscription={subscription} />
      ) : courses.status === 'error' ? (
        <div className="shell-card dash-state" role="alert">
          <p>Courses could not be loaded.</p>
          <button className="button button-outline button-small" type="button" onClick={courses.reload}>
            Try again
          </button>
        </div>
      ) : courses.status !== 'ready' ? (
        <p className="dash-empty" role="status">
          Loading your courses...
        </p>
      ) : (
        <CourseList courses={courses.data} subscribed={subscription.data.isSubscribed} />
      )}
    </DashboardSection>
  );
}

function CourseList({ courses, subscribed }: { courses: CourseSummary[]; subscribed: boolean }) {
  const open = subscribed ? courses : courses.filter((course) => course.isFree);
  const locked = courses.length - open.length;

  return (
    <>
      {open.length === 0 ? (
        <p className="dash-empty">No courses are available yet. Check back soon.</p>
      ) : (
        <ul className="dash-courses" aria-label="Your courses">
          {open.map((course) => (
            <CourseCard key={course._id} course={course} included={subscribed} />
          ))}
        </ul>
      )}
      {locked > 0 && (
        <div className="shell-card dash-state">
          <p>
            {locked} more {locked === 1 ? 'course is' : 'courses are'} included with a subscription.
          </p>
          <div className="button-row">
            <SubscribeNowLink />
            <Link className="button button-outline" to="/course">
              Browse all courses
            </Link>
          </div>
        </div>
      )}
    </>
  );
}
