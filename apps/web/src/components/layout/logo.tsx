import { PRODUCT_NAME, paths } from '@showroom/contract';
import { Link } from 'react-router';
import styles from './header.module.css';

/** The product mark: a screen with a care cross, the showroom of health apps. */
export function Logo() {
  return (
    <Link to={paths.start} className={styles.logo}>
      <svg
        className={styles.mark}
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="var(--color-primary-700)" />
        <path
          d="M9 10.5h14a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H9A1.5 1.5 0 0 1 7.5 21v-9A1.5 1.5 0 0 1 9 10.5Z"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
        />
        <path
          d="M16 13.5v6M13 16.5h6"
          stroke="var(--color-accent-300)"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.wordmark}>{PRODUCT_NAME}</span>
    </Link>
  );
}
