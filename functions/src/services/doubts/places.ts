import {
  CHAPTER_PRACTICE_MESSAGES,
  DOUBT_MESSAGES,
  TEST_SERIES_MESSAGES,
  type DoubtContextInput,
  type DoubtPlace,
  type DoubtQuestion,
} from '@chem/contract';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { badRequest } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { storedFields } from '../../lib/fields.js';
import { COURSES } from '../courses.js';
import { findLesson, readCurriculum } from '../curriculum.js';
import { canOpen } from '../learning.js';
import { COLLECTIONS as PRACTICE, storedQuestionFrom, type StoredQuestion } from '../practice-tests/store.js';
import { savedAnswerFrom } from './store.js';
import { isFreePracticeQuestion, isHeldQuestion } from '../chapter-practice/access.js';

/**
 * Where a doubt may be asked from: the context the client names (ids only), checked and looked up
 * on the server. A context the student cannot see is a 400 with the reason: a lesson they cannot
 * open, another student's attempt or one still running, a question of no test open to them.
 *
 * Who may ask at all (a plan, or a free course) is decided after, from what is found here: the
 * course the place belongs to and whether it is free.
 */

export interface ResolvedPlace {
  /** With the answer key of a question (for the teacher; students get it stripped). */
  place: DoubtPlace;
  /** The course the place belongs to (the queue's filter), null for a practice question. */
  courseId: string | null;
  /** The chapter's title (a lesson's chapter, a question's chapter), '' for a general doubt. */
  chapter: string;
  /** The place is in a free course: students of free courses may ask there without a plan. */
  freeCourse: boolean;
}

/** Who is asking, as far as places need to know. */
export interface Asker {
  uid: string;
  /** Has an active plan (all plans open everything). */
  subscriber: boolean;
}

/** How many tests that hold a question are looked at to find one open to a student without a plan. */
const TESTS_LOOKED_AT = 20;

async function readCourse(courseId: string): Promise<DocumentSnapshot> {
  const course = await db().collection(COURSES).doc(courseId).get();
  if (!course.exists) throw badRequest(DOUBT_MESSAGES.courseNotFound);
  return course;
}

async function lessonPlace(context: Extract<DoubtContextInput, { kind: 'lesson' }>, asker: Asker): Promise<ResolvedPlace> {
  const course = await readCourse(context.courseId);
  const found = findLesson(readCurriculum(course.get('chapters')), context.lessonId);
  if (!found) throw badRequest(DOUBT_MESSAGES.lessonNotFound);
  const isFree = course.get('isFree') === true;
  // The player's own rule: a free course, a free-preview lesson, or a plan.
  if (!canOpen(asker.subscriber ? 'subscriber' : 'student', { isFree }, found.lesson)) throw badRequest(DOUBT_MESSAGES.lessonClosed);
  return {
    place: {
      kind: 'lesson',
      courseId: course.id,
      courseTitle: storedFields(course).text('title'),
      chapterId: found.chapter.id,
      chapterTitle: found.chapter.title,
      lessonId: found.lesson.id,
      lessonTitle: found.lesson.title,
      lessonKind: found.lesson.kind,
      seconds: found.lesson.kind === 'video' && context.seconds !== undefined ? context.seconds : null,
    },
    courseId: course.id,
    chapter: found.chapter.title,
    freeCourse: isFree,
  };
}

const questionOf = (question: StoredQuestion): DoubtQuestion => ({
  id: question.id,
  kind: question.kind,
  text: question.text,
  options: question.options,
  imageUrl: question.imageUrl,
  chapter: question.chapter,
});

const keyOf = (question: StoredQuestion) => ({
  correctOptions: question.correctOptions,
  answerRange: question.answerRange,
  explanation: question.explanation,
});

/** Whether a course exists and is free: one read, none without a course. */
async function isFreeCourse(courseId: unknown): Promise<boolean> {
  if (typeof courseId !== 'string' || courseId === '') return false;
  const course = await db().collection(COURSES).doc(courseId).get();
  return course.exists && course.get('isFree') === true;
}

/**
 * A question of the student's own submitted attempt, as the review showed it: the attempt's copy
 * (with the key and the student's answer), so a later edit of the bank does not change what the
 * teacher sees.
 */
async function testPlace(context: Extract<DoubtContextInput, { kind: 'test' }>, asker: Asker): Promise<ResolvedPlace> {
  const attempt = await db().collection(PRACTICE.attempts).doc(context.attemptId).get();
  if (!attempt.exists || attempt.get('uid') !== asker.uid) throw badRequest(DOUBT_MESSAGES.attemptNotFound);
  if (attempt.get('status') !== 'submitted') throw badRequest(DOUBT_MESSAGES.attemptRunning);
  // A scheduled test's question carries its key: no doubt about it before the results are out.
  const releasesAt: unknown = attempt.get('releasesAt');
  if (releasesAt instanceof Timestamp && Date.now() < releasesAt.toMillis())
    throw badRequest(TEST_SERIES_MESSAGES.notReleased(releasesAt.toDate().toISOString()));
  const stored = attempt.get('questions') as unknown;
  const raw = Array.isArray(stored)
    ? (stored as unknown[]).find((item) => (item as { id?: unknown } | null)?.id === context.questionId)
    : undefined;
  if (!raw) throw badRequest(DOUBT_MESSAGES.questionNotInAttempt);
  const question = storedQuestionFrom(context.questionId, raw as Record<string, unknown>);
  const testId = storedFields(attempt).text('testId');
  // The test may have been deleted since; the attempt keeps its title.
  const test = testId ? await db().collection(PRACTICE.tests).doc(testId).get() : undefined;
  const courseId = test?.exists && typeof test.get('courseId') === 'string' ? (test.get('courseId') as string) : null;
  const answers = attempt.get('answers') as Record<string, unknown> | undefined;
  return {
    place: {
      kind: 'test',
      testId,
      attemptId: attempt.id,
      testTitle: storedFields(attempt).text('title'),
      question: questionOf(question),
      answer: savedAnswerFrom(answers?.[question.id]),
      key: keyOf(question),
    },
    courseId,
    chapter: question.chapter,
    freeCourse: await isFreeCourse(courseId),
  };
}

/**
 * Whether a student may see a bank question, and whether it counts as free. Any bank question for
 * a student with a plan. Otherwise chapter practice's rule (the first questions of each chapter,
 * the teacher's allowance in Settings), which counts as free content like a free course's (the
 * "doubts on free courses" switch decides whether its students may ask); or a question of a
 * published free test, which is in a free course when such a test belongs to one.
 */
export async function questionAccess(questionId: string, subscriber: boolean): Promise<{ visible: boolean; freeCourse: boolean }> {
  if (await isFreePracticeQuestion(questionId)) return { visible: true, freeCourse: true };
  const tests = await db()
    .collection(PRACTICE.tests)
    .where('questionIds', 'array-contains', questionId)
    .where('published', '==', true)
    .limit(TESTS_LOOKED_AT)
    .get();
  const free = tests.docs.filter((test) => test.get('isFree') === true);
  const courseIds = [
    ...new Set(free.map((test) => test.get('courseId') as unknown).filter((id): id is string => typeof id === 'string' && id !== '')),
  ];
  const courses = courseIds.length > 0 ? await db().getAll(...courseIds.map((id) => db().collection(COURSES).doc(id))) : [];
  return { visible: subscriber || free.length > 0, freeCourse: courses.some((course) => course.exists && course.get('isFree') === true) };
}

async function practicePlace(context: Extract<DoubtContextInput, { kind: 'practice' }>, asker: Asker): Promise<ResolvedPlace> {
  const snapshot = await db().collection(PRACTICE.questions).doc(context.questionId).get();
  if (!snapshot.exists) throw badRequest(DOUBT_MESSAGES.questionNotFound);
  const question = storedQuestionFrom(snapshot.id, snapshot.data() ?? {});
  // The teacher's answer to a doubt may give the key away: not while a test holds the question.
  if (await isHeldQuestion(question.id)) throw badRequest(CHAPTER_PRACTICE_MESSAGES.questionHeld);
  const access = await questionAccess(question.id, asker.subscriber);
  if (!access.visible) throw badRequest(DOUBT_MESSAGES.questionClosed);
  return {
    place: { kind: 'practice', questionId: question.id, question: questionOf(question), key: keyOf(question) },
    courseId: null,
    chapter: question.chapter,
    freeCourse: access.freeCourse,
  };
}

async function generalPlace(context: Extract<DoubtContextInput, { kind: 'general' }>): Promise<ResolvedPlace> {
  const course = await readCourse(context.courseId);
  return {
    place: { kind: 'general', courseId: course.id, courseTitle: storedFields(course).text('title') },
    courseId: course.id,
    chapter: '',
    freeCourse: course.get('isFree') === true,
  };
}

/** The place a context names, checked for this student (400 with the reason otherwise). */
export function resolvePlace(context: DoubtContextInput, asker: Asker): Promise<ResolvedPlace> {
  switch (context.kind) {
    case 'lesson':
      return lessonPlace(context, asker);
    case 'test':
      return testPlace(context, asker);
    case 'practice':
      return practicePlace(context, asker);
    case 'general':
      return generalPlace(context);
  }
}

/** Where a published doubt is listed: under its lesson, or under its question; null for a general one. */
export function publishedPlaceKey(place: DoubtPlace): string | null {
  switch (place.kind) {
    case 'lesson':
      return lessonPlaceKey(place.courseId, place.lessonId);
    case 'test':
      return questionPlaceKey(place.question.id);
    case 'practice':
      return questionPlaceKey(place.questionId);
    case 'general':
      return null;
  }
}

export const lessonPlaceKey = (courseId: string, lessonId: string) => `lesson:${courseId}:${lessonId}`;
export const questionPlaceKey = (questionId: string) => `question:${questionId}`;
