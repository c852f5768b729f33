import { useEffect, useRef } from 'react';
import styles from './dashboard.module.css';

export interface BarSeries {
  readonly label: string;
  readonly values: readonly number[];
  readonly color: string;
}

/**
 * A bar chart drawn by Chart.js on a canvas, named by `summary` (role img). Chart.js loads with the
 * first chart (its own chunk) and draws once it is there; the table beside each chart carries the
 * same numbers for screen readers and for anyone who prefers them.
 */
export function BarChart({
  labels,
  series,
  summary,
}: {
  readonly labels: readonly string[];
  readonly series: readonly BarSeries[];
  readonly summary: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('./chart-setup.ts').then(({ drawBarChart }) => {
      if (cancelled || !canvas.current) return;
      chart = drawBarChart(canvas.current, labels, series);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, series]);
  return (
    <div className={styles.chartBox}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
