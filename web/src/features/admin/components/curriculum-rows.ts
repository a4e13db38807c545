import {
  formatDuration,
  parseDuration,
  type EditableChapter,
  type EditableLesson,
  type LessonKind,
  type LessonRelease,
  type ReadingFormat,
} from '@chem/contract';

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
  /** A new reading is Markdown; one saved before Markdown stays plain until switched. */
  format: ReadingFormat;
  testId: string;
  /** The pass mark, as typed ("" for none). */
  passPercent: string;
  /** When the lesson opens: with the course, on a date, or days after the student starts. */
  releaseKind: 'none' | 'date' | 'days';
  releaseDate: string;
  /** As typed. */
  releaseDays: string;
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
  format: 'markdown',
  testId: '',
  passPercent: '',
  releaseKind: 'none',
  releaseDate: '',
  releaseDays: '',
});

const releaseFields = (release: LessonRelease): Pick<LessonRow, 'releaseKind' | 'releaseDate' | 'releaseDays'> =>
  release?.kind === 'date'
    ? { releaseKind: 'date', releaseDate: release.date, releaseDays: '' }
    : release?.kind === 'days'
      ? { releaseKind: 'days', releaseDate: '', releaseDays: String(release.days) }
      : { releaseKind: 'none', releaseDate: '', releaseDays: '' };

export const newChapter = (title = ''): ChapterRow => ({ key: newKey(), title, lessons: [] });

function lessonRow(lesson: EditableLesson): LessonRow {
  const row: LessonRow = {
    ...newLesson(lesson.kind),
    id: lesson.id,
    title: lesson.title,
    freePreview: lesson.freePreview,
    ...releaseFields(lesson.release),
  };
  switch (lesson.kind) {
    case 'video':
      return { ...row, video: lesson.videoId, length: lesson.durationSeconds ? formatDuration(lesson.durationSeconds) : '' };
    case 'note':
      return { ...row, noteId: lesson.noteId };
    case 'reading':
      return { ...row, text: lesson.text, format: lesson.format };
    case 'test':
      return { ...row, testId: lesson.testId, passPercent: lesson.passPercent === null ? '' : String(lesson.passPercent) };
  }
}

/** A number as typed, or the text itself, so the contract's message names the lesson. */
const typedNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

function releaseInput(row: LessonRow) {
  if (row.releaseKind === 'date') return { kind: 'date', date: row.releaseDate };
  if (row.releaseKind === 'days') return { kind: 'days', days: typedNumber(row.releaseDays) };
  return null;
}

export const rowsFromCurriculum = (chapters: readonly EditableChapter[]): ChapterRow[] =>
  chapters.map((chapter) => ({ key: newKey(), id: chapter.id, title: chapter.title, lessons: chapter.lessons.map(lessonRow) }));

/** A course without lessons yet: its chapter names as rows. */
export const rowsFromNames = (names: readonly string[]): ChapterRow[] => names.map((name) => newChapter(name));

function lessonInput(row: LessonRow) {
  const base = {
    ...(row.id ? { id: row.id } : {}),
    title: row.title,
    kind: row.kind,
    freePreview: row.freePreview,
    release: releaseInput(row),
  };
  switch (row.kind) {
    case 'video': {
      const length = parseDuration(row.length);
      // A length that is not minutes:seconds goes as typed, so the contract's message names the lesson.
      return { ...base, videoId: row.video, durationSeconds: length === undefined ? row.length : length };
    }
    case 'note':
      return { ...base, noteId: row.noteId };
    case 'reading':
      return { ...base, text: row.text, format: row.format };
    case 'test':
      return { ...base, testId: row.testId, passPercent: row.passPercent.trim() === '' ? null : typedNumber(row.passPercent) };
  }
}

/** The chapters field as the course form sends it; a chapter left completely empty is dropped. */
export const curriculumPayload = (rows: readonly ChapterRow[]) =>
  rows
    .filter((chapter) => chapter.title.trim() !== '' || chapter.lessons.length > 0)
    .map((chapter) => ({ ...(chapter.id ? { id: chapter.id } : {}), title: chapter.title, lessons: chapter.lessons.map(lessonInput) }));

export const lessonCount = (rows: readonly ChapterRow[]) => rows.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
