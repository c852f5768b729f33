import { ERROR_TEXTS, LANGUAGE_SWITCH, LOCALES, isLocale } from '@showroom/contract';
import { chooseLocale, useLocale } from '../../lib/locale.ts';
import { useSnackbar } from '../snackbar/index.ts';
import styles from './header.module.css';

/**
 * The header's language switch (DESIGN section 12): a native select named 'Language' ('Sprache' in
 * German), each option in its own language, so the keyboard and screen readers use it as any select.
 * A change shows at once and is remembered in local storage.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const snackbar = useSnackbar();
  return (
    <select
      className={styles.language}
      aria-label={LANGUAGE_SWITCH.label[locale]}
      value={locale}
      onChange={(event) => {
        const next = event.target.value;
        if (isLocale(next))
          chooseLocale(next).catch(() => snackbar.show({ text: ERROR_TEXTS.network, type: 'failure' }));
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_SWITCH.options[option]}
        </option>
      ))}
    </select>
  );
}
