import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  STUDY_TIME,
  type CourseLearners,
  type CourseProgress,
  type LearnCourse,
  type LearnLesson,
  type LearnViewer,
  type LessonBody,
  type MyLearning,
  type NoteFileUse,
  type PlayerChapter,
  type StartedCourse,
} from '@chem/contract';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { db, runTransaction } from '../lib/firebase.js';
import { storedFields } from '../lib/fields.js';
import { courseRef } from './courses.js';
import {
  allLessons,
  editableCurriculum,
  findLesson,
  lessonSummary,
  readCurriculum,
  readingText,
  type StoredChapter,
  type StoredLesson,
} from './curriculum.js';
import { openNoteFile, type NoteFile, type NoteReader } from './note-access.js';
import { noteRef, publicNote } from './notes.js';
import { chapterProgress, courseProgress, percentOf, resumeLessonId, type ProgressRecord } from './progress-math.js';
import { activeSubscriptionFor } from './subscription-status.js';
import { practiceTotals } from './practice-tests/dashboard.js';

/**
 * The course player's rules: who may open which lesson, and the student's progress.
 *
 * Access: a visitor sees the outline only; a signed-in student opens every lesson of a free course
 * and the free-preview lessons of a paid one; an active subscription (the plans are all-access)
 * opens everything, and so does the teacher. The server decides; the player only shows the answer.
 *
 * Progress: one document per student and course, `users/{uid}/courseProgress/{courseId}`, with the
 * ids of the lessons completed, the last lesson worked on and the study time. Completing writes
 * once (a lesson completed again writes nothing); a study-time batch writes once. Figures are
 * counted when read, against the course's lessons then (services/progress-math.ts).
 */

export const COURSE_PROGRESS = 'courseProgress';
const LESSON_NOT_FOUND = 'Lesson not found.';
const LOCKED = 'This lesson is part of a paid course. Subscribe to a plan to open it.';
const TEACHER_PREVIEW = 'Progress is kept for students; your previews as the teacher are not recorded.';
const TOO_MUCH_STUDY_TIME = 'That is more study time than has passed since your last report.';

/** The caller as the verified token says. */
export interface Learner {
  uid: string;
  isAdmin: boolean;
  /** When the student signed in (seconds since 1970), the earliest their study time can start. */
  authTime?: number;
  email?: string;
  name?: string;
}

interface LoadedCourse {
  ref: DocumentReference;
  snapshot: DocumentSnapshot;
  chapters: StoredChapter[];
  isFree: boolean;
}

const progressRef = (uid: string, courseId: string) => db().collection('users').doc(uid).collection(COURSE_PROGRESS).doc(courseId);

async function loadCourse(courseId: string): Promise<LoadedCourse> {
  const ref = courseRef(courseId);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw notFound('Course not found.');
  return { ref, snapshot, chapters: readCurriculum(snapshot.get('chapters')), isFree: snapshot.get('isFree') === true };
}

function courseCard(course: Pick<LoadedCourse, 'snapshot'>): LearnCourse['course'] {
  const fields = storedFields(course.snapshot);
  const titleHi = fields.text('titleHi');
  return {
    _id: course.snapshot.id,
    title: fields.text('title'),
    // The player's heading in Hindi when the teacher wrote one, for a reader of the Hindi interface.
    ...(titleHi ? { titleHi } : {}),
    isFree: fields.flag('isFree'),
    coursesPhoto: fields.text('coursesPhoto'),
  };
}

/** A free course never needs the subscription query. */
async function viewerOf(learner: Learner | undefined, course: Pick<LoadedCourse, 'isFree'>): Promise<LearnViewer> {
  if (!learner) return 'anonymous';
  if (learner.isAdmin) return 'admin';
  if (course.isFree) return 'student';
  return (await activeSubscriptionFor(learner.uid)) ? 'subscriber' : 'student';
}

export function canOpen(viewer: LearnViewer, course: { isFree: boolean }, lesson: { freePreview: boolean }): boolean {
  if (viewer === 'anonymous') return false;
  if (viewer === 'admin' || viewer === 'subscriber') return true;
  return course.isFree || lesson.freePreview;
}

/** A stored `courseProgress` document, field by field (also the student's data export). */
export function progressRecord(snapshot: DocumentSnapshot): ProgressRecord | undefined {
  if (!snapshot.exists) return undefined;
  const fields = storedFields(snapshot);
  return {
    completed: fields.texts('completed'),
    lastLessonId: fields.text('lastLessonId') || null,
    studySeconds: fields.number('studySeconds'),
    startedAt: fields.time('startedAt'),
    updatedAt: fields.time('updatedAt'),
  };
}

/** The course, the lesson in it (404 when it is not this course's) and whether the learner may open it (403); also what the doubts under a lesson check. */
export async function openableLesson(courseId: string, lessonId: string, learner: Learner) {
  const course = await loadCourse(courseId);
  const found = findLesson(course.chapters, lessonId);
  if (!found) throw notFound(LESSON_NOT_FOUND);
  const viewer = await viewerOf(learner, course);
  if (!canOpen(viewer, course, found.lesson)) throw forbidden(LOCKED);
  return { course, ...found, viewer };
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** The player's outline with locks and ticks: the course, the progress document and (paid courses) the subscription. */
export async function learnCourse(courseId: string, learner: Learner | undefined): Promise<LearnCourse> {
  const course = await loadCourse(courseId);
  const tracked = learner && !learner.isAdmin;
  const [viewer, progressSnapshot] = await Promise.all([
    viewerOf(learner, course),
    tracked ? progressRef(learner.uid, course.snapshot.id).get() : undefined,
  ]);
  const progress = tracked && progressSnapshot ? courseProgress(course.chapters, progressRecord(progressSnapshot)) : null;
  const done = new Set(progress?.completedLessonIds ?? []);
  const chapters: PlayerChapter[] = course.chapters.map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    lessons: chapter.lessons.map((lesson) => ({
      ...lessonSummary(lesson),
      locked: !canOpen(viewer, course, lesson),
      completed: done.has(lesson.id),
    })),
  }));
  return {
    course: courseCard(course),
    chapters,
    viewer,
    progress,
    resumeLessonId: resumeLessonId(course.chapters, progress?.completedLessonIds ?? [], progress?.lastLessonId ?? null),
  };
}

async function lessonBody(course: LoadedCourse, lesson: StoredLesson): Promise<LessonBody> {
  switch (lesson.kind) {
    case 'video':
      return { kind: 'video', videoId: lesson.videoId, durationSeconds: lesson.durationSeconds };
    case 'note': {
      const note = await noteRef(lesson.noteId)
        .get()
        .catch(() => undefined);
      return { kind: 'note', note: note?.exists ? publicNote(note) : null };
    }
    case 'reading':
      return { kind: 'reading', text: await readingText(course.ref, lesson.id, lesson.textHash) };
  }
}

/** One lesson's content: the course, the subscription (paid courses) and at most one more read (a note or a reading). */
export async function openLesson(courseId: string, lessonId: string, learner: Learner): Promise<LearnLesson> {
  const { course, chapter, lesson } = await openableLesson(courseId, lessonId, learner);
  return { lesson: lessonSummary(lesson), chapterId: chapter.id, body: await lessonBody(course, lesson) };
}

/** A note lesson's file, stamped for the reader as the notes library's are, under the lesson's access rule. */
export async function openLessonNote(courseId: string, lessonId: string, learner: Learner, use: NoteFileUse): Promise<NoteFile> {
  const { lesson } = await openableLesson(courseId, lessonId, learner);
  if (lesson.kind !== 'note') throw notFound('This lesson has no note.');
  const reader: NoteReader = { uid: learner.uid, isAdmin: learner.isAdmin, email: learner.email, name: learner.name };
  return openNoteFile(lesson.noteId, reader, use, new Date(), { accessGranted: true });
}

// ---------------------------------------------------------------------------------------------
// Recording progress
// ---------------------------------------------------------------------------------------------

function assertStudent(learner: Learner): void {
  if (learner.isAdmin) throw forbidden(TEACHER_PREVIEW);
}

/** The fields every write sets; `startedAt` only on the first. */
function progressFields(learner: Learner, courseId: string, lessonId: string, now: Timestamp, exists: boolean): DocumentData {
  return { userId: learner.uid, courseId, lastLessonId: lessonId, updatedAt: now, ...(exists ? {} : { startedAt: now }) };
}

/** Marks a lesson complete. Idempotent: a lesson already complete answers the progress and writes nothing. */
export async function completeLesson(courseId: string, lessonId: string, learner: Learner, now = new Date()): Promise<CourseProgress> {
  assertStudent(learner);
  const { course } = await openableLesson(courseId, lessonId, learner);
  const ref = progressRef(learner.uid, course.snapshot.id);
  const snapshot = await ref.get();
  const record = progressRecord(snapshot);
  if (record?.completed.includes(lessonId)) return courseProgress(course.chapters, record);

  const stamp = Timestamp.fromDate(now);
  // arrayUnion: two tabs completing different lessons at once both count.
  await ref.set(
    { ...progressFields(learner, course.snapshot.id, lessonId, stamp, snapshot.exists), completed: FieldValue.arrayUnion(lessonId) },
    { merge: true },
  );
  return courseProgress(course.chapters, {
    completed: [...(record?.completed ?? []), lessonId],
    lastLessonId: lessonId,
    studySeconds: record?.studySeconds ?? 0,
    startedAt: record?.startedAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  });
}

/**
 * Adds a batch of study time. A student cannot have studied longer than the wall-clock time since
 * their previous report in any course (or, for their first, since they signed in): the newest
 * report is found and the progress written in one transaction, so two tabs cannot both spend the
 * same minutes.
 */
export async function reportStudy(
  courseId: string,
  lessonId: string,
  learner: Learner,
  seconds: number,
  now = new Date(),
): Promise<CourseProgress> {
  assertStudent(learner);
  const { course } = await openableLesson(courseId, lessonId, learner);
  const ref = progressRef(learner.uid, course.snapshot.id);
  const newestReport = ref.parent.orderBy('lastStudyAt', 'desc').limit(1);

  const record = await runTransaction(async (transaction) => {
    const [newest, snapshot] = await Promise.all([transaction.get(newestReport), transaction.get(ref)]);
    const previous = newest.docs[0]?.get('lastStudyAt') as unknown;
    const since =
      previous instanceof Timestamp ? previous.toMillis() : learner.authTime !== undefined ? learner.authTime * 1000 : undefined;
    if (since !== undefined && seconds > (now.getTime() - since) / 1000 + STUDY_TIME.toleranceSeconds)
      throw badRequest(TOO_MUCH_STUDY_TIME);

    const stamp = Timestamp.fromDate(now);
    transaction.set(
      ref,
      {
        ...progressFields(learner, course.snapshot.id, lessonId, stamp, snapshot.exists),
        studySeconds: FieldValue.increment(seconds),
        lastStudyAt: stamp,
      },
      { merge: true },
    );
    const before = progressRecord(snapshot);
    return {
      completed: before?.completed ?? [],
      lastLessonId: lessonId,
      studySeconds: (before?.studySeconds ?? 0) + seconds,
      startedAt: before?.startedAt ?? now.toISOString(),
      updatedAt: now.toISOString(),
    } satisfies ProgressRecord;
  });
  return courseProgress(course.chapters, record);
}

// ---------------------------------------------------------------------------------------------
// Summaries: the student's dashboard and the teacher's course list
// ---------------------------------------------------------------------------------------------

/**
 * The dashboard's figures: the student's progress documents (one query) and their courses (one
 * batched read), and the practice-test totals (one read). A course deleted since still counts its
 * study time, which the student did spend.
 */
export async function myLearning(uid: string): Promise<MyLearning> {
  const [records, tests] = await Promise.all([db().collection('users').doc(uid).collection(COURSE_PROGRESS).get(), practiceTotals(uid)]);
  const courses = records.empty ? [] : await db().getAll(...records.docs.map((doc) => db().collection('courses').doc(doc.id)));
  const started: StartedCourse[] = [];
  let studySeconds = 0;
  records.docs.forEach((doc, index) => {
    const record = progressRecord(doc);
    studySeconds += record?.studySeconds ?? 0;
    const snapshot = courses[index];
    if (!record || !snapshot?.exists) return;
    const chapters = readCurriculum(snapshot.get('chapters'));
    if (allLessons(chapters).length === 0) return;
    const progress = courseProgress(chapters, record);
    started.push({
      course: courseCard({ snapshot }),
      progress,
      resumeLessonId: resumeLessonId(chapters, progress.completedLessonIds, progress.lastLessonId),
      chapters: chapterProgress(chapters, progress.completedLessonIds),
    });
  });
  started.sort((a, b) => (b.progress.updatedAt ?? '').localeCompare(a.progress.updatedAt ?? ''));
  const lessonsCompleted = started.reduce((sum, entry) => sum + entry.progress.completedLessons, 0);
  const lessonsStarted = started.reduce((sum, entry) => sum + entry.progress.totalLessons, 0);
  return {
    courses: started,
    totals: {
      coursePercent: started.length > 0 ? percentOf(lessonsCompleted, lessonsStarted) : null,
      lessonsCompleted,
      studySeconds,
      averageScore: tests.averageScore,
    },
    recentTests: tests.recentTests,
  };
}

/** How many students started and finished a course, and their average progress: one query over its progress documents. */
export async function courseLearners(courseId: string): Promise<CourseLearners> {
  const course = await loadCourse(courseId);
  const totalLessons = allLessons(course.chapters).length;
  const records = await db().collectionGroup(COURSE_PROGRESS).where('courseId', '==', course.snapshot.id).select('completed').get();
  const percents = records.docs.map((doc) => courseProgress(course.chapters, progressRecord(doc)).percent);
  return {
    started: percents.length,
    finished: totalLessons > 0 ? percents.filter((percent) => percent === 100).length : 0,
    averagePercent: percents.length > 0 ? Math.round(percents.reduce((sum, value) => sum + value, 0) / percents.length) : null,
    totalLessons,
  };
}

/** The course form's curriculum with every lesson's content (admin). */
export async function curriculumForEditing(courseId: string) {
  const course = await loadCourse(courseId);
  return { chapters: await editableCurriculum(course.ref, course.chapters) };
}
