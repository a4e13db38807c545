import {
  SERIES_MESSAGES,
  isReleased,
  paperOrder,
  rankingFrom,
  releaseTime,
  type AdminSeriesList,
  type PracticeTest,
  type SeriesInput,
  type SeriesList,
  type SeriesPage,
  type SeriesTrend,
  type SeriesTrendPoint,
  type TestSeries,
} from '@chem/contract';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { conflict, notFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { countsFrom, scoreShardRefs, SCORE_SHARDS } from './ranking.js';
import { resultsReleased } from './released.js';
import { seriesCollection, seriesFrom, seriesRef } from './series-store.js';
import { attemptsCollection, progressRef, testFrom, testsCollection } from './store.js';
import { progressRecord, summaryOf } from './tests.js';

/**
 * Test series (docs/test-series.md, "Series"): the admin's series, a series' public page, and a
 * student's trend across its released papers. Every read here is bounded by the number of series
 * or papers, never by the number of takers.
 */

// ---------------------------------------------------------------------------------------------
// The teacher's
// ---------------------------------------------------------------------------------------------

const testsOf = (seriesId: string) => testsCollection().where('seriesId', '==', seriesId);

/** Newest first, each with its number of tests: one query and one count per series. */
export async function listSeriesForAdmin(): Promise<AdminSeriesList> {
  const all = await seriesCollection().orderBy('createdAt', 'desc').get();
  const counts = await Promise.all(all.docs.map((doc) => testsOf(doc.id).count().get()));
  return { series: all.docs.map((doc, index) => ({ ...seriesFrom(doc), testCount: counts[index]!.data().count })) };
}

export async function createSeries(input: SeriesInput): Promise<TestSeries> {
  const ref = seriesCollection().doc();
  await ref.create({ ...input, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  return seriesFrom(await ref.get());
}

export async function updateSeries(id: string, input: SeriesInput): Promise<TestSeries> {
  const ref = seriesRef(id);
  if (!(await ref.get()).exists) throw notFound(SERIES_MESSAGES.notFound);
  await ref.update({ ...input, updatedAt: FieldValue.serverTimestamp() });
  return seriesFrom(await ref.get());
}

/**
 * A series with tests is deleted only when asked to detach them (they stay, without a series), so
 * a slip never takes papers out of students' sight. Returns the message to answer with.
 */
export async function deleteSeries(id: string, detach: boolean): Promise<string> {
  const ref = seriesRef(id);
  const [snapshot, tests] = await Promise.all([ref.get(), testsOf(id).select().get()]);
  if (!snapshot.exists) throw notFound(SERIES_MESSAGES.notFound);
  if (!tests.empty && !detach) throw conflict(SERIES_MESSAGES.notEmpty);
  // One batch: the tests leave the series with its deletion (a series holds far fewer than 500 papers).
  const batch = db().batch();
  for (const test of tests.docs) batch.update(test.ref, { seriesId: null });
  batch.delete(ref);
  await batch.commit();
  return tests.empty ? SERIES_MESSAGES.deleted : SERIES_MESSAGES.deletedDetached;
}

// ---------------------------------------------------------------------------------------------
// What anyone sees
// ---------------------------------------------------------------------------------------------

/** Published tests a student can see (a published test always has questions; an old one might not). */
const listed = (test: PracticeTest) => test.published && test.questionIds.length > 0;

/** Published series with their numbers of published papers: two queries, whatever the takers. */
export async function listPublicSeries(): Promise<SeriesList> {
  const [series, papers] = await Promise.all([
    seriesCollection().where('published', '==', true).get(),
    testsCollection().where('published', '==', true).select('seriesId', 'questionIds').get(),
  ]);
  const counts = new Map<string, number>();
  for (const paper of papers.docs) {
    const seriesId: unknown = paper.get('seriesId');
    const questions: unknown = paper.get('questionIds');
    if (typeof seriesId === 'string' && Array.isArray(questions) && questions.length > 0)
      counts.set(seriesId, (counts.get(seriesId) ?? 0) + 1);
  }
  const published = series.docs.map(seriesFrom).sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  return {
    series: published.map(({ _id, title, description }) => ({ _id, title, description, paperCount: counts.get(_id) ?? 0 })),
  };
}

/** A published series and its published papers in schedule order, or 404. Two reads: the series, then its papers. */
async function openSeries(id: string): Promise<{ series: TestSeries; papers: PracticeTest[] }> {
  const ref = seriesRef(id);
  const [snapshot, tests] = await Promise.all([ref.get(), testsOf(id).get()]);
  const series = snapshot.exists ? seriesFrom(snapshot) : undefined;
  if (!series?.published) throw notFound(SERIES_MESSAGES.notFound);
  return { series, papers: tests.docs.map(testFrom).filter(listed).sort(paperOrder) };
}

/** A series' page as a visitor sees it: nobody's attempts, no key. One read plus one per paper. */
export async function seriesPage(id: string, now = new Date()): Promise<SeriesPage> {
  const { series, papers } = await openSeries(id);
  return {
    _id: series._id,
    title: series.title,
    description: series.description,
    papers: papers.map((test) => summaryOf(test, progressRecord(undefined), !test.isFree, now)),
  };
}

// ---------------------------------------------------------------------------------------------
// The student's trend
// ---------------------------------------------------------------------------------------------

/** Whether a paper's results are out at `now` (and it has opened: nothing to show before). */
function releasedAt(test: PracticeTest, now: Date): boolean {
  if (test.opensAt !== null && Date.parse(test.opensAt) > now.getTime()) return false;
  return isReleased(releaseTime(test)?.toISOString() ?? null, now);
}

/**
 * Per released paper, the student's ranked attempt (their first submitted one) with its rank and
 * percentile among the paper's takers, from the paper's score-count shards. A paper whose results
 * are held is left out entirely. Reads: the series and its papers (1 + P), the student's progress
 * at each released paper (R, one batched read), then for each paper they took its ranked attempt
 * and its SCORE_SHARDS shards (11 each, one batched read): 1 + P + R + 11 T, whatever the takers.
 */
export async function seriesTrend(uid: string, id: string, now = new Date()): Promise<SeriesTrend> {
  const { series, papers } = await openSeries(id);
  const released = papers.filter((test) => releasedAt(test, now));
  const progress = released.length > 0 ? await db().getAll(...released.map((test) => progressRef(uid, test._id))) : [];
  const taken = released
    .map((test, index) => ({ test, attemptId: progress[index]?.get('rankedAttemptId') as unknown }))
    .filter((paper): paper is { test: PracticeTest; attemptId: string } => typeof paper.attemptId === 'string' && paper.attemptId !== '');
  const reads =
    taken.length > 0
      ? await db().getAll(...taken.flatMap(({ test, attemptId }) => [attemptsCollection().doc(attemptId), ...scoreShardRefs(test._id)]))
      : [];
  const results = new Map<string, SeriesTrendPoint['result']>();
  taken.forEach(({ test, attemptId }, index) => {
    const attempt = reads[index * (SCORE_SHARDS + 1)] as DocumentSnapshot;
    const shards = reads.slice(index * (SCORE_SHARDS + 1) + 1, (index + 1) * (SCORE_SHARDS + 1));
    const score: unknown = attempt.get('score');
    const maxScore: unknown = attempt.get('maxScore');
    // The attempt's own release check too: nothing of a held result, whatever the test says now.
    if (!attempt.exists || attempt.get('uid') !== uid || !resultsReleased(attempt, now)) return;
    if (typeof score !== 'number' || typeof maxScore !== 'number') return;
    const ranking = rankingFrom(countsFrom(shards), score, maxScore, true);
    if (!ranking) return;
    results.set(test._id, { attemptId, score, maxScore, rank: ranking.rank, takers: ranking.takers, percentile: ranking.percentile });
  });
  return {
    seriesId: series._id,
    papers: released.map((test) => ({
      testId: test._id,
      title: test.title,
      opensAt: test.opensAt,
      resultsAt: releaseTime(test)?.toISOString() ?? null,
      result: results.get(test._id) ?? null,
    })),
  };
}
