import { formatDuration, parseDuration, type EditableChapter, type EditableLesson, type LessonKind } from '@chem/contract';

/**
 * The curriculum editor's rows: what the admin types, kept as typed (a lesson switched from video
 * to reading keeps its link in case they switch back), and turned into the chapters field the API
 * takes only on save.
 */

export interface LessonRow {
  /** Stable across reordering, so React keeps each input (and its focus) with its lesson. */
  key: number;
  /** The stored lesson's id: students' progress refers to it. New lessons have none yet. */
  id?: string;
  title: string;
  kind: LessonKind;
  freePreview: boolean;
  video: string;
  /** "12:30", as typed. */
  length: string;
  noteId: string;
  text: string;
}

export interface ChapterRow {
  key: number;
  id?: string;
  title: string;
  lessons: LessonRow[];
}

let nextKey = 1;
const newKey = () => nextKey++;

export const newLesson = (kind: LessonKind = 'video'): LessonRow => ({
  key: newKey(),
  title: '',
  kind,
  freePreview: false,
  video: '',
  length: '',
  noteId: '',
  text: '',
});

export const newChapter = (title = ''): ChapterRow => ({ key: newKey(), title, lessons: [] });

function lessonRow(lesson: EditableLesson): LessonRow {
  const row: LessonRow = { ...newLesson(lesson.kind), id: lesson.id, title: lesson.title, freePreview: lesson.freePreview };
  switch (lesson.kind) {
    case 'video':
      return { ...row, video: lesson.videoId, length: lesson.durationSeconds ? formatDuration(lesson.durationSeconds) : '' };
    case 'note':
      return { ...row, noteId: lesson.noteId };
    case 'reading':
      return { ...row, text: lesson.text };
  }
}

export const rowsFromCurriculum = (chapters: readonly EditableChapter[]): ChapterRow[] =>
  chapters.map((chapter) => ({ key: newKey(), id: chapter.id, title: chapter.title, lessons: chapter.lessons.map(lessonRow) }));

/** A course without lessons yet: its chapter names as rows. */
export const rowsFromNames = (names: readonly string[]): ChapterRow[] => names.map((name) => newChapter(name));

function lessonInput(row: LessonRow) {
  const base = { ...(row.id ? { id: row.id } : {}), title: row.title, kind: row.kind, freePreview: row.freePreview };
  switch (row.kind) {
    case 'video': {
      const length = parseDuration(row.length);
      // A length that is not minutes:seconds goes as typed, so the contract's message names the lesson.
      return { ...base, videoId: row.video, durationSeconds: length === undefined ? row.length : length };
    }
    case 'note':
      return { ...base, noteId: row.noteId };
    case 'reading':
      return { ...base, text: row.text };
  }
}

/** The chapters field as the course form sends it; a chapter left completely empty is dropped. */
export const curriculumPayload = (rows: readonly ChapterRow[]) =>
  rows
    .filter((chapter) => chapter.title.trim() !== '' || chapter.lessons.length > 0)
    .map((chapter) => ({ ...(chapter.id ? { id: chapter.id } : {}), title: chapter.title, lessons: chapter.lessons.map(lessonInput) }));

export const lessonCount = (rows: readonly ChapterRow[]) => rows.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
