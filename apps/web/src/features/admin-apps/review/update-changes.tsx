import {
  ADMIN_TEXTS,
  addedScreenshotAlt,
  removedScreenshotAlt,
  type AppDetails,
  type Screenshot,
} from '@showroom/contract';
import { useId } from 'react';
import { usePublishedApp } from '../api/get-published-app.ts';
import { diffApps, type DiffPart, type FieldChange } from './app-diff.ts';
import styles from './admin-review.module.css';

/**
 * The change view (an addition to the original screens): on the preview of an update, what differs
 * from the published version, so a review never needs two tabs. Changed texts side by side
 * (published | proposed) with the words removed and added marked, the icon (old → new), and the
 * screenshots added and removed.
 */
export function UpdateChanges({ proposed }: { readonly proposed: AppDetails }) {
  const query = usePublishedApp(proposed.id);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {ADMIN_TEXTS.changesHeading}
      </h2>
      {query.isPending ? <p role="status">{ADMIN_TEXTS.changesLoading}</p> : null}
      {query.isError ? <p className={styles.problem}>{ADMIN_TEXTS.changesLoadFailed}</p> : null}
      {query.data ? <ChangeList published={query.data} proposed={proposed} /> : null}
    </section>
  );
}

function ChangeList({
  published,
  proposed,
}: {
  readonly published: AppDetails;
  readonly proposed: AppDetails;
}) {
  const changes = diffApps(published, proposed);
  if (!changes.any) return <p className={styles.muted}>{ADMIN_TEXTS.noChanges}</p>;
  const { added, removed } = changes.screenshots;
  return (
    <>
      {changes.changed.length > 0 ? (
        <table className={styles.changes}>
          <thead>
            <tr>
              <th scope="col">{ADMIN_TEXTS.fieldColumn}</th>
              <th scope="col">{ADMIN_TEXTS.publishedColumn}</th>
              <th scope="col">{ADMIN_TEXTS.proposedColumn}</th>
            </tr>
          </thead>
          <tbody>
            {changes.changed.map((field) => (
              <ChangedField key={field.key} field={field} />
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>{ADMIN_TEXTS.textsUnchanged}</p>
      )}
      {changes.changed.length > 0 && changes.unchanged.length > 0 ? (
        <p className={styles.muted}>
          {ADMIN_TEXTS.unchangedFields} {changes.unchanged.join(', ')}
        </p>
      ) : null}

      {changes.icon.changed ? (
        <>
          <h3 className={styles.subheading}>{ADMIN_TEXTS.iconHeading}</h3>
          <p className={styles.iconChange}>
            <span className="visually-hidden">{ADMIN_TEXTS.iconChanged} </span>
            <IconImage url={changes.icon.before} alt={ADMIN_TEXTS.publishedIcon} />
            <span aria-hidden="true">→</span>
            <IconImage url={changes.icon.after} alt={ADMIN_TEXTS.proposedIcon} />
          </p>
        </>
      ) : null}

      {added.length > 0 ? (
        <ScreenshotList
          title={ADMIN_TEXTS.screenshotsAdded}
          shots={added}
          alt={addedScreenshotAlt}
          kind="added"
        />
      ) : null}
      {removed.length > 0 ? (
        <ScreenshotList
          title={ADMIN_TEXTS.screenshotsRemoved}
          shots={removed}
          alt={removedScreenshotAlt}
          kind="removed"
        />
      ) : null}
    </>
  );
}

function ChangedField({ field }: { readonly field: FieldChange }) {
  return (
    <tr className={styles.changedRow} data-field={field.key}>
      <th scope="row">
        {field.label} <span className={styles.badge}>{ADMIN_TEXTS.changed}</span>
      </th>
      <td>
        <DiffText parts={field.diff.before} />
      </td>
      <td>
        <DiffText parts={field.diff.after} />
      </td>
    </tr>
  );
}

/** An empty side (a URL added or removed) says so, rather than showing nothing. */
function DiffText({ parts }: { readonly parts: readonly DiffPart[] }) {
  if (parts.length === 0) return <span className={styles.empty}>{ADMIN_TEXTS.emptyText}</span>;
  return (
    <p className={styles.text}>
      {parts.map((part, index) =>
        part.type === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : part.type === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function IconImage({ url, alt }: { readonly url: string | null; readonly alt: string }) {
  if (!url) {
    return (
      <span className={styles.noIcon} role="img" aria-label={`${alt}: ${ADMIN_TEXTS.noIcon}`}>
        {ADMIN_TEXTS.noIcon}
      </span>
    );
  }
  return <img className={styles.icon} src={url} alt={alt} width={64} height={64} />;
}

function ScreenshotList({
  title,
  shots,
  alt,
  kind,
}: {
  readonly title: string;
  readonly shots: readonly Screenshot[];
  readonly alt: (n: number) => string;
  readonly kind: 'added' | 'removed';
}) {
  const headingId = useId();
  return (
    <>
      <h3 id={headingId} className={styles.subheading}>
        {title} ({shots.length})
      </h3>
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- Safari and VoiceOver drop list semantics from a list styled with list-style: none; the explicit role keeps them */}
      <ul role="list" aria-labelledby={headingId} className={`${styles.thumbs} ${styles[kind]}`}>
        {shots.map((shot, index) => (
          <li key={shot.id}>
            <a href={shot.url} target="_blank" rel="noopener noreferrer">
              <img
                className={styles.thumb}
                src={shot.thumbUrl ?? shot.url}
                alt={alt(index + 1)}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
