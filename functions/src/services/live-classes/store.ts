import { LIVE_CLASS_LIMITS, LIVE_CLASS_MESSAGES, type AdminLiveClass, type LiveClassLink, type LiveClassSummary } from '@chem/contract';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../../lib/document-ref.js';
import { storedFields } from '../../lib/fields.js';
import { db } from '../../lib/firebase.js';
import { COURSES } from '../courses.js';
import { activeSubscriptionFor } from '../subscription-status.js';

/**
 * Where live classes live (ARCHITECTURE.md's data model):
 *
 *   liveClasses/{auto}                      a class: title, course (or null for everyone), start and
 *                                           end, the link, scheduled or cancelled, the attendance
 *                                           count and the lesson its recording became
 *   liveClassAttendance/{classId}_{uid}     one per class and student: the first join
 *
 * The attendance id is the pair, so a second join finds the first and writes nothing.
 */
export const LIVE_CLASS_COLLECTIONS = { classes: 'liveClasses', attendance: 'liveClassAttendance' } as const;

export const liveClassesCollection = () => db().collection(LIVE_CLASS_COLLECTIONS.classes);
export const liveClassRef = (id: unknown) => documentRef(LIVE_CLASS_COLLECTIONS.classes, id, LIVE_CLASS_MESSAGES.notFound);
export const attendanceCollection = () => db().collection(LIVE_CLASS_COLLECTIONS.attendance);
export const attendanceRef = (classId: string, uid: string) => attendanceCollection().doc(`${classId}_${uid}`);

/** The reminder's dedupe key: one per class and start time, so a moved class gets a reminder of its own. */
export const reminderKey = (classId: string, startsAt: string) => `live-class-${classId}-${startsAt}`;

function readLink(value: unknown): LiveClassLink {
  const link = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (link.provider === 'meet' || link.provider === 'zoom')
    return { provider: link.provider, url: typeof link.url === 'string' ? link.url : '' };
  return { provider: 'youtube', videoId: typeof link.videoId === 'string' ? link.videoId : '' };
}

/** A stored class, field by field. */
export interface StoredLiveClass extends LiveClassSummary {
  link: LiveClassLink;
  attendance: number;
  lesson: AdminLiveClass['lesson'];
}

export function readLiveClass(snapshot: DocumentSnapshot): StoredLiveClass {
  const fields = storedFields(snapshot);
  const link = readLink(snapshot.get('link'));
  const lesson = snapshot.get('lesson') as { chapterId?: unknown; lessonId?: unknown } | null | undefined;
  const courseId = fields.text('courseId');
  return {
    id: snapshot.id,
    title: fields.text('title'),
    courseId: courseId || null,
    courseTitle: courseId ? fields.text('courseTitle') : null,
    startsAt: fields.time('startsAt') ?? new Date(0).toISOString(),
    endsAt: fields.time('endsAt') ?? new Date(0).toISOString(),
    durationMinutes: fields.number('durationMinutes', LIVE_CLASS_LIMITS.minMinutes),
    provider: link.provider,
    status: fields.text('status') === 'cancelled' ? 'cancelled' : 'scheduled',
    link,
    attendance: fields.number('attendance'),
    lesson:
      lesson && typeof lesson.chapterId === 'string' && typeof lesson.lessonId === 'string'
        ? { chapterId: lesson.chapterId, lessonId: lesson.lessonId }
        : null,
  };
}

/** What a student may see: everything but the link and the teacher's counts. */
export const summaryOf = (stored: StoredLiveClass): LiveClassSummary => ({
  id: stored.id,
  title: stored.title,
  courseId: stored.courseId,
  courseTitle: stored.courseTitle,
  startsAt: stored.startsAt,
  endsAt: stored.endsAt,
  durationMinutes: stored.durationMinutes,
  provider: stored.provider,
  status: stored.status,
});

export const adminViewOf = (stored: StoredLiveClass): AdminLiveClass => ({ ...summaryOf(stored), ...stored });

export const timestampOf = (iso: string) => Timestamp.fromMillis(Date.parse(iso));

/** The caller as the verified token says. */
export interface Viewer {
  uid: string;
  isAdmin: boolean;
}

/**
 * Who may join, by the rule the course player uses for a course's lessons: a free course's, any
 * signed-in student; a paid course's, a student with an active plan (every plan includes every
 * course); a class for everyone, any signed-in student; the teacher, every class. A class whose
 * course was deleted has nobody to join it but the teacher. One course read for each course named
 * (in one batch) and at most one subscription query, whatever the number of classes.
 */
export async function joinableBy(viewer: Viewer, classes: readonly StoredLiveClass[], now: Date): Promise<Set<string>> {
  if (viewer.isAdmin) return new Set(classes.map((item) => item.id));
  const courseIds = [...new Set(classes.flatMap((item) => (item.courseId ? [item.courseId] : [])))];
  const courses =
    courseIds.length > 0 ? await db().getAll(...courseIds.map((id) => db().collection(COURSES).doc(id)), { fieldMask: ['isFree'] }) : [];
  const free = new Set(courses.filter((course) => course.exists && course.get('isFree') === true).map((course) => course.id));
  const paid = new Set(courses.filter((course) => course.exists && course.get('isFree') !== true).map((course) => course.id));
  const needsPlan = classes.some((item) => item.courseId && paid.has(item.courseId));
  const subscribed = needsPlan ? (await activeSubscriptionFor(viewer.uid, now)) !== undefined : false;
  return new Set(
    classes
      .filter((item) => item.courseId === null || free.has(item.courseId) || (paid.has(item.courseId) && subscribed))
      .map((item) => item.id),
  );
}
