import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatDuration, type LearnCourse, type PlayerLesson } from '@chem/contract';
import { LEARN_TEXT } from '../messages';
import { Icon, icons } from '../../../components/icons';
import { LESSON_KIND_ICONS } from './lesson-icons';

interface OutlineProps {
  course: LearnCourse;
  currentLessonId: string;
  /** The drawer's state on phones; from 1024 px the outline is always beside the lesson. */
  open: boolean;
  onClose: () => void;
}

const WIDE = '(min-width: 1024px)';

export function lessonMeta(lesson: Pick<PlayerLesson, 'kind' | 'durationSeconds' | 'freePreview'>): string {
  const length =
    lesson.durationSeconds === null
      ? ''
      : lesson.kind === 'reading'
        ? LEARN_TEXT.readMinutes(lesson.durationSeconds)
        : formatDuration(lesson.durationSeconds);
  return [LEARN_TEXT.kind[lesson.kind], length, lesson.freePreview ? LEARN_TEXT.freePreview : ''].filter(Boolean).join(' · ');
}

/** The chapters and their lessons, each with its state: done, locked, or open, and which one is shown. */
export function Outline({ course, currentLessonId, open, onClose }: OutlineProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

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
          <h2 id="player-outline-title">{LEARN_TEXT.outline}</h2>
          <button
            ref={closeButton}
            type="button"
            className="player-icon-button player-outline-close"
            aria-label={LEARN_TEXT.closeOutline}
            onClick={onClose}
          >
            <Icon path={icons.close} size={22} />
          </button>
        </div>
        <ol className="player-chapters">
          {course.chapters.map((chapter, index) => (
            <li key={chapter.id} className="player-chapter">
              <h3 className="player-chapter-title">
                <span className="player-chapter-number">{LEARN_TEXT.chapterLabel(index + 1)}</span>
                {chapter.title}
              </h3>
              {chapter.lessons.length === 0 ? (
                <p className="player-muted">{LEARN_TEXT.chapterWithoutLessons}</p>
              ) : (
                <ol className="player-lessons">
                  {chapter.lessons.map((lesson) => {
                    const current = lesson.id === currentLessonId;
                    const state = lesson.completed ? 'done' : lesson.locked ? 'locked' : 'open';
                    return (
                      <li key={lesson.id}>
                        <Link
                          to={`/learn/${encodeURIComponent(course.course._id)}/${encodeURIComponent(lesson.id)}`}
                          className="player-lesson-link"
                          aria-current={current ? 'page' : undefined}
                          onClick={onClose}
                        >
                          <span className="player-lesson-icon" data-state={state}>
                            <Icon
                              path={lesson.completed ? icons.check : lesson.locked ? icons.lock : LESSON_KIND_ICONS[lesson.kind]}
                              size={16}
                            />
                          </span>
                          <span className="player-lesson-text">
                            <span className="player-lesson-title">{lesson.title}</span>
                            <span className="player-lesson-meta">{lessonMeta(lesson)}</span>
                          </span>
                          {state !== 'open' && (
                            <span className="visually-hidden">
                              , {state === 'done' ? LEARN_TEXT.completedLesson : LEARN_TEXT.lockedLesson}
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
