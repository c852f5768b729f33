import { PRIVACY_STATISTICS_TEXTS, SITE_TEXT_UI_TEXTS } from '@showroom/contract';
import { useId } from 'react';
import { SiteTextPage } from './site-text-page.tsx';
import styles from './static-page.module.css';

/**
 * The privacy policy: the operator's text from CONTENT_DIR (privacy.md), then our own section on the
 * statistics every installation keeps (issue 18): exactly what is counted and how.
 */
export function PrivacyPolicyPage() {
  return (
    <SiteTextPage name="privacy" intro={SITE_TEXT_UI_TEXTS.privacyIntro}>
      <StatisticsSection />
    </SiteTextPage>
  );
}

function StatisticsSection() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{PRIVACY_STATISTICS_TEXTS.heading}</h2>
      <p>{PRIVACY_STATISTICS_TEXTS.intro}</p>
      <ul>
        {PRIVACY_STATISTICS_TEXTS.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

/** The route table loads the page as its module's default export (route-table.tsx: ownPage). */
export default PrivacyPolicyPage;
