/**
 * Chart.js with only what the dashboard draws: vertical bar charts on a category axis, a legend for
 * charts with more than one series, tooltips. Registering these alone keeps the chunk small.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { BarSeries } from './bar-chart.tsx';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Draws the chart, or nothing where the canvas cannot be drawn on (no 2D context). */
export function drawBarChart(
  canvas: HTMLCanvasElement,
  labels: readonly string[],
  series: readonly BarSeries[],
): Chart<'bar'> | undefined {
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  const style = getComputedStyle(canvas);
  Chart.defaults.font.family = style.fontFamily;
  Chart.defaults.color = style.color;
  return new Chart(context, {
    type: 'bar',
    data: {
      labels: [...labels],
      datasets: series.map((s) => ({
        label: s.label,
        data: [...s.values],
        backgroundColor: s.color,
        borderRadius: 4,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // Drawn once, still: no motion, and what is shown is at once what the numbers say.
      animation: false,
      plugins: { legend: { display: series.length > 1 } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  });
}
