import {
  CATEGORY_LABELS,
  DASHBOARD_STANDARD_NAMES,
  DASHBOARD_STATE_LABELS,
  DASHBOARD_TEXTS,
  DASHBOARD_WEEKS,
  daysSince,
  formatDate,
  paths,
  type AdminDashboard,
} from '@showroom/contract';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import formStyles from '../../components/form/form.module.css';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import { useRouteHandleValue } from '../../lib/route-handle.ts';
import { downloadAuditCsv } from './api/export-audit.ts';
import { useAdminDashboard } from './api/get-dashboard.ts';
import { BarChart, type BarSeries } from './bar-chart.tsx';
import styles from './dashboard.module.css';

// The design tokens' colours (tokens.css): the brand's for counts and approvals, danger for rejections.
const PRIMARY = '#0e6b7a';
const DANGER = '#a3262c';

/**
 * /admin: what waits for review and since when, the reviews of the last weeks, the catalogue by
 * status, standard and category (each a chart with its table), failing demos, and the audit history
 * as CSV. Every text is read at render time, so the page follows the language.
 */
export function DashboardPage() {
  const title = useRouteHandleValue('title');
  const query = useAdminDashboard();
  const T = DASHBOARD_TEXTS;
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {query.isPending ? (
        <p role="status">{T.loading}</p>
      ) : query.isError ? (
        <NoticeBox type="error">
          <p>{T.loadFailed}</p>
          <button type="button" className={formStyles.button} onClick={() => void query.refetch()}>
            {T.retry}
          </button>
        </NoticeBox>
      ) : (
        <Dashboard data={query.data} />
      )}
      <AuditExport />
    </div>
  );
}

function Dashboard({ data }: { readonly data: AdminDashboard }) {
  const T = DASHBOARD_TEXTS;
  const now = new Date(data.at);
  return (
    <>
      <section className={styles.section} aria-labelledby="dashboard-waiting">
        <h2 id="dashboard-waiting">{T.waitingHeading}</h2>
        <div className={styles.cards}>
          <WaitingCard
            heading={T.waitingVendors}
            waiting={data.waiting.vendors}
            empty={T.noVendorsWaiting}
            link={{ to: paths.adminVendors('submitted-vendors'), label: T.reviewVendors }}
            now={now}
          />
          <WaitingCard
            heading={T.waitingApps}
            waiting={data.waiting.apps}
            empty={T.noAppsWaiting}
            link={{ to: paths.adminApps('submitted-apps'), label: T.reviewApps }}
            now={now}
          />
        </div>
      </section>
      <div className={styles.charts}>
        <ReviewsChart weeks={data.reviewsPerWeek} />
        <CountChart
          heading={T.statusHeading}
          labelColumn={T.statusColumn}
          rows={data.catalogueByStatus.map((s) => ({
            label: DASHBOARD_STATE_LABELS[s.state],
            count: s.count,
          }))}
        />
        <CountChart
          heading={T.standardHeading}
          labelColumn={T.standardColumn}
          rows={data.byStandard.map((s) => ({ label: DASHBOARD_STANDARD_NAMES[s.standard], count: s.count }))}
        />
        <CountChart
          heading={T.categoryHeading}
          labelColumn={T.categoryColumn}
          rows={data.byCategory.map((c) => ({ label: CATEGORY_LABELS[c.category], count: c.count }))}
        />
      </div>
      <FailingDemos demos={data.failingDemos} />
    </>
  );
}

function WaitingCard({
  heading,
  waiting,
  empty,
  link,
  now,
}: {
  readonly heading: string;
  readonly waiting: AdminDashboard['waiting']['vendors'];
  readonly empty: string;
  readonly link: { readonly to: string; readonly label: string };
  readonly now: Date;
}) {
  const id = useId();
  return (
    <article className={styles.card} aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <p className={styles.count}>{waiting.count}</p>
      {waiting.count === 0 || waiting.oldestSince === null ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <p className={styles.muted}>
          {DASHBOARD_TEXTS.oldestSince(formatDate(waiting.oldestSince), daysSince(waiting.oldestSince, now))}
        </p>
      )}
      <Link to={link.to}>{link.label}</Link>
    </article>
  );
}

/** A figure: its heading as the caption, the chart, and the same numbers as a table. */
function ChartFigure({
  heading,
  labels,
  series,
  summary,
  table,
}: {
  readonly heading: string;
  readonly labels: readonly string[];
  readonly series: readonly BarSeries[];
  readonly summary: string;
  readonly table: (props: { className: string; caption: string }) => ReactNode;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <figure className={styles.figure} aria-labelledby={id}>
      <figcaption>
        <h2 id={id}>{heading}</h2>
      </figcaption>
      <BarChart labels={labels} series={series} summary={summary} />
      <button
        type="button"
        className={`${formStyles.button} ${styles.toggle}`}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        {DASHBOARD_TEXTS.showTable}
      </button>
      {/*
        Always in the page for screen readers; shown on screen on request. Hidden by a wrapper, not on
        the table itself: a table is as wide as its cells whatever its width says, and its overflow is
        not clipped, so a hidden table made the page scroll sideways (issue 35: 1944 px at 1280).
        Shown, a table wider than a phone scrolls in its wrapper, not the page.
      */}
      <div className={shown ? styles.tableWrap : 'visually-hidden'}>
        {table({ className: styles.table ?? '', caption: heading })}
      </div>
    </figure>
  );
}

function ReviewsChart({ weeks }: { readonly weeks: AdminDashboard['reviewsPerWeek'] }) {
  const T = DASHBOARD_TEXTS;
  const labels = useMemo(() => weeks.map((w) => w.week.slice(5)), [weeks]);
  const series = useMemo(
    () => [
      { label: T.approvals, values: weeks.map((w) => w.approvals), color: PRIMARY },
      { label: T.rejections, values: weeks.map((w) => w.rejections), color: DANGER },
    ],
    // The labels follow the language: a new language draws the chart again.
    [weeks, T.approvals, T.rejections],
  );
  const approvals = weeks.reduce((n, w) => n + w.approvals, 0);
  const rejections = weeks.reduce((n, w) => n + w.rejections, 0);
  return (
    <ChartFigure
      heading={T.reviewsHeading}
      labels={labels}
      series={series}
      summary={T.reviewsSummary(approvals, rejections, DASHBOARD_WEEKS)}
      table={({ className, caption }) => (
        <table className={className}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.weekColumn}</th>
              <th scope="col" className={styles.number}>
                {T.approvals}
              </th>
              <th scope="col" className={styles.number}>
                {T.rejections}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">
                  {w.week} ({formatDate(`${w.start}T00:00:00Z`)})
                </th>
                <td className={styles.number}>{w.approvals}</td>
                <td className={styles.number}>{w.rejections}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}

function CountChart({
  heading,
  labelColumn,
  rows,
}: {
  readonly heading: string;
  readonly labelColumn: string;
  readonly rows: readonly { readonly label: string; readonly count: number }[];
}) {
  const T = DASHBOARD_TEXTS;
  const labels = useMemo(() => rows.map((r) => r.label), [rows]);
  const series = useMemo(
    () => [{ label: T.countColumn, values: rows.map((r) => r.count), color: PRIMARY }],
    [rows, T.countColumn],
  );
  return (
    <ChartFigure
      heading={heading}
      labels={labels}
      series={series}
      summary={T.chartSummary(heading, rows.map((r) => `${r.label} ${r.count}`).join(', '))}
      table={({ className, caption }) => (
        <table className={className}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelColumn}</th>
              <th scope="col" className={styles.number}>
                {T.countColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td className={styles.number}>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}

function FailingDemos({ demos }: { readonly demos: AdminDashboard['failingDemos'] }) {
  const T = DASHBOARD_TEXTS;
  return (
    <section className={styles.section} aria-labelledby="dashboard-failing">
      <h2 id="dashboard-failing">{T.failingHeading}</h2>
      {demos.length === 0 ? (
        <p className={styles.muted}>{T.noFailingDemos}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{T.failingHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{T.appColumn}</th>
              <th scope="col">{T.vendorColumn}</th>
              <th scope="col">{T.failingSinceColumn}</th>
              <th scope="col" className={styles.number}>
                {T.failuresColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {demos.map((d) => (
              <tr key={d.appId}>
                <th scope="row">
                  <Link to={paths.appDetails(d.appId)}>{d.name}</Link>
                </th>
                <td>
                  <Link to={paths.vendorPage(d.vendorId)}>{d.vendorName}</Link>
                </td>
                <td>{formatDate(d.since)}</td>
                <td className={styles.number}>{d.failures}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function AuditExport() {
  const T = DASHBOARD_TEXTS;
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const download = async () => {
    setState('working');
    try {
      await downloadAuditCsv();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <section className={styles.section} aria-labelledby="dashboard-audit">
      <h2 id="dashboard-audit">{T.auditHeading}</h2>
      <button
        type="button"
        className={`${formStyles.button} ${styles.toggle}`}
        disabled={state === 'working'}
        onClick={() => void download()}
      >
        {T.downloadAudit}
      </button>
      <div aria-live="polite">
        {state === 'working' ? <p className={styles.muted}>{T.downloading}</p> : null}
        {state === 'failed' ? <p role="alert">{T.downloadFailed}</p> : null}
      </div>
    </section>
  );
}
