import { CATEGORIES, FEED_PATH, OPEN_DATA_EXPORTS, OPEN_DATA_PAGE } from '@showroom/contract';
import { useId, type ReactNode } from 'react';
import { StaticPage } from './static-page.tsx';
import styles from './static-page.module.css';

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.faq} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** A file the server answers: a plain link (the web app has no route for it), its address beside it. */
function FileLink({ href, children }: { href: string; children: string }) {
  return (
    <li>
      <a href={href}>{children}</a> <code>{href}</code>
    </li>
  );
}

/** /open-data: what the open data holds, its formats (JSON and its schema, CSV, the Atom feed) and licence. */
export function OpenDataPage() {
  const t = OPEN_DATA_PAGE;
  const categoryFeed = `${FEED_PATH}?category=${CATEGORIES[1]}`;
  return (
    <StaticPage title={t.title} intro={t.intro}>
      <Section heading={t.formatsHeading}>
        <ul>
          <FileLink href={OPEN_DATA_EXPORTS.json}>{t.json}</FileLink>
          <FileLink href={OPEN_DATA_EXPORTS.schema}>{t.schema}</FileLink>
          <FileLink href={OPEN_DATA_EXPORTS.csv}>{t.csv}</FileLink>
          <FileLink href={FEED_PATH}>{t.feed}</FileLink>
          <FileLink href={categoryFeed}>{t.feedPerCategory}</FileLink>
        </ul>
      </Section>
      <Section heading={t.licenceHeading}>
        <p>{t.licence}</p>
      </Section>
      <Section heading={t.freshnessHeading}>
        <p>{t.freshness}</p>
      </Section>
      <Section heading={t.fhirHeading}>
        <p>{t.fhir}</p>
      </Section>
    </StaticPage>
  );
}

/** The route table loads the page as its module's default export (route-table.tsx: ownPage). */
export default OpenDataPage;
