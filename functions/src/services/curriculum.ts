import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import {
  CURRICULUM_ID,
  LESSON_KINDS,
  readingSeconds,
  type ChapterInput,
  type ChapterSummary,
  type EditableChapter,
  type LessonInput,
  type LessonKind,
  type LessonRelease,
  type LessonSummary,
  type ReadingFormat,
} from '@chem/contract';
import { badRequest } from '../lib/errors.js';
import { db } from '../lib/firebase.js';
import { textOf } from '../lib/fields.js';
import { NOTES } from './notes.js';
import { testsCollection } from './practice-tests/store.js';

/**
 * A course's chapters and lessons as stored. The outline lives in the course document's `chapters`
 * array (one read opens the player, whatever the number of lessons), each lesson with its kind and
 * what it points at (a video id, a note id); a reading's text, up to 20,000 characters, would not
 * fit 500 times into one document, so it is a document of its own under
 * `courses/{id}/readings/{lessonId}.{hash}`, named by its content: a stored text never changes
 * under its name, and the outline moves to a new one only when the course is saved.
 *
 * A course made before lessons existed stores its chapters as plain names; they read as chapters
 * without lessons. A lesson of a kind this code does not know (or a broken one) is skipped, so a
 * new kind never needs a migration of stored courses.
 */

interface StoredLessonBase {
  id: string;
  title: string;
  freePreview: boolean;
  /** When it opens (null: with the course); absent on lessons saved before schedules, which read as null. */
  release: LessonRelease;
}

export type StoredLesson = StoredLessonBase &
  (
    | { kind: 'video'; videoId: string; durationSeconds: number | null }
    | { kind: 'note'; noteId: string }
    /** `format` absent: a reading from before Markdown, shown as plain paragraphs. */
    | { kind: 'reading'; textHash: string; durationSeconds: number; format: ReadingFormat }
    | { kind: 'test'; testId: string; passPercent: number | null }
  );

export interface StoredChapter {
  id: string;
  title: string;
  lessons: StoredLesson[];
}

export const READINGS = 'readings';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isKind = (value: unknown): value is LessonKind => typeof value === 'string' && (LESSON_KINDS as readonly string[]).includes(value);
const positiveOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** A stored release setting; anything malformed reads as "with the course". */
function readRelease(raw: unknown): LessonRelease {
  if (!isRecord(raw)) return null;
  if (raw.kind === 'date' && typeof raw.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.date)) return { kind: 'date', date: raw.date };
  if (raw.kind === 'days' && typeof raw.days === 'number' && Number.isInteger(raw.days) && raw.days >= 0)
    return { kind: 'days', days: raw.days };
  return null;
}

function readLesson(raw: unknown): StoredLesson | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'string' || !isKind(raw.kind)) return undefined;
  const base = { id: raw.id, title: textOf(raw.title), freePreview: raw.freePreview === true, release: readRelease(raw.release) };
  switch (raw.kind) {
    case 'video':
      return typeof raw.videoId === 'string'
        ? { ...base, kind: 'video', videoId: raw.videoId, durationSeconds: positiveOrNull(raw.durationSeconds) }
        : undefined;
    case 'note':
      return typeof raw.noteId === 'string' ? { ...base, kind: 'note', noteId: raw.noteId } : undefined;
    case 'reading':
      return typeof raw.textHash === 'string'
        ? {
            ...base,
            kind: 'reading',
            textHash: raw.textHash,
            durationSeconds: positiveOrNull(raw.durationSeconds) ?? 60,
            format: raw.format === 'markdown' ? 'markdown' : 'plain',
          }
        : undefined;
    case 'test':
      return typeof raw.testId === 'string'
        ? { ...base, kind: 'test', testId: raw.testId, passPercent: positiveOrNull(raw.passPercent) }
        : undefined;
  }
}

/** The stored `chapters` field, read leniently: names become chapters without lessons. */
export function readCurriculum(value: unknown): StoredChapter[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown, index): StoredChapter[] => {
    // A name has no id of its own; its position is stable until the teacher edits the course.
    if (typeof raw === 'string') return [{ id: `chapter-${index + 1}`, title: raw, lessons: [] }];
    if (!isRecord(raw)) return [];
    const lessons = Array.isArray(raw.lessons) ? raw.lessons.map(readLesson).filter((lesson) => lesson !== undefined) : [];
    return [{ id: typeof raw.id === 'string' ? raw.id : `chapter-${index + 1}`, title: textOf(raw.title), lessons }];
  });
}

export const allLessons = (chapters: readonly StoredChapter[]): StoredLesson[] => chapters.flatMap((chapter) => chapter.lessons);

export function findLesson(
  chapters: readonly StoredChapter[],
  lessonId: string,
): { chapter: StoredChapter; lesson: StoredLesson } | undefined {
  for (const chapter of chapters) {
    const lesson = chapter.lessons.find((candidate) => candidate.id === lessonId);
    if (lesson) return { chapter, lesson };
  }
  return undefined;
}

/** What anyone may know of a lesson. */
export function lessonSummary(lesson: StoredLesson): LessonSummary {
  return {
    id: lesson.id,
    title: lesson.title,
    kind: lesson.kind,
    durationSeconds: lesson.kind === 'video' || lesson.kind === 'reading' ? lesson.durationSeconds : null,
    freePreview: lesson.freePreview,
  };
}

export const outlineOf = (chapters: readonly StoredChapter[]): ChapterSummary[] =>
  chapters.map((chapter) => ({ id: chapter.id, title: chapter.title, lessons: chapter.lessons.map(lessonSummary) }));

// ---------------------------------------------------------------------------------------------
// Saving a curriculum from the course form
// ---------------------------------------------------------------------------------------------

const newId = () => randomBytes(9).toString('base64url');
const textHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export const readingDocId = (lessonId: string, hash: string) => `${lessonId}.${hash}`;
export const readingRef = (course: DocumentReference, lessonId: string, hash: string) =>
  course.collection(READINGS).doc(readingDocId(lessonId, hash));

function readingDocIds(chapters: readonly StoredChapter[]): Set<string> {
  return new Set(allLessons(chapters).flatMap((lesson) => (lesson.kind === 'reading' ? [readingDocId(lesson.id, lesson.textHash)] : [])));
}

export interface PreparedCurriculum {
  chapters: StoredChapter[];
  lessonCount: number;
  /** Reading texts to store before the course points at them, by document id. */
  readings: Map<string, string>;
}

function storedLesson(input: LessonInput, id: string): { lesson: StoredLesson; text?: string } {
  const base = { id, title: input.title, freePreview: input.freePreview, release: input.release };
  switch (input.kind) {
    case 'video':
      return { lesson: { ...base, kind: 'video', videoId: input.videoId, durationSeconds: input.durationSeconds } };
    case 'note':
      return { lesson: { ...base, kind: 'note', noteId: input.noteId } };
    case 'reading':
      return {
        lesson: {
          ...base,
          kind: 'reading',
          textHash: textHash(input.text),
          durationSeconds: readingSeconds(input.text),
          format: input.format,
        },
        text: input.text,
      };
    case 'test':
      return { lesson: { ...base, kind: 'test', testId: input.testId, passPercent: input.passPercent } };
  }
}

/** Gives new chapters and lessons their ids and sets the reading texts apart. Pure: nothing is written here. */
export function prepareCurriculum(input: readonly ChapterInput[]): PreparedCurriculum {
  const readings = new Map<string, string>();
  const chapters = input.map((chapter): StoredChapter => ({
    id: chapter.id && CURRICULUM_ID.test(chapter.id) ? chapter.id : newId(),
    title: chapter.title,
    lessons: chapter.lessons.map((lessonInput) => {
      const { lesson, text } = storedLesson(lessonInput, lessonInput.id ?? newId());
      if (text !== undefined && lesson.kind === 'reading') readings.set(readingDocId(lesson.id, lesson.textHash), text);
      return lesson;
    }),
  }));
  return { chapters, lessonCount: allLessons(chapters).length, readings };
}

/** Firestore documents as plain maps: what the course document's `chapters` field holds. */
export const storedChaptersField = (chapters: readonly StoredChapter[]) =>
  chapters.map((chapter) => ({ id: chapter.id, title: chapter.title, lessons: chapter.lessons.map((lesson) => ({ ...lesson })) }));

/** Where each lesson is, for messages that name it as the course form does. */
function lessonUses(chapters: readonly StoredChapter[]) {
  return chapters.flatMap((chapter, chapterIndex) =>
    chapter.lessons.map((lesson, lessonIndex) => ({ lesson, chapterNumber: chapterIndex + 1, lessonNumber: lessonIndex + 1 })),
  );
}

const lessonLabel = (use: { lesson: StoredLesson; chapterNumber: number; lessonNumber: number }) =>
  `Lesson “${use.lesson.title}” (chapter ${use.chapterNumber}, lesson ${use.lessonNumber})`;

/** The practice tests the course's test lessons take: kept on the course so starting one of them finds its course in one query. */
export const lessonTestIds = (chapters: readonly StoredChapter[]): string[] => [
  ...new Set(allLessons(chapters).flatMap((lesson) => (lesson.kind === 'test' ? [lesson.testId] : []))),
];

/**
 * Every test a lesson names must exist and be published (a draft cannot be started by students);
 * the message names the first lesson that points at none.
 */
export async function assertTestsExist(chapters: readonly StoredChapter[]): Promise<void> {
  const ids = lessonTestIds(chapters).filter((id) => /^(?!\.\.?$)(?!__.*__$)[^/]{1,200}$/.test(id));
  const snapshots = ids.length > 0 ? await db().getAll(...ids.map((id) => testsCollection().doc(id)), { fieldMask: ['published'] }) : [];
  const published = new Set(snapshots.filter((snapshot) => snapshot.get('published') === true).map((snapshot) => snapshot.id));
  const missing = lessonUses(chapters).find((use) => use.lesson.kind === 'test' && !published.has(use.lesson.testId));
  if (missing) throw badRequest(`${lessonLabel(missing)} names a test that does not exist or is not published: publish it in Tests first.`);
}

/**
 * A Markdown reading may show only pictures uploaded for lessons, each described, and link only
 * over https (the same check the course form runs). The parser is loaded only when a reading
 * has something to check.
 */
export async function assertReadingsSafe(input: readonly ChapterInput[]): Promise<void> {
  const uses = input.flatMap((chapter, chapterIndex) =>
    chapter.lessons.map((lesson, lessonIndex) => ({ lesson, chapterNumber: chapterIndex + 1, lessonNumber: lessonIndex + 1 })),
  );
  const toCheck = uses.filter(({ lesson }) => lesson.kind === 'reading' && lesson.format === 'markdown' && /[!\]]/.test(lesson.text));
  if (toCheck.length === 0) return;
  const { parseReading, readingProblems, readingProblemMessage } = await import('@chem/contract/reading');
  for (const use of toCheck) {
    if (use.lesson.kind !== 'reading') continue;
    const [problem] = readingProblems(parseReading(use.lesson.text));
    if (problem) {
      const title = use.lesson.title;
      throw badRequest(`Lesson “${title}” (chapter ${use.chapterNumber}, lesson ${use.lessonNumber}) ${readingProblemMessage(problem)}`);
    }
  }
}

/** Every note a lesson names must exist; the message names the first lesson that points nowhere. */
export async function assertNotesExist(chapters: readonly StoredChapter[]): Promise<void> {
  const uses = chapters.flatMap((chapter, chapterIndex) =>
    chapter.lessons.flatMap((lesson, lessonIndex) =>
      lesson.kind === 'note' ? [{ lesson, chapterNumber: chapterIndex + 1, lessonNumber: lessonIndex + 1 }] : [],
    ),
  );
  if (uses.length === 0) return;
  const ids = new Set(uses.flatMap((use) => (use.lesson.kind === 'note' ? [use.lesson.noteId] : [])));
  // An id Firestore cannot hold names no note either (and would make getAll throw).
  const valid = [...ids].filter((id) => /^(?!\.\.?$)(?!__.*__$)[^/]{1,200}$/.test(id));
  const snapshots = valid.length > 0 ? await db().getAll(...valid.map((id) => db().collection(NOTES).doc(id))) : [];
  const existing = new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
  const missing = uses.find((use) => use.lesson.kind === 'note' && !existing.has(use.lesson.noteId));
  if (missing) {
    throw badRequest(
      `Lesson “${missing.lesson.title}” (chapter ${missing.chapterNumber}, lesson ${missing.lessonNumber}) names a note that does not exist: choose one from the notes list.`,
    );
  }
}

/** Firestore takes at most 500 writes in one batch. */
const BATCH_SIZE = 400;

async function inBatches(refs: DocumentReference[], write: (batch: WriteBatch, ref: DocumentReference) => void) {
  for (let start = 0; start < refs.length; start += BATCH_SIZE) {
    const batch = db().batch();
    for (const ref of refs.slice(start, start + BATCH_SIZE)) write(batch, ref);
    await batch.commit();
  }
}

/**
 * Stores the texts the new outline needs and the old one lacks, runs `write` (which points the
 * course at the new outline and answers the outline it replaced), then removes the texts nothing
 * points at any more. When `write` fails, the texts stored for it are removed again.
 */
export async function withReadings<T>(
  course: DocumentReference,
  prepared: PreparedCurriculum | undefined,
  write: () => Promise<{ result: T; replaced: StoredChapter[] | undefined }>,
): Promise<T> {
  if (!prepared) return (await write()).result;
  const now = Timestamp.now();
  const refs = [...prepared.readings.keys()].map((id) => course.collection(READINGS).doc(id));
  const existing = refs.length > 0 ? await db().getAll(...refs) : [];
  const added = existing.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.ref);
  // set, not create: a text is named by its content, so a save racing this one writes the same bytes.
  await inBatches(added, (batch, ref) => batch.set(ref, { text: prepared.readings.get(ref.id) ?? '', createdAt: now }));

  let outcome: { result: T; replaced: StoredChapter[] | undefined };
  try {
    outcome = await write();
  } catch (error) {
    await inBatches(added, (batch, ref) => batch.delete(ref)).catch(() => undefined);
    throw error;
  }
  const kept = new Set(prepared.readings.keys());
  const unused = [...readingDocIds(outcome.replaced ?? [])].filter((id) => !kept.has(id));
  await inBatches(
    unused.map((id) => course.collection(READINGS).doc(id)),
    (batch, ref) => batch.delete(ref),
  ).catch((error: unknown) => console.error('Could not delete replaced readings of', course.path, error));
  return outcome.result;
}

/** A deleted course's texts go with it; a failure leaves stray documents, never a broken course. */
export async function deleteAllReadings(course: DocumentReference): Promise<void> {
  const refs = await course.collection(READINGS).listDocuments();
  await inBatches(refs, (batch, ref) => batch.delete(ref)).catch((error: unknown) =>
    console.error('Could not delete the readings of', course.path, error),
  );
}

/** A reading's text, or '' when its document is missing (never expected). */
export async function readingText(course: DocumentReference, lessonId: string, hash: string): Promise<string> {
  const snapshot = await readingRef(course, lessonId, hash).get();
  return textOf(snapshot.get('text'));
}

/** The curriculum with every lesson's content, for the course form: one read per reading (admin only). */
export async function editableCurriculum(course: DocumentReference, chapters: readonly StoredChapter[]): Promise<EditableChapter[]> {
  const readings = allLessons(chapters).flatMap((lesson) =>
    lesson.kind === 'reading' ? [readingRef(course, lesson.id, lesson.textHash)] : [],
  );
  const snapshots = readings.length > 0 ? await db().getAll(...readings) : [];
  const texts = new Map(snapshots.map((snapshot) => [snapshot.id, textOf(snapshot.get('text'))]));
  return chapters.map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    lessons: chapter.lessons.map((lesson) => {
      const base = { id: lesson.id, title: lesson.title, freePreview: lesson.freePreview, release: lesson.release };
      switch (lesson.kind) {
        case 'video':
          return { ...base, kind: 'video', videoId: lesson.videoId, durationSeconds: lesson.durationSeconds };
        case 'note':
          return { ...base, kind: 'note', noteId: lesson.noteId };
        case 'reading':
          return { ...base, kind: 'reading', text: texts.get(readingDocId(lesson.id, lesson.textHash)) ?? '', format: lesson.format };
        case 'test':
          return { ...base, kind: 'test', testId: lesson.testId, passPercent: lesson.passPercent };
      }
    }),
  }));
}
