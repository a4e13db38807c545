import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from './store.js';

/**
 * For features that learn from a student's test answers (the revision queue of wrong answers,
 * practice statistics): whether an attempt's outcomes may be used yet. A scheduled test's attempt
 * carries `releasesAt` (its close plus the answers' grace); until then its key, outcomes and score
 * are the student's secret as much as anyone's, and a wrong answer must not appear in a queue that
 * would show the right one. Attempts without `releasesAt` (tests without a window) are released
 * when submitted.
 *
 * A job that reads submitted attempts should skip those this answers false for and take them on a
 * later run: for example, query `testAttempts` where `releasesAt <= now` (and those with
 * `releasesAt == null`) since its last run (docs/test-series.md, "Release").
 */
export function resultsReleased(attempt: DocumentSnapshot, now = new Date()): boolean {
  if (attempt.get('status') !== 'submitted') return false;
  const releasesAt: unknown = attempt.get('releasesAt');
  return !(releasesAt instanceof Timestamp) || releasesAt.toMillis() <= now.getTime();
}

/** The attempts collection and the field to query released results by (see above). */
export const RELEASED_RESULTS = { collection: COLLECTIONS.attempts, releaseField: 'releasesAt' } as const;

/**
 * How long a released test's results wait at most for the release sweep (release-sweep.ts): the
 * minute schedule may start up to a minute late and a large test takes more than one run. Past
 * this, results show whether or not the sweep has run (a stuck sweep delays them, never hides them).
 */
export const SWEEP_WAIT_MS = 5 * 60_000;

/**
 * Whether a scheduled test's results must still wait for the release sweep, which scores the
 * attempts left running so that every taker is counted before anyone sees a rank: answers when
 * they will be out at the latest (ISO), or null once the sweep has run since the release
 * (`sweptAt` on the test) or the wait is over. `test` is the test's document as read.
 */
export function sweepPending(test: DocumentSnapshot | undefined, releasesAt: unknown, now = new Date()): string | null {
  if (!(releasesAt instanceof Timestamp)) return null;
  const latest = releasesAt.toMillis() + SWEEP_WAIT_MS;
  if (now.getTime() >= latest) return null;
  const sweptAt: unknown = test?.get('sweptAt');
  if (sweptAt instanceof Timestamp && sweptAt.toMillis() >= releasesAt.toMillis()) return null;
  return new Date(latest).toISOString();
}
