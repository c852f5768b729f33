import { endpoints, NOT_FOUND_TEXTS, UI_TEXTS } from '@showroom/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../src/app/layout/route-error.tsx';
import { AccessGuard } from '../src/features/auth/access-guard.tsx';
import { vendorFixture } from './fixtures.ts';
import { apiUrl, server } from './msw-server.ts';
import { ADMIN, VENDOR, fakeAuth, renderApp } from './render-app.tsx';
import { appDetailsFixture, findSnackbar } from './vendor-journey.ts';

describe('route table', () => {
  // Spec section 2: any unknown path redirects to the start page; a snackbar says why.
  it('redirects an unknown path to the start page, replacing it, and says the page does not exist', async () => {
    const { router } = renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: UI_TEXTS.startHeading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    await findSnackbar(NOT_FOUND_TEXTS.message, 'failure');
  });

  it('titles the start page with the product name and other pages with theirs', async () => {
    const { router } = renderApp({ path: '/' });
    await waitFor(() => expect(document.title).toBe('Showroom'));
    await router.navigate('/apps');
    await waitFor(() => expect(document.title).toBe('Apps – Showroom'));
    await router.navigate('/privacy-policy');
    await waitFor(() => expect(document.title).toBe('Privacy Policy – Showroom'));
  });

  it('shows the catalogue headed Discover Apps on /apps', async () => {
    renderApp({ path: '/apps' });
    expect(
      await screen.findByRole('heading', { level: 1, name: UI_TEXTS.catalogueHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toBeInTheDocument();
  });

  it('shows an admin tab under its own title', async () => {
    renderApp({ path: '/admin/vendors/approved-vendors', auth: fakeAuth(ADMIN) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Approved Vendors' })).toBeInTheDocument();
    expect(await screen.findByText(UI_TEXTS.emptyVendors)).toBeInTheDocument();
  });

  it('opens the editor on its info step, and a new app only there', async () => {
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture())),
      http.get(apiUrl(endpoints.getAppPreview, { id: 12 }), () =>
        HttpResponse.json(appDetailsFixture({ id: 12 })),
      ),
    );
    const { router } = renderApp({ path: '/my-apps/edit/12', auth: fakeAuth(VENDOR) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit app information' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-apps/edit/12/info');
    await router.navigate('/my-apps/edit/12/screenshots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit screenshots' })).toBeInTheDocument();
    await router.navigate('/my-apps/edit/new/screenshots');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit app information' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-apps/edit/new/info');
  });

  it('opens admin/apps on the submitted-apps tab and admin/vendors on submitted-vendors', async () => {
    const { router } = renderApp({ path: '/admin/apps', auth: fakeAuth(ADMIN) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Submitted Apps' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/apps/submitted-apps');
    await router.navigate('/admin/vendors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Submitted Vendors' })).toBeInTheDocument();
  });
});

describe('guards', () => {
  it('shows a vendor that admin routes are not theirs, without redirecting', async () => {
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture())));
    const { router } = renderApp({ path: '/admin/apps/approved-apps', auth: fakeAuth(VENDOR) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/apps/approved-apps');
  });

  it('shows an admin that vendor routes are not theirs', async () => {
    renderApp({ path: '/my-apps', auth: fakeAuth(ADMIN) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page.' }),
    ).toBeInTheDocument();
    // "…or contact the support": with the contact the site names (SUPPORT_EMAIL), issue 19.
    expect(screen.getByRole('link', { name: 'support@showroom.test' })).toHaveAttribute(
      'href',
      'mailto:support@showroom.test',
    );
  });

  it('sends an unauthenticated visitor to login and back to the same address', async () => {
    const auth = fakeAuth(null);
    renderApp({ path: '/admin/vendors/approved-vendors?x=1', auth });
    await waitFor(() =>
      expect(auth.login).toHaveBeenCalledWith({ returnTo: '/admin/vendors/approved-vendors?x=1' }),
    );
    expect(auth.login).toHaveBeenCalledTimes(1);
  });

  it('waits for a stored session before deciding', async () => {
    const auth = fakeAuth(null, 'loading');
    renderApp({ path: '/my-apps', auth });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('lets register-vendor through for a signed-in user without a vendor record', async () => {
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), () =>
        HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }),
      ),
    );
    renderApp({ path: '/register-vendor', auth: fakeAuth(VENDOR) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register as a vendor' }),
    ).toBeInTheDocument();
  });

  it('sends a user who already has a vendor record from register-vendor to my-vendor-info', async () => {
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture())));
    const { router } = renderApp({ path: '/register-vendor', auth: fakeAuth(VENDOR) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My vendor information' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-vendor-info');
  });

  it('needs a login for register-vendor', async () => {
    const auth = fakeAuth(null);
    renderApp({ path: '/register-vendor', auth });
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith({ returnTo: '/register-vendor' }));
  });
});

/** A table whose only page requires a role but names none: thrown in development, blocked in production. */
const misconfiguredRoutes = (): RouteObject[] => [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <AccessGuard>
          <Outlet />
        </AccessGuard>
      </RouteErrorBoundary>
    ),
    children: [{ path: 'secret', handle: { access: { roles: [] } }, element: <h1>Secret</h1> }],
  },
];

describe('role guard without roles in its route data', () => {
  it('throws in development', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ path: '/secret', auth: fakeAuth(ADMIN), routes: misconfiguredRoutes() });
    expect(await screen.findByText(/requires a role, but its route data/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secret' })).not.toBeInTheDocument();
  });

  it('blocks the page in production', async () => {
    renderApp({
      path: '/secret',
      auth: fakeAuth(ADMIN),
      routes: misconfiguredRoutes(),
      config: { production: true },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not available.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secret' })).not.toBeInTheDocument();
  });
});
