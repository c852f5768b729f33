import styles from './interoperability.module.css';

/** How a live check's result beside a declared value looks: confirmed, not confirmed, or as declared. */
export const RESULT_CLASS = {
  confirmed: styles.confirmed,
  'not-confirmed': styles.notConfirmed,
  'not-checkable': styles.declared,
} as const;
