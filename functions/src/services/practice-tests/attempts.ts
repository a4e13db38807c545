import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  type AttemptInProgress,
  type AttemptQuestion,
  type AttemptResult,
  type AttemptView,
  type BestScore,
  type ChapterScore,
  type MultipleMarking,
  type RecentTest,
  type SaveAnswerInput,
  type SavedAnswer,
  type SavedAnswerAnswer,
} from '@chem/contract';
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { TOO_MANY_SAVES, answerSavesPerQuestion, testStartLimit } from '../../config/rate-limits.js';
import { documentRef } from '../../lib/document-ref.js';
import { badRequest, conflict, forbidden, hasErrorCode, notFound, tooManyRequests } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { consume } from '../../lib/rate-limit.js';
import { scoreAttempt, type Mark } from './scoring.js';
import {
  COLLECTIONS,
  attemptsCollection,
  progressRef,
  questionsCollection,
  statsRef,
  storedQuestionFrom,
  type StoredQuestion,
} from './store.js';
import { mayTake, openTest, progressRecord, type TestTaker } from './tests.js';
import { assertTestReleased } from '../learning.js';

/**
 * Attempts: started on the server (which records the time), answered one question at a time,
 * scored once. An attempt copies its test's questions (with their answers) and marks at start, so
 * an edit of the test or the bank never changes a recorded score, and saving an answer checks it
 * against the attempt alone: one read and one write.
 *
 * An attempt whose time limit and grace have passed is submitted by the server with the answers
 * saved until then, the first time anyone touches it (a read, a save, a start of the same test).
 */

const GRACE_MS = PRACTICE_LIMITS.graceSeconds * 1000;

interface AttemptRecord {
  uid: string;
  testId: string;
  title: string;
  status: 'in-progress' | 'submitted';
  startedAt: Timestamp;
  deadline: Timestamp;
  marksCorrect: number;
  marksWrong: number;
  multipleMarking: MultipleMarking;
  questions: StoredQuestion[];
  questionIds: string[];
  answers: Record<string, SavedAnswer>;
  saves: number;
  saveLimit: number;
  submittedAt?: Timestamp;
  submittedBy?: 'student' | 'time-out';
  score?: number;
  maxScore?: number;
  percent?: number;
  correct?: number;
  partial?: number;
  wrong?: number;
  unanswered?: number;
  chapters?: ChapterScore[];
  marks?: Record<string, Mark>;
}

const attemptRef = (id: unknown) => documentRef(COLLECTIONS.attempts, id, PRACTICE_MESSAGES.attemptNotFound);

/** The student's own attempt, or 404 (another student's attempt is not theirs to know of). */
function ownAttempt(snapshot: DocumentSnapshot, uid: string): AttemptRecord {
  const record = snapshot.data() as AttemptRecord | undefined;
  if (!record || record.uid !== uid) throw notFound(PRACTICE_MESSAGES.attemptNotFound);
  return record;
}

const expired = (record: AttemptRecord, now: Date) => now.getTime() > record.deadline.toMillis() + GRACE_MS;
const remainingSeconds = (record: AttemptRecord, now: Date) => Math.max(0, Math.ceil((record.deadline.toMillis() - now.getTime()) / 1000));

const publicQuestion = (question: StoredQuestion): AttemptQuestion => ({
  id: question.id,
  kind: question.kind,
  text: question.text,
  options: question.options,
  imageUrl: question.imageUrl,
  chapter: question.chapter,
});

function inProgressView(id: string, record: AttemptRecord, now: Date): AttemptInProgress {
  return {
    _id: id,
    testId: record.testId,
    title: record.title,
    status: 'in-progress',
    startedAt: record.startedAt.toDate().toISOString(),
    deadline: record.deadline.toDate().toISOString(),
    serverNow: now.toISOString(),
    remainingSeconds: remainingSeconds(record, now),
    marksCorrect: record.marksCorrect,
    marksWrong: record.marksWrong,
    multipleMarking: record.multipleMarking,
    questions: record.questions.map(publicQuestion),
    answers: record.answers ?? {},
  };
}

function resultView(id: string, record: AttemptRecord): AttemptResult {
  const submittedAt = record.submittedAt ?? record.deadline;
  const ended = Math.min(submittedAt.toMillis(), record.deadline.toMillis());
  const answers = record.answers ?? {};
  return {
    _id: id,
    testId: record.testId,
    title: record.title,
    status: 'submitted',
    submittedBy: record.submittedBy ?? 'student',
    startedAt: record.startedAt.toDate().toISOString(),
    submittedAt: submittedAt.toDate().toISOString(),
    timeTakenSeconds: Math.max(0, Math.round((ended - record.startedAt.toMillis()) / 1000)),
    score: record.score ?? 0,
    maxScore: record.maxScore ?? 0,
    percent: record.percent ?? 0,
    correct: record.correct ?? 0,
    partial: record.partial ?? 0,
    wrong: record.wrong ?? 0,
    unanswered: record.unanswered ?? 0,
    chapters: record.chapters ?? [],
    review: record.questions.map((question) => {
      const mark = record.marks?.[question.id] ?? { outcome: 'unanswered', marks: 0 };
      return {
        question: publicQuestion(question),
        correctOptions: question.correctOptions,
        answerRange: question.answerRange,
        explanation: question.explanation,
        answer: answers[question.id] ?? null,
        outcome: mark.outcome,
        marks: mark.marks,
      };
    }),
  };
}

/**
 * A stored attempt as its student may see it, without touching it: the test screen's view while
 * it is in progress (no correct answers; one past its time but not yet scored shows none left),
 * the result with its review once submitted. What the data export shows; undefined for a
 * document that is not a whole attempt.
 */
export function attemptViewOf(snapshot: DocumentSnapshot, now: Date): AttemptView | undefined {
  const record = snapshot.data() as Partial<AttemptRecord> | undefined;
  if (!record || !(record.startedAt instanceof Timestamp) || !(record.deadline instanceof Timestamp) || !Array.isArray(record.questions))
    return undefined;
  const whole = record as AttemptRecord;
  return whole.status === 'submitted' ? resultView(snapshot.id, whole) : inProgressView(snapshot.id, whole, now);
}

// ---------------------------------------------------------------------------------------------
// Scoring an attempt (inside a transaction that has read the attempt, progress and stats)
// ---------------------------------------------------------------------------------------------

interface FinalizeReads {
  attemptId: string;
  record: AttemptRecord;
  progress: DocumentSnapshot;
  stats: DocumentSnapshot;
}

async function readForFinalize(transaction: Transaction, attemptId: string, record: AttemptRecord) {
  const [progress, stats] = await transaction.getAll(progressRef(record.uid, record.testId), statsRef(record.uid));
  return { attemptId, record, progress: progress!, stats: stats! } satisfies FinalizeReads;
}

/** Writes the score, the student's best for the test and the dashboard's totals. Returns the scored record. */
function finalize(transaction: Transaction, reads: FinalizeReads, now: Date): AttemptRecord {
  const { attemptId, record } = reads;
  const by = expired(record, now) ? 'time-out' : 'student';
  // A time-out is recorded as submitted at the deadline: that is when the student's time ended.
  const submittedAt = by === 'time-out' ? record.deadline : Timestamp.fromDate(now);
  const { marks, ...totals } = scoreAttempt(record.questions, record.answers ?? {}, record);
  const scored: AttemptRecord = { ...record, status: 'submitted', submittedAt, submittedBy: by, ...totals, marks };
  transaction.update(attemptsCollection().doc(attemptId), {
    status: 'submitted',
    submittedAt,
    submittedBy: by,
    ...totals,
    marks,
  });

  const progress = progressRecord(reads.progress);
  const best: BestScore | null =
    progress.best && progress.best.percent >= totals.percent
      ? progress.best
      : { score: totals.score, maxScore: totals.maxScore, percent: totals.percent, attemptId };
  transaction.set(
    reads.progress.ref,
    {
      uid: record.uid,
      testId: record.testId,
      submitted: progress.submitted + 1,
      best,
      inProgressAttemptId: progress.inProgressAttemptId === attemptId ? null : progress.inProgressAttemptId,
    },
    { merge: true },
  );

  const recent: RecentTest = {
    attemptId,
    testId: record.testId,
    title: record.title,
    score: totals.score,
    maxScore: totals.maxScore,
    percent: totals.percent,
    submittedAt: submittedAt.toDate().toISOString(),
  };
  const before = reads.stats.data() ?? {};
  const earlier = Array.isArray(before.recent) ? (before.recent as RecentTest[]) : [];
  transaction.set(reads.stats.ref, {
    uid: record.uid,
    submitted: (typeof before.submitted === 'number' ? before.submitted : 0) + 1,
    percentSum: (typeof before.percentSum === 'number' ? before.percentSum : 0) + totals.percent,
    recent: [recent, ...earlier.filter((entry) => entry.attemptId !== attemptId)]
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
      .slice(0, PRACTICE_LIMITS.recentTests),
  });
  // Counted apart from the test, so a deleted test is not brought back as a stub.
  transaction.set(db().collection(COLLECTIONS.testStats).doc(record.testId), { attempts: FieldValue.increment(1) }, { merge: true });
  return scored;
}

/** Scores the attempt unless it is already scored; answers the result either way. */
async function finalizeAttempt(attemptId: string, uid: string, now: Date, refuseIfSubmitted: boolean): Promise<AttemptResult> {
  const ref = attemptRef(attemptId);
  const record = await db().runTransaction(async (transaction) => {
    const current = ownAttempt(await transaction.get(ref), uid);
    if (current.status === 'submitted') {
      if (refuseIfSubmitted) throw conflict(PRACTICE_MESSAGES.alreadySubmitted);
      return current;
    }
    return finalize(transaction, await readForFinalize(transaction, ref.id, current), now);
  });
  return resultView(ref.id, record);
}

// ---------------------------------------------------------------------------------------------
// The student's calls
// ---------------------------------------------------------------------------------------------

/**
 * Starts an attempt, or answers the one already running for this test. A running attempt past
 * its time is scored first (it counts towards the limit). The test's questions are copied now.
 */
export async function startAttempt(taker: TestTaker, testId: string, now = new Date()): Promise<AttemptInProgress> {
  const test = await openTest(testId);
  if (!(await mayTake(taker, test))) throw forbidden(PRACTICE_MESSAGES.needsSubscription);
  // A test that is a course's lesson opens on the lesson's schedule, wherever it is started.
  if (!taker.isAdmin) await assertTestReleased(taker.uid, test._id, now);
  await consume(testStartLimit(), taker.uid);
  const bank = await db().getAll(...test.questionIds.map((id) => questionsCollection().doc(id)));
  // A question deleted from the bank while still listed in the test cannot be asked.
  const questions = bank.filter((snapshot) => snapshot.exists).map((snapshot) => storedQuestionFrom(snapshot.id, snapshot.data()!));
  if (questions.length === 0) throw notFound(PRACTICE_MESSAGES.testNotFound);

  const progressDoc = progressRef(taker.uid, test._id);
  const { id, record } = await db().runTransaction(async (transaction) => {
    const progressSnapshot = await transaction.get(progressDoc);
    let progress = progressRecord(progressSnapshot);
    if (progress.inProgressAttemptId) {
      const runningRef = attemptsCollection().doc(progress.inProgressAttemptId);
      const running = await transaction.get(runningRef);
      const record = running.data() as AttemptRecord | undefined;
      if (record && record.status === 'in-progress') {
        if (!expired(record, now)) return { id: running.id, record };
        const reads = await readForFinalize(transaction, running.id, record);
        finalize(transaction, reads, now);
        progress = { ...progress, submitted: progress.submitted + 1, inProgressAttemptId: null };
      }
    }
    if (test.attemptLimit !== null && progress.submitted >= test.attemptLimit)
      throw conflict(PRACTICE_MESSAGES.attemptLimitReached(test.attemptLimit));

    const ref = attemptsCollection().doc();
    const startedAt = Timestamp.fromDate(now);
    const record: AttemptRecord = {
      uid: taker.uid,
      testId: test._id,
      title: test.title,
      status: 'in-progress',
      startedAt,
      deadline: Timestamp.fromMillis(now.getTime() + test.timeLimitMinutes * 60_000),
      marksCorrect: test.marksCorrect,
      marksWrong: test.marksWrong,
      multipleMarking: test.multipleMarking,
      questions,
      questionIds: questions.map((question) => question.id),
      answers: {},
      saves: 0,
      saveLimit: questions.length * answerSavesPerQuestion(),
    };
    transaction.create(ref, record);
    transaction.set(
      progressDoc,
      { uid: taker.uid, testId: test._id, started: progress.started + 1, inProgressAttemptId: ref.id },
      { merge: true },
    );
    return { id: ref.id, record };
  });
  return inProgressView(id, record, now);
}

/** Resume (questions, saved answers, time left), or the result once it is over. */
export async function readAttempt(uid: string, attemptId: string, now = new Date()): Promise<AttemptView> {
  const snapshot = await attemptRef(attemptId).get();
  const record = ownAttempt(snapshot, uid);
  if (record.status === 'submitted') return resultView(snapshot.id, record);
  if (expired(record, now)) return finalizeAttempt(snapshot.id, uid, now, false);
  return inProgressView(snapshot.id, record, now);
}

export async function attemptResult(uid: string, attemptId: string, now = new Date()): Promise<AttemptResult> {
  const view = await readAttempt(uid, attemptId, now);
  if (view.status !== 'submitted') throw conflict(PRACTICE_MESSAGES.notSubmitted);
  return view;
}

export function submitAttempt(uid: string, attemptId: string, now = new Date()): Promise<AttemptResult> {
  return finalizeAttempt(attemptId, uid, now, true);
}

/** The answer must fit the copied question: its kind, and options that exist. */
function checkedAnswer(question: StoredQuestion, input: SaveAnswerInput): SavedAnswer {
  if (question.kind === 'numerical') {
    if (input.selected.length > 0) throw badRequest(PRACTICE_MESSAGES.numericalNeedsValue);
    return { selected: [], value: input.value, markedForReview: input.markedForReview };
  }
  if (input.value !== null) throw badRequest(PRACTICE_MESSAGES.optionsNeedOptions);
  if (input.selected.some((option) => option >= question.options.length)) throw badRequest(PRACTICE_MESSAGES.optionMissing);
  if (question.kind === 'single' && input.selected.length > 1) throw badRequest(PRACTICE_MESSAGES.singleNeedsOne);
  return { selected: [...input.selected].sort((a, b) => a - b), value: null, markedForReview: input.markedForReview };
}

const FAILED_PRECONDITION = 9;
const SAVE_TRIES = 5;

/**
 * Saves one answer: one read of the attempt and one write of that answer's field. The write holds
 * only if the attempt has not changed since the read (a submit in between is never overwritten);
 * another answer saved in between just means reading again.
 */
export async function saveAnswer(
  uid: string,
  attemptId: string,
  questionId: string,
  input: SaveAnswerInput,
  now = new Date(),
): Promise<SavedAnswerAnswer> {
  const ref = attemptRef(attemptId);
  for (let tries = 1; ; tries += 1) {
    const snapshot = await ref.get();
    const record = ownAttempt(snapshot, uid);
    if (record.status === 'submitted') throw conflict(PRACTICE_MESSAGES.alreadySubmitted);
    if (expired(record, now)) {
      await finalizeAttempt(ref.id, uid, now, false);
      throw conflict(PRACTICE_MESSAGES.timeUp);
    }
    const question = record.questions.find((candidate) => candidate.id === questionId);
    if (!question) throw badRequest(PRACTICE_MESSAGES.questionNotInTest);
    const answer = checkedAnswer(question, input);
    if ((record.saves ?? 0) >= record.saveLimit) throw tooManyRequests(TOO_MANY_SAVES);
    try {
      await ref.update(new FieldPath('answers', question.id), answer, 'saves', FieldValue.increment(1), {
        lastUpdateTime: snapshot.updateTime!,
      });
      return { questionId: question.id, answer, remainingSeconds: remainingSeconds(record, now) };
    } catch (error) {
      if (!hasErrorCode(error, FAILED_PRECONDITION) || tries >= SAVE_TRIES) throw error;
    }
  }
}
