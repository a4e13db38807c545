import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { SWEEP_WAIT_MS, sweepPending } from './released.js';

const releasesAt = Timestamp.fromDate(new Date('2026-11-29T07:30:30.000Z'));
const at = (offsetMs: number) => new Date(releasesAt.toMillis() + offsetMs);
const testWith = (fields: Record<string, unknown>) => ({ get: (field: string) => fields[field] }) as never;

describe('results waiting for the release sweep', () => {
  it('wait after the release until the test is swept since it, at most SWEEP_WAIT_MS', () => {
    const latest = at(SWEEP_WAIT_MS).toISOString();
    expect(sweepPending(testWith({}), releasesAt, at(1000))).toBe(latest);
    // Swept before this release (a window moved later before anyone started) does not count.
    expect(sweepPending(testWith({ sweptAt: Timestamp.fromDate(at(-60_000)) }), releasesAt, at(1000))).toBe(latest);
    expect(sweepPending(testWith({ sweptAt: Timestamp.fromDate(at(20_000)) }), releasesAt, at(30_000))).toBeNull();
    // A sweep that never comes delays the results, never hides them.
    expect(sweepPending(testWith({}), releasesAt, at(SWEEP_WAIT_MS))).toBeNull();
    expect(sweepPending(undefined, releasesAt, at(SWEEP_WAIT_MS + 1))).toBeNull();
  });

  it('never hold a test without a window', () => {
    expect(sweepPending(testWith({}), null, at(0))).toBeNull();
    expect(sweepPending(testWith({}), undefined, at(0))).toBeNull();
  });
});
