/* eslint-disable jsx-a11y-x/no-redundant-roles, jsx-a11y-x/no-interactive-element-to-noninteractive-role --
   The table is laid out with CSS grid, and a table element with a display other than table loses its
   table semantics in Safari and Chromium; the explicit ARIA table roles restore them for screen readers. */
import {
  ADMIN_TEXTS,
  ADMIN_VENDOR_ACTION_TEXTS,
  adminVendorActions,
  lastRejectionLabel,
  vendorHistoryLabel,
  vendorIconAlt,
  type Vendor,
} from '@showroom/contract';
import { useId, useState, type CSSProperties } from 'react';
import { AuditHistory } from '../../components/audit-history/audit-history.tsx';
import { displayUrl, externalHref, NEW_TAB, PlaceholderImageIcon } from '../../components/app-card/index.ts';
import formStyles from '../../components/form/form.module.css';
import { RejectAction } from '../../components/reject-dialog/reject-dialog.tsx';
import { useAdminVendorAction } from './api/change-vendor-status.ts';
import styles from './admin-vendors.module.css';

const VENDOR_ICON_SIZE = 48;

/**
 * The vendors as a table: Icon, Name, Description, Email & Website, and an action column on the
 * submitted list. The rows are laid out on a grid (7 columns with actions, 6 without: description and
 * contact span two); the explicit table roles keep the semantics that a CSS display change would
 * otherwise drop. Each name has a 'Show history' disclosure.
 */
export function VendorTable({
  vendors,
  columns,
  withActions,
}: {
  readonly vendors: readonly Vendor[];
  /** ADMIN_VENDOR_GRID_COLUMNS of the tab. */
  readonly columns: number;
  readonly withActions: boolean;
}) {
  const mutation = useAdminVendorAction();
  return (
    <table
      role="table"
      className={styles.table}
      style={{ '--vendor-columns': columns } as CSSProperties}
      aria-label={ADMIN_TEXTS.vendorTableLabel}
      aria-busy={mutation.isPending || undefined}
    >
      <thead role="rowgroup" className={styles.head}>
        <tr role="row" className={styles.row}>
          <th role="columnheader" scope="col">
            {ADMIN_TEXTS.columnIcon}
          </th>
          <th role="columnheader" scope="col">
            {ADMIN_TEXTS.columnName}
          </th>
          <th role="columnheader" scope="col" className={styles.wide}>
            {ADMIN_TEXTS.columnDescription}
          </th>
          <th role="columnheader" scope="col" className={styles.wide}>
            {ADMIN_TEXTS.columnContact}
          </th>
          {withActions ? (
            <th role="columnheader" scope="col">
              {ADMIN_TEXTS.columnActions}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {vendors.map((vendor) => (
          <VendorRow
            key={vendor.id}
            vendor={vendor}
            withActions={withActions}
            busy={mutation.isPending}
            onAction={(action, reason) => mutation.mutate({ vendorId: vendor.id, action, reason })}
          />
        ))}
      </tbody>
    </table>
  );
}

function VendorRow({
  vendor,
  withActions,
  busy,
  onAction,
}: {
  readonly vendor: Vendor;
  readonly withActions: boolean;
  readonly busy: boolean;
  readonly onAction: (action: 'approve' | 'reject', reason?: string) => void;
}) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();
  const website = externalHref(vendor.website);
  const actions = withActions ? adminVendorActions(vendor.status) : [];
  const cellCount = withActions ? 5 : 4;

  return (
    <>
      <tr role="row" className={styles.row}>
        <td role="cell">
          {vendor.imageUrl ? (
            <img
              className={styles.icon}
              src={vendor.imageUrl}
              alt={vendorIconAlt(vendor.name)}
              width={VENDOR_ICON_SIZE}
              height={VENDOR_ICON_SIZE}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span
              className={`${styles.icon} ${styles.placeholder}`}
              role="img"
              aria-label={ADMIN_TEXTS.noVendorIcon}
            >
              <PlaceholderImageIcon size={28} />
            </span>
          )}
        </td>
        <th role="rowheader" scope="row" className={styles.nameCell}>
          <span className={styles.name}>{vendor.name}</span>
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={historyOpen}
            aria-controls={historyOpen ? historyId : undefined}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            {historyOpen ? ADMIN_TEXTS.hideHistory : ADMIN_TEXTS.showHistory}
            <svg
              className={styles.chevron}
              viewBox="0 0 12 12"
              width="12"
              height="12"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M2.5 4.5 6 8l3.5-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </th>
        <td role="cell" className={styles.wide}>
          <p className={styles.description}>{vendor.description}</p>
          {vendor.reason ? (
            <div className={styles.reason}>
              <p className={styles.reasonLabel}>{lastRejectionLabel(vendor.name)}</p>
              <p className={styles.reasonText}>{vendor.reason}</p>
            </div>
          ) : null}
        </td>
        <td role="cell" className={styles.wide}>
          <p className={styles.contact}>
            <a href={`mailto:${vendor.email}`}>{vendor.email}</a>
          </p>
          {website ? (
            <p className={styles.contact}>
              <a href={website} {...NEW_TAB}>
                {displayUrl(website)} <span className="visually-hidden">{ADMIN_TEXTS.opensInNewTab}</span>
              </a>
            </p>
          ) : null}
        </td>
        {withActions ? (
          <td role="cell" className={styles.actions}>
            {actions.map((action) =>
              action === 'reject' ? (
                <RejectAction
                  key={action}
                  disabled={busy}
                  subject={vendor.name}
                  onReject={(reason) => onAction('reject', reason)}
                />
              ) : (
                <button
                  key={action}
                  type="button"
                  className={`${formStyles.button} ${formStyles.primary}`}
                  disabled={busy}
                  onClick={() => onAction(action)}
                >
                  {ADMIN_VENDOR_ACTION_TEXTS[action]}
                </button>
              ),
            )}
          </td>
        ) : null}
      </tr>
      {historyOpen ? (
        <tr role="row" className={styles.row}>
          <td role="cell" id={historyId} colSpan={cellCount} className={styles.historyCell}>
            <AuditHistory subject={{ vendorId: vendor.id }} label={vendorHistoryLabel(vendor.name)} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
