import { CHILDREN_PRIVACY_AGE, PRODUCT_NAME } from '@showroom/contract';
import { useConfig } from '../../lib/config.ts';
import { CONTACT_EMAIL, StaticPage } from './static-page.tsx';
import styles from './static-page.module.css';

export function PrivacyPolicyPage() {
  const { trackingEnabled } = useConfig();
  return (
    <StaticPage title="Privacy Policy" intro="Which personal data we collect, why, and what we do not do.">
      <section className={styles.section} aria-labelledby="privacy-collected">
        <h2 id="privacy-collected">The data we collect</h2>
        <p>
          You can browse the catalogue and open demos without an account. When you create one, we collect:
        </p>
        <ul>
          <li>
            your name and your e-mail address, for your account and for messages about your registration;
          </li>
          <li>
            vendor details: the vendor name, description, website, contact e-mail and icon you enter when you
            register as a vendor;
          </li>
          <li>app details: the names, descriptions, links, icons and screenshots of the apps you publish.</li>
        </ul>
        <p>
          We use these data only to run {PRODUCT_NAME}: to show your published vendor and app details in the
          catalogue, to review them, and to e-mail you the results of a review. We do not sell them or pass
          them on for advertising.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">No cookies for tracking</h2>
        <p>
          {PRODUCT_NAME} sets no tracking or advertising cookies. It uses only strictly necessary cookies: a
          security cookie that protects your changes against cross-site request forgery, and, when you sign
          in, the identity provider&apos;s session cookie that keeps you signed in.
        </p>
        {trackingEnabled ? (
          <p>
            This installation counts page views and clicks on Demo buttons to learn which apps interest
            visitors. The counting uses no cookies and stores no personal data.
          </p>
        ) : (
          <p>No tracking or analytics tools are used.</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="privacy-demo">
        <h2 id="privacy-demo">Demo data</h2>
        <p>
          The demo server is public: its data is visible to all users and is reset regularly. Never enter real
          patient data or other personal information in a demo.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="privacy-children">
        <h2 id="privacy-children">Children</h2>
        <p>
          {PRODUCT_NAME} is not directed to children under {CHILDREN_PRIVACY_AGE}. We do not knowingly collect
          personal data from children under {CHILDREN_PRIVACY_AGE}; if we learn that we have, we delete it.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights</h2>
        <p>
          You can ask us at any time which of your data we store, have them corrected or deleted, and close
          your account. Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </section>
    </StaticPage>
  );
}
