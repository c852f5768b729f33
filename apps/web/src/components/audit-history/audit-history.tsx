import {
  ADMIN_TEXTS,
  AUDIT_ACTION_LABELS,
  auditAppLabel,
  auditDeletedAppLabel,
  auditStatusLabel,
  formatDateTime,
  paths,
  type AuditEntry,
} from '@showroom/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import formStyles from '../form/form.module.css';
import styles from './audit-history.module.css';
import { useAuditHistory, type AuditSubject } from './use-audit-history.ts';

/**
 * The audit trail of an app or a vendor as a compact timeline, newest first: when (dd.MM.yyyy HH:mm,
 * the admin's time), who, what, from → to and the reason; 'Show more' pages back in time. A vendor's
 * history also lists its apps' entries, each naming the app it is about.
 */
export function AuditHistory({
  subject,
  headingLevel = 2,
  label = ADMIN_TEXTS.historyHeading,
}: {
  readonly subject: AuditSubject;
  readonly headingLevel?: 2 | 3;
  /** The section's heading. */
  readonly label?: string;
}) {
  const query = useAuditHistory(subject);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const focus = 'appId' in subject ? 'app' : 'vendor';

  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {label}
      </Heading>
      {query.isPending ? <p role="status">{ADMIN_TEXTS.loading}</p> : null}
      {query.isError && entries.length === 0 ? (
        <p className={styles.problem}>
          {ADMIN_TEXTS.historyLoadFailed}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void query.refetch()}>
            {ADMIN_TEXTS.retry}
          </button>
        </p>
      ) : null}
      {query.isSuccess && entries.length === 0 ? (
        <p className={styles.muted}>{ADMIN_TEXTS.historyEmpty}</p>
      ) : null}
      {entries.length > 0 ? (
        <ol className={styles.timeline} aria-busy={query.isFetchingNextPage || undefined}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <HistoryEntry entry={entry} showSubject={entry.subjectType !== focus} />
            </li>
          ))}
        </ol>
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className={formStyles.button}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {ADMIN_TEXTS.showMore}
        </button>
      ) : null}
      {query.isFetchNextPageError ? <p className={styles.problem}>{ADMIN_TEXTS.historyLoadFailed}</p> : null}
    </section>
  );
}

function HistoryEntry({ entry, showSubject }: { readonly entry: AuditEntry; readonly showSubject: boolean }) {
  const { fromStatus, toStatus, subjectType } = entry;
  return (
    <>
      <p className={styles.line}>
        <time className={styles.when} dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>{' '}
        <span className={styles.who}>{entry.actor.email ?? entry.actor.subject}</span>{' '}
        <strong className={styles.what}>{AUDIT_ACTION_LABELS[entry.action]}</strong>
        {showSubject && subjectType === 'app' ? (
          <>
            {' '}
            {entry.subjectExists ? (
              <Link to={paths.appPreview(entry.subjectId)}>{auditAppLabel(entry.subjectId)}</Link>
            ) : (
              <span className={styles.gone}>{auditDeletedAppLabel(entry.subjectId)}</span>
            )}
          </>
        ) : null}
        {fromStatus && toStatus ? (
          <span className={styles.transition}>
            {' '}
            {auditStatusLabel(subjectType, fromStatus)} <span aria-hidden="true">→</span>{' '}
            <span className="visually-hidden">{ADMIN_TEXTS.transitionTo}</span>{' '}
            {auditStatusLabel(subjectType, toStatus)}
          </span>
        ) : null}
      </p>
      {entry.reason ? (
        <p className={styles.reason}>
          <span className={styles.reasonLabel}>{ADMIN_TEXTS.reasonLabel}</span> {entry.reason}
        </p>
      ) : null}
    </>
  );
}
