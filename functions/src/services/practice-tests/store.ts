import type { AnswerRange, MatrixLists, Passage, PracticeTest, Question, Statements, TestSection } from '@chem/contract';
import { MULTIPLE_MARKING, QUESTION_DIFFICULTIES, QUESTION_KINDS, WINDOW_MODES, isNumberKind } from '@chem/contract';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { storedFields } from '../../lib/fields.js';
import { db } from '../../lib/firebase.js';

/**
 * Where practice tests live in Firestore, and how stored documents read back as the contract's
 * types (field by field: a server-only field such as an image's storage path never leaks).
 *
 *   questions/{id}                the bank (with answers: admin only)
 *   passages/{id}                 passages (comprehension) that two to four questions share
 *   practiceTests/{id}            tests
 *   testAttempts/{id}             one attempt, with a copy of its questions as they were at start
 *   testProgress/{uid}_{testId}   a student's attempts at one test: count, best, the running one
 *   practiceStats/{uid}           a student's totals for the dashboard: average and recent tests
 *   practiceTestStats/{testId}    submitted attempts of a test (apart, so a deleted test stays deleted)
 *   testScoreCounts/{testId}_{n}  one of a test's score-count shards: takers per score (ranking.ts)
 */
export const COLLECTIONS = {
  questions: 'questions',
  passages: 'passages',
  tests: 'practiceTests',
  attempts: 'testAttempts',
  progress: 'testProgress',
  stats: 'practiceStats',
  testStats: 'practiceTestStats',
  scoreCounts: 'testScoreCounts',
} as const;

export const questionsCollection = () => db().collection(COLLECTIONS.questions);
export const passagesCollection = () => db().collection(COLLECTIONS.passages);
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

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const textOr = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/**
 * Firestore cannot hold an array directly inside an array, so a matrix question's coded options are
 * stored as `{ match: [...] }` each.
 */
export const storedMatrix = (matrix: MatrixLists) => ({ ...matrix, codes: matrix.codes.map((code) => ({ match: code })) });

function matrixOf(value: unknown): MatrixLists | null {
  if (typeof value !== 'object' || value === null) return null;
  const { listI, listII, codes } = value as Record<string, unknown>;
  const code = (item: unknown) =>
    numbers(typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as { match?: unknown }).match : item);
  return { listI: texts(listI), listII: texts(listII), codes: Array.isArray(codes) ? codes.map(code) : [] };
}

function statementsOf(value: unknown): Statements | null {
  if (typeof value !== 'object' || value === null) return null;
  const { assertion, reason } = value as Record<string, unknown>;
  return { assertion: textOr(assertion), reason: textOr(reason) };
}

/**
 * A question as stored in the bank and copied into attempts: the admin's `Question` without
 * timestamps. Everything marking needs is in it, so an attempt's copy can be scored again later.
 */
export type StoredQuestion = Omit<Question, '_id' | 'createdAt' | 'updatedAt'> & { id: string };

/** Reads a stored question (a bank document or an attempt's copy, perhaps from before a field existed). */
export function storedQuestionFrom(id: string, data: Record<string, unknown>): StoredQuestion {
  const kind = oneOf(QUESTION_KINDS, data.kind, 'single');
  const year = data.year;
  return {
    id,
    kind,
    text: textOr(data.text),
    options: kind === 'single' || kind === 'multiple' ? texts(data.options) : [],
    correctOptions: isNumberKind(kind) ? [] : numbers(data.correctOptions),
    answerRange: kind === 'numerical' ? rangeOf(data.answerRange) : null,
    integerAnswer: kind === 'integer' && typeof data.integerAnswer === 'number' ? data.integerAnswer : null,
    matrix: kind === 'matrix' ? matrixOf(data.matrix) : null,
    statements: kind === 'assertion-reason' ? statementsOf(data.statements) : null,
    explanation: textOr(data.explanation),
    chapter: textOr(data.chapter),
    topic: textOr(data.topic),
    difficulty: oneOf(QUESTION_DIFFICULTIES, data.difficulty, 'medium'),
    exam: textOr(data.exam),
    year: typeof year === 'number' && Number.isInteger(year) ? year : null,
    session: textOr(data.session),
    passageId: typeof data.passageId === 'string' ? data.passageId : null,
    keepOptionOrder: data.keepOptionOrder === true,
    imageUrl: typeof data.imageUrl === 'string' ? data.imageUrl : null,
  };
}

export function questionFrom(snapshot: DocumentSnapshot): Question {
  const { id, ...question } = storedQuestionFrom(snapshot.id, snapshot.data() ?? {});
  const fields = storedFields(snapshot);
  return { _id: id, ...question, createdAt: fields.time('createdAt'), updatedAt: fields.time('updatedAt') };
}

export function passageFrom(snapshot: DocumentSnapshot): Passage {
  const fields = storedFields(snapshot);
  return { _id: snapshot.id, text: fields.text('text'), createdAt: fields.time('createdAt'), updatedAt: fields.time('updatedAt') };
}

/** A stored section (of a test, or copied into an attempt). */
export function sectionFrom(value: unknown): TestSection {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const finite = (key: string, fallback: number) => (typeof data[key] === 'number' && Number.isFinite(data[key]) ? data[key] : fallback);
  return {
    name: textOr(data.name),
    questionIds: texts(data.questionIds),
    marksCorrect: finite('marksCorrect', 4),
    marksWrong: finite('marksWrong', 1),
    attemptAny: typeof data.attemptAny === 'number' ? data.attemptAny : null,
  };
}

/** A window time as stored (ISO text), or null. */
const isoOrNull = (value: unknown): string | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null);

export function testFrom(snapshot: DocumentSnapshot): PracticeTest {
  const fields = storedFields(snapshot);
  const sections: unknown = snapshot.get('sections');
  return {
    _id: snapshot.id,
    title: fields.text('title'),
    instructions: fields.text('instructions'),
    questionIds: fields.texts('questionIds'),
    sections: Array.isArray(sections) ? sections.map(sectionFrom) : [],
    timeLimitMinutes: fields.number('timeLimitMinutes', 60),
    marksCorrect: fields.number('marksCorrect', 4),
    marksWrong: fields.number('marksWrong', 1),
    multipleMarking: oneOf(MULTIPLE_MARKING, snapshot.get('multipleMarking'), 'all-or-nothing'),
    shuffleQuestions: fields.flag('shuffleQuestions'),
    shuffleOptions: fields.flag('shuffleOptions'),
    attemptLimit: fields.numberOrNull('attemptLimit'),
    isFree: fields.flag('isFree'),
    published: fields.flag('published'),
    courseId: typeof snapshot.get('courseId') === 'string' ? (snapshot.get('courseId') as string) : null,
    chapter: typeof snapshot.get('chapter') === 'string' ? (snapshot.get('chapter') as string) : null,
    seriesId: typeof snapshot.get('seriesId') === 'string' ? (snapshot.get('seriesId') as string) : null,
    opensAt: isoOrNull(snapshot.get('opensAt')),
    closesAt: isoOrNull(snapshot.get('closesAt')),
    windowMode: oneOf(WINDOW_MODES, snapshot.get('windowMode'), 'full-time'),
    // Tests from before leaderboards existed show theirs.
    leaderboard: snapshot.get('leaderboard') !== false,
    createdAt: fields.time('createdAt'),
    updatedAt: fields.time('updatedAt'),
  };
}
