import { useRef } from 'react';
import { useLoad } from '../../../lib/use-load';
import { listNotes } from '../api/notes';
import { listTestsForLessons } from '../api/certificates';
import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';
import { moved, RowOrderButtons } from '../../../components/admin-ui';
import { newChapter, newLesson, type ChapterRow, type LessonRow } from './curriculum-rows';
import { LessonEditor } from './lesson-editor';
import './curriculum-editor.css';

/**
 * The course's chapters and, in each, its lessons: add, rename, move up or down (buttons, so the
 * keyboard can do it), remove. Moving keeps the focus on the button pressed, so a chapter or
 * lesson can be moved again at once.
 */
export function ChapterEditor({ rows, onChange }: { rows: ChapterRow[]; onChange: (rows: ChapterRow[]) => void }) {
  const t = useT(adminContentCatalog);
  const listRef = useRef<HTMLOListElement>(null);
  const notes = useNotes(rows.some((chapter) => chapter.lessons.some((lesson) => lesson.kind === 'note')));
  const tests = useTests(rows.some((chapter) => chapter.lessons.some((lesson) => lesson.kind === 'test')));

  const focusLater = (selector: string) => requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(selector)?.focus());
  const chapterSelector = (key: number, inner: string) => `[data-chapter="${key}"] > .admin-chapter ${inner}`;

  const setChapter = (key: number, change: (chapter: ChapterRow) => ChapterRow) =>
    onChange(rows.map((chapter) => (chapter.key === key ? change(chapter) : chapter)));

  function moveChapter(index: number, by: -1 | 1) {
    const key = rows[index]!.key;
    onChange(moved(rows, index, by));
    focusLater(chapterSelector(key, by === -1 ? '[data-move="up"]' : '[data-move="down"]'));
  }

  function addChapter() {
    const chapter = newChapter();
    onChange([...rows, chapter]);
    focusLater(chapterSelector(chapter.key, 'input'));
  }

  function addLesson(chapter: ChapterRow) {
    const lesson = newLesson();
    setChapter(chapter.key, (current) => ({ ...current, lessons: [...current.lessons, lesson] }));
    focusLater(`#lesson-${lesson.key}-name`);
  }

  function moveLesson(chapter: ChapterRow, index: number, by: -1 | 1) {
    const key = chapter.lessons[index]!.key;
    setChapter(chapter.key, (current) => ({ ...current, lessons: moved(current.lessons, index, by) }));
    focusLater(`[data-lesson="${key}"] [data-move="${by === -1 ? 'up' : 'down'}"]`);
  }

  const setLesson = (chapter: ChapterRow, row: LessonRow) =>
    setChapter(chapter.key, (current) => ({
      ...current,
      lessons: current.lessons.map((lesson) => (lesson.key === row.key ? row : lesson)),
    }));

  return (
    <fieldset className="admin-chapters">
      <legend>{t('adminContent.curriculum.legend')}</legend>
      {rows.length === 0 && <p className="admin-hint">{t('adminContent.curriculum.noChapters')}</p>}
      <ol ref={listRef} className="curriculum-chapters">
        {rows.map((chapter, index) => (
          <li key={chapter.key} className="curriculum-chapter" data-chapter={chapter.key}>
            <div className="admin-chapter">
              <label className="visually-hidden" htmlFor={`chapter-${chapter.key}`}>
                {t('adminContent.curriculum.chapterLabel', { chapter: index + 1 })}
              </label>
              <span className="admin-chapter-number" aria-hidden="true">
                {index + 1}.
              </span>
              <input
                id={`chapter-${chapter.key}`}
                value={chapter.title}
                maxLength={200}
                onChange={(event) => setChapter(chapter.key, (current) => ({ ...current, title: event.target.value }))}
              />
              <RowOrderButtons
                look="icons"
                isFirst={index === 0}
                isLast={index === rows.length - 1}
                labels={{
                  up: t('adminContent.curriculum.moveChapterUp', { chapter: index + 1 }),
                  down: t('adminContent.curriculum.moveChapterDown', { chapter: index + 1 }),
                  remove: t('adminContent.curriculum.removeChapter', { chapter: index + 1 }),
                }}
                onMove={(by) => moveChapter(index, by)}
                onRemove={() => onChange(rows.filter((item) => item.key !== chapter.key))}
              />
            </div>

            {chapter.lessons.length > 0 && (
              <ol className="curriculum-lessons">
                {chapter.lessons.map((lesson, lessonIndex) => (
                  <LessonEditor
                    key={lesson.key}
                    row={lesson}
                    chapterNumber={index + 1}
                    lessonNumber={lessonIndex + 1}
                    isFirst={lessonIndex === 0}
                    isLast={lessonIndex === chapter.lessons.length - 1}
                    notes={notes.list}
                    notesFailed={notes.failed}
                    tests={tests.list}
                    testsFailed={tests.failed}
                    onChange={(row) => setLesson(chapter, row)}
                    onMove={(by) => moveLesson(chapter, lessonIndex, by)}
                    onRemove={() =>
                      setChapter(chapter.key, (current) => ({
                        ...current,
                        lessons: current.lessons.filter((item) => item.key !== lesson.key),
                      }))
                    }
                  />
                ))}
              </ol>
            )}
            <button
              type="button"
              className="button button-outline button-small curriculum-add-lesson"
              aria-label={t('adminContent.curriculum.addLessonTo', { chapter: index + 1 })}
              onClick={() => addLesson(chapter)}
            >
              {t('adminContent.curriculum.addLesson')}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button-outline button-small" onClick={addChapter}>
        {t('adminContent.curriculum.addChapter')}
      </button>
    </fieldset>
  );
}

/** The notes a lesson can point at, loaded once a note lesson is in the form. */
function useNotes(needed: boolean) {
  const notes = useLoad(needed ? 'notes' : null, listNotes);
  return { list: notes.data ?? null, failed: notes.status === 'error' };
}

/** The practice tests a test lesson can point at, loaded once a test lesson is in the form. */
function useTests(needed: boolean) {
  const tests = useLoad(needed ? 'tests' : null, async (signal) => (await listTestsForLessons(signal)).tests);
  return { list: tests.data ?? null, failed: tests.status === 'error' };
}
