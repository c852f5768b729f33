import { ERROR_TEXTS, PUBLIC_UI_TEXTS, paths } from '@showroom/contract';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import styles from './start-intro.module.css';

const FOR_USERS = [
  {
    title: 'Curated apps',
    text: 'Every vendor and every app is reviewed before it is published, so your time goes to apps worth a look.',
  },
  {
    title: 'Seamless integration',
    text: 'Apps built on openEHR and HL7 FHIR work with your clinical data environment instead of adding another silo.',
  },
  {
    title: 'Faster innovation',
    text: 'Open a live demo in one click and judge an idea today, long before a procurement process would let you.',
  },
  {
    title: 'Confidence in quality',
    text: 'Reviewed listings, transparent vendor details and open standards help you choose with confidence.',
  },
] as const;

const FOR_DEVELOPERS = [
  {
    title: 'Visibility',
    text: 'Put your app in front of clinicians, health IT teams and decision makers across the healthcare community.',
  },
  {
    title: 'A realistic test environment',
    text: 'Run your demo against a shared server with structured openEHR and FHIR test data, not empty screens.',
  },
  {
    title: 'Validation',
    text: 'Show that your app speaks the open standards and works on data it has never seen before.',
  },
  {
    title: 'Showcasing',
    text: 'A clear app page with description, screenshots and a one-click demo. Publishing is free.',
  },
] as const;

/** The start page's intro block: the heading, a column for users and one for developers. */
export function StartIntro() {
  const auth = useAuth();
  const snackbar = useSnackbar();

  const register = (): void => {
    // After signing in or creating an account the visitor lands on the vendor registration.
    auth
      .login({ returnTo: paths.registerVendor })
      .catch(() => snackbar.show({ text: ERROR_TEXTS.network, type: 'failure' }));
  };

  return (
    <section className={styles.intro} aria-labelledby="start-heading">
      <div className={styles.hero}>
        <p className={styles.eyebrow}>Apps built on openEHR and HL7 FHIR</p>
        <h1 id="start-heading" className={styles.heading}>
          {PUBLIC_UI_TEXTS.startHeading}
        </h1>
        <p className={styles.lead}>
          Showroom is the catalogue of digital health apps built on open standards. Browse reviewed apps, open
          their live demos and see how they fit your clinical data environment.
        </p>
      </div>

      <div className={styles.columns}>
        <Column heading="For clinicians and health IT" items={FOR_USERS} />
        <Column heading="For developers and vendors" items={FOR_DEVELOPERS} />
      </div>

      {auth.status === 'anonymous' ? (
        <div className={styles.cta}>
          <div>
            <h2 className={styles.ctaHeading}>Show your app to the healthcare community</h2>
            <p className={styles.ctaText}>
              Create a free account, register as a vendor and publish your first app.
            </p>
          </div>
          <button
            type="button"
            className={styles.ctaButton}
            onPointerEnter={auth.preload}
            onFocus={auth.preload}
            onClick={register}
          >
            Register as a vendor
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Column({ heading, items }: { heading: string; items: readonly { title: string; text: string }[] }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.columnHeading}>{heading}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <svg
              className={styles.check}
              viewBox="0 0 20 20"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="10" cy="10" r="10" fill="var(--color-primary-100)" />
              <path
                d="M6 10.4l2.6 2.6L14 7.6"
                fill="none"
                stroke="var(--color-primary-800)"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>
              <strong className={styles.itemTitle}>{item.title}.</strong> {item.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
