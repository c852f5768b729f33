import { APP_PAGE_TEXTS, ERROR_TEXTS, PUBLIC_UI_TEXTS, paths } from '@showroom/contract';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useSnackbar } from '../snackbar/index.ts';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';

interface HeaderProps {
  /** Shown when signed in: the user menu, composed by the app (it knows the user's vendor record). */
  readonly userMenu: ReactNode;
}

/** Logo to the start page, a back chevron off the start page, and Login/Register or the user menu. */
export function Header({ userMenu }: HeaderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const snackbar = useSnackbar();
  const onStartPage = location.pathname === paths.start;

  const goBack = (): void => {
    // 'default' is the key of the first entry of this visit: there is no in-app page to go back to.
    if (location.key === 'default') void navigate(paths.start);
    else void navigate(-1);
  };

  const login = (): void => {
    auth.login().catch(() => snackbar.show({ text: ERROR_TEXTS.network, type: 'failure' }));
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.start}>
          {onStartPage ? null : (
            <button type="button" className={styles.back} onClick={goBack} aria-label={APP_PAGE_TEXTS.back}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M14.5 6l-6 6 6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          )}
          <Logo />
        </div>
        <div className={styles.end}>
          <LanguageSwitch />
          {auth.status === 'authenticated' ? (
            userMenu
          ) : auth.status === 'loading' ? (
            <UserMenuPlaceholder />
          ) : (
            <button
              type="button"
              className={styles.login}
              onPointerEnter={auth.preload}
              onFocus={auth.preload}
              onClick={login}
            >
              {PUBLIC_UI_TEXTS.loginRegister}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * Holds the avatar's place while the menu's code or data loads, so the header does not jump. It lives
 * here, not in user-menu.tsx, so that the menu (and MenuButton) stay out of the first chunk.
 */
export function UserMenuPlaceholder() {
  return <span className={styles.avatarPlaceholder} aria-hidden="true" />;
}
