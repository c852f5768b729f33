import {
  formatDate,
  paths,
  STATISTICS_DAYS,
  STATISTICS_TEXTS,
  type AppStatisticsResponse,
} from '@showroom/contract';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { NoticeBox } from '../../../components/form/notice-box.tsx';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useAppStatistics } from '../api/get-statistics.ts';
import styles from './app-statistics.module.css';

/**
 * /my-apps/{id}/statistics: the app's views and demo clicks per day over the last 90 days, as a line
 * chart (Chart.js, loaded as a chunk of its own once the numbers are there) and as a table behind
 * 'Show as table'. The canvas is an image named by the chart's label and described by the totals;
 * the table holds every number, for screen readers and for anyone who prefers it.
 */
export function AppStatisticsPage({ appId }: { readonly appId: number }) {
  const query = useAppStatistics(appId);
  usePageTitle(query.data ? STATISTICS_TEXTS.heading(query.data.name) : STATISTICS_TEXTS.pageTitle);
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={paths.myApps}>{STATISTICS_TEXTS.backToMyApps}</Link>
      </p>
      {query.data ? (
        <StatisticsView statistics={query.data} />
      ) : query.isError ? (
        <>
          <h1>{STATISTICS_TEXTS.pageTitle}</h1>
          <NoticeBox type="error">{STATISTICS_TEXTS.loadFailed}</NoticeBox>
        </>
      ) : (
        <>
          <h1>{STATISTICS_TEXTS.pageTitle}</h1>
          <p role="status">{STATISTICS_TEXTS.loading}</p>
        </>
      )}
    </div>
  );
}

function StatisticsView({ statistics }: { readonly statistics: AppStatisticsResponse }) {
  const { series, totals } = statistics;
  const summaryId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let remove: (() => void) | undefined;
    let cancelled = false;
    void import('./statistics-chart.ts').then(({ drawStatisticsChart }) => {
      if (cancelled || !canvas.current) return;
      remove = drawStatisticsChart(canvas.current, {
        labels: series.map((d) => formatDate(d.day)),
        views: series.map((d) => d.views),
        demoClicks: series.map((d) => d.demoClicks),
        viewsLabel: STATISTICS_TEXTS.views,
        demoClicksLabel: STATISTICS_TEXTS.demoClicks,
      });
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [series]);

  return (
    <>
      <h1>{STATISTICS_TEXTS.heading(statistics.name)}</h1>
      <p className={styles.intro}>{STATISTICS_TEXTS.intro}</p>
      <p className={styles.intro}>{STATISTICS_TEXTS.estimate}</p>
      <p id={summaryId} className={styles.summary}>
        {STATISTICS_TEXTS.summary(STATISTICS_DAYS, totals.views, totals.demoClicks)}
      </p>
      <div className={styles.chart}>
        <canvas ref={canvas} role="img" aria-label={STATISTICS_TEXTS.chartLabel} aria-describedby={summaryId}>
          {STATISTICS_TEXTS.summary(STATISTICS_DAYS, totals.views, totals.demoClicks)}
        </canvas>
      </div>
      <details className={styles.tableBox}>
        <summary>{STATISTICS_TEXTS.showTable}</summary>
        <table className={styles.table}>
          <caption>{STATISTICS_TEXTS.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{STATISTICS_TEXTS.date}</th>
              <th scope="col">{STATISTICS_TEXTS.views}</th>
              <th scope="col">{STATISTICS_TEXTS.demoClicks}</th>
            </tr>
          </thead>
          <tbody>
            {/* Newest first: the days a vendor looks for first. */}
            {[...series].reverse().map((d) => (
              <tr key={d.day}>
                <th scope="row">
                  <time dateTime={d.day}>{formatDate(d.day)}</time>
                </th>
                <td>{d.views}</td>
                <td>{d.demoClicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
