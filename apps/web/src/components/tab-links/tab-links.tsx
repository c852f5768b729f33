import { NavLink } from 'react-router';
import styles from './tab-links.module.css';

export interface TabLink {
  readonly to: string;
  readonly label: string;
}

/**
 * Tabs that are pages: each is a link, and the current one carries aria-current="page" (NavLink sets
 * it), so the address, the back button and a screen reader agree on where the user is.
 */
export function TabLinks({ label, tabs }: { readonly label: string; readonly tabs: readonly TabLink[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- Safari and VoiceOver drop list semantics from a list styled with list-style: none; the explicit role keeps them */}
      <ul role="list" className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
