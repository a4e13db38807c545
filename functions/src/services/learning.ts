import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  STUDY_TIME,
  releaseMessage,
  type BestScore,
  type CourseLearners,
  type CourseProgress,
  type LearnCourse,
  type LearnLesson,
  type LearnViewer,
  type LessonBody,
  type LessonCompletion,
  type MyLearning,
  type NoteFileUse,
  type PlayerChapter,
  type StartedCourse,
} from '@chem/contract';
import { badRequest, conflict, forbidden, hasErrorCode, notFound } from '../lib/errors.js';
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
import { progressRef as testProgressRef } from './practice-tests/store.js';
import { progressRecord as testProgressRecord } from './practice-tests/tests.js';
import { claimOf, issueCertificate } from './certificates.js';
import { gateLessons, needsStart, releaseLock, type ReleaseFacts } from './release.js';

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
const SUBMIT_THE_TEST = 'Submit the test to complete this lesson.';

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

/** A student's best percent in each of these tests: one batched read of their testProgress documents. */
async function bestScores(uid: string, testIds: readonly string[]): Promise<Map<string, BestScore>> {
  const unique = [...new Set(testIds)];
  if (unique.length === 0) return new Map();
  const snapshots = await db().getAll(...unique.map((testId) => testProgressRef(uid, testId)));
  const scores = new Map<string, BestScore>();
  snapshots.forEach((snapshot, index) => {
    const best = testProgressRecord(snapshot).best;
    if (best) scores.set(unique[index]!, best);
  });
  return scores;
}

const startOf = (progress: DocumentSnapshot | undefined): Date | undefined => {
  const startedAt: unknown = progress?.get('startedAt');
  return startedAt instanceof Timestamp ? startedAt.toDate() : undefined;
};

/**
 * The course, the lesson in it (404 when it is not this course's), whether the learner may open
 * it (403, sign in or subscribe) and whether it is open yet (403, "Opens on 12 Dec" or "Pass the
 * chapter test to open"). For a student it reads their progress in the course (the start a
 * lesson's days count from) and their best scores in earlier chapters' gate tests.
 */
export async function openableLesson(courseId: string, lessonId: string, learner: Learner, now = new Date()) {
  const course = await loadCourse(courseId);
  const found = findLesson(course.chapters, lessonId);
  if (!found) throw notFound(LESSON_NOT_FOUND);
  const viewer = await viewerOf(learner, course);
  if (!canOpen(viewer, course, found.lesson)) throw forbidden(LOCKED);
  if (viewer === 'admin') return { course, ...found, viewer, progress: undefined };
  const chapterIndex = course.chapters.indexOf(found.chapter);
  const gates = gateLessons(course.chapters, chapterIndex);
  const [progress, scores] = await Promise.all([
    progressRef(learner.uid, course.snapshot.id).get(),
    bestScores(
      learner.uid,
      gates.map((gate) => gate.testId),
    ),
  ]);
  const lock = releaseLock(course.chapters, chapterIndex, found.lesson, {
    now,
    startedAt: startOf(progress),
    bestPercent: (testId) => scores.get(testId)?.percent,
  });
  if (lock) throw forbidden(releaseMessage(lock));
  return { course, ...found, viewer, progress };
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** The player's outline with locks and ticks: the course, the progress document and (paid courses) the subscription. */
export async function learnCourse(courseId: string, learner: Learner | undefined, now = new Date()): Promise<LearnCourse> {
  const course = await loadCourse(courseId);
  const student = learner && !learner.isAdmin ? learner : undefined;
  const testIds = allLessons(course.chapters).flatMap((lesson) => (lesson.kind === 'test' ? [lesson.testId] : []));
  const [viewer, progressSnapshot, scores, claim] = await Promise.all([
    viewerOf(learner, course),
    student ? progressRef(student.uid, course.snapshot.id).get() : undefined,
    student ? bestScores(student.uid, testIds) : new Map<string, BestScore>(),
    student ? claimOf(student.uid, course.snapshot.id) : null,
  ]);
  const progress = student && progressSnapshot ? courseProgress(course.chapters, progressRecord(progressSnapshot)) : null;
  const done = new Set(progress?.completedLessonIds ?? []);
  const facts: ReleaseFacts = { now, startedAt: startOf(progressSnapshot), bestPercent: (testId) => scores.get(testId)?.percent };
  const chapters: PlayerChapter[] = course.chapters.map((chapter, chapterIndex) => ({
    id: chapter.id,
    title: chapter.title,
    lessons: chapter.lessons.map((lesson) => {
      const locked = !canOpen(viewer, course, lesson);
      return {
        ...lessonSummary(lesson),
        locked,
        // The teacher previews everything; a visitor or a student without access is told that first.
        release: student && !locked ? releaseLock(course.chapters, chapterIndex, lesson, facts) : null,
        completed: done.has(lesson.id),
        passPercent: lesson.kind === 'test' ? lesson.passPercent : null,
        score: lesson.kind === 'test' ? (scores.get(lesson.testId) ?? null) : null,
      };
    }),
  }));
  return {
    course: courseCard(course),
    chapters,
    viewer,
    progress,
    resumeLessonId: resumeLessonId(course.chapters, progress?.completedLessonIds ?? [], progress?.lastLessonId ?? null),
    certificate: claim ? { id: claim.certificateId, status: claim.status } : null,
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
      return { kind: 'reading', text: await readingText(course.ref, lesson.id, lesson.textHash), format: lesson.format };
    case 'test':
      return { kind: 'test', testId: lesson.testId, passPercent: lesson.passPercent };
  }
}

const ALREADY_EXISTS = 6;

/**
 * The first lesson a student opens starts the course: lessons released some days after the start
 * count from then. One write, once (`create` refuses a second).
 */
async function markStarted(ref: DocumentReference, learner: Learner, courseId: string, lessonId: string, now: Date): Promise<void> {
  const stamp = Timestamp.fromDate(now);
  await ref.create({ ...progressFields(learner, courseId, lessonId, stamp, false), completed: [] }).catch((error: unknown) => {
    if (!hasErrorCode(error, ALREADY_EXISTS)) throw error;
  });
}

/**
 * One lesson's content: the course, the subscription (paid courses), the student's progress and
 * gate scores where the schedule needs them, and at most one more read (a note or a reading).
 */
export async function openLesson(courseId: string, lessonId: string, learner: Learner, now = new Date()): Promise<LearnLesson> {
  const { course, chapter, lesson, progress } = await openableLesson(courseId, lessonId, learner, now);
  // Opening a lesson starts the course only where a lesson counts days from the start: elsewhere
  // opening (a free preview, say) leaves no record, as before lessons had schedules.
  const startCounts = allLessons(course.chapters).some(needsStart);
  const [body] = await Promise.all([
    lessonBody(course, lesson),
    startCounts && progress && !progress.exists ? markStarted(progress.ref, learner, course.snapshot.id, lesson.id, now) : undefined,
  ]);
  return { lesson: lessonSummary(lesson), chapterId: chapter.id, body };
}

/** A note lesson's file, stamped for the reader as the notes library's are, under the lesson's access rule. */
export async function openLessonNote(courseId: string, lessonId: string, learner: Learner, use: NoteFileUse): Promise<NoteFile> {
  const { lesson } = await openableLesson(courseId, lessonId, learner);
  if (lesson.kind !== 'note') throw notFound('This lesson has no note.');
  const reader: NoteReader = { uid: learner.uid, isAdmin: learner.isAdmin, email: learner.email, name: learner.name };
  return openNoteFile(lesson.noteId, reader, use, new Date(), { accessGranted: true });
}

/**
 * A practice test that is a lesson of a course opens on that lesson's schedule, also when the
 * student starts it from the tests list: one query for the courses that use it (usually none),
 * and the reads of the schedule only where a lesson has one.
 */
export async function assertTestReleased(uid: string, testId: string, now = new Date()): Promise<void> {
  const courses = await db().collection('courses').where('lessonTestIds', 'array-contains', testId).limit(20).get();
  for (const doc of courses.docs) {
    const chapters = readCurriculum(doc.get('chapters'));
    for (const [chapterIndex, chapter] of chapters.entries()) {
      for (const lesson of chapter.lessons) {
        if (lesson.kind !== 'test' || lesson.testId !== testId) continue;
        const gates = gateLessons(chapters, chapterIndex);
        if (!lesson.release && gates.length === 0) continue;
        const [progress, scores] = await Promise.all([
          needsStart(lesson) ? progressRef(uid, doc.id).get() : undefined,
          bestScores(
            uid,
            gates.map((gate) => gate.testId),
          ),
        ]);
        const lock = releaseLock(chapters, chapterIndex, lesson, {
          now,
          startedAt: startOf(progress),
          bestPercent: (id) => scores.get(id)?.percent,
        });
        if (lock) throw forbidden(releaseMessage(lock));
      }
    }
  }
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

/**
 * The certificate a completion earns: once every lesson is complete and every test with a pass
 * mark is passed, issued once (services/certificates.ts). Reads nothing until the course is done.
 */
async function certificateFor(course: LoadedCourse, learner: Learner, progress: CourseProgress, now: Date): Promise<string | null> {
  if (progress.totalLessons === 0 || progress.completedLessons < progress.totalLessons) return null;
  const claim = await claimOf(learner.uid, course.snapshot.id);
  if (claim) return claim.certificateId;
  const gates = gateLessons(course.chapters);
  const scores = await bestScores(
    learner.uid,
    gates.map((gate) => gate.testId),
  );
  if (gates.some((gate) => (scores.get(gate.testId)?.percent ?? -1) < (gate.passPercent ?? 0))) return null;
  const title = storedFields(course.snapshot).text('title');
  return issueCertificate({ uid: learner.uid, name: learner.name, email: learner.email }, { id: course.snapshot.id, title }, now);
}

/**
 * Marks a lesson complete. Idempotent: a lesson already complete writes nothing. A test lesson is
 * complete once the student has submitted the test. The completion that finishes the course (or
 * a later one, after a gate test is passed) issues the certificate.
 */
export async function completeLesson(courseId: string, lessonId: string, learner: Learner, now = new Date()): Promise<LessonCompletion> {
  assertStudent(learner);
  const { course, lesson, progress: snapshot } = await openableLesson(courseId, lessonId, learner, now);
  if (lesson.kind === 'test') {
    const attempts = testProgressRecord(await testProgressRef(learner.uid, lesson.testId).get());
    if (attempts.submitted === 0) throw conflict(SUBMIT_THE_TEST);
  }
  const ref = progressRef(learner.uid, course.snapshot.id);
  const record = snapshot && progressRecord(snapshot);
  let progress: CourseProgress;
  if (record?.completed.includes(lessonId)) {
    progress = courseProgress(course.chapters, record);
  } else {
    const stamp = Timestamp.fromDate(now);
    // arrayUnion: two tabs completing different lessons at once both count.
    await ref.set(
      { ...progressFields(learner, course.snapshot.id, lessonId, stamp, !!snapshot?.exists), completed: FieldValue.arrayUnion(lessonId) },
      { merge: true },
    );
    progress = courseProgress(course.chapters, {
      completed: [...(record?.completed ?? []), lessonId],
      lastLessonId: lessonId,
      studySeconds: record?.studySeconds ?? 0,
      startedAt: record?.startedAt ?? now.toISOString(),
      updatedAt: now.toISOString(),
    });
  }
  return { ...progress, certificateId: await certificateFor(course, learner, progress, now) };
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
  const { course } = await openableLesson(courseId, lessonId, learner, now);
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
