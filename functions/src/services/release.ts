import { indiaDay, type ReleaseLock } from '@chem/contract';
import type { StoredChapter, StoredLesson } from './curriculum.js';

/**
 * When a lesson opens for a student, besides who may open it (services/learning.ts `canOpen`).
 * Pure, so the rules are tested without Firestore (release.test.ts):
 *
 * - a lesson with a date opens at midnight India time on that date;
 * - a lesson "N days after the start" opens N India days after the day the student started the
 *   course (opened its first lesson; one who has not started would start today);
 * - a test lesson with a pass mark closes every later chapter until the student's best submitted
 *   score of that test reaches it.
 *
 * The teacher's previews are never held back.
 */

export interface ReleaseFacts {
  now: Date;
  /** When the student started the course; undefined before they have. */
  startedAt: Date | undefined;
  /** The student's best percent in a practice test; undefined before any submitted attempt. */
  bestPercent: (testId: string) => number | undefined;
}

/** "2026-12-10" plus 3 days -> "2026-12-13". */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The test lessons with a pass mark: the gates of the chapters after theirs. */
export const gateLessons = (chapters: readonly StoredChapter[], beforeChapter = chapters.length) =>
  chapters
    .slice(0, beforeChapter)
    .flatMap((chapter) => chapter.lessons)
    .filter((lesson): lesson is Extract<StoredLesson, { kind: 'test' }> => lesson.kind === 'test' && lesson.passPercent !== null);

/** The day a lesson's own setting opens it, or undefined when it opens with the course. */
export function opensOn(lesson: StoredLesson, facts: Pick<ReleaseFacts, 'now' | 'startedAt'>): string | undefined {
  const release = lesson.release;
  if (!release) return undefined;
  if (release.kind === 'date') return release.date;
  return addDays(indiaDay(facts.startedAt ?? facts.now), release.days);
}

/** Why the lesson (in chapter `chapterIndex`) is not open yet, or null when it is. */
export function releaseLock(
  chapters: readonly StoredChapter[],
  chapterIndex: number,
  lesson: StoredLesson,
  facts: ReleaseFacts,
): ReleaseLock | null {
  const day = opensOn(lesson, facts);
  if (day !== undefined && indiaDay(facts.now) < day) return { kind: 'date', on: day };
  for (const gate of gateLessons(chapters, chapterIndex)) {
    const best = facts.bestPercent(gate.testId);
    if (best === undefined || best < (gate.passPercent ?? 0))
      return { kind: 'test', lessonId: gate.id, title: gate.title, passPercent: gate.passPercent ?? 0 };
  }
  return null;
}

/** Whether a lesson needs the student's start date to be decided. */
export const needsStart = (lesson: StoredLesson) => lesson.release?.kind === 'days';
