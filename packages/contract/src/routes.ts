/**
 * The web's routes as data: paths, titles and access, the builders every link uses,
 * and the footer. React Router's table is built from WEB_ROUTES; guards read `access`. The web's first
 * chunk holds this module whole, so what only signed-in screens use lives beside it: the header menu
 * (menu.ts) and the admin action routes' parameters (route-actions.ts).
 */
import type { AppStatus, Role, VendorStatus } from './statuses.ts';
import { compareHref } from './compare-core.ts';
import { ADMIN_VENDOR_GRID_COLUMNS, PRODUCT_NAME } from './constants.ts';
import { matchesRoles } from './roles.ts';
import type { AdminAppRouteStatus, VendorActionRouteStatus } from './route-actions.ts';
import { texts } from './i18n/locale.ts';

/**
 * 'public': anyone. 'login': any logged-in user (the login-only guard). `{ roles }`: a logged-in
 * user with one of the roles; the role list is part of the type, so a route cannot lack it.
 */
export type RouteAccess = 'public' | 'login' | { readonly roles: readonly Role[] };

export interface WebRoute {
  /** Relative to the parent, without a leading slash, in React Router's `:param` syntax. */
  readonly path: string;
  /** Page title (document title, and the heading where the screen shows its title). */
  readonly title?: string;
  readonly access: RouteAccess;
  /**
   * register-vendor is "guarded by a separate check", never described. Decision: it needs a
   * login, and a user who already has a vendor record is sent to my-vendor-info instead.
   */
  readonly guard?: 'noVendorRecord';
  readonly children?: readonly WebRoute[];
}

const VENDOR_ONLY = { roles: ['VENDOR'] } as const;
const ADMIN_ONLY = { roles: ['ADMIN'] } as const;

// ---------------------------------------------------------------------------------------------
// Editor steps and admin tabs

export const EDITOR_STEPS = texts('EDITOR_STEPS', [
  { path: 'info', label: 'Info', title: 'Edit app information' },
  { path: 'icon', label: 'Icon', title: 'Edit app icon' },
  { path: 'screenshots', label: 'Screenshots', title: 'Edit screenshots' },
  { path: 'preview', label: 'Preview', title: 'Preview app' },
] as const);
export type EditorStep = (typeof EDITOR_STEPS)[number]['path'];

/** The id segment of the editor for an app that does not exist yet. */
export const NEW_APP_ID = 'new';

/**
 * The titles of the signed-in pages (the header menu names the same pages: menu.ts). The tables below
 * read them when asked (getters), so a title follows the language on screen.
 */
export const ACCOUNT_PAGE_TITLES = texts('ACCOUNT_PAGE_TITLES', {
  previewApp: 'Preview app',
  registerVendor: 'Register as a vendor',
  myVendorInfo: 'My vendor information',
  myApps: 'My apps',
  /** Ours (issue 33): a vendor's own writable FHIR sandbox. */
  mySandbox: 'My sandbox',
  /** Ours (issue 18): the admin dashboard at /admin. */
  adminDashboard: 'Dashboard',
  adminApps: 'App administration',
  adminVendors: 'Vendor administration',
  submittedApps: 'Submitted Apps',
  deactivatedApps: 'Deactivated Apps',
  approvedApps: 'Approved Apps',
  submittedVendors: 'Submitted Vendors',
  approvedVendors: 'Approved Vendors',
  /** Ours (issue 19): rejected vendors with their reasons. */
  rejectedVendors: 'Rejected Vendors',
  /** /callback, where the identity provider sends the user back (the web's own route). */
  signingIn: 'Signing in',
} as const);

/** What the access guard shows while the sign-in check loads (the guard is in the first chunk). */
export const ACCESS_TEXTS = texts('ACCESS_TEXTS', {
  loading: 'Loading…',
} as const);

/**
 * Admin app tabs. The paths and titles were given; the lists' empty texts are in admin-screens.ts
 * (adminListEmptyText), out of the first chunk, which holds this table. `status` is the GET /apps filter; the approved list
 * is the catalogue itself (no status).
 */
export const ADMIN_APP_TABS = [
  {
    path: 'submitted-apps',
    get title() {
      return ACCOUNT_PAGE_TITLES.submittedApps;
    },
    status: 'WAITING_FOR_APPROVAL',
  },
  {
    path: 'deactivated-apps',
    get title() {
      return ACCOUNT_PAGE_TITLES.deactivatedApps;
    },
    status: 'DEACTIVATED',
  },
  {
    path: 'approved-apps',
    get title() {
      return ACCOUNT_PAGE_TITLES.approvedApps;
    },
    status: undefined,
  },
] as const satisfies readonly {
  path: string;
  title: string;
  status: AppStatus | undefined;
}[];
export type AdminAppTab = (typeof ADMIN_APP_TABS)[number]['path'];

/** Admin vendor tabs: the submitted list has the action column (7 grid columns), the other 6. */
export const ADMIN_VENDOR_TABS = [
  {
    path: 'submitted-vendors',
    get title() {
      return ACCOUNT_PAGE_TITLES.submittedVendors;
    },
    status: 'WAITING_FOR_APPROVAL',
    columns: ADMIN_VENDOR_GRID_COLUMNS.submitted,
    actions: true,
  },
  {
    path: 'approved-vendors',
    get title() {
      return ACCOUNT_PAGE_TITLES.approvedVendors;
    },
    status: undefined,
    columns: ADMIN_VENDOR_GRID_COLUMNS.other,
    actions: false,
  },
  {
    path: 'rejected-vendors',
    get title() {
      return ACCOUNT_PAGE_TITLES.rejectedVendors;
    },
    status: 'REJECTED',
    columns: ADMIN_VENDOR_GRID_COLUMNS.other,
    actions: false,
  },
] as const satisfies readonly {
  path: string;
  title: string;
  status: VendorStatus | undefined;
  columns: number;
  actions: boolean;
}[];
export type AdminVendorTab = (typeof ADMIN_VENDOR_TABS)[number]['path'];

export const VENDOR_ACTION_PATH = 'vendor-action';

// ---------------------------------------------------------------------------------------------
// The route table

/** A route whose title is read when asked for (a getter), so that it follows the language on screen. */
const route = (
  path: string,
  title: () => string,
  access: RouteAccess,
  more?: Partial<WebRoute>,
): WebRoute => ({
  path,
  get title() {
    return title();
  },
  access,
  ...more,
});

/**
 * The public pages' titles. WEB_ROUTES reads them when a title is asked for (getters), so a title
 * shows in the language on screen.
 */
export const PUBLIC_ROUTE_TITLES = texts('PUBLIC_ROUTE_TITLES', {
  apps: 'Apps',
  /** An app page's title until the app's own name is known. */
  appDetails: 'App Details',
  imprint: 'Imprint',
  privacyPolicy: 'Privacy Policy',
  faqVendors: 'Vendors FAQ',
  faqUsers: 'Users FAQ',
  howWeCheck: 'How we check',
  /** Ours (issue 18): what the open data holds, its formats and licence. */
  openData: 'Open data',
  /** The compare page's title (COMPARE_TEXTS.heading is its heading). */
  compare: 'Compare apps',
  /** Ours: a vendor page's title until the vendor has loaded (then its name). */
  vendorPage: 'Vendor',
} as const);

/** A public route whose title is read from PUBLIC_ROUTE_TITLES each time. */
const publicRoute = (path: string, title: keyof typeof PUBLIC_ROUTE_TITLES): WebRoute =>
  route(path, () => PUBLIC_ROUTE_TITLES[title], 'public');

const adminTabRoute = (tab: { readonly path: string; readonly title: string }): WebRoute =>
  route(tab.path, () => tab.title, ADMIN_ONLY);

/**
 * Titles that were left blank are ours: the menu's or footer's name for the page. An unknown path
 * shows a not-found page (issue 19; the spec redirected it to the start page).
 */
export const WEB_ROUTES: readonly WebRoute[] = [
  { path: '', title: PRODUCT_NAME, access: 'public' },
  publicRoute('apps', 'apps'),
  publicRoute('appdetails/:id', 'appDetails'),
  // Ours (issue 17): an app page's readable address, /apps/{id}-{slug} (app-address.ts).
  publicRoute('apps/:address', 'appDetails'),
  route('appdetails/:id/preview', () => ACCOUNT_PAGE_TITLES.previewApp, { roles: ['VENDOR', 'ADMIN'] }),
  route('register-vendor', () => ACCOUNT_PAGE_TITLES.registerVendor, 'login', { guard: 'noVendorRecord' }),
  route('my-vendor-info', () => ACCOUNT_PAGE_TITLES.myVendorInfo, VENDOR_ONLY),
  route('my-apps', () => ACCOUNT_PAGE_TITLES.myApps, VENDOR_ONLY),
  // Ours (issue 33): the vendor's own writable FHIR sandbox.
  route('my-sandbox', () => ACCOUNT_PAGE_TITLES.mySandbox, VENDOR_ONLY),
  // Ours (issue 18): an app's views and demo clicks, from its card's App actions menu. The page sets
  // its title (STATISTICS_TEXTS, in its own chunk: the first chunk carries no text of it).
  { path: 'my-apps/:id/statistics', access: VENDOR_ONLY },
  {
    path: 'my-apps/edit/:id',
    access: VENDOR_ONLY,
    children: EDITOR_STEPS.map((step) => route(step.path, () => step.title, VENDOR_ONLY)),
  },
  // Ours (issue 18): the admin dashboard, the menu's first admin entry.
  route('admin', () => ACCOUNT_PAGE_TITLES.adminDashboard, ADMIN_ONLY),
  route('admin/apps', () => ACCOUNT_PAGE_TITLES.adminApps, ADMIN_ONLY, {
    children: ADMIN_APP_TABS.map(adminTabRoute),
  }),
  route('admin/vendors', () => ACCOUNT_PAGE_TITLES.adminVendors, ADMIN_ONLY, {
    children: [...ADMIN_VENDOR_TABS.map(adminTabRoute), { path: VENDOR_ACTION_PATH, access: ADMIN_ONLY }],
  }),
  publicRoute('imprint', 'imprint'),
  publicRoute('privacy-policy', 'privacyPolicy'),
  publicRoute('faq-vendors', 'faqVendors'),
  publicRoute('faq-users', 'faqUsers'),
  publicRoute('how-we-check', 'howWeCheck'),
  publicRoute('open-data', 'openData'),
  // Ours (issue 33): the FHIR R4 sandbox; the page sets its title (SANDBOX_PAGE, in its own chunk).
  { path: 'sandbox', access: 'public' },
  publicRoute('compare', 'compare'),
  // Ours (issue 17): an approved vendor's public page; its name becomes the title once loaded.
  publicRoute('vendors/:id', 'vendorPage'),
];

/** Where the identity provider sends the browser back after sign-in (the web's callback page). */
export const CALLBACK_PATH = '/callback';

let webPathPatterns: readonly RegExp[] | undefined;

/**
 * Whether a page of the web has this address: a route of WEB_ROUTES (a parameter matches one
 * segment) or the sign-in callback. The server answers other addresses with the web's not-found page
 * and status 404.
 */
export function isWebPath(pathname: string): boolean {
  if (!webPathPatterns) {
    const patterns: RegExp[] = [];
    const walk = (routes: readonly WebRoute[], prefix: string): void => {
      for (const route of routes) {
        const full = route.path ? `${prefix}/${route.path}` : prefix;
        const source = (full || '/')
          .split('/')
          .map((segment) =>
            segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/');
        patterns.push(new RegExp(`^${source}$`));
        if (route.children) walk(route.children, full);
      }
    };
    walk(WEB_ROUTES, '');
    patterns.push(new RegExp(`^${CALLBACK_PATH}$`));
    webPathPatterns = patterns;
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return webPathPatterns.some((pattern) => pattern.test(path));
}

export type RouteDecision = 'allow' | 'login' | 'forbidden';

/** What a guard does: unauthenticated users go to login and come back afterwards. */
export function routeDecision(
  access: RouteAccess,
  user: { loggedIn: boolean; roles: readonly Role[] },
): RouteDecision {
  if (access === 'public') return 'allow';
  if (!user.loggedIn) return 'login';
  if (access === 'login') return 'allow';
  return matchesRoles(user.roles, access.roles) ? 'allow' : 'forbidden';
}

// ---------------------------------------------------------------------------------------------
// Path builders: links never hand-write URLs

const query = (entries: Record<string, string | number | undefined>): string =>
  Object.entries(entries)
    .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

export const paths = {
  start: '/',
  apps: '/apps',
  appDetails: (id: number): string => `/appdetails/${id}`,
  appPreview: (id: number): string => `/appdetails/${id}/preview`,
  /** An approved vendor's public page (app cards and app pages link the vendor's name there). */
  vendorPage: (id: number): string => `/vendors/${id}`,
  registerVendor: '/register-vendor',
  myVendorInfo: '/my-vendor-info',
  myApps: '/my-apps',
  mySandbox: '/my-sandbox',
  newApp: `/my-apps/edit/${NEW_APP_ID}/info`,
  appStatistics: (id: number): string => `/my-apps/${id}/statistics`,
  editApp: (id: number | typeof NEW_APP_ID, step: EditorStep = 'info'): string =>
    `/my-apps/edit/${id}/${step}`,
  adminDashboard: '/admin',
  adminApps: (tab: AdminAppTab = 'submitted-apps'): string => `/admin/apps/${tab}`,
  adminAppAction: (appId: number, status: AdminAppRouteStatus, reason?: string): string =>
    `/admin/apps?${query({ appid: appId, status, reason })}`,
  adminVendors: (tab: AdminVendorTab = 'submitted-vendors'): string => `/admin/vendors/${tab}`,
  vendorAction: (vendorId: number, status: VendorActionRouteStatus, reason?: string): string =>
    `/admin/vendors/${VENDOR_ACTION_PATH}?${query({ vendorId, status, reason })}`,
  imprint: '/imprint',
  privacyPolicy: '/privacy-policy',
  faqVendors: '/faq-vendors',
  faqUsers: '/faq-users',
  howWeCheck: '/how-we-check',
  openData: '/open-data',
  sandbox: '/sandbox',
  compare: compareHref,
} as const;

/**
 * The id of the `<script type="application/json">` block in which the server puts a public app's
 * details (the body GET /apps/{id} sends anonymous visitors) into the page at paths.appDetails, so
 * the page can show the app without waiting for that call. Here, not beside the schemas: the web
 * reads it on the details route, which must not load zod for it.
 */
export const APP_DETAILS_DATA_ID = 'app-details-data';

// ---------------------------------------------------------------------------------------------
// Footer (the header menu is in menu.ts)

/** The Atom feed of new and updated apps (the server's, not a page of the web app: links load it whole). */
export const FEED_PATH = '/feed.xml';

/** `document`: an address the server answers itself (a file, not a route of the web app). */
export const FOOTER_LINKS = texts('FOOTER_LINKS', [
  { route: paths.start, name: 'Startpage' },
  { route: paths.apps, name: 'Apps' },
  { route: paths.faqUsers, name: 'Users FAQ' },
  { route: paths.faqVendors, name: 'Vendors FAQ' },
  { route: paths.howWeCheck, name: 'How we check' },
  { route: paths.openData, name: 'Open data' },
  { route: paths.sandbox, name: 'Sandbox' },
  { route: FEED_PATH, name: 'Feed', document: true },
  { route: paths.imprint, name: 'Imprint' },
  { route: paths.privacyPolicy, name: 'Privacy Policy' },
] as const);
