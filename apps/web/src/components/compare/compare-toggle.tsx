import { COMPARE_TOGGLE_TEXTS } from '@showroom/contract';
import { useState } from 'react';
import { toggleCompare, useCompareItems } from '../../lib/compare-store.ts';
import buttons from '../../styles/buttons.module.css';
import styles from './compare.module.css';

export interface CompareToggleProps {
  readonly id: number;
  readonly name: string;
  /** The element naming the app (a card's heading): the toggle is described by it, as Details is. */
  readonly describedBy?: string | undefined;
  readonly small?: boolean;
}

/**
 * "Compare": a toggle button (aria-pressed) that adds the app to the Compare tray or takes it out. With
 * the tray full it stays as it is and says why, next to it.
 */
export function CompareToggle({ id, name, describedBy, small = false }: CompareToggleProps) {
  const items = useCompareItems();
  const chosen = items.some((item) => item.id === id);
  const [full, setFull] = useState(false);
  const onClick = (): void => setFull(!toggleCompare({ id, name }));
  return (
    <span className={styles.toggleWrap}>
      <button
        type="button"
        className={`${buttons.button} ${small ? buttons.small : ''} ${styles.toggle}`}
        aria-pressed={chosen}
        aria-describedby={describedBy}
        onClick={onClick}
        onBlur={() => setFull(false)}
      >
        <span aria-hidden="true" className={styles.check}>
          {chosen ? '✓' : '+'}
        </span>
        {COMPARE_TOGGLE_TEXTS.toggle}
      </button>
      {/* Inserted only when needed (an alert is announced as it appears): a grid of cards keeps no
          empty live regions, and the page's own status (the catalogue's count) stays the only one. */}
      {full ? (
        <span role="alert" className={styles.full}>
          {COMPARE_TOGGLE_TEXTS.full}
        </span>
      ) : null}
    </span>
  );
}
