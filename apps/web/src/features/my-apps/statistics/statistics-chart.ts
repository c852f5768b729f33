/**
 * The statistics page's line chart (Chart.js 4), a chunk of its own: only the controller, elements,
 * scales and plugins a line chart with a legend and tooltips needs are registered, so the rest of
 * Chart.js is left out of the bundle.
 */
import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);

export interface ChartSeries {
  readonly labels: readonly string[];
  readonly views: readonly number[];
  readonly demoClicks: readonly number[];
  readonly viewsLabel: string;
  readonly demoClicksLabel: string;
}

/** The design's colours, read from the page's tokens (a canvas cannot use CSS variables). */
function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Draws the chart on the canvas; the returned function removes it. */
export function drawStatisticsChart(canvas: HTMLCanvasElement, data: ChartSeries): () => void {
  const primary = token('--color-primary-700', '#0b5563');
  const secondary = token('--color-warning-800', '#7a4d00');
  const text = token('--color-text-secondary', '#4a5568');
  const chart = new Chart(canvas, {
    type: 'line',
    data: {
      labels: [...data.labels],
      datasets: [
        {
          label: data.viewsLabel,
          data: [...data.views],
          borderColor: primary,
          backgroundColor: primary,
          pointRadius: 0,
          pointHitRadius: 6,
          borderWidth: 2,
        },
        {
          // Dashed as well as coloured: the two lines differ without colour too.
          label: data.demoClicksLabel,
          data: [...data.demoClicks],
          borderColor: secondary,
          backgroundColor: secondary,
          borderDash: [6, 4],
          pointRadius: 0,
          pointHitRadius: 6,
          borderWidth: 2,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { ticks: { color: text, maxTicksLimit: 8, maxRotation: 0 } },
        y: { beginAtZero: true, ticks: { color: text, precision: 0 } },
      },
      plugins: { legend: { labels: { color: text } } },
    },
  });
  return () => chart.destroy();
}
