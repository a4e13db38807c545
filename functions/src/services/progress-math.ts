import type { ChapterProgress, CourseProgress } from '@chem/contract';

/**
 * Progress counted against the course as it is now: a lesson removed from the course stops
 * counting, one added counts as not done, and a percentage can never pass 100. Pure, so the rules
 * are tested without Firestore (progress-math.test.ts).
 */

interface Outline {
  id: string;
  title: string;
  lessons: ReadonlyArray<{ id: string }>;
}

/** A `users/{uid}/courseProgress/{courseId}` document, as far as counting needs it. */
export interface ProgressRecord {
  completed: readonly string[];
  lastLessonId: string | null;
  studySeconds: number;
  startedAt: string | null;
  updatedAt: string | null;
}

export const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0);

export const lessonOrder = (chapters: readonly Outline[]): string[] =>
  chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.id));

export function courseProgress(chapters: readonly Outline[], record: ProgressRecord | undefined): CourseProgress {
  const order = lessonOrder(chapters);
  const done = new Set(record?.completed ?? []);
  const completedLessonIds = order.filter((id) => done.has(id));
  return {
    completedLessonIds,
    completedLessons: completedLessonIds.length,
    totalLessons: order.length,
    percent: percentOf(completedLessonIds.length, order.length),
    lastLessonId: record?.lastLessonId && order.includes(record.lastLessonId) ? record.lastLessonId : null,
    studySeconds: record?.studySeconds ?? 0,
    startedAt: record?.startedAt ?? null,
    updatedAt: record?.updatedAt ?? null,
  };
}

/**
 * Where the player opens: after the last lesson the student worked on, the next one not done yet
 * once that one is complete (else that lesson itself, they stopped in the middle); without one,
 * the first lesson not done; when all are done, the last one worked on.
 */
export function resumeLessonId(chapters: readonly Outline[], completed: readonly string[], lastLessonId: string | null): string | null {
  const order = lessonOrder(chapters);
  if (order.length === 0) return null;
  const done = new Set(completed);
  const firstOpen = order.find((id) => !done.has(id));
  const last = lastLessonId ? order.indexOf(lastLessonId) : -1;
  if (last < 0) return firstOpen ?? order[0]!;
  if (!done.has(order[last]!)) return order[last]!;
  return order.slice(last + 1).find((id) => !done.has(id)) ?? firstOpen ?? order[last]!;
}

/** Each chapter with lessons, as the dashboard's Chapter Progress lists them. */
export function chapterProgress(chapters: readonly Outline[], completed: readonly string[]): ChapterProgress[] {
  const done = new Set(completed);
  return chapters
    .filter((chapter) => chapter.lessons.length > 0)
    .map((chapter) => {
      const completedLessons = chapter.lessons.filter((lesson) => done.has(lesson.id)).length;
      const totalLessons = chapter.lessons.length;
      return {
        id: chapter.id,
        title: chapter.title,
        totalLessons,
        completedLessons,
        percent: percentOf(completedLessons, totalLessons),
        status: completedLessons === totalLessons ? 'completed' : completedLessons > 0 ? 'in-progress' : 'not-started',
      };
    });
}
