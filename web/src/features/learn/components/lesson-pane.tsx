import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CourseProgress, DoubtContextInput, LearnCourse, LearnLesson, PlayerLesson } from '@chem/contract';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { completeLesson, getLesson } from '../api/learn';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { learnCatalog } from '../i18n';
import type { PlacedLesson } from '../player-model';
import { Icon, icons } from '../../../components/icons';
import { Reading } from '../../../components/reading';
import { NoteLesson } from './note-lesson';
import { lessonMeta, releaseText } from './outline';
import { useLocale } from '../../../i18n/locale';
import { useStudyReporter } from './use-study-reporter';
import { VideoLesson } from './video-lesson';
import { AUTH_PATH, learnPath, PLANS_PATH } from '../../../config/paths';
import { certificatePagePath } from '../../../config/certificate-paths';
import { AskDoubt, SolvedDoubts, clockTime, startSecond } from '../../doubts';
import { loadLessonTest } from '../../practice';

// The exam screen and its questions load only when a test lesson opens.
const LessonTest = lazy(() => loadLessonTest().then((module) => ({ default: module.LessonTest })));

interface LessonPaneProps {
  course: LearnCourse;
  placed: PlacedLesson;
  previous: PlacedLesson | undefined;
  next: PlacedLesson | undefined;
  onProgress: (progress: CourseProgress) => void;
  /** Fetches the outline again (a test's new best score, the chapters it opened). */
  onCourseChanged: () => void;
}

const lessonPath = (course: LearnCourse, lessonId: string) => learnPath(course.course._id, lessonId);

/** One lesson: its content (or why it is closed), Mark as complete, and Previous / Next. */
export function LessonPane({ course, placed, previous, next, onProgress, onCourseChanged }: LessonPaneProps) {
  const { lesson } = placed;
  const courseId = course.course._id;
  const t = useT(learnCatalog);
  useDocumentTitle(`${lesson.title} · ${course.course.title}`);
  const signedIn = course.viewer !== 'anonymous';
  // A lesson the outline already says is not open yet is not asked for.
  const content = useLoad(signedIn && !lesson.release ? lesson.id : null, (signal) => getLesson(courseId, lesson.id, signal));
  const heading = useRef<HTMLHeadingElement>(null);

  // A new lesson starts at its top, and keyboard and screen reader users land on its title.
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <article className="player-lesson" aria-labelledby="player-lesson-title">
      <header className="player-lesson-head">
        <p className="player-lesson-chapter">
          {t('learn.chapterLabel', { number: placed.chapterNumber })} · {placed.chapterTitle}
        </p>
        <h1 id="player-lesson-title" ref={heading} tabIndex={-1}>
          {lesson.title}
        </h1>
        <p className="player-muted">{lessonMeta(t, lesson)}</p>
      </header>

      {!signedIn ? (
        <SignInPanel />
      ) : lesson.release ? (
        <NotOpenYet course={course} lesson={lesson} />
      ) : content.status === 'loading' ? (
        <p className="player-muted" role="status">
          {t('learn.loadingLesson')}
        </p>
      ) : content.status === 'error' ? (
        <LessonProblem error={content.error} course={course} lesson={lesson} onRetry={content.reload} />
      ) : (
        <OpenLesson course={course} lesson={lesson} loaded={content.data} onProgress={onProgress} onCourseChanged={onCourseChanged} />
      )}

      <nav className="player-steps" aria-label={t('learn.lessons')}>
        {previous ? (
          <Link
            className="button button-outline player-step"
            to={lessonPath(course, previous.lesson.id)}
            aria-label={t('learn.previousLesson', { title: previous.lesson.title })}
          >
            <Icon path={icons.chevronLeft} />
            {t('learn.previous')}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link
            // Once this lesson is done, the next one is the obvious step.
            className={`button ${course.progress?.completedLessonIds.includes(lesson.id) ? 'button-primary' : 'button-outline'} player-step`}
            to={lessonPath(course, next.lesson.id)}
            aria-label={t('learn.nextLesson', { title: next.lesson.title })}
          >
            {t('learn.next')}
            <Icon path={icons.chevronRight} />
          </Link>
        )}
      </nav>
    </article>
  );
}

/** The lesson's content, with its completion: the button, or a video watched through 90%. */
function OpenLesson({
  course,
  lesson,
  loaded,
  onProgress,
  onCourseChanged,
}: {
  course: LearnCourse;
  lesson: PlayerLesson;
  loaded: LearnLesson;
  onProgress: (progress: CourseProgress) => void;
  onCourseChanged: () => void;
}) {
  const courseId = course.course._id;
  const lessonId = loaded.lesson.id;
  const tracked = course.viewer === 'student' || course.viewer === 'subscriber';
  const completed = course.progress?.completedLessonIds.includes(lessonId) ?? false;
  const [saving, setSaving] = useState(false);
  const t = useT(learnCatalog);
  const [problem, setProblem] = useState('');
  const onPlaying = useStudyReporter(courseId, lessonId, tracked, onProgress);
  const [params] = useSearchParams();
  const start = startSecond(params.get('t'));
  const videoClock = useRef<(() => number) | null>(null);
  // Read when the form opens: the second the video is at then (or where it was asked to start).
  const doubtContext = useCallback((): DoubtContextInput => {
    const playing = videoClock.current?.();
    const seconds = loaded.body.kind !== 'video' ? undefined : playing !== undefined ? Math.floor(playing) : (start ?? undefined);
    return { kind: 'lesson', courseId, lessonId, ...(seconds !== undefined ? { seconds } : {}) };
  }, [courseId, lessonId, loaded.body.kind, start]);

  const complete = useCallback(async () => {
    setSaving(true);
    setProblem('');
    try {
      const completion = await completeLesson(courseId, lessonId);
      onProgress(completion);
      // The completion that finishes the course issues its certificate: the outline then links it.
      if (completion.certificateId && !course.certificate) onCourseChanged();
    } catch (error) {
      setProblem(errorText(error, t('learn.completeFailed')));
    } finally {
      setSaving(false);
    }
  }, [courseId, lessonId, onProgress, onCourseChanged, course.certificate, t]);

  // A submitted test completes its lesson; the outline then shows the new best score.
  const onTestSubmitted = useCallback(() => {
    const completing = tracked && !completed ? complete() : Promise.resolve();
    void completing.then(onCourseChanged);
  }, [tracked, completed, complete, onCourseChanged]);

  const onWatched = useCallback(() => {
    if (tracked && !completed) void complete();
  }, [tracked, completed, complete]);

  const { body } = loaded;
  return (
    <>
      <div className="player-content">
        {body.kind === 'video' && (
          <VideoLesson
            videoId={body.videoId}
            title={loaded.lesson.title}
            onPlaying={onPlaying}
            onWatched={onWatched}
            start={start}
            clock={videoClock}
          />
        )}
        {body.kind === 'video' && start !== null && <p className="player-muted">{t('learn.startsAt', { time: clockTime(start) })}</p>}
        {body.kind === 'reading' && <Reading source={body.text} format={body.format} />}
        {body.kind === 'note' && <NoteLesson courseId={courseId} lessonId={lessonId} note={body.note} />}
        {body.kind === 'test' && (
          <Suspense
            fallback={
              <p className="player-muted" role="status">
                {t('learn.loadingTest')}
              </p>
            }
          >
            <LessonTest testId={body.testId} passPercent={body.passPercent} onSubmitted={onTestSubmitted} />
          </Suspense>
        )}
      </div>

      {course.viewer === 'admin' ? (
        <p className="player-notice">{t('learn.teacherPreview')}</p>
      ) : (
        <div className="player-complete">
          {completed ? (
            <p className="player-done" role="status">
              <Icon path={icons.check} />
              {t('learn.completed')}
            </p>
          ) : body.kind === 'test' && !lesson.score ? (
            // The server completes a test lesson only once an attempt is submitted.
            <p className="player-muted player-test-hint">{t('learn.submitToComplete')}</p>
          ) : (
            <button type="button" className="button button-primary" disabled={saving} onClick={() => void complete()}>
              {saving ? t('learn.marking') : t('learn.markComplete')}
            </button>
          )}
          {completed && course.certificate?.status === 'valid' && (
            <p className="player-certificate">
              <Link to={certificatePagePath(course.certificate.id)}>{t('learn.certificateReady')}</Link>
            </p>
          )}
          {body.kind === 'video' && !completed && <p className="player-muted">{t('learn.watchedToComplete')}</p>}
          {problem && (
            <p className="player-problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}

      <div className="player-doubts">
        {course.viewer !== 'admin' && <AskDoubt context={doubtContext} about={loaded.lesson.title} freeCourse={course.course.isFree} />}
        <SolvedDoubts courseId={courseId} lessonId={lessonId} />
      </div>
    </>
  );
}

function SignInPanel({ body }: { body?: string }) {
  const t = useT(learnCatalog);
  return (
    <div className="player-gate">
      <span className="player-gate-icon">
        <Icon path={icons.lock} size={28} />
      </span>
      <h2>{t('learn.signInTitle')}</h2>
      <p>{body ?? t('learn.signInBody')}</p>
      <div className="button-row">
        <Link className="button button-primary" to={AUTH_PATH}>
          {t('learn.logIn')}
        </Link>
      </div>
    </div>
  );
}

/** Why the lesson did not open: locked (the server's message, next to Subscribe), signed out, not here, or a failure. */
function LessonProblem({
  error,
  course,
  lesson,
  onRetry,
}: {
  error: unknown;
  course: LearnCourse;
  lesson: PlayerLesson;
  onRetry: () => void;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  const t = useT(learnCatalog);
  if (status === 401) return <SignInPanel body={t('learn.sessionExpired')} />;
  // The outline said this viewer may open the lesson: a refusal now is its schedule ("Opens on 12 Dec",
  // "Pass the chapter test to open"), which the outline was too old to know; the server's words say which.
  if (status === 403 && !lesson.locked) return <NotOpenYet course={course} reason={errorText(error, t('learn.notOpenYet'))} />;
  if (status === 403) {
    return (
      <div className="player-gate" role="region" aria-labelledby="player-locked-title">
        <span className="player-gate-icon">
          <Icon path={icons.lock} size={28} />
        </span>
        <h2 id="player-locked-title">{t('learn.lockedTitle')}</h2>
        <p>{(error as ApiError).message}</p>
        <div className="button-row">
          <Link className="button button-primary" to={PLANS_PATH}>
            {t('learn.subscribe')}
          </Link>
          <Link className="button button-outline" to={`/${encodeURIComponent(course.course._id)}`}>
            {t('learn.backToCourse')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="player-gate" role="alert">
      <h2>{status === 404 ? t('learn.lessonNotFound') : t('learn.couldNotLoadLesson')}</h2>
      {status !== 404 && <p>{errorText(error, t('learn.playerFailed'))}</p>}
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('learn.tryAgain')}
        </button>
      </div>
    </div>
  );
}

/** A lesson whose date has not come, or after a chapter test not passed yet: why, and the way to that test. */
function NotOpenYet({ course, lesson, reason }: { course: LearnCourse; lesson?: PlayerLesson; reason?: string }) {
  const t = useT(learnCatalog);
  const locale = useLocale();
  const lock = lesson?.release;
  return (
    <div className="player-gate" role="region" aria-labelledby="player-not-open-title">
      <span className="player-gate-icon">
        <Icon path={icons.lock} size={28} />
      </span>
      <h2 id="player-not-open-title">{t('learn.notOpenYet')}</h2>
      <p>{lock ? releaseText(t, locale, lock) : reason}</p>
      {lock?.kind === 'test' && (
        <div className="button-row">
          <Link className="button button-primary" to={lessonPath(course, lock.lessonId)}>
            {t('learn.goToTest', { title: lock.title })}
          </Link>
        </div>
      )}
    </div>
  );
}
