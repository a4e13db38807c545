import { Suspense } from 'react';
import { Await, Link, useAsyncError, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { SITE } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getCourse, type Course } from '../api/courses';
import { CoursePhoto } from '../../../components/course-photo';
import { CoursePrice } from '../components/course-price';
import { Icon, icons } from '../../../components/icons';
import '../courses.css';
import { formatCount } from '../../../lib/format';

export function loader({ params, request }: LoaderFunctionArgs) {
  return { course: getCourse(params.id ?? '', request.signal) };
}

export function Component() {
  const { course } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<CourseLoading />}>
      <Await resolve={course} errorElement={<CourseLoadFailed />}>
        {(loaded) => <CourseDetail course={loaded} />}
      </Await>
    </Suspense>
  );
}

function CourseLoading() {
  useDocumentTitle('Loading course');
  return (
    <p className="course-detail-loading" role="status">
      Loading course details...
    </p>
  );
}

function CourseDetail({ course }: { course: Course }) {
  useDocumentTitle(course.title);
  const isFree = course.isFree === true;
  const chapters = course.chapters ?? [];

  return (
    <article className="course-detail">
      <header className="course-detail-hero">
        <div className="course-detail-hero-inner">
          <div className="course-detail-intro">
            {course.category && <p className="course-detail-category">{course.category}</p>}
            <h1>{course.title}</h1>
            <p className="course-detail-description">{course.description}</p>
            <p className="course-detail-instructor">
              Taught by <strong>{course.instructor || SITE.teacherName}</strong>
            </p>
            <ul className="course-detail-facts" aria-label="Course facts">
              {course.duration && (
                <li>
                  <Icon path={icons.clock} size={16} />
                  {course.duration}
                </li>
              )}
              <li>
                <Icon path={icons.book} size={16} />
                {course.lessons ?? 0} lessons
              </li>
              <li>
                <Icon path={icons.star} size={16} />
                <span>Rating: {course.rating ? `${course.rating.toFixed(1)}` : 'N/A'}</span>
              </li>
              <li>
                <Icon path={icons.users} size={16} />
                {formatCount(course.students ?? 0)} students enrolled
              </li>
            </ul>
          </div>
          <CoursePhoto course={course} eager />
        </div>
      </header>

      <div className="course-detail-body">
        <div className="course-detail-main">
          <section aria-labelledby="course-about">
            <h2 id="course-about">About this course</h2>
            <p>{course.fullDescription?.trim() || course.description}</p>
          </section>
          <section aria-labelledby="course-content">
            <h2 id="course-content">Course Content</h2>
            {chapters.length > 0 ? (
              <ol className="course-chapters">
                {chapters.map((chapter, index) => (
                  <li key={`${index}-${chapter}`}>
                    <span className="course-chapter-number" aria-hidden="true">
                      {index + 1}
                    </span>
                    {chapter}
                  </li>
                ))}
              </ol>
            ) : (
              <p>Course content will be available soon.</p>
            )}
          </section>
        </div>

        <aside className="course-enroll" aria-labelledby="course-enroll-title">
          <h2 id="course-enroll-title">Enroll Now</h2>
          <CoursePrice course={course} className="course-price course-price-large" />
          <a className="button button-primary course-enroll-button" href={SITE.playlistsUrl} target="_blank" rel="noopener noreferrer">
            {isFree ? 'Start Learning' : 'Buy Now'}
            <span className="visually-hidden"> (opens the video playlists in a new tab)</span>
          </a>
          <p className="course-enroll-note">Lessons open on our video channel in a new tab.</p>
        </aside>
      </div>
    </article>
  );
}

/** An unknown id is a page that does not exist; anything else may pass, so offer to try again. */
function CourseLoadFailed() {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  const notFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(notFound ? 'Course not found' : 'Could not load the course');

  if (notFound) {
    return (
      <section className="status-page" aria-labelledby="course-missing">
        <h1 id="course-missing">Course not found</h1>
        <p>This course does not exist or is no longer offered. Have a look at the courses we teach now.</p>
        <div className="button-row">
          <Link className="button button-primary" to="/course">
            Browse all courses
          </Link>
          <Link className="button button-outline" to="/">
            Go to home
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="status-page" aria-labelledby="course-failed" role="alert">
      <Icon path={icons.warning} className="load-error-icon" size={40} />
      <h1 id="course-failed">Could not load the course</h1>
      <p>{error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'}</p>
      <div className="button-row">
        <button className="button button-primary" type="button" onClick={() => void revalidator.revalidate()}>
          {revalidator.state === 'loading' ? 'Trying again...' : 'Try again'}
        </button>
        <Link className="button button-outline" to="/course">
          Browse all courses
        </Link>
      </div>
    </section>
  );
}
