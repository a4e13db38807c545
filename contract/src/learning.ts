import type { Course } from './courses.js';
import type { Note } from './notes.js';
import type { BestScore, RecentTest } from './practice-tests.js';

/**
 * Learning on the site: a course's chapters hold ordered lessons, students open them in the course
 * player, and the server counts their progress. A lesson is a discriminated union on `kind`: a new
 * kind (the practice tests' `test`) is one more member here and one more branch where lessons are
 * read, and stored courses need no migration, since a reader skips kinds it does not know.
 */

export const LESSON_KINDS = ['video', 'note', 'reading', 'test'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/**
 * How a reading's text is shown: `markdown` (headings, lists, tables, pictures, notation; see
 * `@chem/contract/reading`) or `plain`, the paragraphs readings were before Markdown, which stored
 * readings keep until the teacher switches them.
 */
export const READING_FORMATS = ['plain', 'markdown'] as const;
export type ReadingFormat = (typeof READING_FORMATS)[number];

/**
 * When a lesson opens, besides who may open it: with the course (null), on a calendar date in
 * India (`YYYY-MM-DD`), or a number of days after the student started the course (opened its
 * first lesson). The server decides; the player only shows it.
 */
export type LessonRelease = { kind: 'date'; date: string } | { kind: 'days'; days: number } | null;

/**
 * Why a lesson the viewer could otherwise open is not open yet: its date (`on`, India's
 * `YYYY-MM-DD`) has not come, or an earlier chapter's test (a test lesson with a pass mark) is not
 * passed yet. The server's 403 says the same in words: RELEASE_MESSAGES.
 */
export type ReleaseLock = { kind: 'date'; on: string } | { kind: 'test'; lessonId: string; title: string; passPercent: number };

/** The server's refusals of a lesson that is not open yet (403), in the words the player shows. */
export const RELEASE_MESSAGES = {
  /** `day` as "12 Dec" (India time). */
  opensOn: (day: string) => `Opens on ${day}`,
  passTest: 'Pass the chapter test to open',
} as const;

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-12-12" -> "12 Dec": the release date as the refusal says it. */
export function shortDay(day: string): string {
  const [, month, date] = /^\d{4}-(\d{2})-(\d{2})$/.exec(day) ?? [];
  return month && date ? `${Number(date)} ${SHORT_MONTHS[Number(month) - 1] ?? ''}`.trim() : day;
}

/** The message of a release lock. */
export const releaseMessage = (lock: NonNullable<ReleaseLock>): string =>
  lock.kind === 'date' ? RELEASE_MESSAGES.opensOn(shortDay(lock.on)) : RELEASE_MESSAGES.passTest;

export const CURRICULUM_LIMITS = {
  chapters: 100,
  lessons: 500,
  titleChars: 200,
  readingChars: 20_000,
  /** The longest video a lesson may say it runs: 12 hours. */
  videoSeconds: 12 * 60 * 60,
  /** A lesson may open at most this many days after the student starts the course. */
  releaseDays: 730,
} as const;

/** The course form's `chapters` field (multipart) may be this long: the curriculum with every reading's text. */
export const CURRICULUM_FIELD = {
  maxBytes: 4 * 1024 * 1024,
  tooLargeMessage: 'The course content is too large to save at once (at most 4 MB). Shorten or remove some readings.',
} as const;

/**
 * Study time arrives in batches. The server refuses a batch longer than `maxReportSeconds`, or
 * longer than the time since the student's previous report plus `toleranceSeconds` (requests do
 * not arrive exactly as far apart as they were sent); the player reports every
 * `reportEverySeconds` of playing, and when the video stops or the student leaves.
 */
export const STUDY_TIME = { maxReportSeconds: 600, reportEverySeconds: 60, toleranceSeconds: 5 } as const;

/** A video lesson completes itself once the student has watched this far. */
export const VIDEO_COMPLETE_FRACTION = 0.9;

// ---------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_URL =
  /^(?:https?:\/\/)?(?:(?:www|m|music)\.)?(?:youtube\.com|youtube-nocookie\.com)\/(?:watch\/?\?(?:[^#]*&)?v=|embed\/|shorts\/|live\/|v\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/i;
const SHORT_URL = /^(?:https?:\/\/)?youtu\.be\/([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/i;

/**
 * The video id in what a teacher pastes: an id (`dQw4w9WgXcQ`), a watch, share (youtu.be),
 * embed, shorts or live link. Null when it is none of these.
 */
export function youtubeVideoId(input: string): string | null {
  const text = input.trim();
  if (YOUTUBE_ID.test(text)) return text;
  return YOUTUBE_URL.exec(text)?.[1] ?? SHORT_URL.exec(text)?.[1] ?? null;
}

/** 754 -> "12:34", 3725 -> "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "12:34" or "1:02:05" or "95" (seconds) -> seconds; blank -> null; anything else -> undefined. */
export function parseDuration(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(value)) return undefined;
  const parts = value.split(':').map(Number);
  if (parts.slice(1).some((part) => part >= 60)) return undefined;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** About how long a reading takes: 200 words a minute, at least a minute. */
export function readingSeconds(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(60, Math.round((words / 200) * 60));
}

// ---------------------------------------------------------------------------------------------
// The curriculum the course form sends (checked by curriculum.ts)
// ---------------------------------------------------------------------------------------------

interface LessonInputBase {
  /** A lesson kept from before keeps its id (students' progress refers to it); a new one has none. */
  id?: string;
  title: string;
  freePreview: boolean;
  release: LessonRelease;
}

export type LessonInput = LessonInputBase &
  (
    | { kind: 'video'; videoId: string; durationSeconds: number | null }
    | { kind: 'note'; noteId: string }
    | { kind: 'reading'; text: string; format: ReadingFormat }
    /** A practice test taken inside the course; with `passPercent`, later chapters open once it is passed. */
    | { kind: 'test'; testId: string; passPercent: number | null }
  );

export interface ChapterInput {
  id?: string;
  title: string;
  lessons: LessonInput[];
}

/** Lesson and chapter ids: what the server makes, and nothing a URL or Firestore would trip on. */
export const CURRICULUM_ID = /^[A-Za-z0-9_-]{1,40}$/;

export const CHAPTERS_MESSAGE = 'Chapters must be a list of chapter names (a JSON array, or one name per line).';

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** What anyone may know of a lesson: never its video, note or text. */
export interface LessonSummary {
  id: string;
  title: string;
  kind: LessonKind;
  /** A video's length as the teacher gave it, a reading's estimated time; null when unknown. */
  durationSeconds: number | null;
  /** Open to any signed-in student, even in a paid course. */
  freePreview: boolean;
}

export interface ChapterSummary {
  id: string;
  title: string;
  lessons: LessonSummary[];
}

/** GET /api/courses/getCourseById/:id: the course and its outline (titles, kinds, durations). */
export interface CourseDetail extends Course {
  outline: ChapterSummary[];
}

/** A lesson's content, by kind. */
export type LessonContent =
  | { kind: 'video'; videoId: string; durationSeconds: number | null }
  | { kind: 'note'; noteId: string }
  | { kind: 'reading'; text: string; format: ReadingFormat }
  | { kind: 'test'; testId: string; passPercent: number | null };

/** A lesson as the curriculum editor edits it (admin). */
export type EditableLesson = Pick<LessonSummary, 'id' | 'title' | 'freePreview'> & { release: LessonRelease } & LessonContent;

export interface EditableChapter {
  id: string;
  title: string;
  lessons: EditableLesson[];
}

/** GET /api/learn/courses/:courseId/curriculum (admin). */
export interface CourseCurriculum {
  chapters: EditableChapter[];
}

/** Who is looking, as far as the player needs to know. */
export type LearnViewer = 'anonymous' | 'student' | 'subscriber' | 'admin';

/** A student's progress in one course, counted by the server against the course's lessons now. */
export interface CourseProgress {
  /** Only lessons the course still has: a removed lesson stops counting. */
  completedLessonIds: string[];
  completedLessons: number;
  totalLessons: number;
  /** 0-100, whole. */
  percent: number;
  lastLessonId: string | null;
  studySeconds: number;
  startedAt: string | null;
  updatedAt: string | null;
}

export interface PlayerLesson extends LessonSummary {
  /** The server would refuse this viewer the lesson (sign in, or subscribe). */
  locked: boolean;
  /** Open to this viewer but not yet: its date, or an earlier chapter's test (null when open, and for the teacher). */
  release: ReleaseLock | null;
  completed: boolean;
  /** A test lesson's pass mark (percent) when it opens later chapters; null otherwise. */
  passPercent: number | null;
  /** A test lesson: the student's best submitted score (null before any, and for other kinds). */
  score: BestScore | null;
}

export interface PlayerChapter {
  id: string;
  title: string;
  lessons: PlayerLesson[];
}

/** GET /api/learn/courses/:courseId: the player's outline, for anyone; progress for a student. */
export interface LearnCourse {
  course: Pick<Course, '_id' | 'title' | 'titleHi' | 'isFree' | 'coursesPhoto'>;
  chapters: PlayerChapter[];
  viewer: LearnViewer;
  /** Null for a visitor and for the teacher (whose previews are not recorded). */
  progress: CourseProgress | null;
  /** Where `/learn/:courseId` opens: after the last lesson the student finished, else where they stopped, else the first. */
  resumeLessonId: string | null;
  /** The student's certificate of this course, once issued (its id opens /certificates/:id). */
  certificate: { id: string; status: 'valid' | 'revoked' } | null;
}

/** POST .../complete: the progress, and the certificate when this completion earned one (or one was earned before). */
export interface LessonCompletion extends CourseProgress {
  certificateId: string | null;
}

/** The content of one lesson for a viewer who may open it. */
export type LessonBody =
  | { kind: 'video'; videoId: string; durationSeconds: number | null }
  /** Null when the note was deleted after the lesson was made. */
  | { kind: 'note'; note: Note | null }
  | { kind: 'reading'; text: string; format: ReadingFormat }
  /** The player starts or resumes the test through the practice tests' own routes. */
  | { kind: 'test'; testId: string; passPercent: number | null };

/** GET /api/learn/courses/:courseId/lessons/:lessonId. */
export interface LearnLesson {
  lesson: LessonSummary;
  chapterId: string;
  body: LessonBody;
}

export type ChapterStatus = 'completed' | 'in-progress' | 'not-started';

export interface ChapterProgress {
  id: string;
  title: string;
  totalLessons: number;
  completedLessons: number;
  percent: number;
  status: ChapterStatus;
}

export interface StartedCourse {
  course: Pick<Course, '_id' | 'title' | 'titleHi' | 'isFree' | 'coursesPhoto'>;
  progress: CourseProgress;
  /** Where Continue opens. */
  resumeLessonId: string | null;
  chapters: ChapterProgress[];
}

/** GET /api/learn/progress: the dashboard's figures, all counted from the student's own records. */
export interface MyLearning {
  /** The courses the student started, the one worked on most recently first. */
  courses: StartedCourse[];
  totals: {
    /** Lessons completed over lessons in the courses started, 0-100; null before any course is started. */
    coursePercent: number | null;
    lessonsCompleted: number;
    studySeconds: number;
    /** Practice tests: the average of submitted attempts' percent of max marks, 0-100; null before any. */
    averageScore: number | null;
  };
  /** The latest submitted practice tests, newest first (at most PRACTICE_LIMITS.recentTests). */
  recentTests: RecentTest[];
}

/** GET /api/learn/courses/:courseId/learners (admin). */
export interface CourseLearners {
  started: number;
  finished: number;
  /** 0-100 over the students who started; null when nobody has. */
  averagePercent: number | null;
  totalLessons: number;
}
