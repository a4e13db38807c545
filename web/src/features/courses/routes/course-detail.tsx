import { Suspense } from 'react';
import { Await, Link, useAsyncError, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSiteSettings } from '../../../lib/site-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatDuration, type ChapterSummary, type LessonSummary } from '@chem/contract';
import { getCourse, getMyCourseState, type CourseDetail as Course, type LearnCourse } from '../api/courses';
import { CoursePhoto } from '../../../components/course-photo';
import { CoursePrice } from '../components/course-price';
import { Icon, icons } from '../../../components/icons';
import { ShareActions } from '../../../components/share-links/share-actions';
import { siteUrl } from '../../../lib/share-links';
import '../courses.css';
import { formatCount } from '../../../lib/format';
import { useT, type Translate } from '../../../i18n/catalog';
import { useLocale } from '../../../i18n/locale';
import { localizedText } from '../../../lib/localized-content';
import { coursesCatalog } from '../i18n';
import { categoryLabel } from '../catalogue-labels';
import type en from '../locales/en.json';
import { learnPath, PLANS_PATH } from '../../../config/paths';
import { UpcomingLiveClasses } from '../../live-classes';

type T = Translate<Extract<keyof typeof en, string>>;

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
  const t = useT(coursesCatalog);
  useDocumentTitle(t('courses.detail.loadingTitle'));
  return (
    <p className="course-detail-loading" role="status">
      {t('courses.detail.loading')}
    </p>
  );
}

function CourseDetail({ course, mine }: { course: Course; mine: Promise<LearnCourse | null> }) {
  const t = useT(coursesCatalog);
  const locale = useLocale();
  const title = localizedText(locale, course.title, course.titleHi);
  const description = localizedText(locale, course.description, course.descriptionHi);
  useDocumentTitle(title);
  const site = useSiteSettings();
  const chapters: ChapterSummary[] =
    course.outline ?? (course.chapters ?? []).map((title, index) => ({ id: String(index), title, lessons: [] }));

  return (
    <article className="course-detail">
      <header className="course-detail-hero">
        <div className="course-detail-hero-inner">
          <div className="course-detail-intro">
            {course.category && <p className="course-detail-category">{categoryLabel(t, course.category)}</p>}
            <h1>{title}</h1>
            <p className="course-detail-description">{description}</p>
            <p className="course-detail-instructor">
              {t('courses.detail.taughtBy')} <strong>{course.instructor || site.teacherName}</strong>
            </p>
            <ul className="course-detail-facts" aria-label={t('courses.detail.facts')}>
              {course.duration && (
                <li>
                  <Icon path={icons.clock} size={16} />
                  {course.duration}
                </li>
              )}
              <li>
                <Icon path={icons.book} size={16} />
                {t('courses.detail.lessons', { count: course.lessons ?? 0 })}
              </li>
              <li>
                <Icon path={icons.star} size={16} />
                <span>
                  {t('courses.detail.rating', { rating: course.rating ? course.rating.toFixed(1) : t('courses.detail.ratingNone') })}
                </span>
              </li>
              <li>
                <Icon path={icons.users} size={16} />
                {t('courses.detail.enrolled', { count: formatCount(course.students ?? 0) })}
              </li>
            </ul>
          </div>
          <CoursePhoto course={course} eager />
        </div>
      </header>

      <div className="course-detail-body">
        <div className="course-detail-main">
          <section aria-labelledby="course-about">
            <h2 id="course-about">{t('courses.detail.about')}</h2>
            <p>{(locale === 'hi' && course.descriptionHi?.trim()) || course.fullDescription?.trim() || course.description}</p>
          </section>
          <section aria-labelledby="course-content">
            <h2 id="course-content">{t('courses.detail.content')}</h2>
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
                        <span className="course-chapter-count">{t('courses.detail.lessonCount', { count: chapter.lessons.length })}</span>
                      )}
                    </div>
                    {chapter.lessons.length > 0 && (
                      <ul className="course-lessons">
                        {chapter.lessons.map((lesson) => (
                          <li key={lesson.id}>
                            <span className="course-lesson-title">{lesson.title}</span>
                            <span className="course-lesson-meta">{lessonFacts(t, lesson)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            ) : (
              <p>{t('courses.detail.contentSoon')}</p>
            )}
          </section>
        </div>

        <aside className="course-enroll" aria-labelledby="course-enroll-title">
          <h2 id="course-enroll-title">{t('courses.detail.enroll')}</h2>
          <CoursePrice course={course} className="course-price course-price-large" />
          <Suspense fallback={<EnrollPending />}>
            <Await resolve={mine}>
              {(state: LearnCourse | null) => (
                <>
                  <EnrollActions course={course} mine={state} />
                  {/* A signed-in reader: the course's coming live classes, when it has any (their own chunk). */}
                  {state && state.viewer !== 'anonymous' && (
                    <Suspense fallback={null}>
                      <UpcomingLiveClasses courseId={course._id} />
                    </Suspense>
                  )}
                </>
              )}
            </Await>
          </Suspense>
          <ShareActions
            heading={t('courses.detail.shareHeading')}
            label={t('courses.detail.shareHeading')}
            title={title}
            text={t('courses.detail.shareText', { title })}
            url={siteUrl(window.location.origin, course._id)}
          />
        </aside>
      </div>
    </article>
  );
}

/** "Video · 12:30 · Free preview": what the outline tells anyone about a lesson. */
function lessonFacts(t: T, lesson: LessonSummary): string {
  const length =
    lesson.durationSeconds === null
      ? ''
      : lesson.kind === 'reading'
        ? t('courses.detail.readMinutes', { minutes: Math.max(1, Math.round(lesson.durationSeconds / 60)) })
        : formatDuration(lesson.durationSeconds);
  return [t(`courses.detail.kind.${lesson.kind}`), length, lesson.freePreview ? t('courses.detail.freePreview') : '']
    .filter(Boolean)
    .join(' · ');
}

function EnrollPending() {
  const t = useT(coursesCatalog);
  return (
    <p className="course-enroll-note course-enroll-pending" role="status">
      {t('courses.detail.checkingAccess')}
    </p>
  );
}

/** The channel's playlists: the way in for a course whose lessons are not on the site, a second way for one whose are. */
function ChannelLink({ primary, label }: { primary: boolean; label: string }) {
  const { playlistsUrl } = useSiteSettings();
  const t = useT(coursesCatalog);
  return (
    <a
      className={primary ? 'button button-primary course-enroll-button' : 'course-enroll-channel'}
      href={playlistsUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      {label}
      <span className="visually-hidden">{t('courses.detail.opensInNewTab')}</span>
    </a>
  );
}

/**
 * Start Learning or Continue (with the student's percentage) opens the player; Buy Now, for a paid
 * course the student cannot open, leads to the plans. A course without lessons on the site still
 * opens the video channel, as before.
 */
function EnrollActions({ course, mine }: { course: Course; mine: LearnCourse | null }) {
  const t = useT(coursesCatalog);
  const canOpen = course.isFree || mine?.viewer === 'subscriber' || mine?.viewer === 'admin';
  if (!canOpen) {
    return (
      <>
        <Link className="button button-primary course-enroll-button" to={PLANS_PATH}>
          {t('courses.detail.buyNow')}
        </Link>
        <p className="course-enroll-note">
          {course.onlineLessons > 0 ? t('courses.detail.subscribeToOpen') : t('courses.detail.lessonsOnChannel')}
        </p>
        <ChannelLink primary={false} label={t('courses.detail.watchOnChannel')} />
      </>
    );
  }
  if (course.onlineLessons === 0) {
    return (
      <>
        <ChannelLink primary label={t('courses.detail.startLearning')} />
        <p className="course-enroll-note">{t('courses.detail.lessonsOnChannel')}</p>
      </>
    );
  }
  const started = mine?.progress?.startedAt ? mine.progress : null;
  return (
    <>
      <Link className="button button-primary course-enroll-button" to={learnPath(course._id)}>
        {started ? t('courses.detail.continue', { percent: started.percent }) : t('courses.detail.startLearning')}
      </Link>
      <p className="course-enroll-note">{t('courses.detail.lessonsOnSite')}</p>
      <ChannelLink primary={false} label={t('courses.detail.watchOnChannel')} />
    </>
  );
}

/** An unknown id is a page that does not exist; anything else may pass, so offer to try again. */
function CourseLoadFailed() {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  const notFound = error instanceof ApiError && error.status === 404;
  const t = useT(coursesCatalog);
  useDocumentTitle(notFound ? t('courses.missing.documentTitle') : t('courses.failed.title'));

  if (notFound) {
    return (
      <section className="status-page" aria-labelledby="course-missing">
        <h1 id="course-missing">{t('courses.missing.title')}</h1>
        <p>{t('courses.missing.text')}</p>
        <div className="button-row">
          <Link className="button button-primary" to="/course">
            {t('courses.missing.browse')}
          </Link>
          <Link className="button button-outline" to="/">
            {t('courses.missing.home')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="status-page" aria-labelledby="course-failed" role="alert">
      <Icon path={icons.warning} className="load-error-icon" size={40} />
      <h1 id="course-failed">{t('courses.failed.title')}</h1>
      <p>{errorText(error, t('courses.failed.generic'))}</p>
      <div className="button-row">
        <button className="button button-primary" type="button" onClick={() => void revalidator.revalidate()}>
          {revalidator.state === 'loading' ? t('courses.failed.retrying') : t('courses.failed.retry')}
        </button>
        <Link className="button button-outline" to="/course">
          {t('courses.missing.browse')}
        </Link>
      </div>
    </section>
  );
}
