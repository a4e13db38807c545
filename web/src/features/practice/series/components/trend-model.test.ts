import type { SeriesTrendPoint } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { shortPercentile, trendChart } from './trend-model';

const paper = (testId: string, percentile: number | null): SeriesTrendPoint => ({
  testId,
  title: `Mock ${testId}`,
  opensAt: null,
  resultsAt: null,
  result: percentile === null ? null : { attemptId: `a-${testId}`, score: 10, maxScore: 12, rank: 1, takers: 4, percentile },
});

const BOX = { width: 320, height: 140, left: 30, pad: 10 };

describe('the trend chart', () => {
  it('puts 100 at the top and 0 at the bottom, the papers evenly across', () => {
    const chart = trendChart([paper('1', 100), paper('2', 50), paper('3', 0)], BOX);
    expect(chart.points.map((point) => [point.x, point.y])).toEqual([
      [30, 10],
      [170, 70],
      [310, 130],
    ]);
    expect(chart.path).toBe('M30 10 L170 70 L310 130');
    expect(chart.grid.map((line) => [line.value, line.y])).toEqual([
      [0, 130],
      [25, 100],
      [50, 70],
      [75, 40],
      [100, 10],
    ]);
  });

  it('leaves a gap for a paper not taken (no point, the line starts again)', () => {
    const chart = trendChart([paper('1', 80), paper('2', null), paper('3', 40), paper('4', 60)], BOX);
    expect(chart.points.map((point) => point.testId)).toEqual(['1', '3', '4']);
    expect(chart.path).toBe('M30 34 M216.7 82 L310 58');
    expect(chart.slots.map((slot) => slot.x)).toEqual([30, 123.3, 216.7, 310]);
  });

  it('centres a single paper, and draws nothing when none was taken', () => {
    expect(trendChart([paper('1', 33.3333333)], BOX).points[0]).toMatchObject({ x: 170, y: 90 });
    expect(trendChart([paper('1', null), paper('2', null)], BOX)).toMatchObject({ points: [], path: '' });
  });

  it('prints a percentile with at most two decimals', () => {
    expect(shortPercentile(33.3333333)).toBe('33.33');
    expect(shortPercentile(100)).toBe('100');
  });
});
