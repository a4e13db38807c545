import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * A bar chart drawn by uPlot (about 20 KB gzip, a canvas; Chart.js does the same for about three
 * times that). This module is loaded lazily by the admin Overview only, so no other page carries
 * it. The canvas is a picture: the figures it shows are also in a table beside it.
 */
export interface BarChartProps {
  labels: readonly string[];
  values: readonly number[];
  /** How an axis tick reads: "₹1,200", "3". */
  format: (value: number) => string;
  /** A CSS colour variable from tokens.css, read when the chart is drawn (canvas cannot use var()). */
  colorVariable: string;
  /** Counts: the axis steps by whole numbers (no "1.5 students"). */
  wholeNumbers?: boolean;
}

const HEIGHT = 220;
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/** Every label on a wide screen; every second or third on narrower ones, so twelve never run together. */
const labelEvery = (width: number) => (width < 480 ? 3 : width < 768 ? 2 : 1);

export default function BarChart({ labels, values, format, colorVariable, wholeNumbers = false }: BarChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const styles = getComputedStyle(element);
    const color = styles.getPropertyValue(colorVariable).trim() || '#4338ca';
    const ink = styles.getPropertyValue('--color-ink-muted').trim() || '#475569';
    const grid = styles.getPropertyValue('--color-slate-200').trim() || '#e2e8f0';
    const indexes = labels.map((_label, index) => index);
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { show: false }, font: '11px system-ui, sans-serif' };
    const chart = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: () => [-0.5, labels.length - 0.5] },
          // Never a negative axis for counts and revenue; an all-zero chart still has a scale.
          y: { range: (_chart, _min, max) => [0, Math.max(1, max) * 1.1] },
        },
        axes: [
          {
            ...axis,
            grid: { show: false },
            splits: () => indexes,
            // Counted back from the newest bar, so the current month or week always has its label.
            values: (_chart, splits) =>
              splits.map((split) => ((labels.length - 1 - split) % labelEvery(element.clientWidth) === 0 ? (labels[split] ?? '') : '')),
          },
          {
            ...axis,
            size: 64,
            ...(wholeNumbers ? { incrs: WHOLE_STEPS } : {}),
            values: (_chart, splits) => splits.map((split) => format(split)),
          },
        ],
        series: [
          {},
          {
            fill: color,
            stroke: color,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
          },
        ],
      },
      [indexes, [...values]],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, element.clientWidth), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, values, format, colorVariable, wholeNumbers]);

  return <div ref={host} className="admin-chart" aria-hidden="true" />;
}
