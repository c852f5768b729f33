import { CARD_COLUMN_SPAN, GRID_COLUMNS } from '@showroom/contract';
import type { CSSProperties, ReactNode } from 'react';
import styles from './app-card.module.css';

const gridVars = { '--grid-columns': GRID_COLUMNS, '--card-span': CARD_COLUMN_SPAN } as CSSProperties;

/**
 * The cards' grid: 12 columns on wide screens with each card spanning 3 (four per row), three, two and
 * one per row as the screen narrows. Children are `AppCardGridItem`s.
 */
export function AppCardGrid({
  children,
  busy = false,
  label,
}: {
  children: ReactNode;
  /** While (more) cards load: assistive technology waits for the list to settle. */
  busy?: boolean;
  /** The list's accessible name, when the heading above it does not name it. */
  label?: string;
}) {
  return (
    // Safari drops the list role of a list styled without bullets unless it is explicit.
    // eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- that explicit role is the point
    <ul role="list" className={styles.grid} style={gridVars} aria-busy={busy || undefined} aria-label={label}>
      {children}
    </ul>
  );
}

export function AppCardGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}

/** A card-shaped placeholder while the first cards load; the grid carries aria-busy meanwhile. */
export function AppCardSkeleton() {
  return (
    <li className={styles.item} aria-hidden="true">
      <div className={`${styles.card} ${styles.skeleton}`} data-testid="app-card-skeleton">
        <div className={styles.head}>
          <span className={`${styles.icon} ${styles.bone}`} />
          <div className={styles.titles}>
            <span className={`${styles.bone} ${styles.boneTitle}`} />
            <span className={`${styles.bone} ${styles.boneLine}`} />
          </div>
        </div>
        <span className={`${styles.bone} ${styles.boneText}`} />
        <span className={`${styles.bone} ${styles.boneButton}`} />
      </div>
    </li>
  );
}
