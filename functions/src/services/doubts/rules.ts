/**
 * The doubts' pure rules, apart so they are tested without Firestore.
 */

export interface AskingSwitches {
  doubtsFromSubscribers: boolean;
  doubtsFromFreeCourses: boolean;
}

/**
 * Who may ask where. A student with an active plan asks from anywhere they can open (every plan
 * opens everything); a student of a free course asks on that course without a plan. The teacher
 * can turn either off in Settings. `off` when nothing lets this student ask and a plan would not
 * help either (the teacher takes no doubts, or only on free courses and the student already has a
 * plan); `needs-plan` when a plan would.
 */
export function askingRule(switches: AskingSwitches, asker: { subscriber: boolean; freeCourse: boolean }): 'ok' | 'off' | 'needs-plan' {
  if (asker.subscriber && switches.doubtsFromSubscribers) return 'ok';
  if (asker.freeCourse && switches.doubtsFromFreeCourses) return 'ok';
  if (!switches.doubtsFromSubscribers || asker.subscriber) return 'off';
  return 'needs-plan';
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The India calendar days (`YYYY-MM-DD`) of the `count` days ending with `today`, newest first. */
export function daysEndingWith(today: string, count: number): string[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_unused, index) => new Date(Date.UTC(year, month - 1, day - index)).toISOString().slice(0, 10));
}
