import type { ReactNode } from 'react';
import styles from './static-page.module.css';

export function StaticPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <div className={styles.body}>{children}</div>
    </article>
  );
}

/** One question of an FAQ, with its own heading so the page can be scanned and linked. */
export function Faq({ id, question, children }: { id: string; question: string; children: ReactNode }) {
  return (
    <section className={styles.faq} aria-labelledby={id}>
      <h2 id={id}>{question}</h2>
      {children}
    </section>
  );
}
