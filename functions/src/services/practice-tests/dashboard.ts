import { PRACTICE_LIMITS, isReleased, type RecentTest } from '@chem/contract';
import { statsRef } from './store.js';

/**
 * The dashboard's test figures, from the student's practiceStats document, which scoring keeps up
 * to date (one read however many tests the student took).
 *
 * A scheduled test's score waits in `pending` (with the time its results are released) instead of
 * counting in the average and the recent tests: the dashboard would otherwise give the score away
 * before the test closes. Reading folds in what has been released since; the next scoring stores
 * the fold (`foldReleased`).
 */
export async function practiceTotals(uid: string, now = new Date()): Promise<PracticeTotals> {
  return practiceTotalsFrom((await statsRef(uid).get()).data() ?? {}, now);
}

export interface PracticeTotals {
  submitted: number;
  averageScore: number | null;
  recentTests: RecentTest[];
}

/** A recent test whose results are held until `releasesAt` (ISO). */
export type PendingTest = RecentTest & { releasesAt: string };

export interface StoredTotals {
  submitted: number;
  percentSum: number;
  recent: RecentTest[];
  pending: PendingTest[];
}

/** The stored totals with every pending test released by `now` counted in. */
export function foldReleased(data: Record<string, unknown>, now: Date): StoredTotals {
  const pendingStored = Array.isArray(data.pending) ? (data.pending as PendingTest[]) : [];
  const released = pendingStored.filter((entry) => isReleased(entry.releasesAt, now));
  const recent = [
    ...(Array.isArray(data.recent) ? (data.recent as RecentTest[]) : []),
    ...released.map(({ releasesAt: _, ...entry }) => entry),
  ];
  return {
    submitted: (typeof data.submitted === 'number' ? data.submitted : 0) + released.length,
    percentSum: (typeof data.percentSum === 'number' ? data.percentSum : 0) + released.reduce((sum, entry) => sum + entry.percent, 0),
    recent: recent.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)).slice(0, PRACTICE_LIMITS.recentTests),
    pending: pendingStored.filter((entry) => !isReleased(entry.releasesAt, now)),
  };
}

/** What the dashboard shows of a stored `practiceStats` document. */
export function practiceTotalsFrom(data: Record<string, unknown>, now = new Date()): PracticeTotals {
  const { submitted, percentSum, recent } = foldReleased(data, now);
  return {
    submitted,
    // Whole percent, as the dashboard shows it.
    averageScore: submitted > 0 ? Math.round(percentSum / submitted) : null,
    recentTests: recent.slice(0, PRACTICE_LIMITS.recentTests),
  };
}
