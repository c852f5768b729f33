import { UNSAFE_createBrowserHistory } from 'react-router';
import { withBlocking, type AppHistory } from '../lib/navigation.ts';
import { createRoutes } from './route-table.tsx';

/** The browser's history as React Router makes it, with blocking (lib/navigation.ts), and the route table. */
export const createAppRouter = () => ({
  history: withBlocking(UNSAFE_createBrowserHistory({ v5Compat: true })),
  routes: createRoutes(),
});
export type AppRouter = { readonly history: AppHistory; readonly routes: ReturnType<typeof createRoutes> };
