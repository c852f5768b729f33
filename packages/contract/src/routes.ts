/**
 * The web's routes (spec section 2) as data: paths, titles and access, the builders every link uses,
 * the header menu and the footer. React Router's table is built from WEB_ROUTES; guards read `access`.
 */
import type { AppStatus, Role, VendorStatus } from './statuses.ts';
import { ADMIN_VENDOR_GRID_COLUMNS, FALLBACK_APP_TITLE, PRODUCT_NAME } from './constants.ts';
import { UI_TEXTS } from './messages.ts';
import type { AppAction, VendorAction } from './status-machine.ts';
import { matchesRoles } from './roles.ts';

/**
 * 'public': anyone. 'login': any logged-in user (the spec's login-only guard). `{ roles }`: a logged-in
 * user with one of the roles; the role list is part of the type, so a route cannot lack it.
 */
export type RouteAccess = 'public' | 'login' | { readonly roles: readonly Role[] };

export interface WebRoute {
  /** Relative to the parent, without a leading slash, in React Router's `:param` syntax. */
  readonly path: string;
  /** Page title (document title, and the heading where the spec says the title is shown). */
  readonly title?: string;
  readonly access: RouteAccess;
  /**
   * register-vendor is "guarded by a separate check" (not shown in the spec). Decision: it needs a
   * login, and a user who already has a vendor record is sent to my-vendor-info instead.
   */
  readonly guard?: 'noVendorRecord';
  readonly children?: readonly WebRoute[];
}

const VENDOR_ONLY = { roles: ['VENDOR'] } as const;
const ADMIN_ONLY = { roles: ['ADMIN'] } as const;

// ---------------------------------------------------------------------------------------------
// Editor steps and admin tabs

export const EDITOR_STEPS = [
  { path: 'info', label: 'Info', title: 'Edit app information' },
  { path: 'icon', label: 'Icon', title: 'Edit app icon' },
  { path: 'screenshots', label: 'Screenshots', title: 'Edit screenshots' },
  { path: 'preview', label: 'Preview', title: 'Preview app' },
] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number]['path'];

/** The id segment of the editor for an app that does not exist yet. */
export const NEW_APP_ID = 'new';

/**
 * Admin app tabs. The spec gives the paths, titles and three empty texts but not which text belongs
 * to which list ("not shown"); each goes to the list it describes. `status` is the GET /apps filter;
 * the approved list is the catalogue itself (no status).
 */
export const ADMIN_APP_TABS = [
  {
    path: 'submitted-apps',
    title: 'Submitted Apps',
    status: 'WAITING_FOR_APPROVAL',
    emptyText: UI_TEXTS.emptySubmittedApps,
  },
  {
    path: 'deactivated-apps',
    title: 'Deactivated Apps',
    status: 'DEACTIVATED',
    emptyText: UI_TEXTS.emptyDeactivatedApps,
  },
  { path: 'approved-apps', title: 'Approved Apps', status: undefined, emptyText: UI_TEXTS.emptyApprovedApps },
] as const satisfies readonly {
  path: string;
  title: string;
  status: AppStatus | undefined;
  emptyText: string;
}[];
export type AdminAppTab = (typeof ADMIN_APP_TABS)[number]['path'];

/** Admin vendor tabs: the submitted list has the action column (7 grid columns), the other 6. */
export const ADMIN_VENDOR_TABS = [
  {
    path: 'submitted-vendors',
    title: 'Submitted Vendors',
    status: 'WAITING_FOR_APPROVAL',
    emptyText: UI_TEXTS.emptySubmittedVendors,
    columns: ADMIN_VENDOR_GRID_COLUMNS.submitted,
    actions: true,
  },
  {
    path: 'approved-vendors',
    title: 'Approved Vendors',
    status: undefined,
    emptyText: UI_TEXTS.emptyVendors,
    columns: ADMIN_VENDOR_GRID_COLUMNS.other,
    actions: false,
  },
] as const satisfies readonly {
  path: string;
  title: string;
  status: VendorStatus | undefined;
  emptyText: string;
  columns: number;
  actions: boolean;
}[];
export type AdminVendorTab = (typeof ADMIN_VENDOR_TABS)[number]['path'];

export const VENDOR_ACTION_PATH = 'vendor-action';

// ---------------------------------------------------------------------------------------------
// The route table

/**
 * Titles the spec leaves blank are ours: the menu's or footer's name for the page. Unknown paths
 * redirect to the start page (FALLBACK_PATH).
 */
export const WEB_ROUTES: readonly WebRoute[] = [
  { path: '', title: PRODUCT_NAME, access: 'public' },
  { path: 'apps', title: 'Apps', access: 'public' },
  { path: 'appdetails/:id', title: FALLBACK_APP_TITLE, access: 'public' },
  { path: 'appdetails/:id/preview', title: 'Preview app', access: { roles: ['VENDOR', 'ADMIN'] } },
  { path: 'register-vendor', title: 'Register as a vendor', access: 'login', guard: 'noVendorRecord' },
  { path: 'my-vendor-info', title: 'My vendor information', access: VENDOR_ONLY },
  { path: 'my-apps', title: 'My apps', access: VENDOR_ONLY },
  {
    path: 'my-apps/edit/:id',
    access: VENDOR_ONLY,
    children: EDITOR_STEPS.map((s) => ({ path: s.path, title: s.title, access: VENDOR_ONLY })),
  },
  {
    path: 'admin/apps',
    title: 'App administration',
    access: ADMIN_ONLY,
    children: ADMIN_APP_TABS.map((t) => ({ path: t.path, title: t.title, access: ADMIN_ONLY })),
  },
  {
    path: 'admin/vendors',
    title: 'Vendor administration',
    access: ADMIN_ONLY,
    children: [
      ...ADMIN_VENDOR_TABS.map((t) => ({ path: t.path, title: t.title, access: ADMIN_ONLY })),
      { path: VENDOR_ACTION_PATH, access: ADMIN_ONLY },
    ],
  },
  { path: 'imprint', title: 'Imprint', access: 'public' },
  { path: 'privacy-policy', title: 'Privacy Policy', access: 'public' },
  { path: 'faq-vendors', title: 'Vendors FAQ', access: 'public' },
  { path: 'faq-users', title: 'Users FAQ', access: 'public' },
];

export const FALLBACK_PATH = '/';

export type RouteDecision = 'allow' | 'login' | 'forbidden';

/** What a guard does (spec section 2): unauthenticated users go to login and come back afterwards. */
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
// Admin action routes (spec section 2 and 5)

/** `status` values of the admin/apps action parameters and the action each performs. */
export const ADMIN_APP_ROUTE_ACTIONS = {
  approved: 'approve',
  rejected: 'reject',
  activate: 'activate',
  deactivate: 'deactivate',
} as const satisfies Record<string, AppAction>;
export type AdminAppRouteStatus = keyof typeof ADMIN_APP_ROUTE_ACTIONS;

/** `status` values of the vendor-action route: only approve and reject (spec section 5). */
export const VENDOR_ACTION_ROUTE_ACTIONS = {
  approved: 'approve',
  rejected: 'reject',
} as const satisfies Record<string, VendorAction>;
export type VendorActionRouteStatus = keyof typeof VENDOR_ACTION_ROUTE_ACTIONS;

/** Anything with URLSearchParams' `get`, so this works with the browser's and Node's without either's types. */
export interface SearchParamsLike {
  get(name: string): string | null;
}

/** Decision: ids are read as whole positive integers; '12abc' is not an id. Also for route params (appdetails/:id). */
export const readId = (value: string | null | undefined): number | undefined => {
  if (value === null || value === undefined || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** "An empty reason is sent as absent." */
const readReason = (value: string | null): string | undefined => (value?.trim() ? value : undefined);

const own = <T extends object>(table: T, key: string | null): key is Extract<keyof T, string> =>
  key !== null && Object.prototype.hasOwnProperty.call(table, key);

/**
 * The vendor-action route runs only with an integer vendorId and a known status (approved or rejected);
 * otherwise nothing happens (undefined), and the page goes to the submitted-vendors list either way.
 */
export function parseVendorActionParams(
  params: SearchParamsLike,
): { vendorId: number; action: VendorAction; reason?: string } | undefined {
  const vendorId = readId(params.get('vendorId'));
  const status = params.get('status');
  if (vendorId === undefined || !own(VENDOR_ACTION_ROUTE_ACTIONS, status)) return undefined;
  const reason = readReason(params.get('reason'));
  return {
    vendorId,
    action: VENDOR_ACTION_ROUTE_ACTIONS[status],
    ...(reason !== undefined ? { reason } : {}),
  };
}

/** admin/apps opened with appid, status and reason performs that action, then shows submitted-apps. */
export function parseAdminAppActionParams(
  params: SearchParamsLike,
): { appId: number; action: AppAction; reason?: string } | undefined {
  const appId = readId(params.get('appid'));
  const status = params.get('status');
  if (appId === undefined || !own(ADMIN_APP_ROUTE_ACTIONS, status)) return undefined;
  const reason = readReason(params.get('reason'));
  return { appId, action: ADMIN_APP_ROUTE_ACTIONS[status], ...(reason !== undefined ? { reason } : {}) };
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
  registerVendor: '/register-vendor',
  myVendorInfo: '/my-vendor-info',
  myApps: '/my-apps',
  newApp: `/my-apps/edit/${NEW_APP_ID}/info`,
  editApp: (id: number | typeof NEW_APP_ID, step: EditorStep = 'info'): string =>
    `/my-apps/edit/${id}/${step}`,
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
} as const;

// ---------------------------------------------------------------------------------------------
// Header menu and footer

export interface MenuItem {
  readonly route: string;
  readonly name: string;
  readonly roles: readonly Role[];
  /** true: shown to users with one of `roles`; false: the check is inverted (users with none of them). */
  readonly hasRoles: boolean;
  /** Whether the user's vendor record matters: must exist, must not exist, or either. */
  readonly vendorRecord: 'required' | 'absent' | 'any';
}

/**
 * Decision (spec section 6 leaves the register item's rule "not shown"): 'Register as a vendor' is for
 * a logged-in user who is not an ADMIN and has no vendor record yet. Self-registered users get the
 * VENDOR role by default (DESIGN section 5), so a role check alone could not tell a new user from a
 * registered vendor; the inverted ADMIN check plus "no vendor record" can. 'My vendor information'
 * and 'My apps' are for VENDOR users who have a vendor record. The menu exists only when logged in.
 */
export const MENU_ITEMS: readonly MenuItem[] = [
  {
    route: paths.myVendorInfo,
    name: 'My vendor information',
    roles: ['VENDOR'],
    hasRoles: true,
    vendorRecord: 'required',
  },
  { route: paths.myApps, name: 'My apps', roles: ['VENDOR'], hasRoles: true, vendorRecord: 'required' },
  {
    route: paths.registerVendor,
    name: 'Register as a vendor',
    roles: ['ADMIN'],
    hasRoles: false,
    vendorRecord: 'absent',
  },
  {
    route: paths.adminApps(),
    name: 'App administration',
    roles: ['ADMIN'],
    hasRoles: true,
    vendorRecord: 'any',
  },
  {
    route: paths.adminVendors(),
    name: 'Vendor administration',
    roles: ['ADMIN'],
    hasRoles: true,
    vendorRecord: 'any',
  },
];

/** The menu items for a logged-in user, in menu order. */
export function visibleMenuItems(user: { roles: readonly Role[]; hasVendor: boolean }): MenuItem[] {
  return MENU_ITEMS.filter((item) => {
    if (!matchesRoles(user.roles, item.roles, item.hasRoles)) return false;
    if (item.vendorRecord === 'required') return user.hasVendor;
    if (item.vendorRecord === 'absent') return !user.hasVendor;
    return true;
  });
}

export const FOOTER_LINKS = [
  { route: paths.start, name: 'Startpage' },
  { route: paths.apps, name: 'Apps' },
  { route: paths.faqUsers, name: 'Users FAQ' },
  { route: paths.faqVendors, name: 'Vendors FAQ' },
  { route: paths.imprint, name: 'Imprint' },
  { route: paths.privacyPolicy, name: 'Privacy Policy' },
] as const;
