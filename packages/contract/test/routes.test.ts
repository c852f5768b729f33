import { describe, expect, it } from 'vitest';
import {
  adminListEmptyText,
  isWebPath,
  ADMIN_APP_TABS,
  ADMIN_VENDOR_TABS,
  EDITOR_STEPS,
  FOOTER_LINKS,
  WEB_ROUTES,
  parseAdminAppActionParams,
  parseVendorActionParams,
  paths,
  routeDecision,
  visibleMenuItems,
  type Role,
  type WebRoute,
} from '../src/index.ts';

const params = (query: string) => new URLSearchParams(query);
const names = (user: { roles: Role[]; hasVendor: boolean }) => visibleMenuItems(user).map((i) => i.name);

describe('header menu per account type', () => {
  it('offers a new self-registered user (VENDOR role, no vendor yet) the registration and its own sandbox', () => {
    expect(names({ roles: ['VENDOR'], hasVendor: false })).toEqual(['Register as a vendor', 'My sandbox']);
  });

  it('offers a user without any role the registration', () => {
    expect(names({ roles: [], hasVendor: false })).toEqual(['Register as a vendor']);
  });

  it('offers a registered vendor its information, apps and sandbox, not the registration', () => {
    expect(names({ roles: ['VENDOR'], hasVendor: true })).toEqual([
      'My vendor information',
      'My apps',
      'My sandbox',
    ]);
  });

  it('offers an admin the dashboard first, then the two administrations, and never the registration', () => {
    expect(names({ roles: ['ADMIN'], hasVendor: false })).toEqual([
      'Dashboard',
      'App administration',
      'Vendor administration',
    ]);
  });

  it('offers an admin who is also a registered vendor everything but the registration', () => {
    expect(names({ roles: ['VENDOR', 'ADMIN'], hasVendor: true })).toEqual([
      'My vendor information',
      'My apps',
      'My sandbox',
      'Dashboard',
      'App administration',
      'Vendor administration',
    ]);
  });

  it('links every item to its route', () => {
    expect(visibleMenuItems({ roles: ['VENDOR', 'ADMIN'], hasVendor: true }).map((i) => i.route)).toEqual([
      '/my-vendor-info',
      '/my-apps',
      '/my-sandbox',
      '/admin',
      '/admin/apps/submitted-apps',
      '/admin/vendors/submitted-vendors',
    ]);
    expect(visibleMenuItems({ roles: ['VENDOR'], hasVendor: false })[0]?.route).toBe('/register-vendor');
  });
});

describe('paths', () => {
  it('builds every link of the route table', () => {
    expect(paths.start).toBe('/');
    expect(paths.apps).toBe('/apps');
    expect(paths.appDetails(12)).toBe('/appdetails/12');
    expect(paths.appPreview(12)).toBe('/appdetails/12/preview');
    expect(paths.vendorPage(3)).toBe('/vendors/3');
    expect(paths.newApp).toBe('/my-apps/edit/new/info');
    expect(paths.editApp('new')).toBe('/my-apps/edit/new/info');
    expect(paths.editApp(12)).toBe('/my-apps/edit/12/info');
    expect(paths.editApp(12, 'screenshots')).toBe('/my-apps/edit/12/screenshots');
    expect(paths.adminApps('deactivated-apps')).toBe('/admin/apps/deactivated-apps');
    expect(paths.adminVendors('approved-vendors')).toBe('/admin/vendors/approved-vendors');
    expect(paths.imprint).toBe('/imprint');
    expect(paths.privacyPolicy).toBe('/privacy-policy');
    expect(paths.faqVendors).toBe('/faq-vendors');
    expect(paths.faqUsers).toBe('/faq-users');
  });

  it('builds admin action links whose parameters parse back', () => {
    const vendorLink = paths.vendorAction(5, 'rejected', 'Missing imprint & contact');
    expect(vendorLink).toBe(
      '/admin/vendors/vendor-action?vendorId=5&status=rejected&reason=Missing%20imprint%20%26%20contact',
    );
    expect(parseVendorActionParams(params(vendorLink.split('?')[1] ?? ''))).toEqual({
      vendorId: 5,
      action: 'reject',
      reason: 'Missing imprint & contact',
    });
    const appLink = paths.adminAppAction(7, 'activate');
    expect(appLink).toBe('/admin/apps?appid=7&status=activate');
    expect(parseAdminAppActionParams(params(appLink.split('?')[1] ?? ''))).toEqual({
      appId: 7,
      action: 'activate',
    });
  });
});

describe('vendor-action route parameters', () => {
  it('runs approve and reject with an integer vendor id', () => {
    expect(parseVendorActionParams(params('vendorId=3&status=approved'))).toEqual({
      vendorId: 3,
      action: 'approve',
    });
    expect(parseVendorActionParams(params('vendorId=3&status=rejected&reason=Spam'))).toEqual({
      vendorId: 3,
      action: 'reject',
      reason: 'Spam',
    });
  });

  it('sends an empty reason as absent', () => {
    expect(parseVendorActionParams(params('vendorId=3&status=rejected&reason='))).toEqual({
      vendorId: 3,
      action: 'reject',
    });
  });

  it.each([
    'status=approved',
    'vendorId=abc&status=approved',
    'vendorId=3x&status=approved',
    'vendorId=0&status=approved',
    'vendorId=3',
    'vendorId=3&status=deactivate',
    'vendorId=3&status=toString',
  ])('does nothing for %s', (query) => {
    expect(parseVendorActionParams(params(query))).toBeUndefined();
  });
});

describe('admin apps action parameters', () => {
  it.each([
    ['approved', 'approve'],
    ['rejected', 'reject'],
    ['activate', 'activate'],
    ['deactivate', 'deactivate'],
  ] as const)('status %s performs %s', (status, action) => {
    expect(parseAdminAppActionParams(params(`appid=9&status=${status}`))).toEqual({ appId: 9, action });
  });

  it('does nothing without an app id or with an unknown status', () => {
    expect(parseAdminAppActionParams(params('status=approved'))).toBeUndefined();
    expect(parseAdminAppActionParams(params('appid=9&status=submit'))).toBeUndefined();
  });
});

describe('route table', () => {
  const flat = (routes: readonly WebRoute[], prefix = ''): { path: string; route: WebRoute }[] =>
    routes.flatMap((r) => {
      const path = [prefix, r.path].filter(Boolean).join('/');
      return [{ path, route: r }, ...flat(r.children ?? [], path)];
    });
  const byPath = new Map(flat(WEB_ROUTES).map((e) => [e.path, e.route]));

  it('has every path of the route table', () => {
    expect([...byPath.keys()]).toEqual([
      '',
      'apps',
      'appdetails/:id',
      'apps/:address',
      'appdetails/:id/preview',
      'register-vendor',
      'my-vendor-info',
      'my-apps',
      'my-sandbox',
      'my-apps/:id/statistics',
      'my-apps/edit/:id',
      'my-apps/edit/:id/info',
      'my-apps/edit/:id/icon',
      'my-apps/edit/:id/screenshots',
      'my-apps/edit/:id/preview',
      'admin',
      'admin/apps',
      'admin/apps/submitted-apps',
      'admin/apps/deactivated-apps',
      'admin/apps/approved-apps',
      'admin/vendors',
      'admin/vendors/submitted-vendors',
      'admin/vendors/approved-vendors',
      'admin/vendors/rejected-vendors',
      'admin/vendors/vendor-action',
      'imprint',
      'privacy-policy',
      'faq-vendors',
      'faq-users',
      'how-we-check',
      'open-data',
      'sandbox',
      'compare',
      'vendors/:id',
    ]);
  });

  it('gives every route its title', () => {
    expect(byPath.get('')?.title).toBe('Showroom');
    expect(byPath.get('apps')?.title).toBe('Apps');
    expect(byPath.get('appdetails/:id')?.title).toBe('App Details');
    expect(byPath.get('apps/:address')?.title).toBe('App Details');
    expect(byPath.get('vendors/:id')?.title).toBe('Vendor');
    expect(EDITOR_STEPS.map((s) => s.title)).toEqual([
      'Edit app information',
      'Edit app icon',
      'Edit screenshots',
      'Preview app',
    ]);
    expect(ADMIN_APP_TABS.map((t) => t.title)).toEqual([
      'Submitted Apps',
      'Deactivated Apps',
      'Approved Apps',
    ]);
    expect(ADMIN_VENDOR_TABS.map((t) => t.title)).toEqual([
      'Submitted Vendors',
      'Approved Vendors',
      'Rejected Vendors',
    ]);
  });

  it('guards the areas by role', () => {
    expect(byPath.get('appdetails/:id/preview')?.access).toEqual({ roles: ['VENDOR', 'ADMIN'] });
    for (const p of ['my-vendor-info', 'my-apps', 'my-apps/edit/:id', 'my-apps/edit/:id/info']) {
      expect(byPath.get(p)?.access).toEqual({ roles: ['VENDOR'] });
    }
    for (const p of [
      'admin/apps',
      'admin/apps/approved-apps',
      'admin/vendors',
      'admin/vendors/vendor-action',
    ]) {
      expect(byPath.get(p)?.access).toEqual({ roles: ['ADMIN'] });
    }
    expect(byPath.get('register-vendor')).toMatchObject({ access: 'login', guard: 'noVendorRecord' });
    for (const p of [
      '',
      'apps',
      'appdetails/:id',
      'apps/:address',
      'vendors/:id',
      'imprint',
      'privacy-policy',
      'faq-vendors',
      'faq-users',
      'how-we-check',
      'open-data',
      'sandbox',
    ]) {
      expect(byPath.get(p)?.access).toBe('public');
    }
  });

  it('ties each admin tab to its list call and empty text', () => {
    expect(ADMIN_APP_TABS.map((t) => [t.path, t.status, adminListEmptyText(t.path)])).toEqual([
      ['submitted-apps', 'WAITING_FOR_APPROVAL', 'There are no apps waiting for approval.'],
      ['deactivated-apps', 'DEACTIVATED', 'There are no deactivated apps.'],
      ['approved-apps', undefined, 'There are no published apps.'],
    ]);
    expect(ADMIN_VENDOR_TABS.map((t) => [t.path, t.status, adminListEmptyText(t.path), t.columns])).toEqual([
      ['submitted-vendors', 'WAITING_FOR_APPROVAL', 'There are no vendors to approve right now.', 7],
      ['approved-vendors', undefined, 'There are no vendors available.', 6],
      ['rejected-vendors', 'REJECTED', 'There are no vendors available.', 6],
    ]);
  });

  it('lists the footer links in order', () => {
    expect(FOOTER_LINKS.map((l) => l.name)).toEqual([
      'Startpage',
      'Apps',
      'Users FAQ',
      'Vendors FAQ',
      'How we check',
      'Open data',
      'Sandbox',
      'Feed',
      'Imprint',
      'Privacy Policy',
    ]);
  });
});

describe('routeDecision', () => {
  const anonymous = { loggedIn: false, roles: [] };
  const vendor = { loggedIn: true, roles: ['VENDOR'] as Role[] };
  const admin = { loggedIn: true, roles: ['ADMIN'] as Role[] };

  it('lets anyone open public routes', () => {
    expect(routeDecision('public', anonymous)).toBe('allow');
  });

  it('sends anonymous users to login for guarded routes', () => {
    expect(routeDecision('login', anonymous)).toBe('login');
    expect(routeDecision({ roles: ['VENDOR'] }, anonymous)).toBe('login');
  });

  it('checks the role from the route data', () => {
    expect(routeDecision({ roles: ['VENDOR'] }, vendor)).toBe('allow');
    expect(routeDecision({ roles: ['ADMIN'] }, vendor)).toBe('forbidden');
    expect(routeDecision({ roles: ['VENDOR', 'ADMIN'] }, admin)).toBe('allow');
    expect(routeDecision('login', vendor)).toBe('allow');
  });
});

describe('isWebPath (the server answers other addresses with 404)', () => {
  it('knows every route, with its parameters as one segment, and the sign-in callback', () => {
    for (const path of [
      '/',
      '/apps',
      '/apps/',
      '/apps/12-vital-signs',
      '/appdetails/12',
      '/appdetails/12/preview',
      '/my-apps/edit/new/info',
      '/admin/vendors/submitted-vendors',
      '/vendors/3',
      '/callback',
    ])
      expect(isWebPath(path), path).toBe(true);
  });

  it('refuses addresses no page has', () => {
    for (const path of [
      '/no-such-page',
      '/apps/12/extra',
      '/vendors',
      '/my-apps/edit',
      '/callbacks',
      '/appdetails/',
    ])
      expect(isWebPath(path), path).toBe(false);
  });
});
