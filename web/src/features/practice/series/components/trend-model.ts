import type { SeriesTrendPoint } from '@chem/contract';

/**
 * The trend chart's geometry: percentile (0 to 100) up, the series' released papers across in
 * schedule order. A paper the student did not take leaves a gap in the line (no made-up point).
 * Every figure drawn is the server's; only the positions are computed here.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Room left for the axis labels, and around the plot. */
  left: number;
  pad: number;
}

interface ChartPoint {
  testId: string;
  title: string;
  x: number;
  y: number;
  percentile: number;
}

export interface TrendChart {
  points: ChartPoint[];
  /** SVG path data: one segment per run of papers taken one after another. */
  path: string;
  /** Where each paper's slot is across (taken or not), for the axis ticks. */
  slots: { testId: string; x: number }[];
  /** Gridlines at 0, 25, 50, 75, 100. */
  grid: { value: number; y: number }[];
}

export function trendChart(papers: readonly SeriesTrendPoint[], box: ChartBox): TrendChart {
  const plotWidth = box.width - box.left - box.pad;
  const plotHeight = box.height - 2 * box.pad;
  const xOf = (index: number) => box.left + (papers.length === 1 ? plotWidth / 2 : (plotWidth * index) / (papers.length - 1));
  const yOf = (percentile: number) => box.pad + plotHeight * (1 - Math.min(100, Math.max(0, percentile)) / 100);
  const round = (value: number) => Math.round(value * 10) / 10;
  const points: ChartPoint[] = [];
  const segments: string[] = [];
  let previousTaken = false;
  papers.forEach((paper, index) => {
    if (!paper.result) {
      previousTaken = false;
      return;
    }
    const point = {
      testId: paper.testId,
      title: paper.title,
      x: round(xOf(index)),
      y: round(yOf(paper.result.percentile)),
      percentile: paper.result.percentile,
    };
    points.push(point);
    segments.push(`${previousTaken ? 'L' : 'M'}${point.x} ${point.y}`);
    previousTaken = true;
  });
  return {
    points,
    path: segments.join(' '),
    slots: papers.map((paper, index) => ({ testId: paper.testId, x: round(xOf(index)) })),
    grid: [0, 25, 50, 75, 100].map((value) => ({ value, y: round(yOf(value)) })),
  };
}

/** A percentile as the page prints it: up to 2 decimals ("99.87", "50"); the table keeps NTA's 7. */
export const shortPercentile = (percentile: number) => String(Math.round(percentile * 100) / 100);
