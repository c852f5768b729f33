import { Fragment } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useRoutes, type RouteObject } from 'react-router';
import { useLocale } from '../lib/locale.ts';
import { HistoryContext, type AppHistory } from '../lib/navigation.ts';
import { RouteTableContext } from '../lib/route-handle.ts';
import { Providers, type AppServices } from './providers.tsx';
import type { AppRouter } from './router.tsx';

export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <Providers services={services}>
      <AppRoutes history={router.history} routes={router.routes} />
    </Providers>
  );
}

/**
 * React Router's declarative router over the app's history (lib/navigation.ts: with blocking), and the
 * route table. The pages are rendered anew when the language changes (they read their texts while
 * rendering); the address, the signed-in session and the loaded data stay.
 */
export function AppRoutes({ history, routes }: { history: AppHistory; routes: RouteObject[] }) {
  return (
    <HistoryContext value={history}>
      <RouteTableContext value={routes}>
        <HistoryRouter history={history}>
          <LocalizedRoutes routes={routes} />
        </HistoryRouter>
      </RouteTableContext>
    </HistoryContext>
  );
}

function LocalizedRoutes({ routes }: { routes: RouteObject[] }) {
  const locale = useLocale();
  return <Fragment key={locale}>{useRoutes(routes)}</Fragment>;
}
