import { randomBytes } from 'node:crypto';
import {
  LIVE_CLASS_LIMITS,
  LIVE_CLASS_MESSAGES,
  indiaLocalTime,
  type AdminLiveClass,
  type AdminLiveClassList,
  type LiveClassAttendance,
  type LiveClassInput,
  type MadeLesson,
} from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { textOf } from '../../lib/fields.js';
import { db, runTransaction } from '../../lib/firebase.js';
import { COURSES } from '../courses.js';
import { readCurriculum, storedChaptersField, type StoredLesson } from '../curriculum.js';
import { cancelScheduledNotification, queueNotification } from '../notifications/index.js';
import {
  adminViewOf,
  attendanceCollection,
  liveClassesCollection,
  liveClassRef,
  readLiveClass,
  reminderKey,
  type StoredLiveClass,
} from './store.js';

/**
 * The teacher's side of live classes: schedule, edit, cancel, attendance, and the recording made a
 * lesson. Each change that touches who is told what, or when, moves the reminder with it: the one
 * queued for the old time is taken back (if it has not gone out) and one is queued for the new.
 */

/** The admin's list: the newest classes first (upcoming and past together), as many as a term holds. */
const ADMIN_LIST_SIZE = 200;
const ATTENDANCE_LIST_SIZE = 1000;

interface Checked {
  title: string;
  courseId: string | null;
  courseTitle: string | null;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  link: LiveClassInput['link'];
}

/** The form's values made stored values: the course must exist, the start be a real time in range. */
async function checked(input: LiveClassInput, now: Date, startMayBePast: boolean): Promise<Checked> {
  const startsAt = indiaLocalTime(input.startsAt);
  if (!startsAt) throw badRequest(LIVE_CLASS_MESSAGES.startInvalid);
  if (!startMayBePast && startsAt.getTime() <= now.getTime()) throw badRequest(LIVE_CLASS_MESSAGES.startInPast);
  if (startsAt.getTime() - now.getTime() > LIVE_CLASS_LIMITS.maxDaysAhead * 86_400_000) throw badRequest(LIVE_CLASS_MESSAGES.startTooFar);
  let courseTitle: string | null = null;
  if (input.courseId) {
    const course = await db().collection(COURSES).doc(input.courseId).get();
    if (!course.exists) throw badRequest(LIVE_CLASS_MESSAGES.courseNotFound);
    courseTitle = textOf(course.get('title'));
  }
  return {
    title: input.title,
    courseId: input.courseId,
    courseTitle,
    startsAt,
    endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000),
    durationMinutes: input.durationMinutes,
    link: input.link,
  };
}

const storedFieldsOf = (values: Checked) => ({
  title: values.title,
  courseId: values.courseId,
  courseTitle: values.courseTitle,
  startsAt: Timestamp.fromDate(values.startsAt),
  endsAt: Timestamp.fromDate(values.endsAt),
  durationMinutes: values.durationMinutes,
  link: { ...values.link },
});

/**
 * The reminder, 30 minutes before the start, to the class's audience: a course's students (those
 * who started it and may open it) or every student. A class scheduled less than 30 minutes ahead
 * is announced at once.
 */
async function queueReminder(stored: StoredLiveClass, now: Date): Promise<void> {
  if (stored.status !== 'scheduled' || Date.parse(stored.startsAt) <= now.getTime()) return;
  await queueNotification(
    {
      content: { kind: 'live-class', params: { title: stored.title, startsAt: stored.startsAt } },
      recipients: { audience: stored.courseId ? { kind: 'course', courseId: stored.courseId } : { kind: 'everyone' } },
      link: `/live/${encodeURIComponent(stored.id)}`,
      dedupeKey: reminderKey(stored.id, stored.startsAt),
      sendAt: new Date(Date.parse(stored.startsAt) - LIVE_CLASS_LIMITS.reminderMinutes * 60_000),
    },
    { now },
  );
}

export async function scheduleLiveClass(input: LiveClassInput, now: Date = new Date()): Promise<AdminLiveClass> {
  const values = await checked(input, now, false);
  const ref = liveClassesCollection().doc();
  const nowStamp = Timestamp.fromDate(now);
  await ref.create({
    ...storedFieldsOf(values),
    status: 'scheduled',
    attendance: 0,
    lesson: null,
    createdAt: nowStamp,
    updatedAt: nowStamp,
  });
  const stored = readLiveClass(await ref.get());
  await queueReminder(stored, now);
  return adminViewOf(stored);
}

/**
 * Edits a class that has not ended. The start may stay where it is even once it has passed (the
 * teacher fixes a link during the class); a new start must be in the future. When the title,
 * audience or start changes, the old reminder is taken back and a new one queued; a reminder that
 * already went out stays sent, and the new one (a new time) goes out as well.
 */
export async function updateLiveClass(id: string, input: LiveClassInput, now: Date = new Date()): Promise<AdminLiveClass> {
  const ref = liveClassRef(id);
  const before = await ref.get();
  if (!before.exists) throw notFound(LIVE_CLASS_MESSAGES.notFound);
  const old = readLiveClass(before);
  if (old.status === 'cancelled') throw conflict(LIVE_CLASS_MESSAGES.cancelled);
  if (Date.parse(old.endsAt) <= now.getTime()) throw conflict(LIVE_CLASS_MESSAGES.cannotEditPast);
  const sameStart = indiaLocalTime(input.startsAt)?.toISOString() === old.startsAt;
  const values = await checked(input, now, sameStart);
  await ref.update({ ...storedFieldsOf(values), updatedAt: Timestamp.fromDate(now) });
  const stored = readLiveClass(await ref.get());
  const told = old.title !== stored.title || old.courseId !== stored.courseId || old.startsAt !== stored.startsAt;
  if (told) {
    await cancelScheduledNotification(reminderKey(old.id, old.startsAt));
    await queueReminder(stored, now);
  }
  return adminViewOf(stored);
}

/** Cancels a class: students no longer see it or can join it, and its reminder is taken back. */
export async function cancelLiveClass(id: string, now: Date = new Date()): Promise<AdminLiveClass> {
  const ref = liveClassRef(id);
  const stored = await runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound(LIVE_CLASS_MESSAGES.notFound);
    const current = readLiveClass(snapshot);
    if (current.status === 'cancelled') throw conflict(LIVE_CLASS_MESSAGES.alreadyCancelled);
    if (Date.parse(current.endsAt) <= now.getTime()) throw conflict(LIVE_CLASS_MESSAGES.cannotEditPast);
    transaction.update(ref, { status: 'cancelled', updatedAt: Timestamp.fromDate(now) });
    return current;
  });
  await cancelScheduledNotification(reminderKey(stored.id, stored.startsAt));
  return adminViewOf({ ...stored, status: 'cancelled' });
}

export async function adminLiveClasses(): Promise<AdminLiveClassList> {
  const snapshot = await liveClassesCollection().orderBy('startsAt', 'desc').limit(ADMIN_LIST_SIZE).get();
  return { classes: snapshot.docs.map((doc) => adminViewOf(readLiveClass(doc))) };
}

/** Who joined, first join first, with the name each has now (one batched read of their profiles). */
export async function liveClassAttendance(id: string): Promise<LiveClassAttendance> {
  const ref = liveClassRef(id);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw notFound(LIVE_CLASS_MESSAGES.notFound);
  const joins = await attendanceCollection().where('classId', '==', id).orderBy('joinedAt').limit(ATTENDANCE_LIST_SIZE).get();
  const uids = joins.docs.map((doc) => textOf(doc.get('userId')));
  const profiles =
    uids.length > 0 ? await db().getAll(...uids.map((uid) => db().collection('users').doc(uid)), { fieldMask: ['name', 'deleted'] }) : [];
  const attendees = joins.docs.map((doc, index) => {
    const profile = profiles[index];
    const name = profile?.exists && profile.get('deleted') !== true ? textOf(profile.get('name')) : '';
    const joinedAt = doc.get('joinedAt') as Timestamp | undefined;
    return { name, joinedAt: (joinedAt ?? Timestamp.fromMillis(0)).toDate().toISOString() };
  });
  return { count: readLiveClass(snapshot).attendance, attendees };
}

/**
 * "Make it a lesson": the class's YouTube video becomes a video lesson at the end of a chapter of
 * its course (the last one unless the teacher picks another), once. The class remembers the lesson
 * in the same transaction, so a second press (or two at once) finds it and adds nothing. The lesson
 * has the stored shape the course form saves (services/curriculum.ts), so the form shows and edits
 * it like any other.
 */
export async function makeLessonOfLiveClass(id: string, chapterId: string | undefined, now: Date = new Date()): Promise<MadeLesson> {
  const ref = liveClassRef(id);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound(LIVE_CLASS_MESSAGES.notFound);
    const stored = readLiveClass(snapshot);
    if (!stored.courseId) throw badRequest(LIVE_CLASS_MESSAGES.lessonNeedsCourse);
    if (stored.link.provider !== 'youtube') throw badRequest(LIVE_CLASS_MESSAGES.lessonNeedsYouTube);
    if (stored.status === 'cancelled') throw conflict(LIVE_CLASS_MESSAGES.cancelled);
    if (Date.parse(stored.endsAt) > now.getTime()) throw conflict(LIVE_CLASS_MESSAGES.lessonNotEnded);
    const courseRef = db().collection(COURSES).doc(stored.courseId);
    const course = await transaction.get(courseRef);
    if (!course.exists) throw badRequest(LIVE_CLASS_MESSAGES.courseNotFound);
    const chapters = readCurriculum(course.get('chapters'));
    if (stored.lesson && chapters.some((chapter) => chapter.lessons.some((lesson) => lesson.id === stored.lesson?.lessonId)))
      throw conflict(LIVE_CLASS_MESSAGES.lessonAlreadyAdded);
    if (chapters.length === 0) throw badRequest(LIVE_CLASS_MESSAGES.lessonNeedsChapter);
    const chapter = chapterId === undefined ? chapters.at(-1)! : chapters.find((each) => each.id === chapterId);
    if (!chapter) throw badRequest(LIVE_CLASS_MESSAGES.chapterInvalid);
    const lesson: StoredLesson = {
      id: randomBytes(9).toString('base64url'),
      title: stored.title,
      freePreview: false,
      release: null,
      kind: 'video',
      videoId: stored.link.videoId,
      durationSeconds: null,
    };
    chapter.lessons.push(lesson);
    const lessonCount = chapters.reduce((total, each) => total + each.lessons.length, 0);
    transaction.update(courseRef, { chapters: storedChaptersField(chapters), lessons: lessonCount, updatedAt: Timestamp.fromDate(now) });
    transaction.update(ref, { lesson: { chapterId: chapter.id, lessonId: lesson.id }, updatedAt: Timestamp.fromDate(now) });
    return { courseId: stored.courseId, chapterId: chapter.id, lessonId: lesson.id, chapterTitle: chapter.title };
  });
}
