import { APP_PAGE_TEXTS } from '@showroom/contract';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/layout/footer.tsx';
import { Header, UserMenuPlaceholder } from '../../components/layout/header.tsx';
import { DocumentTitle } from '../../components/page-title.tsx';
import { useCompareItems } from '../../lib/compare-store.ts';
import { useRouteHandleValue } from '../../lib/route-handle.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import styles from './root-layout.module.css';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { withLocalePart } from '../../lib/locale.ts';

const AccountMenu = lazy(withLocalePart('account', () => import('./account-menu.tsx')));
/** Loaded once an app is chosen for Compare: most visits never need it. */
// It names the apps' facts (the facts part of the catalogue, loaded with it in German).
const CompareTray = lazy(withLocalePart('facts', () => import('../../components/compare/compare-tray.tsx')));

/** Header, main content and footer around every page; the document title follows the route. */
export function RootLayout() {
  const title = useRouteHandleValue('title');
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const comparing = useCompareItems().length > 0;

  // After an in-app navigation, move focus to the new page so screen readers start reading there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {APP_PAGE_TEXTS.skipLink}
      </a>
      <Header
        userMenu={
          <Suspense fallback={<UserMenuPlaceholder />}>
            <AccountMenu />
          </Suspense>
        }
      />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <DocumentTitle routeTitle={title}>
          <RouteErrorBoundary>
            {/* A page whose code is still loading: a navigation (a transition) keeps the page before on
                screen meanwhile; the first page is loaded before the first render (main.tsx). */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </DocumentTitle>
      </main>
      {comparing ? (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      ) : null}
      <Footer />
      <ScrollRestoration />
    </>
  );
}
