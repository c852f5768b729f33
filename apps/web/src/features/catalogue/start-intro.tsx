import { ERROR_TEXTS, PUBLIC_UI_TEXTS, START_PAGE_TEXTS as T, paths } from '@showroom/contract';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import styles from './start-intro.module.css';

/**
 * The start page's heading and lead, above the catalogue: short, so that the first apps show in the
 * first screen (issue 19), on a phone too.
 */
export function StartHero() {
  return (
    <section className={styles.hero} aria-labelledby="start-heading">
      <p className={styles.eyebrow}>{T.eyebrow}</p>
      <h1 id="start-heading" className={styles.heading}>
        {PUBLIC_UI_TEXTS.startHeading}
      </h1>
      <p className={styles.lead}>{T.lead}</p>
    </section>
  );
}

/** Below the catalogue: a column for users, one for developers, and the call to register. */
export function StartAbout() {
  const auth = useAuth();
  const snackbar = useSnackbar();

  const register = (): void => {
    // After signing in or creating an account the visitor lands on the vendor registration.
    auth
      .login({ returnTo: paths.registerVendor })
      .catch(() => snackbar.show({ text: ERROR_TEXTS.network, type: 'failure' }));
  };

  return (
    <div className={styles.about}>
      <div className={styles.columns}>
        <Column heading={T.forUsers} items={T.userPoints} />
        <Column heading={T.forDevelopers} items={T.developerPoints} />
      </div>

      {auth.status === 'anonymous' ? (
        <div className={styles.cta}>
          <div>
            <h2 className={styles.ctaHeading}>{T.ctaHeading}</h2>
            <p className={styles.ctaText}>{T.ctaText}</p>
          </div>
          <button
            type="button"
            className={styles.ctaButton}
            onPointerEnter={auth.preload}
            onFocus={auth.preload}
            onClick={register}
          >
            {T.ctaButton}
          </button>
        </div>
      ) : null}
    </div>
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
