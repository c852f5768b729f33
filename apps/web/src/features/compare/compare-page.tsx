import {
  APP_PAGE_TEXTS,
  COMPARE_MIN,
  COMPARE_TABLE_TEXTS,
  COMPARE_TEXTS,
  compareRows,
  paths,
  parseCompareIds,
  type AppDetails,
  type CompareColumn,
  type CompareRow,
} from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { externalHref, NEW_TAB } from '../../components/app-card/external-href.ts';
import { appChecksQueryOptions } from '../../components/live-checks/checks-query.ts';
import { isApiError } from '../../lib/api-error.ts';
import { withLocalePart } from '../../lib/locale.ts';
import { compareItems, removeFromCompare } from '../../lib/compare-store.ts';
import { appQueryOptions } from '../app-details/api/get-app.ts';
import styles from './compare-page.module.css';

const ICON_SIZE = 48;

/**
 * The evidence's rows (issue 37): a chunk of their own, so the page's first load stays within budget;
 * in German, with the evidence's texts (the interoperability part).
 */
const EvidenceRows = lazy(
  withLocalePart('interop', async () => ({ default: (await import('./evidence-rows.tsx')).EvidenceRows })),
);

/**
 * /compare?ids=…: 2 to 4 public apps side by side, one column each, in the address's order (so the
 * address can be shared). Rows where the apps differ are marked; identical rows can be hidden. On a
 * narrow screen the table scrolls sideways with its first column fixed.
 */
export function ComparePage() {
  const [params] = useSearchParams();
  const ids = parseCompareIds(params.get('ids'));
  const headingId = useId();
  const navigate = useNavigate();
  // One column per id, at most COMPARE_MAX (4): four fixed hooks rather than useQueries, which would
  // bring its own observer (1 KB gzip) to a page that must stay within the first-load budget.
  const columns = [useColumn(ids[0]), useColumn(ids[1]), useColumn(ids[2]), useColumn(ids[3])].slice(
    0,
    ids.length,
  );
  const details = columns.map((c) => c.details);
  const checks = columns.map((c) => c.checks);

  // /compare on its own: the apps chosen in the tray, if there are enough.
  if (ids.length === 0) {
    const chosen = compareItems();
    if (chosen.length >= COMPARE_MIN) {
      return <Navigate to={paths.compare(chosen.map((item) => item.id))} replace />;
    }
  }

  const notFound = details.map((q) => isApiError(q.error) && q.error.status === 404);
  const missing = ids.filter((_, i) => notFound[i]);
  const failed = details.some((q, i) => q.isError && !notFound[i]);
  const loading = details.some((q) => q.isPending);
  const apps = details.map((q) => q.data).filter((app): app is AppDetails => app !== undefined);

  const remove = (id: number): void => {
    removeFromCompare(id);
    void navigate(paths.compare(ids.filter((other) => other !== id)), { replace: true });
  };

  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.heading}>
        {COMPARE_TEXTS.heading}
      </h1>
      {missing.map((id) => (
        <p key={id} className={styles.notice}>
          {COMPARE_TEXTS.notFound(id)}
        </p>
      ))}
      {failed ? (
        <p className={styles.notice} role="alert">
          {COMPARE_TEXTS.loadFailed}
        </p>
      ) : null}
      {loading ? (
        <p role="status" aria-busy="true" className={styles.loading}>
          {COMPARE_TABLE_TEXTS.loading}
        </p>
      ) : apps.length >= COMPARE_MIN ? (
        <CompareTable
          apps={apps}
          checks={apps.map((app) => checks[ids.indexOf(app.id)]?.data)}
          onRemove={remove}
        />
      ) : (
        <div className={styles.empty}>
          <p>{COMPARE_TEXTS.empty}</p>
          <Link to={paths.apps}>{COMPARE_TEXTS.browseApps}</Link>
        </div>
      )}
    </div>
  );
}

/** One app's details and live checks; nothing is asked for without an id. */
function useColumn(id: number | undefined) {
  const details = useQuery({ ...appQueryOptions(id ?? 0), retry: false, enabled: id !== undefined });
  const checks = useQuery({ ...appChecksQueryOptions(id ?? 0), enabled: id !== undefined });
  return { details, checks };
}

interface CompareTableProps {
  readonly apps: readonly AppDetails[];
  readonly checks: readonly CompareColumn['checks'][];
  readonly onRemove: (id: number) => void;
}

function CompareTable({ apps, checks, onRemove }: CompareTableProps) {
  const captionId = useId();
  const tableId = useId();
  const [hideIdentical, setHideIdentical] = useState(false);
  const columns: CompareColumn[] = apps.map((app, i) => ({
    id: app.id,
    name: app.name,
    vendor: app.vendor,
    profile: app.profile,
    demoUrl: app.demoUrl,
    checks: checks[i],
  }));
  const rows = compareRows(columns);
  const identical = rows.filter((row) => !row.differs).length;
  const shown = hideIdentical ? rows.filter((row) => row.differs) : rows;

  return (
    <>
      {identical > 0 ? (
        <p className={styles.tools}>
          <button
            type="button"
            className={styles.toolButton}
            aria-controls={tableId}
            onClick={() => setHideIdentical((hide) => !hide)}
          >
            {hideIdentical ? COMPARE_TABLE_TEXTS.showIdentical(identical) : COMPARE_TABLE_TEXTS.hideIdentical}
          </button>
        </p>
      ) : null}
      {/* A region that takes focus, so a keyboard can scroll the table sideways on a narrow screen. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1; axe scrollable-region-focusable) */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table id={tableId} className={styles.table}>
          <caption id={captionId} className="visually-hidden">
            {COMPARE_TABLE_TEXTS.table}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {apps.map((app) => (
                <th key={app.id} scope="col" className={styles.appHead}>
                  {app.icon ? (
                    <img src={app.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} className={styles.icon} />
                  ) : (
                    <span className={styles.icon} />
                  )}
                  <Link to={paths.appDetails(app.id)} className={styles.appName}>
                    {app.name}
                  </Link>
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-label={COMPARE_TABLE_TEXTS.removeColumn(app.name)}
                    onClick={() => onRemove(app.id)}
                  >
                    {COMPARE_TABLE_TEXTS.remove}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <RowView key={row.key} row={row} />
            ))}
            <Suspense fallback={null}>
              <EvidenceRows apps={apps} hideIdentical={hideIdentical} Row={RowView} />
            </Suspense>
          </tbody>
        </table>
      </div>
    </>
  );
}

function RowView({ row }: { readonly row: CompareRow }) {
  return (
    <tr className={row.differs ? styles.differs : undefined}>
      <th scope="row" className={styles.rowHead}>
        {row.label}
        {row.differs ? <span className={styles.differsMark}>{COMPARE_TABLE_TEXTS.differs}</span> : null}
      </th>
      {row.values.map((value, i) => (
        // The columns are the apps in the address's order; a row has one value per column.
        <td key={i}>
          <Cell row={row} value={value} />
        </td>
      ))}
    </tr>
  );
}

function Cell({ row, value }: { readonly row: CompareRow; readonly value: string }) {
  if (row.key === 'demo') {
    const href = externalHref(value || null);
    return href ? (
      <a href={href} {...NEW_TAB}>
        {COMPARE_TABLE_TEXTS.demo}
        <span className="visually-hidden"> ({APP_PAGE_TEXTS.demoHint})</span>
      </a>
    ) : (
      <span className={styles.muted}>{COMPARE_TABLE_TEXTS.noDemo}</span>
    );
  }
  return value ? <>{value}</> : <span className={styles.muted}>{COMPARE_TABLE_TEXTS.notDeclared}</span>;
}
