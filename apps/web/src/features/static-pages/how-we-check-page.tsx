import { HOW_WE_CHECK } from '@showroom/contract';
import { useId } from 'react';
import { StaticPage } from './static-page.tsx';
import styles from './static-page.module.css';

function Section({ heading, items }: { heading: string; items: readonly string[] }) {
  const id = useId();
  return (
    <section className={styles.faq} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** /how-we-check: what the live checks read, when, under which safety rules, and what their results mean. */
export function HowWeCheckPage() {
  return (
    <StaticPage title={HOW_WE_CHECK.title} intro={HOW_WE_CHECK.intro}>
      {HOW_WE_CHECK.sections.map((s) => (
        <Section key={s.heading} heading={s.heading} items={s.items} />
      ))}
    </StaticPage>
  );
}

/** The route table loads the page as its module's default export (route-table.tsx: ownPage). */
export default HowWeCheckPage;
