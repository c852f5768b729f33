import {
  CHECK_KIND_LABELS,
  CHECK_OUTCOME_LABELS,
  CHECK_TEXTS,
  checkDetailText,
  checkRunSummary,
  currentLocale,
  endpointRoutes,
  formatDateTime,
  type AppChecksResponse,
} from '@showroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiFetch, isApiError, messageForFailure } from '../../lib/api-client-core.ts';
import buttons from '../../styles/buttons.module.css';
import { useSnackbar } from '../snackbar/index.ts';
import { appChecksKey, appChecksQueryOptions } from './checks-query.ts';
import styles from './live-checks.module.css';

const RUN_FAILURE = { text: CHECK_TEXTS.runFailed, withStatus: true } as const;

/** 409 (checks off, nothing to check) and 429 (checked a moment ago) bring the API's own text. */
const SERVER_TEXT_STATUSES: ReadonlySet<number> = new Set([409, 429]);

/**
 * 'Check now' and the check history, for the app's vendor and admins: the button runs the app's checks
 * (POST, answered when they are done) and the page's results follow its answer; the history lists the
 * newest checks (kind, address, time, outcome, HTTP status, time taken, detail), collapsed at first.
 * `runnable` false (a draft never submitted: contract's checkNowTarget) says why in place of the button.
 */
export function LiveChecks({
  appId,
  level,
  runnable = true,
}: {
  readonly appId: number;
  readonly level: 3 | 4;
  readonly runnable?: boolean;
}) {
  const Heading = `h${level}` as const;
  const headingId = useId();
  const historyId = useId();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const query = useQuery(appChecksQueryOptions(appId));
  const run = useMutation({
    // With the ids of the checks known before, so that the answer's new ones are this run's.
    mutationFn: async (_before: ReadonlySet<number>): Promise<AppChecksResponse> =>
      apiFetch(endpointRoutes.runAppChecks, { params: { id: appId } }),
    onSuccess: (data) => queryClient.setQueryData(appChecksKey(appId), data),
    onError: (error) => {
      if (isApiError(error) && SERVER_TEXT_STATUSES.has(error.status) && error.detail) {
        snackbar.show({ text: error.detail, type: 'failure' });
      } else {
        snackbar.show(messageForFailure(error, RUN_FAILURE));
      }
    },
  });

  const data = query.data;
  const checks = data?.checks ?? [];
  const newest = checks[0];
  const enabled = data?.enabled ?? true;
  // Issue 35: what this run confirmed, did not confirm and could not reach, where the button is.
  const runOutcome =
    run.isSuccess && run.variables
      ? [
          CHECK_TEXTS.checked,
          ...checkRunSummary(
            run.data.checks.filter((c) => !run.variables.has(c.id)),
            (items) => new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(items),
          ),
        ].join(' ')
      : '';

  return (
    <section className={styles.liveChecks} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {CHECK_TEXTS.liveChecksHeading}
      </Heading>
      {enabled ? (
        <>
          <p className={styles.summary}>
            {newest ? CHECK_TEXTS.lastChecked(newest.finishedAt) : CHECK_TEXTS.neverChecked}
            {data?.nextDueAt ? ` · ${CHECK_TEXTS.nextCheck(formatDateTime(data.nextDueAt))}` : null}
          </p>
          {runnable ? (
            <div className={styles.controls}>
              <button
                type="button"
                className={`${buttons.button} ${buttons.primary}`}
                aria-disabled={run.isPending}
                onClick={() => {
                  if (!run.isPending) run.mutate(new Set(checks.map((c) => c.id)));
                }}
              >
                {CHECK_TEXTS.checkNow}
              </button>
              <p className={styles.status} role="status">
                {run.isPending ? CHECK_TEXTS.checking : runOutcome}
              </p>
            </div>
          ) : (
            <p className={styles.summary}>{CHECK_TEXTS.draftNotChecked}</p>
          )}
        </>
      ) : (
        <p className={styles.summary}>{CHECK_TEXTS.disabled}</p>
      )}
      <button
        type="button"
        className={`${buttons.button} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={historyId}
        onClick={() => setOpen((o) => !o)}
      >
        {CHECK_TEXTS.historyToggle}
      </button>
      <div id={historyId} hidden={!open} className={styles.history}>
        {checks.length === 0 ? (
          <p>{CHECK_TEXTS.historyEmpty}</p>
        ) : (
          <table className={styles.table}>
            <caption className="visually-hidden">{CHECK_TEXTS.historyToggle}</caption>
            <thead>
              <tr>
                {Object.values(CHECK_TEXTS.historyColumns).map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {checks.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{CHECK_KIND_LABELS[c.kind]}</th>
                  <td className={styles.url}>{c.url}</td>
                  <td>
                    <time dateTime={c.finishedAt}>{formatDateTime(c.finishedAt)}</time>
                  </td>
                  <td>{CHECK_OUTCOME_LABELS[c.outcome]}</td>
                  <td>{c.httpStatus ?? '–'}</td>
                  <td>{c.timeMs ?? '–'}</td>
                  <td>{c.detail ? checkDetailText(c.detail) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
