import type { RibbonType } from '@showroom/contract';
import type { ReactNode } from 'react';
import styles from './form.module.css';

/**
 * A message box in the status colours of ribbons and banners (info, warning, error). It is page
 * content read in order, not a live region: the snackbar announces what changes. `compact`: inside a
 * card (no margin of its own, smaller text).
 */
export function NoticeBox({
  type,
  title,
  compact = false,
  children,
}: {
  readonly type: RibbonType;
  readonly title?: string | undefined;
  readonly compact?: boolean;
  readonly children?: ReactNode;
}) {
  return (
    <div
      className={`${styles.notice} ${styles[`notice-${type}`]}${compact ? ` ${styles.noticeCompact}` : ''}`}
      data-type={type}
    >
      {title ? <p className={styles.noticeTitle}>{title}</p> : null}
      {children}
    </div>
  );
}
