import type { ReactNode } from 'react';
import styles from './notice-page.module.css';

/** A full-content message page: access denied, unavailable, a sign-in that could not complete. */
export function NoticePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.notice}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
