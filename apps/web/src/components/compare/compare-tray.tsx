import { COMPARE_MIN, COMPARE_TEXTS, paths } from '@showroom/contract';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { removeFromCompare, setCompare, useCompareItems } from '../../lib/compare-store.ts';
import buttons from '../../styles/buttons.module.css';
import styles from './compare.module.css';

/**
 * The apps chosen for Compare, at the bottom of every page while there are any: each can be taken out,
 * all cleared, and with COMPARE_MIN or more "Compare apps" opens them side by side. A region with a
 * heading, so a screen reader's landmark list finds it; everything in it is reachable with Tab.
 */
export default function CompareTray() {
  const items = useCompareItems();
  const headingId = useId();
  const { pathname } = useLocation();
  // The compare page shows its own apps (its address's), with their own Remove buttons.
  if (items.length === 0 || pathname === paths.compare([])) return null;
  const enough = items.length >= COMPARE_MIN;
  return (
    <section className={styles.tray} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.trayTitle}>
        {COMPARE_TEXTS.tray} ({items.length})
      </h2>
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- Safari drops the role of an unstyled list */}
      <ul role="list" className={styles.trayList}>
        {items.map((item) => (
          <li key={item.id} className={styles.trayItem}>
            <span className={styles.trayName}>{item.name}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={COMPARE_TEXTS.trayRemove(item.name)}
              onClick={() => removeFromCompare(item.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.trayActions}>
        {enough ? (
          <Link
            className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
            to={paths.compare(items.map((item) => item.id))}
          >
            {COMPARE_TEXTS.trayCompare}
          </Link>
        ) : (
          <span className={styles.hint}>{COMPARE_TEXTS.trayNeedMore}</span>
        )}
        <button type="button" className={styles.linkButton} onClick={() => setCompare([])}>
          {COMPARE_TEXTS.trayClear}
        </button>
      </div>
    </section>
  );
}
