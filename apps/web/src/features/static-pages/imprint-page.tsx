import { PRODUCT_NAME } from '@showroom/contract';
import { CONTACT_EMAIL, StaticPage } from './static-page.tsx';
import styles from './static-page.module.css';

export function ImprintPage() {
  return (
    <StaticPage title="Imprint" intro={`Who publishes ${PRODUCT_NAME} and how to reach us.`}>
      <p className={styles.notice} role="note">
        <strong>Demo installation.</strong> The publisher details and the address below are placeholders. The
        operator of this installation replaces them with its legal details before going live.
      </p>

      <section className={styles.section} aria-labelledby="imprint-publisher">
        <h2 id="imprint-publisher">Publisher</h2>
        <dl className={styles.dl}>
          <dt>Name</dt>
          <dd>{PRODUCT_NAME} demo operator (placeholder)</dd>
          <dt>Address</dt>
          <dd>
            <address>
              Example Street 1 (placeholder)
              <br />
              12345 Example City
              <br />
              Country
            </address>
          </dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="imprint-content">
        <h2 id="imprint-content">Content of the app pages</h2>
        <p>
          Vendors write the descriptions, screenshots and demo links of their apps and are responsible for
          them. Every app is reviewed before it is published, but a listing is neither a certification nor a
          medical-device approval.
        </p>
        <p>
          Links to vendor websites and live demos lead to sites we do not control. If you notice content that
          is wrong or unlawful, please write to us and we will look into it promptly.
        </p>
      </section>
    </StaticPage>
  );
}
