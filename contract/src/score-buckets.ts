/**
 * The result's score distribution: buckets of this many percent of the maximum. Apart from
 * test-series.ts (whose request schemas build zod at load) because the result screen needs
 * `bucketIndex` and must not load zod.
 */
export const SCORE_BUCKET_PERCENT = 10;

/** Which bucket of the distribution a score falls in ("you are here"); negative scores in the first, the maximum in the last. */
export function bucketIndex(score: number, maxScore: number): number {
  const percent = maxScore > 0 ? (Math.max(0, score) / maxScore) * 100 : 0;
  const buckets = 100 / SCORE_BUCKET_PERCENT;
  return Math.min(buckets - 1, Math.floor(percent / SCORE_BUCKET_PERCENT));
}
