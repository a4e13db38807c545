import { PRACTICE_LIMITS, type RecentTest } from '@chem/contract';
import { statsRef } from './store.js';

/**
 * The dashboard's test figures, from the student's practiceStats document, which scoring keeps up
 * to date (one read however many tests the student took).
 */
export async function practiceTotals(uid: string): Promise<PracticeTotals> {
  return practiceTotalsFrom((await statsRef(uid).get()).data() ?? {});
}

export interface PracticeTotals {
  submitted: number;
  averageScore: number | null;
  recentTests: RecentTest[];
}

/** What the dashboard shows of a stored `practiceStats` document. */
export function practiceTotalsFrom(data: Record<string, unknown>): PracticeTotals {
  const submitted = typeof data.submitted === 'number' ? data.submitted : 0;
  const percentSum = typeof data.percentSum === 'number' ? data.percentSum : 0;
  const recent = Array.isArray(data.recent) ? (data.recent as RecentTest[]) : [];
  return {
    submitted,
    // Whole percent, as the dashboard shows it.
    averageScore: submitted > 0 ? Math.round(percentSum / submitted) : null,
    recentTests: recent.slice(0, PRACTICE_LIMITS.recentTests),
  };
}
