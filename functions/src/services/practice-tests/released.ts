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
