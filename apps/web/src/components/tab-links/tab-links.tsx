import { Link, useLocation, useResolvedPath } from 'react-router';
import styles from './tab-links.module.css';

export interface TabLink {
  readonly to: string;
  readonly label: string;
}

/**
 * Tabs that are pages: each is a link, and the current one carries aria-current="page", so the address,
 * the back button and a screen reader agree on where the user is. A tab is current when the address is
 * its path (case-insensitively), as React Router's <NavLink end> decides; NavLink itself is not used:
 * React Router is one module of the first chunk, so whatever of it a lazy screen uses ships to every
 * visitor, and NavLink with its view-transition and pending states is 0.5 KB gzip of it.
 */
function Tab({ tab }: { readonly tab: TabLink }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(tab.to).pathname;
  const current = pathname.toLowerCase() === target.toLowerCase();
  return (
    <Link
      to={tab.to}
      className={`${styles.tab} ${current ? styles.active : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      {tab.label}
    </Link>
  );
}

export function TabLinks({ label, tabs }: { readonly label: string; readonly tabs: readonly TabLink[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- Safari and VoiceOver drop list semantics from a list styled with list-style: none; the explicit role keeps them */}
      <ul role="list" className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Tab tab={tab} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
