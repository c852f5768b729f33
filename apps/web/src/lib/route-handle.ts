import { PRODUCT_NAME, type RouteAccess, type WebRoute } from '@showroom/contract';
import { createContext, use } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';

/** What every route of the table carries in React Router's `handle` (built from the contract's WEB_ROUTES). */
export interface RouteHandle {
  readonly title?: string | undefined;
  readonly access?: RouteAccess | undefined;
  readonly guard?: WebRoute['guard'];
}

/** The route table the app renders (app.tsx), for reading the matched routes' handles. */
export const RouteTableContext = createContext<RouteObject[]>([]);

const handleOf = (value: unknown): RouteHandle | undefined =>
  typeof value === 'object' && value !== null ? value : undefined;

/** The deepest matched route's value of `key` (a child's title or access wins over its parent's). */
export function useRouteHandleValue<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  const matches = matchRoutes(use(RouteTableContext), useLocation()) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = handleOf(matches[i]?.route.handle);
    if (handle && key in handle && handle[key] !== undefined) return handle[key];
  }
  return undefined;
}

/** 'Showroom' for the start page, 'Apps – Showroom' for the others. */
export const documentTitle = (title: string | undefined): string =>
  !title || title === PRODUCT_NAME ? PRODUCT_NAME : `${title} – ${PRODUCT_NAME}`;
