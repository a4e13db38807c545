import { useCallback, useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { CourseProgress, LearnCourse } from '@chem/contract';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getLearnCourse } from '../api/learn';
import { useLoad } from '../../../lib/use-load';
import { Icon, icons } from '../../../components/icons';
import { LessonPane } from '../components/lesson-pane';
import { Outline } from '../components/outline';
import { useT } from '../../../i18n/catalog';
import { useLocale } from '../../../i18n/locale';
import { localizedText } from '../../../lib/localized-content';
import { learnCatalog } from '../i18n';
import { lessonAndNeighbours, placedLessons, withProgress } from '../player-model';
import '../components/player.css';
import { learnPath } from '../../../config/paths';

const courseTitle = (course: LearnCourse, locale: ReturnType<typeof useLocale>) =>
  localizedText(locale, course.course.title, course.course.titleHi);

/**
 * /learn/:courseId and /learn/:courseId/:lessonId: the course player. The outline on the side (a
 * drawer on phones), the lesson in the middle. Without a lesson in the address it opens where the
 * student left off, as the server says.
 */
export function Component() {
  const { courseId = '', lessonId } = useParams();
  const state = useLoad(courseId, (signal) => getLearnCourse(courseId, signal));
  const { reload: retry, update } = state;
  const t = useT(learnCatalog);
  const locale = useLocale();
  const applyProgress = useCallback((progress: CourseProgress) => update((course) => withProgress(course, progress)), [update]);
  // Without the loading screen: the lesson on screen (a test's result) stays while the outline updates.
  const refreshCourse = useCallback(() => {
    getLearnCourse(courseId).then(
      (fresh) => update(() => fresh),
      () => {
        // The outline keeps what it showed; the next visit loads it again.
      },
    );
  }, [courseId, update]);

  if (state.status === 'loading') return <PlayerStatus busy>{t('learn.loadingCourse')}</PlayerStatus>;
  if (state.status === 'error') return <CourseProblem error={state.error} onRetry={retry} />;

  const course = state.data;
  const first = placedLessons(course)[0];
  if (!first) {
    return (
      <PlayerStatus title={courseTitle(course, locale)}>
        {t('learn.noLessonsYet')}
        <Link className="button button-primary" to={`/${encodeURIComponent(courseId)}`}>
          {t('learn.backToCourse')}
        </Link>
      </PlayerStatus>
    );
  }
  if (!lessonId) return <Navigate replace to={learnPath(courseId, course.resumeLessonId ?? first.lesson.id)} />;
  return <Player course={course} lessonId={lessonId} onProgress={applyProgress} onCourseChanged={refreshCourse} />;
}

function Player({
  course,
  lessonId,
  onProgress,
  onCourseChanged,
}: {
  course: LearnCourse;
  lessonId: string;
  onProgress: (progress: CourseProgress) => void;
  onCourseChanged: () => void;
}) {
  const [outlineOpen, setOutlineOpen] = useState(false);
  const t = useT(learnCatalog);
  const locale = useLocale();
  const closeOutline = useCallback(() => setOutlineOpen(false), []);
  const { current, previous, next } = lessonAndNeighbours(course, lessonId);
  const courseId = course.course._id;
  const progress = course.progress;

  return (
    <div className="player">
      <header className="player-topbar">
        <Link className="player-back" to={`/${encodeURIComponent(courseId)}`}>
          <Icon path={icons.arrowLeft} />
          <span className="visually-hidden">{t('learn.backToCourse')}: </span>
          <span className="player-course-title">{courseTitle(course, locale)}</span>
        </Link>
        {progress && (
          <div className="player-progress">
            <span className="player-progress-text">{t('learn.percentComplete', { percent: progress.percent })}</span>
            <span
              className="player-progress-bar"
              role="progressbar"
              aria-label={t('learn.courseProgress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
            >
              <span style={{ width: `${progress.percent}%` }} />
            </span>
          </div>
        )}
        <button
          type="button"
          className="player-icon-button player-outline-button"
          aria-label={t('learn.openOutline')}
          aria-controls="player-outline"
          aria-expanded={outlineOpen}
          onClick={() => setOutlineOpen(true)}
        >
          <Icon path={icons.menu} size={22} />
        </button>
      </header>

      <div className="player-body">
        <Outline course={course} currentLessonId={lessonId} open={outlineOpen} onClose={closeOutline} />
        <main id="main" className="player-main" tabIndex={-1} inert={outlineOpen || undefined}>
          {current ? (
            <LessonPane
              key={lessonId}
              course={course}
              placed={current}
              previous={previous}
              next={next}
              onProgress={onProgress}
              onCourseChanged={onCourseChanged}
            />
          ) : (
            <div className="player-gate" role="alert">
              <h1>{t('learn.lessonNotFound')}</h1>
              <div className="button-row">
                <Link className="button button-primary" to={learnPath(courseId)}>
                  {t('learn.firstLesson')}
                </Link>
              </div>
            </div>
          )}
        </main>
      </div>
    </div>
  );
}

function PlayerStatus({ children, busy = false, title }: { children: ReactNode; busy?: boolean; title?: string }) {
  const t = useT(learnCatalog);
  useDocumentTitle(title ?? t('learn.loadingCourse'));
  return (
    <main id="main" className="player-status" aria-busy={busy || undefined}>
      {title && <h1>{title}</h1>}
      <div className="player-status-body" role={busy ? 'status' : undefined}>
        {children}
      </div>
    </main>
  );
}

function CourseProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = error instanceof ApiError && error.status === 404;
  const t = useT(learnCatalog);
  useDocumentTitle(notFound ? t('learn.courseNotFound') : t('learn.couldNotLoadCourse'));
  return (
    <main id="main" className="player-status">
      <div className="player-gate" role="alert">
        <h1>{notFound ? t('learn.courseNotFound') : t('learn.couldNotLoadCourse')}</h1>
        <p>{notFound ? t('learn.courseNotFoundBody') : errorText(error, t('learn.playerFailed'))}</p>
        <div className="button-row">
          {!notFound && (
            <button type="button" className="button button-primary" onClick={onRetry}>
              {t('learn.tryAgain')}
            </button>
          )}
          <Link className="button button-outline" to="/course">
            {t('learn.browseCourses')}
          </Link>
        </div>
      </div>
    </main>
  );
}
