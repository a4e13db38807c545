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
}

const HEIGHT = 220;

export default function BarChart({ labels, values, format, colorVariable }: BarChartProps) {
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
            // Every other label on a narrow phone, so twelve of them do not run together.
            values: (_chart, splits) => splits.map((split) => (element.clientWidth < 480 && split % 2 === 1 ? '' : (labels[split] ?? ''))),
          },
          { ...axis, size: 64, values: (_chart, splits) => splits.map((split) => format(split)) },
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
  }, [labels, values, format, colorVariable]);

  return <div ref={host} className="admin-chart" aria-hidden="true" />;
}
