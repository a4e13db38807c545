import { createHash } from 'node:crypto';
import { foldQuestionCounts, tallyFields, type QuestionTally, type QuestionTotals, type ScoreCounts } from '@chem/contract';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { COLLECTIONS } from './store.js';

/**
 * A test's score counts: how many takers (each student's first submitted attempt) have each
 * score, kept in SCORE_SHARDS small documents `testScoreCounts/{testId}_{n}` that scoring updates
 * in its own transaction with increments (no read, so submissions never queue behind one another
 * on one document), and a student's shard chosen by their uid. A result's rank, percentile,
 * topper's score, average and distribution come from reading the shards: SCORE_SHARDS reads in
 * one batched call, whatever the number of takers (docs/test-series.md weighs this against
 * `count()` queries).
 *
 * Scores are counted in hundredths of a mark (the map's keys), so 12.5 is "1250" and a key never
 * holds a dot. A correction moves an attempt from its old score to its new one in the same
 * transaction that rescores it.
 */

/** Ten shards: ten submissions a second to one test before two share a document's write rate. */
export const SCORE_SHARDS = 10;

const scoreKey = (score: number) => String(Math.round(score * 100));

const shardOf = (uid: string) => createHash('sha256').update(uid).digest().readUInt32BE(0) % SCORE_SHARDS;

const shardRef = (testId: string, shard: number): DocumentReference => db().collection(COLLECTIONS.scoreCounts).doc(`${testId}_${shard}`);

/**
 * A map of plain numbers as increments. Zeros are left out (they would change nothing), and so is
 * a map left empty: merged, an empty map would not add nothing but replace what the shard holds
 * there (another taker's counts of that question).
 */
function increments(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'number') {
      if (value !== 0) out[key] = FieldValue.increment(value);
    } else if (typeof value === 'object' && value !== null) {
      const inner = increments(value as Record<string, unknown>);
      if (Object.keys(inner).length > 0) out[key] = inner;
    }
  }
  return out;
}

/**
 * The `questions` part of a shard write: each question's tally of one attempt (test-insights.ts),
 * or a change of tallies (a key correction moves right answers) given as plain numbers.
 */
export function questionCountWrites(fields: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return increments(fields);
}

/** An attempt's tallies as the shard's `questions` fields, added (1) or taken away (-1). */
export const talliesAsFields = (tallies: Readonly<Record<string, QuestionTally>>, delta: 1 | -1) =>
  Object.fromEntries(Object.entries(tallies).map(([id, tally]) => [id, tallyFields(tally, delta)]));

/**
 * The write that counts (or, with -1, uncounts) a taker's score, merged into their shard, with
 * (when given) their answers' part in each question's counts (plain numbers, added).
 */
export function scoreShardWrite(
  testId: string,
  uid: string,
  score: number | null,
  delta: 1 | -1,
  questions?: Record<string, Record<string, unknown>>,
) {
  return {
    ref: shardRef(testId, shardOf(uid)),
    data: {
      testId,
      ...(score === null ? {} : { counts: { [scoreKey(score)]: FieldValue.increment(delta) } }),
      ...(questions && Object.keys(questionCountWrites(questions)).length > 0 ? { questions: questionCountWrites(questions) } : {}),
    },
  };
}

/** Counts (or, with -1, uncounts) a taker's score: a write only, inside the caller's transaction. */
export function countScoreIn(
  transaction: Transaction,
  testId: string,
  uid: string,
  score: number | null,
  delta: 1 | -1,
  questions?: Record<string, Record<string, unknown>>,
): void {
  const { ref, data } = scoreShardWrite(testId, uid, score, delta, questions);
  transaction.set(ref, data, { merge: true });
}

/** Every question's counts over the shards already read (no read of its own). */
export const questionCountsFrom = (shards: readonly { get(field: string): unknown }[]): Map<string, QuestionTotals> =>
  foldQuestionCounts(shards.map((shard) => shard.get('questions')));

/** Every shard's reference, for a batched read beside other documents. */
export const scoreShardRefs = (testId: string): DocumentReference[] =>
  Array.from({ length: SCORE_SHARDS }, (_, shard) => shardRef(testId, shard));

/** The shards' counts added up, by score. */
export function countsFrom(shards: readonly { get(field: string): unknown }[]): ScoreCounts {
  const counts = new Map<number, number>();
  for (const shard of shards) {
    const stored = shard.get('counts');
    if (typeof stored !== 'object' || stored === null) continue;
    for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
      const score = Number(key) / 100;
      if (!Number.isFinite(score) || typeof value !== 'number' || value <= 0) continue;
      counts.set(score, (counts.get(score) ?? 0) + value);
    }
  }
  return counts;
}

/** A test's counts: SCORE_SHARDS reads. */
export async function scoreCountsOf(testId: string): Promise<ScoreCounts> {
  return countsFrom(await db().getAll(...scoreShardRefs(testId)));
}
