import type { AnswerRange, PracticeTest, Question } from '@chem/contract';
import { MULTIPLE_MARKING, QUESTION_DIFFICULTIES, QUESTION_KINDS } from '@chem/contract';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { storedFields } from '../../lib/fields.js';
import { db } from '../../lib/firebase.js';

/**
 * Where practice tests live in Firestore, and how stored documents read back as the contract's
 * types (field by field: a server-only field such as an image's storage path never leaks).
 *
 *   questions/{id}                the bank (with answers: admin only)
 *   practiceTests/{id}            tests
 *   testAttempts/{id}             one attempt, with a copy of its questions as they were at start
 *   testProgress/{uid}_{testId}   a student's attempts at one test: count, best, the running one
 *   practiceStats/{uid}           a student's totals for the dashboard: average and recent tests
 *   practiceTestStats/{testId}    submitted attempts of a test (apart, so a deleted test stays deleted)
 */
export const COLLECTIONS = {
  questions: 'questions',
  tests: 'practiceTests',
  attempts: 'testAttempts',
  progress: 'testProgress',
  stats: 'practiceStats',
  testStats: 'practiceTestStats',
} as const;

export const questionsCollection = () => db().collection(COLLECTIONS.questions);
export const testsCollection = () => db().collection(COLLECTIONS.tests);
export const attemptsCollection = () => db().collection(COLLECTIONS.attempts);
export const progressRef = (uid: string, testId: string) => db().collection(COLLECTIONS.progress).doc(`${uid}_${testId}`);
export const statsRef = (uid: string) => db().collection(COLLECTIONS.stats).doc(uid);

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number' && Number.isInteger(item)) : [];
}

function rangeOf(value: unknown): AnswerRange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { min, max } = value as { min?: unknown; max?: unknown };
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}

/** A question as stored in the bank and copied into attempts: the admin's `Question` without timestamps. */
export type StoredQuestion = Omit<Question, '_id' | 'createdAt' | 'updatedAt'> & { id: string };

export function storedQuestionFrom(id: string, data: Record<string, unknown>): StoredQuestion {
  const kind = oneOf(QUESTION_KINDS, data.kind, 'single');
  const options = Array.isArray(data.options) ? data.options.filter((item): item is string => typeof item === 'string') : [];
  return {
    id,
    kind,
    text: typeof data.text === 'string' ? data.text : '',
    options: kind === 'numerical' ? [] : options,
    correctOptions: kind === 'numerical' ? [] : numbers(data.correctOptions),
    answerRange: kind === 'numerical' ? rangeOf(data.answerRange) : null,
    explanation: typeof data.explanation === 'string' ? data.explanation : '',
    chapter: typeof data.chapter === 'string' ? data.chapter : '',
    difficulty: oneOf(QUESTION_DIFFICULTIES, data.difficulty, 'medium'),
    imageUrl: typeof data.imageUrl === 'string' ? data.imageUrl : null,
  };
}

export function questionFrom(snapshot: DocumentSnapshot): Question {
  const { id, ...question } = storedQuestionFrom(snapshot.id, snapshot.data() ?? {});
  const fields = storedFields(snapshot);
  return { _id: id, ...question, createdAt: fields.time('createdAt'), updatedAt: fields.time('updatedAt') };
}

export function testFrom(snapshot: DocumentSnapshot): PracticeTest {
  const fields = storedFields(snapshot);
  return {
    _id: snapshot.id,
    title: fields.text('title'),
    instructions: fields.text('instructions'),
    questionIds: fields.texts('questionIds'),
    timeLimitMinutes: fields.number('timeLimitMinutes', 60),
    marksCorrect: fields.number('marksCorrect', 4),
    marksWrong: fields.number('marksWrong', 1),
    multipleMarking: oneOf(MULTIPLE_MARKING, snapshot.get('multipleMarking'), 'all-or-nothing'),
    attemptLimit: fields.numberOrNull('attemptLimit'),
    isFree: fields.flag('isFree'),
    published: fields.flag('published'),
    courseId: typeof snapshot.get('courseId') === 'string' ? (snapshot.get('courseId') as string) : null,
    chapter: typeof snapshot.get('chapter') === 'string' ? (snapshot.get('chapter') as string) : null,
    createdAt: fields.time('createdAt'),
    updatedAt: fields.time('updatedAt'),
  };
}
