/**
 * React Router's table (rendered by its declarative router: app.tsx), built from the contract's
 * WEB_ROUTES: same paths, titles and access. This file only says which page module renders each path;
 * route data (`handle`) carries the title, access and guard the layout and the AccessGuard read
 * (lib/route-handle.ts). Vendor, editor, admin, details, vendor pages and the
 * static pages are lazy chunks, so the catalogue ships first.
 */
import {
  ACCOUNT_PAGE_TITLES,
  ADMIN_APP_TABS,
  ADMIN_VENDOR_TABS,
  EDITOR_STEPS,
  VENDOR_ACTION_PATH,
  WEB_ROUTES,
  type WebRoute,
} from '@showroom/contract';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { AccessGuard } from '../features/auth/access-guard.tsx';
import { CALLBACK_PATH } from '../lib/auth/settings.ts';
import type { LocalePart } from '@showroom/contract/i18n/web';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { withLocalePart } from '../lib/locale.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { AppsRoute } from './routes/apps.tsx';

type PageModule = Pick<RouteObject, 'Component'>;

/** A page whose code loads when it is first shown (or preloaded: preloadRoute). */
const lazyPage = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): PageModule => ({
  Component: lazyComponent(async () => pick(await load())),
});

// The start page's intro, not the catalogue below it (AppsRoute's too): an app's page, the page most
// visitors arrive at from elsewhere, does not load the start page's texts (the server has the
// start page fetch it at once: renderStartPage). Each public page brings its part of the catalogue
// when a language other than English is on (lib/locale.ts; the size check counts it:
// scripts/first-load.mjs, GERMAN_PARTS_BEFORE_FIRST_RENDER).
const start = withLocalePart('start', () => import('./routes/start.tsx'));
const appDetails = withLocalePart('appPage', () => import('./routes/app-details.tsx'));
// The vendor's and admins' pages bring their part of the catalogue when a language other than
// English is on (lib/locale.ts).
const vendor = withLocalePart('account', () => import('./routes/vendor.tsx'));
const editor = withLocalePart('account', () => import('./routes/app-editor.tsx'));
const admin = withLocalePart('account', () => import('./routes/admin.tsx'));
/**
 * A public page whose module is its own chunk, with the page as its default export, waiting for its
 * part of the catalogue when a language other than English is on: the static pages, open data and
 * the sandbox page, each of which loads only its own code and texts.
 */
const ownPage = (part: LocalePart, load: () => Promise<{ default: ComponentType }>): PageModule =>
  lazyPage(withLocalePart(part, load), (m) => m.default);
const compare = withLocalePart('compare', () => import('./routes/compare.tsx'));
const vendorPage = withLocalePart('vendorPage', () => import('./routes/vendor-page.tsx'));

/** Full path (as in WEB_ROUTES, without the leading slash) -> the page that renders it. */
const PAGE_MODULES: Readonly<Record<string, PageModule>> = {
  '': lazyPage(start, (m) => m.StartRoute),
  apps: { Component: AppsRoute },
  'appdetails/:id': lazyPage(appDetails, (m) => m.AppDetailsRoute),
  'apps/:address': lazyPage(appDetails, (m) => m.AppDetailsRoute),
  'appdetails/:id/preview': lazyPage(appDetails, (m) => m.AppPreviewRoute),
  'register-vendor': lazyPage(vendor, (m) => m.RegisterVendorRoute),
  'my-vendor-info': lazyPage(vendor, (m) => m.MyVendorInfoRoute),
  'my-apps': lazyPage(vendor, (m) => m.MyAppsRoute),
  'my-apps/:id/statistics': lazyPage(vendor, (m) => m.AppStatisticsRoute),
  'my-sandbox': lazyPage(vendor, (m) => m.MySandboxRoute),
  'my-apps/edit/:id': {},
  ...Object.fromEntries(
    EDITOR_STEPS.map((step) => [`my-apps/edit/:id/${step.path}`, lazyPage(editor, (m) => m.EditorStepRoute)]),
  ),
  admin: lazyPage(admin, (m) => m.AdminDashboardRoute),
  'admin/apps': {},
  ...Object.fromEntries(
    ADMIN_APP_TABS.map((tab) => [`admin/apps/${tab.path}`, lazyPage(admin, (m) => m.AdminAppsTabRoute)]),
  ),
  'admin/vendors': {},
  ...Object.fromEntries(
    ADMIN_VENDOR_TABS.map((tab) => [
      `admin/vendors/${tab.path}`,
      lazyPage(admin, (m) => m.AdminVendorsTabRoute),
    ]),
  ),
  [`admin/vendors/${VENDOR_ACTION_PATH}`]: lazyPage(admin, (m) => m.VendorActionRoute),
  imprint: ownPage('siteTexts', () => import('../features/static-pages/imprint-page.tsx')),
  'privacy-policy': ownPage('siteTexts', () => import('../features/static-pages/privacy-policy-page.tsx')),
  'faq-vendors': ownPage('faqVendors', () => import('../features/static-pages/faq-vendors-page.tsx')),
  'faq-users': ownPage('faqUsers', () => import('../features/static-pages/faq-users-page.tsx')),
  'how-we-check': ownPage('howWeCheck', () => import('../features/static-pages/how-we-check-page.tsx')),
  'open-data': ownPage('openData', () => import('../features/static-pages/open-data-page.tsx')),
  sandbox: ownPage('sandbox', () => import('../features/static-pages/sandbox-page.tsx')),
  compare: lazyPage(compare, (m) => m.CompareRoute),
  'vendors/:id': lazyPage(vendorPage, (m) => m.VendorPageRoute),
};

/** Parents whose own address shows their first child: my-apps/edit/:id -> info, admin/apps -> submitted-apps. */
const INDEX_REDIRECTS: Readonly<Record<string, string>> = {
  'my-apps/edit/:id': EDITOR_STEPS[0].path,
  'admin/apps': ADMIN_APP_TABS[0].path,
  'admin/vendors': ADMIN_VENDOR_TABS[0].path,
};

/**
 * The parent's address shows its first child, keeping the query: admin/apps?appid=..&status=.. must
 * reach the tab with its action parameters.
 */
function IndexRedirect({ to }: { readonly to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

type GuardComponent = ComponentType<{ children: ReactNode }>;

/**
 * Guards named in the route data besides access (register-vendor's own check: no vendor record yet).
 * Loaded with their route: they ask the API, and the API's schemas are not for the first page.
 */
const GUARDS: Readonly<Record<NonNullable<WebRoute['guard']>, () => Promise<GuardComponent>>> = {
  // Its texts come with the page's (the guard and the page load together).
  noVendorRecord: async () =>
    (await import('../features/vendor-profile/no-vendor-record-guard.tsx')).NoVendorRecordGuard,
};

function toRouteObjects(routes: readonly WebRoute[], parent: string): RouteObject[] {
  return routes.map((route) => {
    const key = parent ? `${parent}/${route.path}` : route.path;
    const page = PAGE_MODULES[key];
    if (!page) throw new Error(`No page is registered for the route '${key}'.`);
    // The title is read from the route when asked: it follows the language on screen.
    const handle: RouteHandle = {
      get title() {
        return route.title;
      },
      access: route.access,
      guard: route.guard,
    };
    const redirect = INDEX_REDIRECTS[key];
    const children: RouteObject[] = [
      ...(redirect ? [{ index: true, element: <IndexRedirect to={redirect} /> }] : []),
      ...(route.children ? toRouteObjects(route.children, key) : []),
    ];

    if (route.guard) {
      const loadGuard = GUARDS[route.guard];
      return {
        path: route.path,
        handle,
        Component: lazyComponent(async () => {
          const Guard = await loadGuard();
          return () => (
            <Guard>
              <Outlet />
            </Guard>
          );
        }),
        children: [{ index: true, ...page }, ...children],
      };
    }
    if (route.path === '') return { index: true, handle, ...page };
    return { path: route.path, handle, ...page, ...(children.length > 0 ? { children } : {}) };
  });
}

/** The whole table: the layout, one access guard for every page, the pages, /callback and the fallback. */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      children: [
        {
          element: (
            <AccessGuard>
              <Outlet />
            </AccessGuard>
          ),
          children: [
            ...toRouteObjects(WEB_ROUTES, ''),
            {
              path: CALLBACK_PATH.slice(1),
              handle: {
                get title() {
                  return ACCOUNT_PAGE_TITLES.signingIn;
                },
                access: 'public',
              } satisfies RouteHandle,
              Component: lazyComponent(
                async () =>
                  (await withLocalePart('account', () => import('./routes/callback.tsx'))()).CallbackRoute,
              ),
            },
            // An address no page has: to the start page, with a snackbar (the server answers it with 404).
            {
              path: '*',
              Component: lazyComponent(async () => (await import('./routes/not-found.tsx')).NotFoundRoute),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the code of the pages that `pathname` shows (main.tsx, before the first render: React then
 * renders the first page at once, over the server's first view, without waiting in a fallback).
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
      const preload = (route.Component as { preload?: () => Promise<void> } | null | undefined)?.preload;
      return preload ? [preload()] : [];
    }),
  );
}
