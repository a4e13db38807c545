import { describe, expect, it } from 'vitest';
import { bucketIndex } from './score-buckets.js';
import {
  ANONYMOUS_LEADER,
  lastStartAt,
  leaderboardName,
  rankingFrom,
  releaseTime,
  windowProblems,
  windowState,
  withScoreReplaced,
} from './test-series.js';

const countsOf = (scores: number[]) => {
  const counts = new Map<number, number>();
  for (const score of scores) counts.set(score, (counts.get(score) ?? 0) + 1);
  return counts;
};

describe('rankingFrom', () => {
  // Eight takers, as the browser journey has them.
  const scores = [12, 7, 7, 2, -3, 7, 0, 12];
  const counts = countsOf(scores);

  it('gives the competition rank (ties share) and NTA’s percentile to 7 places', () => {
    expect(rankingFrom(counts, 12, 12, true)).toMatchObject({ rank: 1, takers: 8, percentile: 100, topScore: 12, averageScore: 5.5 });
    expect(rankingFrom(counts, 7, 12, true)).toMatchObject({ rank: 3, percentile: 75 });
    expect(rankingFrom(counts, 2, 12, true)).toMatchObject({ rank: 6, percentile: 37.5 });
    expect(rankingFrom(counts, -3, 12, true)).toMatchObject({ rank: 8, percentile: 12.5 });
    // 100 × 1 ÷ 3 = 33.3333333 (7 places).
    expect(rankingFrom(countsOf([1, 2, 3]), 1, 3, true)!.percentile).toBe(33.3333333);
    expect(rankingFrom(countsOf([1, 2, 3, 4, 5, 6]), 4, 6, true)!.percentile).toBe(66.6666667);
  });

  it('has no ranking without takers, and puts negative scores in the first bucket', () => {
    expect(rankingFrom(new Map(), 5, 10, true)).toBeNull();
    const ranking = rankingFrom(counts, 7, 12, true)!;
    expect(ranking.distribution).toHaveLength(10);
    expect(ranking.distribution[0]).toEqual({ fromPercent: 0, toPercent: 10, count: 2 });
    expect(ranking.distribution[9]).toEqual({ fromPercent: 90, toPercent: 100, count: 2 });
    expect(bucketIndex(12, 12)).toBe(9);
    expect(bucketIndex(-3, 12)).toBe(0);
    expect(bucketIndex(7, 12)).toBe(5);
  });

  it('places a later attempt as if it had been the student’s counted one', () => {
    // Counted: 12, 7, 2 (this student's 2). Their later 9 would have been 2nd of 3.
    const replaced = withScoreReplaced(countsOf([12, 7, 2]), 2, 9);
    expect(rankingFrom(replaced, 9, 12, false)).toMatchObject({ rank: 2, takers: 3, percentile: 66.6666667, ranked: false });
  });
});

describe('windows', () => {
  const opensAt = '2026-11-29T04:30:00.000Z';
  const closesAt = '2026-11-29T07:30:00.000Z';

  it('the last start: the close less the time limit when everyone gets the full time, the close otherwise', () => {
    expect(lastStartAt({ opensAt, closesAt, windowMode: 'full-time' }, 60)!.toISOString()).toBe('2026-11-29T06:30:00.000Z');
    expect(lastStartAt({ opensAt, closesAt, windowMode: 'end-at-close' }, 60)!.toISOString()).toBe(closesAt);
    expect(releaseTime({ closesAt })!.toISOString()).toBe('2026-11-29T07:30:30.000Z');
    expect(releaseTime({ closesAt: null })).toBeNull();
  });

  it('upcoming, open, closed; always without a window', () => {
    const window = { opensAt, closesAt, windowMode: 'full-time' as const };
    expect(windowState(window, 60, new Date('2026-11-29T04:29:59Z'))).toBe('upcoming');
    expect(windowState(window, 60, new Date('2026-11-29T06:30:00Z'))).toBe('open');
    expect(windowState(window, 60, new Date('2026-11-29T06:30:01Z'))).toBe('closed');
    expect(windowState({ opensAt: null, closesAt: null, windowMode: 'full-time' }, 60, new Date())).toBe('always');
  });

  it('refuses a close before the open, a close without an open, and a window shorter than the time', () => {
    expect(windowProblems({ opensAt, closesAt: opensAt, windowMode: 'full-time', timeLimitMinutes: 60 })).toHaveLength(1);
    expect(windowProblems({ opensAt: null, closesAt, windowMode: 'full-time', timeLimitMinutes: 60 })).toHaveLength(1);
    expect(windowProblems({ opensAt, closesAt, windowMode: 'full-time', timeLimitMinutes: 181 })).toHaveLength(1);
    expect(windowProblems({ opensAt, closesAt, windowMode: 'end-at-close', timeLimitMinutes: 181 })).toEqual([]);
  });
});

describe('leaderboardName', () => {
  it('first name and last initial', () => {
    expect(leaderboardName('Asha Verma')).toBe('Asha V.');
    expect(leaderboardName('  Rohan  Kumar Das ')).toBe('Rohan D.');
    expect(leaderboardName('Meera')).toBe('Meera');
    expect(leaderboardName('अनीता शर्मा')).toBe('अनीता श.');
    expect(leaderboardName(' ')).toBe(ANONYMOUS_LEADER);
  });
});
