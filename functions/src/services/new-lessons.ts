import { createHash } from 'node:crypto';
import { indiaDay } from '@chem/contract';
import { logger } from '../lib/logger.js';
import { allLessons, type StoredChapter, type StoredLesson } from './curriculum.js';
import { queueNotification } from './notifications/index.js';

/**
 * "New lessons" for a course's students when the teacher saves its curriculum with lessons it did
 * not have: one notification per save (however many lessons it adds), never one per lesson.
 * Counted are the lessons a student can open now: those that open with the course (or on day 0 of
 * a student's start) and those whose release date has come. A lesson scheduled for a later date
 * is not announced by this save.
 */

export interface PublishedLessons {
  courseTitle: string;
  lessonIds: string[];
}

const opensNow = (lesson: StoredLesson, today: string) =>
  lesson.release === null ||
  (lesson.release.kind === 'days' && lesson.release.days === 0) ||
  (lesson.release.kind === 'date' && lesson.release.date <= today);

/** The lessons of `next` that `previous` did not have and that open now; undefined when there are none. */
export function publishedLessons(
  previous: readonly StoredChapter[],
  next: readonly StoredChapter[],
  courseTitle: string,
  now: Date = new Date(),
): PublishedLessons | undefined {
  const before = new Set(allLessons(previous).map((lesson) => lesson.id));
  const today = indiaDay(now);
  const lessonIds = allLessons(next)
    .filter((lesson) => !before.has(lesson.id) && opensNow(lesson, today))
    .map((lesson) => lesson.id);
  return lessonIds.length > 0 ? { courseTitle, lessonIds } : undefined;
}

/**
 * Queues the notification to the course's students (those who started it and may open it). Keyed
 * by the course and the new lessons' ids, so a save repeated by a retry notifies once. A failure
 * to queue is logged: the curriculum is saved either way.
 */
export async function notifyNewLessons(courseId: string, published: PublishedLessons): Promise<void> {
  const ids = [...published.lessonIds].sort().join(',');
  const key = `new-lessons-${courseId}-${createHash('sha256').update(ids).digest('hex').slice(0, 32)}`;
  await queueNotification({
    content: { kind: 'new-lessons', params: { courseTitle: published.courseTitle, count: published.lessonIds.length } },
    recipients: { audience: { kind: 'course', courseId } },
    link: `/learn/${encodeURIComponent(courseId)}`,
    dedupeKey: key,
  }).catch((error: unknown) => logger.error(`Could not queue the new-lessons notification of course ${courseId}`, error));
}
