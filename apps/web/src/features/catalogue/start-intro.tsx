import { ERROR_TEXTS, PUBLIC_UI_TEXTS, START_PAGE_TEXTS as T, paths } from '@showroom/contract';
import { Link } from 'react-router';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useWideScreen } from './catalogue-filters.tsx';
import styles from './start-intro.module.css';

/**
 * The start page's intro, above the app list in the spec's order (section 1): the heading, a column
 * for users and one for developers, and the call to register for visitors who are not logged in. The
 * columns are one short line per point, side by side on wide screens; on a phone each folds into its
 * heading (a disclosure), so that the first apps still show as high as this order allows.
 */
export function StartIntro() {
  const auth = useAuth();
  const snackbar = useSnackbar();
  const wide = useWideScreen();

  const register = (): void => {
    // After signing in or creating an account the visitor lands on the vendor registration.
    auth
      .login({ returnTo: paths.registerVendor })
      .catch(() => snackbar.show({ text: ERROR_TEXTS.network, type: 'failure' }));
  };

  return (
    <section className={styles.intro} aria-labelledby="start-heading">
      <p className={styles.eyebrow}>{T.eyebrow}</p>
      <h1 id="start-heading" className={styles.heading}>
        {PUBLIC_UI_TEXTS.startHeading}
      </h1>

      <div className={styles.columns}>
        <Column heading={T.forUsers} items={T.userPoints} folded={!wide} />
        <Column
          heading={T.forDevelopers}
          items={T.developerPoints}
          folded={!wide}
          link={{ to: paths.sandbox, text: T.sandboxLink }}
        />
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
    </section>
  );
}

function Column({
  heading,
  items,
  folded,
  link,
}: {
  readonly heading: string;
  /** A link below the points (the developers' column: the sandbox). */
  readonly link?: { readonly to: string; readonly text: string };
  readonly items: readonly { title: string; text: string }[];
  /** On a phone: a disclosure that shows the points once its heading is pressed. */
  readonly folded: boolean;
}) {
  const list = (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <svg
            className={styles.check}
            viewBox="0 0 20 20"
            width="16"
            height="16"
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
      {link ? (
        <li className={styles.item}>
          <Link to={link.to}>{link.text}</Link>
        </li>
      ) : null}
    </ul>
  );
  if (folded) {
    return (
      <details className={styles.column}>
        <summary className={styles.summary}>
          <h2 className={styles.columnHeading}>{heading}</h2>
        </summary>
        {list}
      </details>
    );
  }
  return (
    <div className={styles.column}>
      <h2 className={styles.columnHeading}>{heading}</h2>
      {list}
    </div>
  );
}
