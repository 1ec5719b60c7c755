import 'chartist/dist/index.css';

import { BarChart as Chartist, type BarChartOptions } from 'chartist';
import { useEffect, useRef } from 'react';

import type { ChartData } from '../../../features/statistics';
import styles from './bar-chart.module.css';

export interface BarChartProps {
  data: ChartData;
  /** What the chart shows, in one sentence: the name of the image for screen readers. */
  summary: string;
  stacked?: boolean;
  horizontal?: boolean;
}

/**
 * Room right of a horizontal chart for its last value label, which starts at the last grid line:
 * about 8 px a digit at the axis' size, for the largest value with the margin Chartist rounds up to.
 */
const roomForLastValue = (data: ChartData, stacked: boolean) => {
  const totals = data.labels.map((_, index) =>
    data.series.reduce(
      (sum, series) =>
        stacked ? sum + (series.values[index] ?? 0) : Math.max(sum, series.values[index] ?? 0),
      0,
    ),
  );
  const digits = String(Math.ceil(Math.max(1, ...totals) * 1.25)).length;
  return Math.max(16, digits * 8 + 4);
};

/** Long day axes show every n-th label, about one per 56 px, so they never overlap. */
const labelStep = (count: number, width: number) =>
  Math.max(1, Math.ceil(count / Math.max(2, Math.floor(width / 56))));

/**
 * A bar chart drawn by Chartist (SVG). This module and the library are a chunk of their own,
 * loaded with the statistics page's charts; the numbers are also in a table beside each chart.
 */
export default function BarChart({ data, summary, stacked = false, horizontal = false }: BarChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!host.current) return undefined;
    const step = labelStep(data.labels.length, host.current.clientWidth || 600);
    const options: BarChartOptions = {
      stackBars: stacked,
      horizontalBars: horizontal,
      reverseData: horizontal,
      height: horizontal ? `${Math.max(120, data.labels.length * 36 + 40)}px` : '240px',
      chartPadding: { top: 16, right: horizontal ? roomForLastValue(data, stacked) : 16, bottom: 0, left: 0 },
      axisX: horizontal
        ? { onlyInteger: true }
        : {
            showGrid: false,
            labelInterpolationFnc: (value: unknown, index: number) =>
              index % step === 0 ? String(value) : '',
          },
      axisY: horizontal ? { offset: 150, showGrid: false } : { onlyInteger: true, offset: 40 },
    };
    const chart = new Chartist(
      host.current,
      {
        labels: data.labels,
        series: data.series.map((series) => ({
          name: series.name,
          className: styles[series.key] ?? '',
          data: series.values,
        })),
      },
      options,
    );
    // Bars as wide as the chart allows: a month of days on a phone needs thinner ones than three transports.
    const room =
      (horizontal ? Number.parseInt(String(options.height), 10) : host.current.clientWidth || 600) - 60;
    const width = Math.max(2, Math.min(28, (room / Math.max(1, data.labels.length)) * 0.6));
    chart.on('draw', (event) => {
      if (event.type === 'bar') event.element.attr({ style: `stroke-width: ${width.toFixed(1)}px` });
    });
    return () => {
      chart.detach();
    };
  }, [data, stacked, horizontal]);

  return (
    <figure className={styles.figure}>
      <div ref={host} className={styles.chart} role="img" aria-label={summary} />
      {data.series.length > 1 ? (
        <figcaption className={styles.legend} aria-hidden="true">
          {data.series.map((series) => (
            <span key={series.key} className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles[`${series.key}Swatch`] ?? ''}`} />
              {series.name}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}
