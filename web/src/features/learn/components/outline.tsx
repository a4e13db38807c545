import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatDuration, type LearnCourse, type PlayerLesson, type ReleaseLock } from '@chem/contract';
import { INTL_LOCALE, useLocale, type Locale } from '../../../i18n/locale';
import { useT } from '../../../i18n/catalog';
import { learnCatalog, type LearnT } from '../i18n';
import { Icon, icons } from '../../../components/icons';
import { LESSON_KIND_ICONS } from './lesson-icons';
import { learnPath } from '../../../config/paths';

interface OutlineProps {
  course: LearnCourse;
  currentLessonId: string;
  /** The drawer's state on phones; from 1024 px the outline is always beside the lesson. */
  open: boolean;
  onClose: () => void;
}

const WIDE = '(min-width: 1024px)';

/** "Opens on 12 Dec" (the date in India, as the server counts it) or "Pass the chapter test to open". */
export function releaseText(t: LearnT, locale: Locale, lock: NonNullable<ReleaseLock>): string {
  if (lock.kind === 'test') return t('learn.passTestToOpen');
  const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${lock.on}T00:00:00Z`),
  );
  return t('learn.opensOn', { day });
}

type MetaLesson = Pick<PlayerLesson, 'kind' | 'durationSeconds' | 'freePreview'> & Partial<Pick<PlayerLesson, 'score' | 'passPercent'>>;

export function lessonMeta(t: LearnT, lesson: MetaLesson): string {
  const length =
    lesson.durationSeconds === null
      ? ''
      : lesson.kind === 'reading'
        ? t('learn.readMinutes', { minutes: Math.max(1, Math.round(lesson.durationSeconds / 60)) })
        : formatDuration(lesson.durationSeconds);
  return [
    t(`learn.kind.${lesson.kind}`),
    length,
    lesson.passPercent ? t('learn.passMark', { percent: lesson.passPercent }) : '',
    lesson.score ? t('learn.bestScore', { percent: lesson.score.percent }) : '',
    lesson.freePreview ? t('learn.freePreview') : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The chapters and their lessons, each with its state: done, locked, or open, and which one is shown. */
export function Outline({ course, currentLessonId, open, onClose }: OutlineProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const t = useT(learnCatalog);
  const locale = useLocale();

  // As a drawer: focus goes in, Escape closes it, focus returns to the opener; a wide window closes it.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const wide = window.matchMedia(WIDE);
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const closeWhenWide = () => wide.matches && onClose();
    document.addEventListener('keydown', closeOnEscape);
    wide.addEventListener('change', closeWhenWide);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      wide.removeEventListener('change', closeWhenWide);
      opener?.focus();
    };
  }, [open, onClose]);

  return (
    <>
      <div className="player-overlay" data-open={open} onClick={onClose} aria-hidden="true" />
      <nav id="player-outline" className="player-outline" data-open={open} aria-labelledby="player-outline-title">
        <div className="player-outline-head">
          <h2 id="player-outline-title">{t('learn.outline')}</h2>
          <button
            ref={closeButton}
            type="button"
            className="player-icon-button player-outline-close"
            aria-label={t('learn.closeOutline')}
            onClick={onClose}
          >
            <Icon path={icons.close} size={22} />
          </button>
        </div>
        <ol className="player-chapters">
          {course.chapters.map((chapter, index) => (
            <li key={chapter.id} className="player-chapter">
              <h3 className="player-chapter-title">
                <span className="player-chapter-number">{t('learn.chapterLabel', { number: index + 1 })}</span>
                {chapter.title}
              </h3>
              {chapter.lessons.length === 0 ? (
                <p className="player-muted">{t('learn.chapterWithoutLessons')}</p>
              ) : (
                <ol className="player-lessons">
                  {chapter.lessons.map((lesson) => {
                    const current = lesson.id === currentLessonId;
                    const state = lesson.completed ? 'done' : lesson.locked || lesson.release ? 'locked' : 'open';
                    const release = lesson.release && !lesson.completed ? releaseText(t, locale, lesson.release) : '';
                    return (
                      <li key={lesson.id}>
                        <Link
                          to={learnPath(course.course._id, lesson.id)}
                          className="player-lesson-link"
                          aria-current={current ? 'page' : undefined}
                          onClick={onClose}
                        >
                          <span className="player-lesson-icon" data-state={state}>
                            <Icon
                              path={lesson.completed ? icons.check : state === 'locked' ? icons.lock : LESSON_KIND_ICONS[lesson.kind]}
                              size={16}
                            />
                          </span>
                          <span className="player-lesson-text">
                            <span className="player-lesson-title">{lesson.title}</span>
                            <span className="player-lesson-meta">{lessonMeta(t, lesson)}</span>
                            {release && <span className="player-lesson-release">{release}</span>}
                          </span>
                          {state !== 'open' && !release && (
                            <span className="visually-hidden">
                              , {state === 'done' ? t('learn.completedLesson') : t('learn.lockedLesson')}
                            </span>
                          )}
                        </Link>
                      </li>
                    );
                  })}
                </ol>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
