import { z } from 'zod';
import { indiaDateTime } from './india-time.js';
import { requestSchema } from './text.js';
import { SCORE_BUCKET_PERCENT, bucketIndex } from './score-buckets.js';

/**
 * Scheduled tests (a window: opens, closes), their release, rank and percentile, and the
 * leaderboard. Everything here is pure: the server computes a result's ranking from a test's score
 * counts with `rankingFrom`, and the web shows what the server answered.
 *
 * A scheduled test's key, explanations, score, rank and percentile are released when its window
 * has closed and the last answer in flight has been taken: `closesAt` plus the answers' grace
 * (`RELEASE_GRACE_SECONDS`). Every attempt of such a test ends by `closesAt`.
 */

/**
 * How a scheduled paper's time runs. `full-time`: each student gets the whole time limit, so the
 * last start is `closesAt` minus the time limit. `end-at-close`: a fixed-start paper, anyone may
 * start until `closesAt` and every attempt ends at `closesAt` at the latest (a late starter gets
 * only the time left).
 */
export const WINDOW_MODES = ['full-time', 'end-at-close'] as const;
export type WindowMode = (typeof WINDOW_MODES)[number];

/** Answers this long after a deadline are still taken (the same as PRACTICE_LIMITS.graceSeconds). */
export const RELEASE_GRACE_SECONDS = 30;

export const TEST_SERIES_LIMITS = {
  /** The leaderboard's length. */
  leaderboardSize: 20,
  /** The result's score distribution: buckets of this many percent of the maximum. */
  bucketPercent: SCORE_BUCKET_PERCENT,
  /** Decimal places of a percentile, as NTA prints it. */
  percentileDecimals: 7,
} as const;

/** The name the leaderboard shows for a student who keeps their name off leaderboards. */
export const ANONYMOUS_LEADER = 'A student';

export const TEST_SERIES_MESSAGES = {
  notOpenYet: (opensAt: string) => `This test opens on ${indiaDateTime(new Date(opensAt))}.`,
  closed: 'This test has closed: it can no longer be started.',
  lastStartPassed: (closesAt: string) =>
    `The last start for this test has passed: every attempt must end by ${indiaDateTime(new Date(closesAt))}.`,
  notReleased: (releasesAt: string) => `Results are out after the test closes, on ${indiaDateTime(new Date(releasesAt))}.`,
  leaderboardOff: 'The teacher has turned this test’s leaderboard off.',
  windowLocked: 'Students have started this test: its window and timing can no longer change.',
  windowOrder: 'The test must close after it opens.',
  windowTooShort: 'The window must be at least as long as the time limit, so everyone gets the full time.',
  closeNeedsOpen: 'A test that closes must have a time it opens.',
  keyShared: (number: number, title: string) =>
    `Question ${number} is also in “${title}”, which shows its answer at another time: one test would give away the other’s key before its results are out. Give both the same close, or add the question once the later one’s results are out.`,
} as const;

export interface TestWindow {
  /** ISO date-times, or null: a test without a window is open at any time. */
  opensAt: string | null;
  closesAt: string | null;
  windowMode: WindowMode;
}

/** `always`: no window. */
export type WindowState = 'always' | 'upcoming' | 'open' | 'closed';

const ms = (iso: string) => Date.parse(iso);

/** The last moment a student may start: the close, or the close less the time limit when each gets the full time. */
export function lastStartAt(window: TestWindow, timeLimitMinutes: number): Date | null {
  if (window.closesAt === null) return null;
  const closes = ms(window.closesAt);
  return new Date(window.windowMode === 'full-time' ? closes - timeLimitMinutes * 60_000 : closes);
}

/** When a test's results are released: never held back (null) for a test that does not close. */
export function releaseTime(window: Pick<TestWindow, 'closesAt'>): Date | null {
  return window.closesAt === null ? null : new Date(ms(window.closesAt) + RELEASE_GRACE_SECONDS * 1000);
}

export function windowState(window: TestWindow, timeLimitMinutes: number, now: Date): WindowState {
  if (window.opensAt === null && window.closesAt === null) return 'always';
  if (window.opensAt !== null && now.getTime() < ms(window.opensAt)) return 'upcoming';
  const last = lastStartAt(window, timeLimitMinutes);
  if (last !== null && now.getTime() > last.getTime()) return 'closed';
  return 'open';
}

/** Whether results held until `releasesAt` (ISO, or null: never held) may be shown now. */
export const isReleased = (releasesAt: string | null, now: Date): boolean => releasesAt === null || now.getTime() >= ms(releasesAt);

const dateTime = (label: string) =>
  z
    .string({ error: `${label} must be a date and time.` })
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a date and time.`)
    .transform((value) => new Date(value).toISOString());

/** The window fields of the test form (spread into the test's schema). */
export const testWindowFields = {
  opensAt: dateTime('Opens at').nullable().default(null),
  closesAt: dateTime('Closes at').nullable().default(null),
  windowMode: z
    .enum(WINDOW_MODES, { error: 'Choose whether everyone gets the full time or everyone ends at the close.' })
    .default('full-time'),
  /** The teacher may keep a test's leaderboard off. */
  leaderboard: z.boolean({ error: 'Leaderboard must be true or false.' }).default(true),
};

/** The window's own rules, checked by the test form's refinement. */
export function windowProblems(test: {
  opensAt: string | null;
  closesAt: string | null;
  windowMode: WindowMode;
  timeLimitMinutes: number;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (test.closesAt === null) return problems;
  if (test.opensAt === null) return [{ path: 'opensAt', message: TEST_SERIES_MESSAGES.closeNeedsOpen }];
  const length = ms(test.closesAt) - ms(test.opensAt);
  if (length <= 0) problems.push({ path: 'closesAt', message: TEST_SERIES_MESSAGES.windowOrder });
  else if (test.windowMode === 'full-time' && length < test.timeLimitMinutes * 60_000)
    problems.push({ path: 'closesAt', message: TEST_SERIES_MESSAGES.windowTooShort });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Rank and percentile
// ---------------------------------------------------------------------------------------------

/** Takers per score: each student's first submitted attempt counted once. */
export type ScoreCounts = ReadonlyMap<number, number>;

export interface DistributionBucket {
  /** Percent of the maximum, inclusive lower bound: 0, 10, ..., 90 (the last holds 100; negative scores count in the first). */
  fromPercent: number;
  toPercent: number;
  count: number;
}

export interface Ranking {
  /** Competition rank: 1 + takers who scored more (ties share a rank). */
  rank: number;
  /** Students ranked (their first submitted attempt each). */
  takers: number;
  /** NTA's: 100 × takers with a score ≤ this one ÷ all takers, to 7 decimal places. */
  percentile: number;
  topScore: number;
  /** Over the takers, two decimals. */
  averageScore: number;
  /** False for a later attempt: the rank and percentile it would have had (it is not counted). */
  ranked: boolean;
  distribution: DistributionBucket[];
}

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** The percent-of-maximum buckets of a score distribution. */
export function distributionOf(counts: ScoreCounts, maxScore: number): DistributionBucket[] {
  const step = TEST_SERIES_LIMITS.bucketPercent;
  const buckets = Array.from({ length: 100 / step }, (_, index) => ({
    fromPercent: index * step,
    toPercent: (index + 1) * step,
    count: 0,
  }));
  for (const [score, count] of counts) buckets[bucketIndex(score, maxScore)]!.count += count;
  return buckets;
}

/**
 * A score's rank and percentile among the takers. `ranked`: the score is one of the counted
 * attempts (a student's first); otherwise it is placed among them without being counted.
 */
export function rankingFrom(counts: ScoreCounts, score: number, maxScore: number, ranked: boolean): Ranking | null {
  let takers = 0;
  let above = 0;
  let atOrBelow = 0;
  let sum = 0;
  let top = -Infinity;
  for (const [value, count] of counts) {
    if (count <= 0) continue;
    takers += count;
    sum += value * count;
    if (value > score) above += count;
    else atOrBelow += count;
    if (value > top) top = value;
  }
  if (takers === 0) return null;
  return {
    rank: 1 + above,
    takers,
    percentile: round((100 * atOrBelow) / takers, TEST_SERIES_LIMITS.percentileDecimals),
    topScore: top,
    averageScore: round(sum / takers, 2),
    ranked,
    distribution: distributionOf(counts, maxScore),
  };
}

/**
 * The counts as they would be had `to` been the student's counted score instead of `from` (their
 * first attempt's): a later attempt's rank and percentile are "what it would have had".
 */
export function withScoreReplaced(counts: ScoreCounts, from: number, to: number): ScoreCounts {
  const next = new Map(counts);
  if ((next.get(from) ?? 0) > 0) next.set(from, next.get(from)! - 1);
  next.set(to, (next.get(to) ?? 0) + 1);
  return next;
}

/** "Asha V." from "Asha Verma"; a one-word name stays whole; an empty one reads as the anonymous name. */
export function leaderboardName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return ANONYMOUS_LEADER;
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first!;
}

export interface LeaderboardEntry {
  rank: number;
  /** First name and last initial, or "A student". */
  name: string;
  score: number;
  timeTakenSeconds: number;
  /** The reader's own line. */
  isYou: boolean;
}

/** GET /api/tests/:testId/leaderboard: the top 20 by score, then by time taken. */
export interface Leaderboard {
  testId: string;
  title: string;
  entries: LeaderboardEntry[];
  takers: number;
}

/** GET and PUT /api/tests/leaderboard-preference: whether the student's name shows on leaderboards. */
export const leaderboardPreferenceSchema = requestSchema(
  z.object({ showName: z.boolean({ error: 'Show my name must be true or false.' }) }),
);
export interface LeaderboardPreference {
  showName: boolean;
}

// ---------------------------------------------------------------------------------------------
// Answer-key corrections
// ---------------------------------------------------------------------------------------------

/** A dropped question's marks: full marks to everyone who attempted it, or to everyone. */
export const BONUS_TO = ['attempted', 'all'] as const;
export type BonusTo = (typeof BONUS_TO)[number];

export const KEY_CORRECTION_MESSAGES = {
  questionNotInTest: 'This question is not part of this test.',
  keyDoesNotFit: 'The corrected key does not fit this question: give the options, the whole number or the range its kind takes.',
} as const;

const QUESTION_ID = z.string({ error: 'A question id must be text.' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'A question id is not valid.');

/**
 * POST /api/admin/tests/:id/corrections. `change-key`: the new key (several options for a
 * one-option question accepts each of them); `drop`: the question is marked as a bonus.
 */
export const keyCorrectionSchema = requestSchema(
  z.discriminatedUnion(
    'action',
    [
      z.object({
        action: z.literal('change-key'),
        questionId: QUESTION_ID,
        correctOptions: z
          .array(z.number({ error: 'Correct options must be option numbers.' }).int().min(0), {
            error: 'Correct options must be a list of option numbers.',
          })
          .max(8)
          .default([]),
        integerAnswer: z
          .number({ error: 'The answer must be a whole number.' })
          .int('The answer must be a whole number.')
          .nullable()
          .default(null),
        answerRange: z
          .object({ min: z.number().finite(), max: z.number().finite() }, { error: 'The range needs its lowest and highest answers.' })
          .nullable()
          .default(null),
      }),
      z.object({
        action: z.literal('drop'),
        questionId: QUESTION_ID,
        bonusTo: z.enum(BONUS_TO, { error: 'Give the bonus to those who attempted it, or to all.' }),
      }),
    ],
    { error: 'Choose to change the key or to drop the question.' },
  ),
);

/** What was corrected, as the student's result and the teacher's list show it. */
export interface KeyCorrectionNote {
  jobId: string;
  questionId: string;
  action: 'change-key' | 'drop';
  bonusTo: BonusTo | null;
  /** The new key (change-key). */
  correctOptions: number[];
  integerAnswer: number | null;
  answerRange: { min: number; max: number } | null;
  correctedAt: string;
  /** This attempt's marks for the question and its score, before and after. */
  marksBefore: number;
  marksAfter: number;
  scoreBefore: number;
  scoreAfter: number;
}

/** A correction being applied: every attempt of the test rescored in batches, resumable. */
export interface KeyCorrectionJob {
  _id: string;
  testId: string;
  questionId: string;
  action: 'change-key' | 'drop';
  bonusTo: BonusTo | null;
  status: 'running' | 'done';
  /** Attempts looked at so far, and those whose score changed. */
  attempts: number;
  changed: number;
  createdAt: string | null;
  finishedAt: string | null;
}

/** GET /api/admin/tests/:id/corrections: newest first. */
export interface KeyCorrectionList {
  jobs: KeyCorrectionJob[];
}
