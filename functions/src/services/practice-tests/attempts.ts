import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  TEST_SERIES_MESSAGES,
  isAnswered,
  isReleased,
  rankingFrom,
  releaseTime,
  windowState,
  withScoreReplaced,
  type AttemptAwaitingRelease,
  type BonusTo,
  type KeyCorrectionNote,
  type AttemptOutcome,
  type Ranking,
  isNumberKind,
  isOneOptionKind,
  isPastPaper,
  optionCount,
  sectionsOf,
  type AttemptInProgress,
  type AttemptQuestion,
  type AttemptResult,
  type AttemptSection,
  type AttemptTimesAnswer,
  type AttemptTimesInput,
  type AttemptView,
  type BestScore,
  type ChapterScore,
  type MultipleMarking,
  type RecentTest,
  type SaveAnswerInput,
  type SavedAnswer,
  type SavedAnswerAnswer,
  type SectionRules,
  type SectionScore,
  averageSecondsOf,
  chapterAccuracy,
  optionSharesOf,
  type QuestionTally,
  type QuestionTotals,
} from '@chem/contract';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { TOO_MANY_SAVES, answerSavesPerQuestion, testStartLimit } from '../../config/rate-limits.js';
import { documentRef } from '../../lib/document-ref.js';
import { badRequest, conflict, forbidden, hasErrorCode, notFound, tooManyRequests } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { consume } from '../../lib/rate-limit.js';
import { queueMailIn, mailRef } from '../mail/queue.js';
import { queueNotificationIn } from '../notifications/index.js';
import { foldReleased } from './dashboard.js';
import { countScoreIn, countsFrom, questionCountsFrom, scoreShardRefs, talliesAsFields } from './ranking.js';
import { sweepPending } from './released.js';
import { scoreAttempt, type Mark } from './scoring.js';
import { planAttemptOrder } from './shuffle.js';
import {
  COLLECTIONS,
  attemptsCollection,
  passagesCollection,
  progressRef,
  questionsCollection,
  sectionFrom,
  statsRef,
  storedMatrix,
  storedQuestionFrom,
  type StoredQuestion,
} from './store.js';
import { mayTake, openTest, progressRecord, storedProgress, type TestTaker } from './tests.js';
import { assertTestReleased } from '../learning.js';
import { takeTestResult } from '../chapter-practice/revision.js';
import { logger } from '../../lib/logger.js';

/**
 * Attempts: started on the server (which records the time), answered one question at a time,
 * scored once. An attempt copies its test's questions (with their answers) and marks at start, so
 * an edit of the test or the bank never changes a recorded score, and saving an answer checks it
 * against the attempt alone: one read and one write.
 *
 * An attempt whose time limit and grace have passed is submitted by the server with the answers
 * saved until then, the first time anyone touches it (a read, a save, a start of the same test).
 *
 * An attempt keeps everything its score came from, so it can be scored again (a corrected key):
 * the questions with their keys, the sections with their marks and "attempt any N", the marking
 * of multiple-correct questions, and the answers (by the question's own option indexes). The
 * order the student saw (questions and options) is kept apart and only shapes what is shown.
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
  /** As stored: read through `questionsOf` (older attempts lack fields; matrix codes are stored as maps). */
  questions: Record<string, unknown>[];
  /** The test's order (sections one after another). */
  questionIds: string[];
  /** Absent on attempts from before sections: one implicit section with the marks above. */
  sections?: StoredSection[];
  /** The student's order; absent before shuffling existed (the test's order). */
  order?: string[];
  optionOrders?: Record<string, number[]>;
  passages?: Record<string, string>;
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  answers: Record<string, SavedAnswer>;
  /** Whole seconds each question was on screen (POST .../times); the sum never exceeds the time elapsed. */
  times?: Record<string, number>;
  saves: number;
  saveLimit: number;
  /** A scheduled test's: nothing of the result is shown before it. Absent or null: at once. */
  releasesAt?: Timestamp | null;
  /** False for the teacher's own attempts, which are never ranked. Absent on older attempts: true. */
  countable?: boolean;
  /** Set when scored: whether this is the student's first submitted attempt, the one ranked. */
  ranked?: boolean;
  /** Set when scored: its answers and times are in the shards' question counts (ranked attempts since those counts exist). */
  tallied?: boolean;
  timeTakenSeconds?: number;
  /** Key corrections applied to this attempt's copy (job ids), and what each changed. */
  appliedCorrections?: string[];
  keyCorrections?: KeyCorrectionNote[];
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
  sectionScores?: SectionScore[];
  marks?: Record<string, Mark>;
}

type StoredSection = SectionRules;

/** The questions of an attempt, read as the bank's are (fields it lacks read as empty). */
const questionsOf = (record: Pick<AttemptRecord, 'questions'>): (StoredQuestion & { bonus: BonusTo | null })[] =>
  (record.questions ?? []).map((question) => ({
    ...storedQuestionFrom(String(question.id ?? ''), question),
    // Set by a key correction that dropped the question.
    bonus: question.bonus === 'all' || question.bonus === 'attempted' ? question.bonus : null,
  }));

/** A question as an attempt stores its copy (Firestore holds no array directly inside an array). */
const questionForStorage = (question: StoredQuestion) =>
  question.matrix ? { ...question, matrix: storedMatrix(question.matrix) } : question;

function sectionsOfRecord(record: AttemptRecord): SectionRules[] {
  if (Array.isArray(record.sections) && record.sections.length > 0)
    return record.sections.map((section) => ({ ...sectionFrom(section), name: typeof section.name === 'string' ? section.name : null }));
  return sectionsOf({
    sections: [],
    questionIds: record.questionIds ?? [],
    marksCorrect: record.marksCorrect,
    marksWrong: record.marksWrong,
  });
}

/** The student's order of the attempt's questions. */
function studentOrder(record: AttemptRecord, questions: readonly StoredQuestion[]): StoredQuestion[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const order = Array.isArray(record.order) ? record.order : questions.map((question) => question.id);
  return order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
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

const identity = (count: number) => Array.from({ length: count }, (_, index) => index);

/** A question as the student sees it: an explicit list of fields, no key. */
function publicQuestion(question: StoredQuestion, optionOrders: Record<string, number[]> | undefined): AttemptQuestion {
  return {
    id: question.id,
    kind: question.kind,
    text: question.text,
    options: question.options,
    optionOrder: optionOrders?.[question.id] ?? identity(optionCount(question)),
    matrix: question.matrix,
    statements: question.statements,
    passageId: question.passageId,
    pastPaper: isPastPaper(question) ? { exam: question.exam, year: question.year, session: question.session } : null,
    imageUrl: question.imageUrl,
    chapter: question.chapter,
  };
}

/** The sections with their questions in the student's order. */
function attemptSections(record: AttemptRecord, ordered: readonly StoredQuestion[]): AttemptSection[] {
  return sectionsOfRecord(record).map((section) => {
    const own = new Set(section.questionIds);
    return { ...section, questionIds: ordered.filter((question) => own.has(question.id)).map((question) => question.id) };
  });
}

/** The passages of the attempt's questions (copied at start). */
function passagesOf(record: AttemptRecord, questions: readonly StoredQuestion[]): Record<string, string> {
  const stored = record.passages ?? {};
  const used = new Set(questions.flatMap((question) => (question.passageId ? [question.passageId] : [])));
  return Object.fromEntries(Object.entries(stored).filter(([id]) => used.has(id)));
}

function inProgressView(id: string, record: AttemptRecord, now: Date): AttemptInProgress {
  const ordered = studentOrder(record, questionsOf(record));
  const sections = attemptSections(record, ordered);
  return {
    _id: id,
    testId: record.testId,
    title: record.title,
    status: 'in-progress',
    startedAt: record.startedAt.toDate().toISOString(),
    deadline: record.deadline.toDate().toISOString(),
    serverNow: now.toISOString(),
    remainingSeconds: remainingSeconds(record, now),
    marksCorrect: sections[0]?.marksCorrect ?? record.marksCorrect,
    marksWrong: sections[0]?.marksWrong ?? record.marksWrong,
    multipleMarking: record.multipleMarking,
    questions: ordered.map((question) => publicQuestion(question, record.optionOrders)),
    sections,
    passages: passagesOf(record, ordered),
    answers: record.answers ?? {},
    times: record.times ?? {},
  };
}

/** From the start to the submission, or to the deadline when it was submitted later. */
function timeTaken(record: AttemptRecord, submittedAt: Timestamp): number {
  const ended = Math.min(submittedAt.toMillis(), record.deadline.toMillis());
  return Math.max(0, Math.round((ended - record.startedAt.toMillis()) / 1000));
}

/** When a submitted attempt's result may be shown (ISO), if that is still ahead of `now`. */
function heldUntil(record: Pick<AttemptRecord, 'releasesAt'>, now: Date): string | null {
  const releasesAt = record.releasesAt instanceof Timestamp ? record.releasesAt.toDate().toISOString() : null;
  return isReleased(releasesAt, now) ? null : releasesAt;
}

/** A submitted attempt before its results are out: what the student did, nothing of the key or the score. */
function awaitingView(id: string, record: AttemptRecord, releasesAt: string, counting = false): AttemptAwaitingRelease {
  const submittedAt = record.submittedAt ?? record.deadline;
  const questions = questionsOf(record);
  return {
    _id: id,
    testId: record.testId,
    title: record.title,
    status: 'awaiting-release',
    submittedBy: record.submittedBy ?? 'student',
    startedAt: record.startedAt.toDate().toISOString(),
    submittedAt: submittedAt.toDate().toISOString(),
    timeTakenSeconds: timeTaken(record, submittedAt),
    releasesAt,
    counting,
    questionCount: questions.length,
    answered: questions.filter((question) => isAnswered(record.answers?.[question.id])).length,
  };
}

/** Each question's part in the takers' counts from this attempt (test-insights.ts says what is counted). */
function talliesOf(record: AttemptRecord, marks: Readonly<Record<string, Mark>>): Record<string, QuestionTally> {
  const tallies: Record<string, QuestionTally> = {};
  for (const question of questionsOf(record)) {
    const answer = record.answers?.[question.id];
    const answered = isAnswered(answer);
    const seconds = record.times?.[question.id];
    tallies[question.id] = {
      options: answered && !isNumberKind(question.kind) ? answer!.selected : [],
      answered,
      correct: answered && marks[question.id]?.outcome === 'correct',
      seconds: typeof seconds === 'number' && seconds > 0 ? Math.round(seconds) : 0,
    };
  }
  return tallies;
}

/** The takers' counts a released result is shown beside: how many, and each question's totals. */
interface TakersCounts {
  takers: number;
  questions: ReadonlyMap<string, QuestionTotals>;
}

function resultView(
  id: string,
  record: AttemptRecord,
  ranking: Ranking | null,
  leaderboard: boolean,
  among: TakersCounts | null,
): AttemptResult {
  const submittedAt = record.submittedAt ?? record.deadline;
  const answers = record.answers ?? {};
  const questions = questionsOf(record);
  const ordered = studentOrder(record, questions);
  const tallies = talliesOf(record, record.marks ?? {});
  const accuracy = chapterAccuracy(questions, tallies, among?.questions ?? null);
  return {
    _id: id,
    testId: record.testId,
    title: record.title,
    status: 'submitted',
    submittedBy: record.submittedBy ?? 'student',
    startedAt: record.startedAt.toDate().toISOString(),
    submittedAt: submittedAt.toDate().toISOString(),
    timeTakenSeconds: timeTaken(record, submittedAt),
    score: record.score ?? 0,
    maxScore: record.maxScore ?? 0,
    percent: record.percent ?? 0,
    correct: record.correct ?? 0,
    partial: record.partial ?? 0,
    wrong: record.wrong ?? 0,
    unanswered: record.unanswered ?? 0,
    chapters: (record.chapters ?? []).map((chapter) => ({
      ...chapter,
      accuracy: accuracy.get(chapter.chapter)?.accuracy ?? null,
      averageAccuracy: accuracy.get(chapter.chapter)?.averageAccuracy ?? null,
    })),
    sections: record.sectionScores ??
      // Scored before sections: the whole test was one.
      [
        {
          name: null,
          score: record.score ?? 0,
          maxScore: record.maxScore ?? 0,
          correct: record.correct ?? 0,
          partial: record.partial ?? 0,
          wrong: record.wrong ?? 0,
          unanswered: record.unanswered ?? 0,
          attemptAny: null,
        },
      ],
    review: ordered.map((question) => {
      const mark = record.marks?.[question.id] ?? { outcome: 'unanswered', marks: 0 };
      const shown = publicQuestion(question, record.optionOrders);
      const totals = among?.questions.get(question.id);
      return {
        question: shown,
        correctOptions: question.correctOptions,
        answerRange: question.answerRange,
        integerAnswer: question.integerAnswer,
        explanation: question.explanation,
        answer: answers[question.id] ?? null,
        outcome: mark.outcome,
        marks: mark.marks,
        optionShares: among ? optionSharesOf(totals, among.takers, shown.optionOrder) : null,
        timeSeconds: tallies[question.id]!.seconds > 0 ? tallies[question.id]!.seconds : null,
        averageTimeSeconds: among ? averageSecondsOf(totals) : null,
      };
    }),
    passages: passagesOf(record, ordered),
    ranking,
    leaderboard,
    keyCorrections: record.keyCorrections ?? [],
  };
}

/**
 * A submitted attempt as its student may see it now: held back until a scheduled test's results
 * are released; then the result with its rank among the takers. One batched read: the test (is
 * its leaderboard on?), the score shards and, for a later attempt, the student's progress (the
 * first attempt's score, which this one is placed instead of).
 */
async function outcomeView(id: string, record: AttemptRecord, now: Date): Promise<AttemptOutcome> {
  const held = heldUntil(record, now);
  if (held) return awaitingView(id, record, held);
  const ranked = record.ranked === true;
  const refs = [db().collection(COLLECTIONS.tests).doc(record.testId), ...scoreShardRefs(record.testId)];
  if (!ranked) refs.push(progressRef(record.uid, record.testId));
  const [test, ...rest] = await db().getAll(...refs);
  // Until the release sweep has counted the attempts left running, a rank would miss takers.
  const waiting = sweepPending(test, record.releasesAt, now);
  if (waiting) return awaitingView(id, record, waiting, true);
  const shards = ranked ? rest : rest.slice(0, -1);
  const score = record.score ?? 0;
  const takersCounts = countsFrom(shards);
  let counts = takersCounts;
  if (!ranked) counts = withScoreReplaced(counts, storedProgress(rest.at(-1)).rankedScore ?? Number.NaN, score);
  const ranking = rankingFrom(counts, score, record.maxScore ?? 0, ranked);
  // The shares and averages are of the takers as counted (a later attempt is not one of them).
  const among: TakersCounts = {
    takers: [...takersCounts.values()].reduce((sum, takers) => sum + takers, 0),
    questions: questionCountsFrom(shards),
  };
  return resultView(id, record, ranking, !!test?.exists && test.get('leaderboard') !== false, among);
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
  if (whole.status !== 'submitted') return inProgressView(snapshot.id, whole, now);
  // The export follows the same release as the screens; the rank is not part of the record.
  const held = heldUntil(whole, now);
  return held ? awaitingView(snapshot.id, whole, held) : resultView(snapshot.id, whole, null, false, null);
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
  const by: 'time-out' | 'student' = expired(record, now) ? 'time-out' : 'student';
  // A time-out is recorded as submitted at the deadline: that is when the student's time ended.
  const submittedAt = by === 'time-out' ? record.deadline : Timestamp.fromDate(now);
  const {
    marks,
    sections: sectionScores,
    ...totals
  } = scoreAttempt(questionsOf(record), record.answers ?? {}, sectionsOfRecord(record), record.multipleMarking);
  const progress = storedProgress(reads.progress);
  // The first submitted attempt of each student is the one ranked (the teacher's never are).
  const ranked = record.countable !== false && progress.submitted === 0;
  const timeTakenSeconds = timeTaken(record, submittedAt);
  const scoredFields = {
    status: 'submitted' as const,
    submittedAt,
    submittedBy: by,
    ...totals,
    sectionScores,
    marks,
    ranked,
    tallied: ranked,
    timeTakenSeconds,
  };
  const scored: AttemptRecord = { ...record, ...scoredFields };
  transaction.update(attemptsCollection().doc(attemptId), scoredFields);
  // The same write as the score's count: its answers and times join the takers' question counts.
  if (ranked) countScoreIn(transaction, record.testId, record.uid, totals.score, 1, talliesAsFields(talliesOf(record, marks), 1));

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
      ...(ranked ? { rankedScore: totals.score, rankedAttemptId: attemptId } : {}),
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
  const before = foldReleased(reads.stats.data() ?? {}, now);
  const held = heldUntil(record, now);
  if (held) {
    // Counted in the dashboard once released (dashboard.ts).
    transaction.set(reads.stats.ref, {
      uid: record.uid,
      ...before,
      pending: [...before.pending.filter((entry) => entry.attemptId !== attemptId), { ...recent, releasesAt: held }],
    });
  } else {
    transaction.set(reads.stats.ref, {
      uid: record.uid,
      submitted: before.submitted + 1,
      percentSum: before.percentSum + totals.percent,
      recent: [recent, ...before.recent.filter((entry) => entry.attemptId !== attemptId)]
        .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
        .slice(0, PRACTICE_LIMITS.recentTests),
      pending: before.pending,
    });
  }
  // Counted apart from the test, so a deleted test is not brought back as a stub.
  transaction.set(db().collection(COLLECTIONS.testStats).doc(record.testId), { attempts: FieldValue.increment(1) }, { merge: true });
  return scored;
}

/** Scores the attempt unless it is already scored; answers the result (or that it is held) either way. */
async function finalizeAttempt(attemptId: string, uid: string, now: Date, refuseIfSubmitted: boolean): Promise<AttemptOutcome> {
  const ref = attemptRef(attemptId);
  let scoredNow = false;
  const record = await db().runTransaction(async (transaction) => {
    scoredNow = false;
    const current = ownAttempt(await transaction.get(ref), uid);
    if (current.status === 'submitted') {
      if (refuseIfSubmitted) throw conflict(PRACTICE_MESSAGES.alreadySubmitted);
      return current;
    }
    scoredNow = true;
    return finalize(transaction, await readForFinalize(transaction, ref.id, current), now);
  });
  if (scoredNow) {
    // A scheduled test's answers are the student's secret until its results are out: its mistakes
    // reach the revision queue then (the release sweep, feedReleasedResults), never at submission.
    if (heldUntil(record, now)) await ref.update({ practicePending: true });
    else await takeResultForPractice(record, now);
  }
  return outcomeView(ref.id, record, now);
}

/**
 * The release sweep's (release-sweep.ts): scores an attempt left running past its time and grace
 * with no student at hand, as their next touch would. False when it is gone, already scored, or
 * still within its time (the teacher's trial of a closed test).
 */
export async function scoreAbandonedAttempt(attemptId: string, now = new Date()): Promise<boolean> {
  const ref = attemptsCollection().doc(attemptId);
  const record = await db().runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as AttemptRecord | undefined;
    if (!current || current.status !== 'in-progress' || !expired(current, now)) return null;
    return finalize(transaction, await readForFinalize(transaction, ref.id, current), now);
  });
  if (!record) return false;
  if (heldUntil(record, now)) await ref.update({ practicePending: true });
  else await takeResultForPractice(record, now);
  return true;
}

/**
 * A result is out the moment an attempt is scored (tests have no results date yet): its answers
 * count towards the chapters' accuracy and its mistakes enter the revision queue. The result is
 * already saved; a failure here is logged, never the student's.
 */
async function takeResultForPractice(record: AttemptRecord, now: Date): Promise<void> {
  const marks = record.marks ?? {};
  const answers = questionsOf(record).map((question) => ({
    questionId: question.id,
    chapter: question.chapter,
    outcome: marks[question.id]?.outcome ?? ('unanswered' as const),
  }));
  try {
    await takeTestResult(record.uid, answers, record.submittedAt?.toDate() ?? now, now);
  } catch (error) {
    logger.error('A test result did not reach the revision queue.', error, { uid: record.uid, testId: record.testId });
  }
}

/** Attempts a run of the release sweep takes at most; the next minute's run takes the rest. */
const RELEASE_FEED_PAGE = 100;

/**
 * The release sweep's part for chapter practice: a scheduled test's submitted attempts held until
 * its results were out (`practicePending`, set at scoring) now count towards the chapters and
 * bring their mistakes into the revision queue. One indexed query for those whose release time
 * has come; each attempt is claimed in a transaction before it is taken, so two sweeps never take
 * one twice (the chapter counters are not safe to take twice). Answers how many were taken.
 */
export async function feedReleasedResults(now = new Date()): Promise<number> {
  const due = await db()
    .collection(COLLECTIONS.attempts)
    .where('practicePending', '==', true)
    .where('releasesAt', '<=', Timestamp.fromDate(now))
    .limit(RELEASE_FEED_PAGE)
    .get();
  let taken = 0;
  for (const doc of due.docs) {
    const claimed = await db().runTransaction(async (transaction) => {
      const fresh = await transaction.get(doc.ref);
      if (fresh.get('practicePending') !== true) return null;
      transaction.update(doc.ref, { practicePending: FieldValue.delete() });
      return fresh.data() as AttemptRecord;
    });
    if (!claimed) continue;
    await takeResultForPractice(claimed, now);
    taken += 1;
  }
  return taken;
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
  // The teacher may try a scheduled paper at any time (never ranked); students only in its window.
  const state = windowState(test, test.timeLimitMinutes, now);
  if (!taker.isAdmin && state === 'upcoming') throw conflict(TEST_SERIES_MESSAGES.notOpenYet(test.opensAt!));
  if (!taker.isAdmin && state === 'closed')
    throw conflict(
      test.windowMode === 'full-time' && now.getTime() <= Date.parse(test.closesAt!)
        ? TEST_SERIES_MESSAGES.lastStartPassed(test.closesAt!)
        : TEST_SERIES_MESSAGES.closed,
    );
  const releasesAt = releaseTime(test);
  // A test that is a course's lesson opens on the lesson's schedule, wherever it is started.
  if (!taker.isAdmin) await assertTestReleased(taker.uid, test._id, now);
  await consume(testStartLimit(), taker.uid);
  const bank = await db().getAll(...test.questionIds.map((id) => questionsCollection().doc(id)));
  // A question deleted from the bank while still listed in the test cannot be asked.
  const questions = bank.filter((snapshot) => snapshot.exists).map((snapshot) => storedQuestionFrom(snapshot.id, snapshot.data()!));
  if (questions.length === 0) throw notFound(PRACTICE_MESSAGES.testNotFound);
  const asked = new Set(questions.map((question) => question.id));
  const sections = sectionsOf(test)
    .map((section) => ({ ...section, questionIds: section.questionIds.filter((id) => asked.has(id)) }))
    .filter((section) => section.questionIds.length > 0)
    .map((section) => ({
      ...section,
      attemptAny: section.attemptAny === null ? null : Math.min(section.attemptAny, section.questionIds.length),
    }));
  const passages = await passagesFor(questions);

  const progressDoc = progressRef(taker.uid, test._id);
  const { id, record } = await db().runTransaction(async (transaction): Promise<{ id: string; record: AttemptRecord | null }> => {
    const progressSnapshot = await transaction.get(progressDoc);
    let progress = progressRecord(progressSnapshot);
    // Every read first (Firestore transactions read before they write): a running attempt past
    // its time is scored below, after the notification's read.
    let timedOut: FinalizeReads | undefined;
    if (progress.inProgressAttemptId) {
      const runningRef = attemptsCollection().doc(progress.inProgressAttemptId);
      const running = await transaction.get(runningRef);
      const record = running.data() as AttemptRecord | undefined;
      if (record && record.status === 'in-progress') {
        if (!expired(record, now)) return { id: running.id, record };
        timedOut = await readForFinalize(transaction, running.id, record);
        progress = { ...progress, submitted: progress.submitted + 1, inProgressAttemptId: null };
      }
    }
    if (test.attemptLimit !== null && progress.submitted >= test.attemptLimit) {
      // The running attempt past its time is still scored, on its own.
      if (timedOut) {
        finalize(transaction, timedOut, now);
        return { id: timedOut.attemptId, record: null };
      }
      throw conflict(PRACTICE_MESSAGES.attemptLimitReached(test.attemptLimit));
    }

    const ref = attemptsCollection().doc();
    // A scheduled test: the student hears when the results are out (once per test, from the first start).
    if (releasesAt && !taker.isAdmin && releasesAt.getTime() > now.getTime())
      await queueNotificationIn(
        transaction,
        {
          content: { kind: 'test-results', params: { testTitle: test.title } },
          recipients: { uids: [taker.uid] },
          link: `/tests/${test._id}?attempt=${ref.id}`,
          dedupeKey: `test-results-${test._id}-${taker.uid}`,
          sendAt: releasesAt,
        },
        now,
      );
    if (timedOut) finalize(transaction, timedOut, now);
    const startedAt = Timestamp.fromDate(now);
    // Made once, here: each student their own order, kept for the whole attempt and its review.
    const { order, optionOrders } = planAttemptOrder(sections, questions, test);
    const record: AttemptRecord = {
      uid: taker.uid,
      testId: test._id,
      title: test.title,
      status: 'in-progress',
      startedAt,
      // A fixed-start paper ends at the close for everyone; otherwise each student gets the full time.
      deadline: Timestamp.fromMillis(
        test.windowMode === 'end-at-close' && test.closesAt !== null
          ? Math.min(now.getTime() + test.timeLimitMinutes * 60_000, Date.parse(test.closesAt))
          : now.getTime() + test.timeLimitMinutes * 60_000,
      ),
      marksCorrect: test.marksCorrect,
      marksWrong: test.marksWrong,
      multipleMarking: test.multipleMarking,
      questions: questions.map(questionForStorage),
      questionIds: sections.flatMap((section) => section.questionIds),
      sections,
      order,
      optionOrders,
      passages,
      shuffleQuestions: test.shuffleQuestions,
      shuffleOptions: test.shuffleOptions,
      answers: {},
      saves: 0,
      saveLimit: questions.length * answerSavesPerQuestion(),
      releasesAt: releasesAt ? Timestamp.fromDate(releasesAt) : null,
      countable: !taker.isAdmin,
    };
    transaction.create(ref, record);
    transaction.set(
      progressDoc,
      {
        uid: taker.uid,
        testId: test._id,
        started: progress.started + 1,
        inProgressAttemptId: ref.id,
        releasesAt: releasesAt?.toISOString() ?? null,
      },
      { merge: true },
    );
    return { id: ref.id, record };
  });
  if (record === null) throw conflict(PRACTICE_MESSAGES.attemptLimitReached(test.attemptLimit!));
  return inProgressView(id, record, now);
}

/** The texts of the passages the questions belong to, copied into the attempt (one batched read). */
async function passagesFor(questions: readonly StoredQuestion[]): Promise<Record<string, string>> {
  const ids = [...new Set(questions.flatMap((question) => (question.passageId ? [question.passageId] : [])))];
  if (ids.length === 0) return {};
  const found = await db().getAll(...ids.map((id) => passagesCollection().doc(id)));
  return Object.fromEntries(
    found.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, String(snapshot.get('text') ?? '')] as const),
  );
}

/** Resume (questions, saved answers, time left), or the result once it is over. */
export async function readAttempt(uid: string, attemptId: string, now = new Date()): Promise<AttemptView> {
  const snapshot = await attemptRef(attemptId).get();
  const record = ownAttempt(snapshot, uid);
  if (record.status === 'submitted') return outcomeView(snapshot.id, record, now);
  if (expired(record, now)) return finalizeAttempt(snapshot.id, uid, now, false);
  return inProgressView(snapshot.id, record, now);
}

export async function attemptResult(uid: string, attemptId: string, now = new Date()): Promise<AttemptOutcome> {
  const view = await readAttempt(uid, attemptId, now);
  if (view.status === 'in-progress') throw conflict(PRACTICE_MESSAGES.notSubmitted);
  return view;
}

export function submitAttempt(uid: string, attemptId: string, now = new Date()): Promise<AttemptOutcome> {
  return finalizeAttempt(attemptId, uid, now, true);
}

/** The answer must fit the copied question: its kind, and options that exist. */
function checkedAnswer(question: StoredQuestion, input: SaveAnswerInput): SavedAnswer {
  if (isNumberKind(question.kind)) {
    if (input.selected.length > 0) throw badRequest(PRACTICE_MESSAGES.numericalNeedsValue);
    if (question.kind === 'integer' && input.value !== null && !Number.isInteger(input.value))
      throw badRequest(PRACTICE_MESSAGES.integerNeedsWhole);
    return { selected: [], value: input.value, markedForReview: input.markedForReview };
  }
  if (input.value !== null) throw badRequest(PRACTICE_MESSAGES.optionsNeedOptions);
  if (input.selected.some((option) => option >= optionCount(question))) throw badRequest(PRACTICE_MESSAGES.optionMissing);
  if (isOneOptionKind(question.kind) && input.selected.length > 1) throw badRequest(PRACTICE_MESSAGES.singleNeedsOne);
  return { selected: [...input.selected].sort((a, b) => a - b), value: null, markedForReview: input.markedForReview };
}

/**
 * "Attempt any N" as NTA's interface has it: once N questions of the section are answered, another
 * is refused until one is cleared. Changing an answer already given, or only marking, is allowed.
 */
function checkAttemptAny(record: AttemptRecord, questionId: string, answer: SavedAnswer): void {
  if (!isAnswered(answer) || isAnswered(record.answers?.[questionId])) return;
  const section = sectionsOfRecord(record).find((candidate) => candidate.questionIds.includes(questionId));
  if (!section || section.attemptAny === null) return;
  const answered = section.questionIds.filter((id) => isAnswered(record.answers?.[id])).length;
  if (answered >= section.attemptAny) throw conflict(PRACTICE_MESSAGES.attemptAnyReached(section.attemptAny));
}

/**
 * The caller's attempt, read for a write while it runs: 409 once submitted, and once its time is up
 * (scored then, as the student's return would).
 */
async function runningAttempt(
  ref: DocumentReference,
  uid: string,
  now: Date,
): Promise<{ snapshot: DocumentSnapshot; record: AttemptRecord }> {
  const snapshot = await ref.get();
  const record = ownAttempt(snapshot, uid);
  if (record.status === 'submitted') throw conflict(PRACTICE_MESSAGES.alreadySubmitted);
  if (expired(record, now)) {
    await finalizeAttempt(ref.id, uid, now, false);
    throw conflict(PRACTICE_MESSAGES.timeUp);
  }
  return { snapshot, record };
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
    const { snapshot, record } = await runningAttempt(ref, uid, now);
    const stored = record.questions.find((candidate) => candidate.id === questionId);
    if (!stored) throw badRequest(PRACTICE_MESSAGES.questionNotInTest);
    const question = storedQuestionFrom(questionId, stored);
    const answer = checkedAnswer(question, input);
    checkAttemptAny(record, question.id, answer);
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

/** A few seconds beyond the time elapsed, for the client's clock and rounding. */
const TIME_SLACK_SECONDS = 5;

/**
 * Adds the seconds each question was on screen (sent in batches as the student moves): whole
 * seconds, questions of the attempt only, while it runs, counted against its save limit like an
 * answer. The attempt's recorded total never exceeds the time really elapsed since its start (to
 * its deadline at most) plus TIME_SLACK_SECONDS: what would pass it is cut, so a forged figure
 * cannot make a question look longer than the attempt has lasted. One read and one write, held
 * only if the attempt has not changed since the read, as an answer's save.
 */
export async function recordTimes(uid: string, attemptId: string, input: AttemptTimesInput, now = new Date()): Promise<AttemptTimesAnswer> {
  const ref = attemptRef(attemptId);
  for (let tries = 1; ; tries += 1) {
    const { snapshot, record } = await runningAttempt(ref, uid, now);
    const asked = new Set(record.questions.map((question) => String(question.id)));
    if (Object.keys(input.times).some((id) => !asked.has(id))) throw badRequest(PRACTICE_MESSAGES.questionNotInTest);
    const recorded = { ...(record.times ?? {}) };
    let total = Object.values(recorded).reduce((sum, seconds) => sum + seconds, 0);
    const elapsed = Math.floor((Math.min(now.getTime(), record.deadline.toMillis()) - record.startedAt.toMillis()) / 1000);
    const answer = () => ({ recordedSeconds: total, remainingSeconds: remainingSeconds(record, now) });
    const added: Record<string, number> = {};
    for (const [id, seconds] of Object.entries(input.times)) {
      const allowed = Math.min(seconds, Math.max(0, elapsed + TIME_SLACK_SECONDS - total));
      if (allowed <= 0) continue;
      added[id] = allowed;
      recorded[id] = (recorded[id] ?? 0) + allowed;
      total += allowed;
    }
    if (Object.keys(added).length === 0) return answer();
    if ((record.saves ?? 0) >= record.saveLimit) throw tooManyRequests(TOO_MANY_SAVES);
    try {
      await ref.update('times', recorded, 'saves', FieldValue.increment(1), { lastUpdateTime: snapshot.updateTime! });
      return answer();
    } catch (error) {
      if (!hasErrorCode(error, FAILED_PRECONDITION) || tries >= SAVE_TRIES) throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Key corrections (services/practice-tests/corrections.ts runs them over a test's attempts)
// ---------------------------------------------------------------------------------------------

/** One correction of one question's key, as a job applies it to each attempt. */
export interface KeyChange {
  jobId: string;
  questionId: string;
  action: 'change-key' | 'drop';
  bonusTo: BonusTo | null;
  correctOptions: number[];
  integerAnswer: number | null;
  answerRange: { min: number; max: number } | null;
}

/** Per question whose answer became right (+1) or stopped being right (-1): the change of its `r` count. */
function rightAnswersMoved(
  record: AttemptRecord,
  before: Readonly<Record<string, Mark>>,
  after: Readonly<Record<string, Mark>>,
): Record<string, Record<string, unknown>> {
  const was = talliesOf(record, before);
  const now = talliesOf(record, after);
  const moved: Record<string, Record<string, unknown>> = {};
  for (const [id, tally] of Object.entries(now)) {
    const change = Number(tally.correct) - Number(was[id]?.correct ?? false);
    if (change !== 0) moved[id] = { r: change };
  }
  return moved;
}

/** The attempt's stored copy of the question with the correction in it. */
function correctedCopy(question: Record<string, unknown>, change: KeyChange): Record<string, unknown> {
  if (change.action === 'drop') return { ...question, bonus: change.bonusTo };
  const kind = question.kind;
  if (kind === 'numerical') return { ...question, answerRange: change.answerRange, bonus: null };
  if (kind === 'integer') return { ...question, integerAnswer: change.integerAnswer, bonus: null };
  return { ...question, correctOptions: change.correctOptions, bonus: null };
}

/**
 * Applies a correction to one attempt, once (the attempt records the job's id, so a second run
 * changes nothing): the question's copy is corrected; a submitted attempt is scored again in the
 * same transaction, its rank moved from the old score to the new one, the student's best and
 * dashboard figures follow, and a student whose score changed gets one email per correction
 * (a mail id from the job and the student) once the results are out. Answers whether the score
 * changed.
 */
export async function applyKeyChange(attemptId: string, change: KeyChange, now = new Date()): Promise<boolean> {
  const ref = attemptsCollection().doc(attemptId);
  return db().runTransaction(async (transaction) => {
    const record = (await transaction.get(ref)).data() as AttemptRecord | undefined;
    if (!record || !Array.isArray(record.questions) || (record.appliedCorrections ?? []).includes(change.jobId)) return false;
    const applied = FieldValue.arrayUnion(change.jobId);
    if (!record.questions.some((question) => question.id === change.questionId)) {
      transaction.update(ref, { appliedCorrections: applied });
      return false;
    }
    const questions = record.questions.map((question) => (question.id === change.questionId ? correctedCopy(question, change) : question));
    if (record.status !== 'submitted') {
      // Scored with the corrected key when it is submitted.
      transaction.update(ref, { questions, appliedCorrections: applied });
      return false;
    }
    const mailId = `key-corrected-${change.jobId}-${record.uid}`;
    const [progress, stats, mail] = await transaction.getAll(progressRef(record.uid, record.testId), statsRef(record.uid), mailRef(mailId));
    const {
      marks,
      sections: sectionScores,
      ...totals
    } = scoreAttempt(questionsOf({ questions }), record.answers ?? {}, sectionsOfRecord(record), record.multipleMarking);
    const scoreBefore = record.score ?? 0;
    const note: KeyCorrectionNote = {
      jobId: change.jobId,
      questionId: change.questionId,
      action: change.action,
      bonusTo: change.bonusTo,
      correctOptions: change.correctOptions,
      integerAnswer: change.integerAnswer,
      answerRange: change.answerRange,
      correctedAt: now.toISOString(),
      marksBefore: record.marks?.[change.questionId]?.marks ?? 0,
      marksAfter: marks[change.questionId]?.marks ?? 0,
      scoreBefore,
      scoreAfter: totals.score,
    };
    transaction.update(ref, {
      questions,
      ...totals,
      sectionScores,
      marks,
      appliedCorrections: applied,
      keyCorrections: FieldValue.arrayUnion(note),
    });
    // Choices and times stay; which answers are right may change, and the takers' counts with them.
    const moved = record.tallied ? rightAnswersMoved(record, record.marks ?? {}, marks) : {};
    const scoreChanged = totals.score !== scoreBefore || totals.percent !== record.percent;
    if (record.ranked && scoreChanged) {
      countScoreIn(transaction, record.testId, record.uid, scoreBefore, -1);
      countScoreIn(transaction, record.testId, record.uid, totals.score, 1, moved);
    } else if (Object.keys(moved).length > 0) countScoreIn(transaction, record.testId, record.uid, null, 1, moved);
    if (!scoreChanged) return false;

    const stored = storedProgress(progress);
    const mine: BestScore = { score: totals.score, maxScore: totals.maxScore, percent: totals.percent, attemptId };
    const best = !stored.best || stored.best.attemptId === attemptId || totals.percent > stored.best.percent ? mine : stored.best;
    transaction.set(progress!.ref, { best, ...(record.ranked ? { rankedScore: totals.score } : {}) }, { merge: true });
    const folded = foldReleased(stats!.data() ?? {}, now);
    const updated = <Entry extends RecentTest>(entry: Entry): Entry =>
      entry.attemptId === attemptId ? { ...entry, score: totals.score, maxScore: totals.maxScore, percent: totals.percent } : entry;
    const pending = folded.pending.some((entry) => entry.attemptId === attemptId);
    transaction.set(stats!.ref, {
      uid: record.uid,
      submitted: folded.submitted,
      percentSum: pending ? folded.percentSum : folded.percentSum + totals.percent - (record.percent ?? 0),
      recent: folded.recent.map(updated),
      pending: folded.pending.map(updated),
    });
    if (!heldUntil(record, now) && !mail!.exists)
      queueMailIn(
        transaction,
        mailId,
        {
          template: 'key-corrected',
          data: { testId: record.testId, attemptId, testTitle: record.title, scoreBefore, scoreAfter: totals.score },
          recipient: { userId: record.uid },
        },
        now,
      );
    return true;
  });
}
