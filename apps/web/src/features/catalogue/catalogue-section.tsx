import { UI_TEXTS } from '@showroom/contract';
import styles from './catalogue-section.module.css';

/**
 * The app list headed 'Discover Apps': an h2 under the start page's intro, the page's h1 on /apps.
 * The catalogue itself arrives with the next issue.
 */
export function CatalogueSection({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.section} aria-labelledby="catalogue-heading">
      <Heading id="catalogue-heading" className={headingLevel === 1 ? styles.pageHeading : styles.heading}>
        {UI_TEXTS.catalogueHeading}
      </Heading>
      <p className={styles.placeholder}>The app catalogue is coming soon.</p>
    </section>
  );
}
