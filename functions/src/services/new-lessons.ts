import { createHash } from 'node:crypto';
import { indiaDay } from '@chem/contract';
import { logger } from '../lib/logger.js';
import { allLessons, type StoredChapter, type StoredLesson } from './curriculum.js';
import { cancelScheduledNotification, queueNotification } from './notifications/index.js';

/**
 * "New lessons" for a course's students when the teacher saves its curriculum with lessons it did
 * not have: one notification per save (however many lessons it adds), never one per lesson.
 * Counted are the lessons a student can open now: those that open with the course (or on day 0 of
 * a student's start) and those whose release date has come. A lesson scheduled for a later date
 * is announced on that date instead (`datedLessonNotices`), one notification per date.
 */

export interface PublishedLessons {
  courseTitle: string;
  lessonIds: string[];
}

const hashOf = (ids: readonly string[]) =>
  createHash('sha256')
    .update([...ids].sort().join(','))
    .digest('hex')
    .slice(0, 32);

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
  const key = `new-lessons-${courseId}-${hashOf(published.lessonIds)}`;
  await queueNotification({
    content: { kind: 'new-lessons', params: { courseTitle: published.courseTitle, count: published.lessonIds.length } },
    recipients: { audience: { kind: 'course', courseId } },
    link: `/learn/${encodeURIComponent(courseId)}`,
    dedupeKey: key,
  }).catch((error: unknown) => logger.error(`Could not queue the new-lessons notification of course ${courseId}`, error));
}

/** The India time of day a dated lesson is announced on its date (it opens at midnight). */
export const DATED_LESSON_NOTICE_TIME = '08:00';

/** One date's announcement of the lessons that open on it. */
export interface DatedNotice {
  date: string;
  lessonIds: string[];
  /** The dedupe key: the course, the date and the lessons, so a changed set is a new notice. */
  key: string;
}

/** The lessons of a curriculum that open on a date after today, grouped by date. */
function datedNotices(courseId: string, chapters: readonly StoredChapter[], today: string): Map<string, DatedNotice> {
  const byDate = new Map<string, string[]>();
  for (const lesson of allLessons(chapters)) {
    if (lesson.release?.kind !== 'date' || lesson.release.date <= today) continue;
    byDate.set(lesson.release.date, [...(byDate.get(lesson.release.date) ?? []), lesson.id]);
  }
  return new Map(
    [...byDate].map(([date, lessonIds]) => [date, { date, lessonIds, key: `lessons-open-${courseId}-${date}-${hashOf(lessonIds)}` }]),
  );
}

/**
 * What a curriculum save changes in the announcements of lessons dated later: a date whose set of
 * lessons changed (added, moved, deleted) withdraws its old notice and queues the new one; an
 * unchanged date keeps its notice. Pure, so a repeated save changes nothing.
 */
export function datedLessonChanges(
  courseId: string,
  previous: readonly StoredChapter[],
  next: readonly StoredChapter[],
  now: Date = new Date(),
): { withdraw: string[]; queue: DatedNotice[] } {
  const today = indiaDay(now);
  const before = datedNotices(courseId, previous, today);
  const after = datedNotices(courseId, next, today);
  const keysAfter = new Set([...after.values()].map((notice) => notice.key));
  const keysBefore = new Set([...before.values()].map((notice) => notice.key));
  return {
    withdraw: [...keysBefore].filter((key) => !keysAfter.has(key)),
    queue: [...after.values()].filter((notice) => !keysBefore.has(notice.key)),
  };
}

/**
 * Queues each new dated notice for 08:00 India time on its date (the notifications' minute sweep
 * sends it then, to the course's students at that time) and withdraws the ones no longer true. A
 * failure is logged: the curriculum is saved either way.
 */
export async function scheduleDatedLessonNotices(
  courseId: string,
  courseTitle: string,
  changes: { withdraw: string[]; queue: DatedNotice[] },
): Promise<void> {
  try {
    for (const key of changes.withdraw) await cancelScheduledNotification(key);
    for (const notice of changes.queue)
      await queueNotification({
        content: { kind: 'new-lessons', params: { courseTitle, count: notice.lessonIds.length } },
        recipients: { audience: { kind: 'course', courseId } },
        link: `/learn/${encodeURIComponent(courseId)}`,
        dedupeKey: notice.key,
        sendAt: new Date(`${notice.date}T${DATED_LESSON_NOTICE_TIME}:00+05:30`),
      });
  } catch (error) {
    logger.error(`Could not schedule the dated lessons' notifications of course ${courseId}`, error);
  }
}
