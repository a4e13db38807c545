import { z } from 'zod';
import {
  CHAPTERS_MESSAGE,
  CURRICULUM_ID,
  CURRICULUM_LIMITS,
  LESSON_KINDS,
  READING_FORMATS,
  STUDY_TIME,
  youtubeVideoId,
  type ChapterInput,
  type LessonInput,
  type LessonKind,
} from './learning.js';
import { findUnsafeText, requestSchema, unsafeTextMessage, withNormalizedNewlines } from './text.js';

/**
 * The zod side of learning: the curriculum in the course form's chapters field and the player's
 * study-time report. Apart from learning.ts so the pages that only show lessons (the course page,
 * the player) never load zod.
 */

const { titleChars, readingChars } = CURRICULUM_LIMITS;
const withCommas = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const NEEDS_VIDEO = 'needs a video: choose one from the playlists or paste a YouTube link.';

const RELEASE_DATE = 'has a release date that is not a real date.';
const RELEASE_DAYS = `has a release day count that is not a whole number from 0 to ${CURRICULUM_LIMITS.releaseDays}.`;
const PASS_PERCENT = 'has a pass mark that is not a whole percent from 1 to 100.';
const NEEDS_TEST = 'needs a test: choose one from the tests list.';

/** A calendar date that exists (`2026-02-30` does not). */
const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** With the course (null), on a date, or some days after the student starts. */
const releaseSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('date'), date: z.string({ error: RELEASE_DATE }).refine(isCalendarDay, RELEASE_DATE) }),
      z.object({
        kind: z.literal('days'),
        days: z.number({ error: RELEASE_DAYS }).int(RELEASE_DAYS).min(0, RELEASE_DAYS).max(CURRICULUM_LIMITS.releaseDays, RELEASE_DAYS),
      }),
    ],
    { error: 'has a release setting that is not valid.' },
  )
  .nullable()
  .default(null);

// Messages are predicates; the lesson's name goes in front ("Lesson “Titration” (chapter 2, lesson 3) needs a note ...").
const lessonBase = {
  id: z.string({ error: 'has an id that is not valid.' }).regex(CURRICULUM_ID, 'has an id that is not valid.').optional(),
  title: z
    .string({ error: 'needs a title.' })
    .trim()
    .min(1, 'needs a title.')
    .max(titleChars, `has a title longer than ${titleChars} characters.`),
  freePreview: z.boolean({ error: 'has a free-preview setting that is not true or false.' }).default(false),
  release: releaseSchema,
};

const lessonSchemas = {
  video: z.object({
    ...lessonBase,
    kind: z.literal('video'),
    videoId: z
      .string({ error: NEEDS_VIDEO })
      .trim()
      .min(1, NEEDS_VIDEO)
      .transform((value, context) => {
        const id = youtubeVideoId(value);
        if (id) return id;
        context.addIssue({ code: 'custom', message: 'has a YouTube link or video id that is not valid.', input: value });
        return z.NEVER;
      }),
    durationSeconds: z
      .number({ error: 'has a duration that is not a number of seconds.' })
      .int('has a duration that is not a whole number of seconds.')
      .min(1, 'has a duration that is not a whole number of seconds.')
      .max(CURRICULUM_LIMITS.videoSeconds, 'has a duration longer than 12 hours.')
      .nullable()
      .default(null),
  }),
  note: z.object({
    ...lessonBase,
    kind: z.literal('note'),
    noteId: z
      .string({ error: 'needs a note: choose one from the notes list.' })
      .trim()
      .min(1, 'needs a note: choose one from the notes list.')
      .max(200, 'names a note that does not exist.'),
  }),
  reading: z.object({
    ...lessonBase,
    kind: z.literal('reading'),
    text: z
      .string({ error: 'needs its text.' })
      .trim()
      .min(1, 'needs its text.')
      .max(readingChars, `is longer than ${withCommas(readingChars)} characters: split it into two readings.`),
    // Readings sent without a format are the plain text they were before Markdown.
    format: z.enum(READING_FORMATS, { error: 'has a text format that is not plain or markdown.' }).default('plain'),
  }),
  test: z.object({
    ...lessonBase,
    kind: z.literal('test'),
    testId: z.string({ error: NEEDS_TEST }).trim().min(1, NEEDS_TEST).max(200, 'names a test that does not exist.'),
    passPercent: z.number({ error: PASS_PERCENT }).int(PASS_PERCENT).min(1, PASS_PERCENT).max(100, PASS_PERCENT).nullable().default(null),
  }),
} satisfies Record<LessonKind, z.ZodType>;

const isLessonKind = (value: unknown): value is LessonKind =>
  typeof value === 'string' && (LESSON_KINDS as readonly string[]).includes(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const quoted = (title: unknown) => (typeof title === 'string' && title.trim() ? ` “${title.trim().slice(0, 60)}”` : '');

/** Where problems go: a zod refinement's context. */
export interface Issues {
  addIssue(issue: { code: 'custom'; message: string; input: unknown }): void;
}

function parseLesson(raw: unknown, chapterNumber: number, lessonNumber: number, issues: Issues): LessonInput | undefined {
  const label = `Lesson${quoted(isRecord(raw) ? raw.title : undefined)} (chapter ${chapterNumber}, lesson ${lessonNumber})`;
  const fail = (message: string) => {
    issues.addIssue({ code: 'custom', message: `${label} ${message}`, input: raw });
    return undefined;
  };
  if (!isRecord(raw)) return fail('is not a lesson.');
  if (!isLessonKind(raw.kind)) return fail('must be a video, a note, a reading or a test.');
  const parsed = lessonSchemas[raw.kind].safeParse(raw);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'is not valid.');
  return parsed.data;
}

function parseChapter(raw: unknown, chapterNumber: number, issues: Issues): ChapterInput | null | undefined {
  if (typeof raw === 'string') {
    const title = raw.trim();
    if (title === '') return null;
    if (title.length > titleChars) {
      issues.addIssue({ code: 'custom', message: `Each chapter name must be at most ${titleChars} characters.`, input: raw });
      return undefined;
    }
    return { title, lessons: [] };
  }
  if (!isRecord(raw)) {
    issues.addIssue({ code: 'custom', message: CHAPTERS_MESSAGE, input: raw });
    return undefined;
  }
  const label = `Chapter ${chapterNumber}${quoted(raw.title)}`;
  const fail = (message: string) => {
    issues.addIssue({ code: 'custom', message: `${label} ${message}`, input: raw });
    return undefined;
  };
  const title = typeof raw.title === 'string' ? raw.title.trim() : '';
  if (title === '') return fail('needs a title.');
  if (title.length > titleChars) return fail(`has a title longer than ${titleChars} characters.`);
  if (raw.id !== undefined && (typeof raw.id !== 'string' || !CURRICULUM_ID.test(raw.id))) return fail('has an id that is not valid.');
  const lessons = raw.lessons ?? [];
  if (!Array.isArray(lessons)) return fail('has lessons that are not a list.');
  const parsed: LessonInput[] = [];
  for (const [index, lesson] of lessons.entries()) {
    const result = parseLesson(lesson, chapterNumber, index + 1, issues);
    if (!result) return undefined;
    parsed.push(result);
  }
  return { ...(typeof raw.id === 'string' ? { id: raw.id } : {}), title, lessons: parsed };
}

function duplicateOf(ids: Array<string | undefined>): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    if (id === undefined) continue;
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/**
 * The chapters field's items (courses.ts wraps this in its schema): chapter names (a course with
 * chapters only, as before lessons existed) or chapters with lessons. Stops at the first problem,
 * whose message names the chapter or lesson, since that is what the admin must fix; undefined then.
 */
export function parseCurriculum(raw: readonly unknown[], issues: Issues): ChapterInput[] | undefined {
  const items = withNormalizedNewlines(raw) as unknown[];
  const complain = (message: string) => {
    issues.addIssue({ code: 'custom', message, input: items });
    return undefined;
  };
  // A multipart form sends the list as JSON text, which the request-wide text check saw escaped.
  const unsafe = findUnsafeText(items);
  if (unsafe) return complain(unsafeTextMessage(['chapters', ...unsafe].join('.')));
  const chapters: ChapterInput[] = [];
  for (const item of items) {
    const chapter = parseChapter(item, chapters.length + 1, issues);
    if (chapter === undefined) return undefined;
    if (chapter) chapters.push(chapter);
  }
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  if (chapters.length > CURRICULUM_LIMITS.chapters) return complain(`A course can have at most ${CURRICULUM_LIMITS.chapters} chapters.`);
  if (lessons.length > CURRICULUM_LIMITS.lessons) return complain(`A course can have at most ${CURRICULUM_LIMITS.lessons} lessons.`);
  if (duplicateOf(chapters.map((chapter) => chapter.id))) return complain('Two chapters have the same id.');
  if (duplicateOf(lessons.map((lesson) => lesson.id))) return complain('Two lessons have the same id.');
  return chapters;
}

// ---------------------------------------------------------------------------------------------
// Requests of the player
// ---------------------------------------------------------------------------------------------

const studySecondsMessage = 'Study time must be a whole number of seconds from 1 to 600.';

/** POST .../study: seconds the student actually played since the last report. */
export const studyReportSchema = requestSchema(
  z.object(
    {
      seconds: z
        .number({ error: studySecondsMessage })
        .int(studySecondsMessage)
        .min(1, studySecondsMessage)
        .max(STUDY_TIME.maxReportSeconds, studySecondsMessage),
    },
    { error: studySecondsMessage },
  ),
);
export type StudyReport = z.infer<typeof studyReportSchema>;
