import { Suspense } from 'react';
import { Await, Link, useAsyncError, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useSiteSettings } from '../../../lib/site-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatDuration, type ChapterSummary, type LessonSummary } from '@chem/contract';
import { getCourse, getMyCourseState, type CourseDetail as Course, type LearnCourse } from '../api/courses';
import { COURSE_TEXT } from '../messages';
import { CoursePhoto } from '../../../components/course-photo';
import { CoursePrice } from '../components/course-price';
import { Icon, icons } from '../../../components/icons';
import { ShareActions } from '../../../components/share-links/share-actions';
import { siteUrl } from '../../../lib/share-links';
import '../courses.css';
import { formatCount } from '../../../lib/format';

export function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return {
    course: getCourse(id, request.signal),
    // The student's progress and access, asked alongside; failing it only costs the Continue button.
    mine: getMyCourseState(id, request.signal).catch((error: unknown) => {
      console.warn('Could not read your progress in this course', error);
      return null;
    }),
  };
}

export function Component() {
  const { course, mine } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<CourseLoading />}>
      <Await resolve={course} errorElement={<CourseLoadFailed />}>
        {(loaded) => <CourseDetail course={loaded} mine={mine} />}
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

function CourseDetail({ course, mine }: { course: Course; mine: Promise<LearnCourse | null> }) {
  useDocumentTitle(course.title);
  const site = useSiteSettings();
  const chapters: ChapterSummary[] =
    course.outline ?? (course.chapters ?? []).map((title, index) => ({ id: String(index), title, lessons: [] }));

  return (
    <article className="course-detail">
      <header className="course-detail-hero">
        <div className="course-detail-hero-inner">
          <div className="course-detail-intro">
            {course.category && <p className="course-detail-category">{course.category}</p>}
            <h1>{course.title}</h1>
            <p className="course-detail-description">{course.description}</p>
            <p className="course-detail-instructor">
              Taught by <strong>{course.instructor || site.teacherName}</strong>
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
                  <li key={chapter.id}>
                    <div className="course-chapter-head">
                      <span className="course-chapter-number" aria-hidden="true">
                        {index + 1}
                      </span>
                      <span className="course-chapter-title">{chapter.title}</span>
                      {chapter.lessons.length > 0 && (
                        <span className="course-chapter-count">{COURSE_TEXT.lessonCount(chapter.lessons.length)}</span>
                      )}
                    </div>
                    {chapter.lessons.length > 0 && (
                      <ul className="course-lessons">
                        {chapter.lessons.map((lesson) => (
                          <li key={lesson.id}>
                            <span className="course-lesson-title">{lesson.title}</span>
                            <span className="course-lesson-meta">{lessonFacts(lesson)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
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
          <Suspense fallback={<EnrollPending />}>
            <Await resolve={mine}>{(state: LearnCourse | null) => <EnrollActions course={course} mine={state} />}</Await>
          </Suspense>
          <ShareActions
            heading={COURSE_TEXT.shareHeading}
            label={COURSE_TEXT.shareHeading}
            title={course.title}
            text={COURSE_TEXT.shareText(course.title)}
            url={siteUrl(window.location.origin, course._id)}
          />
        </aside>
      </div>
    </article>
  );
}

/** "Video · 12:30 · Free preview": what the outline tells anyone about a lesson. */
function lessonFacts(lesson: LessonSummary): string {
  const length =
    lesson.durationSeconds === null
      ? ''
      : lesson.kind === 'reading'
        ? COURSE_TEXT.readMinutes(lesson.durationSeconds)
        : formatDuration(lesson.durationSeconds);
  return [COURSE_TEXT.kind[lesson.kind], length, lesson.freePreview ? COURSE_TEXT.freePreview : ''].filter(Boolean).join(' · ');
}

function EnrollPending() {
  return (
    <p className="course-enroll-note course-enroll-pending" role="status">
      {COURSE_TEXT.checkingAccess}
    </p>
  );
}

/** The channel's playlists: the way in for a course whose lessons are not on the site, a second way for one whose are. */
function ChannelLink({ primary, label }: { primary: boolean; label: string }) {
  const { playlistsUrl } = useSiteSettings();
  return (
    <a
      className={primary ? 'button button-primary course-enroll-button' : 'course-enroll-channel'}
      href={playlistsUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      {label}
      <span className="visually-hidden">{COURSE_TEXT.opensInNewTab}</span>
    </a>
  );
}

/**
 * Start Learning or Continue (with the student's percentage) opens the player; Buy Now, for a paid
 * course the student cannot open, leads to the plans. A course without lessons on the site still
 * opens the video channel, as before.
 */
function EnrollActions({ course, mine }: { course: Course; mine: LearnCourse | null }) {
  const canOpen = course.isFree || mine?.viewer === 'subscriber' || mine?.viewer === 'admin';
  if (!canOpen) {
    return (
      <>
        <Link className="button button-primary course-enroll-button" to="/SubscriptioinPage">
          {COURSE_TEXT.buyNow}
        </Link>
        <p className="course-enroll-note">{course.onlineLessons > 0 ? COURSE_TEXT.subscribeToOpen : COURSE_TEXT.lessonsOnChannel}</p>
        <ChannelLink primary={false} label={COURSE_TEXT.watchOnChannel} />
      </>
    );
  }
  if (course.onlineLessons === 0) {
    return (
      <>
        <ChannelLink primary label={COURSE_TEXT.startLearning} />
        <p className="course-enroll-note">{COURSE_TEXT.lessonsOnChannel}</p>
      </>
    );
  }
  const started = mine?.progress?.startedAt ? mine.progress : null;
  return (
    <>
      <Link className="button button-primary course-enroll-button" to={`/learn/${encodeURIComponent(course._id)}`}>
        {started ? COURSE_TEXT.continueLearning(started.percent) : COURSE_TEXT.startLearning}
      </Link>
      <p className="course-enroll-note">{COURSE_TEXT.lessonsOnSite}</p>
      <ChannelLink primary={false} label={COURSE_TEXT.watchOnChannel} />
    </>
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
