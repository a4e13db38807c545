import {
  PRACTICE_MESSAGES,
  SERIES_MESSAGES,
  TEST_SERIES_MESSAGES,
  isReleased,
  lastStartAt,
  releaseTime,
  sectionMaxScore,
  windowState,
  sectionsOf,
  type AdminTestList,
  type BestScore,
  type PracticeTest,
  type TestDetail,
  type TestInput,
  type TestList,
  type TestSummary,
} from '@chem/contract';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../../lib/document-ref.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { forgetPracticeCatalogue } from '../chapter-practice/catalogue.js';
import { cancelScheduledNotification, queueNotification } from '../notifications/index.js';
import { activeSubscriptionFor } from '../subscription-status.js';
import { seriesRef } from './series-store.js';
import { checkSharedQuestions } from './shared-questions.js';
import { COLLECTIONS, progressRef, questionsCollection, testFrom, testsCollection } from './store.js';

/** Tests: the admin's list and form, and what students see before they start. */

const testRef = (id: unknown) => documentRef(COLLECTIONS.tests, id, PRACTICE_MESSAGES.testNotFound);

/**
 * The questions must exist, and a passage's questions must follow one another within one section
 * (the exam screen shows the passage beside each, and shuffling moves them as one).
 */
async function checkQuestions(input: TestInput): Promise<void> {
  const ids = input.questionIds;
  if (ids.length === 0) return;
  const found = await db().getAll(...ids.map((id) => questionsCollection().doc(id)), { fieldMask: ['kind', 'passageId'] });
  if (found.some((snapshot) => !snapshot.exists)) throw badRequest(PRACTICE_MESSAGES.unknownQuestions);
  const passageOf = new Map(found.map((snapshot) => [snapshot.id, (snapshot.get('passageId') as string | null | undefined) ?? null]));
  const sections = input.sections.length > 0 ? input.sections : [{ questionIds: ids }];
  const seen = new Set<string>();
  for (const section of sections) {
    const passages = section.questionIds.map((id) => passageOf.get(id) ?? null);
    const groups = passages.filter((passage, index) => passage !== null && passage !== passages[index - 1]);
    for (const passage of groups) {
      if (seen.has(passage!)) throw badRequest(PRACTICE_MESSAGES.passageSplit);
      seen.add(passage!);
    }
  }
}

/** A test's series must exist (its page lists the series' tests by this field). */
async function checkSeries(seriesId: string | null): Promise<void> {
  if (seriesId === null) return;
  let ref;
  try {
    ref = seriesRef(seriesId);
  } catch {
    throw badRequest(SERIES_MESSAGES.unknownSeries);
  }
  if (!(await ref.get()).exists) throw badRequest(SERIES_MESSAGES.unknownSeries);
}

/** What a test document stores: with sections, `questionIds` is their questions in order (so a question's tests are one query). */
async function checkedTestFields(id: string | null, input: TestInput) {
  const questionIds = input.sections.length > 0 ? input.sections.flatMap((section) => section.questionIds) : input.questionIds;
  if (input.published && questionIds.length === 0) throw badRequest(PRACTICE_MESSAGES.testEmpty);
  const fields = { ...input, questionIds };
  await Promise.all([checkQuestions(fields), checkSeries(input.seriesId)]);
  await checkSharedQuestions(id, fields);
  return { ...fields, updatedAt: FieldValue.serverTimestamp() };
}

/** The tests and their submitted attempts: one query and one batched read. */
export async function listTestsForAdmin(): Promise<AdminTestList> {
  const all = await testsCollection().orderBy('createdAt', 'desc').get();
  const counts = all.empty ? [] : await db().getAll(...all.docs.map((doc) => db().collection(COLLECTIONS.testStats).doc(doc.id)));
  return {
    tests: all.docs.map((doc, index) => {
      const attempts: unknown = counts[index]?.get('attempts');
      return { ...testFrom(doc), attempts: typeof attempts === 'number' ? attempts : 0 };
    }),
  };
}

export async function createTest(input: TestInput): Promise<PracticeTest> {
  const ref = testsCollection().doc();
  await ref.create({ ...(await checkedTestFields(null, input)), createdAt: FieldValue.serverTimestamp() });
  const test = testFrom(await ref.get());
  forgetPracticeCatalogue(); // its questions are held from chapter practice until its results
  await announceOpening(null, test);
  return test;
}

const openingKey = (testId: string, opensAt: string) => `test-open-${testId}-${opensAt}`;

/**
 * "A new test is open", to every student at a published test's `opensAt` (sent by the
 * notifications' minute sweep): queued when a test gets a future opening, moved when the opening
 * moves before it is sent, withdrawn when the test is unpublished or loses its window.
 */
async function announceOpening(before: PracticeTest | null, after: PracticeTest, now = new Date()): Promise<void> {
  const had = before?.published && before.opensAt ? before.opensAt : null;
  const has = after.published && after.opensAt && Date.parse(after.opensAt) > now.getTime() ? after.opensAt : null;
  if (had === has) return;
  if (had) await cancelScheduledNotification(openingKey(after._id, had));
  if (has)
    await queueNotification(
      {
        content: { kind: 'test-open', params: { testTitle: after.title } },
        recipients: { audience: { kind: 'everyone' } },
        link: `/tests/${after._id}`,
        dedupeKey: openingKey(after._id, has),
        sendAt: new Date(has),
      },
      { now },
    );
}

const TIMING_FIELDS = ['opensAt', 'closesAt', 'windowMode', 'timeLimitMinutes'] as const;

/**
 * Attempts already started keep their own copy of the questions and marks: their scores never
 * change. They also keep the window's deadline and release time, so the window and the time
 * limit stay as they are once anyone has started (a later close would release some results
 * while others still run).
 */
export async function updateTest(id: string, input: TestInput): Promise<PracticeTest> {
  const ref = testRef(id);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw notFound(PRACTICE_MESSAGES.testNotFound);
  const before = testFrom(snapshot);
  const retimed = TIMING_FIELDS.some((field) => before[field] !== input[field]);
  if (retimed && (before.opensAt !== null || before.closesAt !== null || input.opensAt !== null || input.closesAt !== null)) {
    const started = await db().collection(COLLECTIONS.attempts).where('testId', '==', id).limit(1).get();
    if (!started.empty) throw conflict(TEST_SERIES_MESSAGES.windowLocked);
  }
  await ref.update(await checkedTestFields(id, input));
  const test = testFrom(await ref.get());
  forgetPracticeCatalogue();
  await announceOpening(before, test);
  return test;
}

/** Students' attempts and results stay readable (they hold their own copy of the test). */
export async function deleteTest(id: string): Promise<void> {
  const ref = testRef(id);
  if (!(await ref.get()).exists) throw notFound(PRACTICE_MESSAGES.testNotFound);
  await ref.delete();
  forgetPracticeCatalogue();
}

/** The most a test can score: each section's, counting only N questions of one that asks for any N. */
export const testMaxScore = (test: PracticeTest): number => sectionsOf(test).reduce((sum, section) => sum + sectionMaxScore(section), 0);

// ---------------------------------------------------------------------------------------------
// What a student sees
// ---------------------------------------------------------------------------------------------

export interface TestTaker {
  uid: string;
  isAdmin: boolean;
}

/** What a student's testProgress document holds. */
export interface ProgressRecord {
  started: number;
  submitted: number;
  inProgressAttemptId: string | null;
  /** Null while the test's results are held. */
  best: BestScore | null;
  /** The first submitted attempt's score: the one ranked (server only). */
  rankedScore: number | null;
}

/** A student's progress at one test as stored, best score included (scoring's own read). */
export function storedProgress(snapshot: DocumentSnapshot | undefined): ProgressRecord & { releasesAt: string | null } {
  const data = snapshot?.data() ?? {};
  const best = data.best as BestScore | undefined;
  return {
    started: typeof data.started === 'number' ? data.started : 0,
    submitted: typeof data.submitted === 'number' ? data.submitted : 0,
    inProgressAttemptId: typeof data.inProgressAttemptId === 'string' ? data.inProgressAttemptId : null,
    best: best && typeof best.score === 'number' ? best : null,
    rankedScore: typeof data.rankedScore === 'number' ? data.rankedScore : null,
    releasesAt: typeof data.releasesAt === 'string' ? data.releasesAt : null,
  };
}

/**
 * A student's progress at one test as they may see it `now`: a scheduled test's best score stays
 * out of it (and so out of the lists, the course player, certificates and the export) until its
 * results are released.
 */
export function progressRecord(snapshot: DocumentSnapshot | undefined, now = new Date()): ProgressRecord {
  const { releasesAt, ...stored } = storedProgress(snapshot);
  return isReleased(releasesAt, now) ? stored : { ...stored, best: null };
}

/** Free tests: any signed-in student. Paid ones: an active subscription (as paid lessons); the teacher always. */
export async function mayTake(taker: TestTaker, test: Pick<PracticeTest, 'isFree'>, subscribed?: boolean): Promise<boolean> {
  if (test.isFree || taker.isAdmin) return true;
  return subscribed ?? !!(await activeSubscriptionFor(taker.uid));
}

export function summaryOf(test: PracticeTest, progress: ProgressRecord, locked: boolean, now: Date): TestSummary {
  // A test with sections shows its first section's marks in the list; the instructions show each.
  const [first] = sectionsOf(test);
  const results = releaseTime(test);
  return {
    _id: test._id,
    title: test.title,
    questionCount: test.questionIds.length,
    timeLimitMinutes: test.timeLimitMinutes,
    marksCorrect: first?.marksCorrect ?? test.marksCorrect,
    marksWrong: first?.marksWrong ?? test.marksWrong,
    multipleMarking: test.multipleMarking,
    attemptLimit: test.attemptLimit,
    isFree: test.isFree,
    chapter: test.chapter,
    courseId: test.courseId,
    seriesId: test.seriesId,
    locked,
    attemptsUsed: progress.submitted,
    bestScore: progress.best,
    inProgressAttemptId: progress.inProgressAttemptId,
    opensAt: test.opensAt,
    closesAt: test.closesAt,
    windowMode: test.windowMode,
    lastStartAt: lastStartAt(test, test.timeLimitMinutes)?.toISOString() ?? null,
    resultsAt: results?.toISOString() ?? null,
    window: windowState(test, test.timeLimitMinutes, now),
    leaderboard: test.leaderboard,
  };
}

/** Published tests with the student's attempts: three reads whatever the number of tests. */
export async function listTestsForStudent(taker: TestTaker, now = new Date()): Promise<TestList> {
  const [published, progress] = await Promise.all([
    testsCollection().where('published', '==', true).get(),
    db().collection(COLLECTIONS.progress).where('uid', '==', taker.uid).get(),
  ]);
  const byTest = new Map(progress.docs.map((doc) => [String(doc.get('testId')), progressRecord(doc, now)]));
  const tests = published.docs.map(testFrom).filter((test) => test.questionIds.length > 0);
  const subscribed = tests.some((test) => !test.isFree) && !taker.isAdmin ? !!(await activeSubscriptionFor(taker.uid)) : true;
  tests.sort((a, b) => a.title.localeCompare(b.title));
  return {
    tests: tests.map((test) =>
      summaryOf(test, byTest.get(test._id) ?? progressRecord(undefined), !(test.isFree || taker.isAdmin || subscribed), now),
    ),
  };
}

/**
 * What a visitor sees of the tests (`/tests` without signing in): the published ones with their
 * schedule, free or for subscribers (locked), and nobody's attempts. One query; cached publicly.
 */
export async function listPublicTests(now = new Date()): Promise<TestList> {
  const published = await testsCollection().where('published', '==', true).get();
  const tests = published.docs.map(testFrom).filter((test) => test.questionIds.length > 0);
  tests.sort((a, b) => a.title.localeCompare(b.title));
  return { tests: tests.map((test) => summaryOf(test, progressRecord(undefined), !test.isFree, now)) };
}

/** A published test, or 404 (a draft is not open to students). */
export async function openTest(testId: string): Promise<PracticeTest> {
  const snapshot = await testRef(testId).get();
  const test = snapshot.exists ? testFrom(snapshot) : undefined;
  if (!test || !test.published || test.questionIds.length === 0) throw notFound(PRACTICE_MESSAGES.testNotFound);
  return test;
}

export async function testDetail(testId: string, taker: TestTaker, now = new Date()): Promise<TestDetail> {
  const test = await openTest(testId);
  const [progress, chapters, allowed] = await Promise.all([
    progressRef(taker.uid, test._id).get(),
    db().getAll(...test.questionIds.map((id) => questionsCollection().doc(id)), { fieldMask: ['chapter'] }),
    mayTake(taker, test),
  ]);
  const chapterNames = [
    ...new Set(chapters.map((snapshot) => snapshot.get('chapter')).filter((name): name is string => typeof name === 'string')),
  ];
  return {
    ...summaryOf(test, progressRecord(progress, now), !allowed, now),
    instructions: test.instructions,
    chapters: chapterNames,
    maxScore: testMaxScore(test),
    sections: test.sections.map((section) => ({
      name: section.name,
      questionCount: section.questionIds.length,
      marksCorrect: section.marksCorrect,
      marksWrong: section.marksWrong,
      attemptAny: section.attemptAny,
    })),
  };
}
