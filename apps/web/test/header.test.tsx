import { endpoints, UI_TEXTS } from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vendorFixture } from './fixtures.ts';
import { apiUrl, server } from './msw-server.ts';
import { ADMIN, VENDOR, fakeAuth, renderApp } from './render-app.tsx';

const notFound = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 });

async function openUserMenu() {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: /^User menu / });
  await user.click(button);
  const menu = await screen.findByRole('menu', { name: 'User menu' });
  return { user, button, menu };
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('header when logged out', () => {
  it('offers Login/Register, which returns to the current page after login', async () => {
    const { auth } = renderApp({ path: '/faq-users' });
    const login = await screen.findByRole('button', { name: UI_TEXTS.loginRegister });
    expect(screen.queryByRole('button', { name: /^User menu / })).not.toBeInTheDocument();
    await userEvent.click(login);
    expect(auth.login).toHaveBeenCalledTimes(1);
    // No explicit returnTo: the auth layer takes the current address.
    expect(auth.login.mock.calls[0]?.[0]?.returnTo).toBeUndefined();
  });

  it('links the logo, named Showroom, to the start page', async () => {
    renderApp({ path: '/apps' });
    expect(await screen.findByRole('link', { name: 'Showroom' })).toHaveAttribute('href', '/');
  });
});

describe('header user menu', () => {
  it('shows the initials on a round button named User menu', async () => {
    renderApp({ auth: fakeAuth(ADMIN) });
    const button = await screen.findByRole('button', { name: /^User menu / });
    expect(button).toHaveTextContent('AA');
    expect(screen.queryByRole('button', { name: UI_TEXTS.loginRegister })).not.toBeInTheDocument();
  });

  it('gives an admin the administration items, Update password and Logout, and the e-mail', async () => {
    renderApp({ auth: fakeAuth(ADMIN) });
    const { menu } = await openUserMenu();
    expect(itemNames(menu)).toEqual([
      'Dashboard',
      'App administration',
      'Vendor administration',
      'Update password',
      'Logout',
    ]);
    expect(screen.getByText('admin@showroom.test')).toBeVisible();
  });

  it('gives a vendor with a vendor record My vendor information, My apps and My sandbox', async () => {
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture())));
    renderApp({ auth: fakeAuth(VENDOR) });
    const { menu } = await openUserMenu();
    await waitFor(() =>
      expect(itemNames(menu)).toEqual([
        'My vendor information',
        'My apps',
        'My sandbox',
        'Update password',
        'Logout',
      ]),
    );
    expect(within(menu).getByRole('menuitem', { name: 'My apps' })).toHaveAttribute('href', '/my-apps');
    expect(within(menu).getByRole('menuitem', { name: 'My sandbox' })).toHaveAttribute('href', '/my-sandbox');
    expect(screen.getByText('vendor@showroom.test')).toBeVisible();
  });

  it('gives a vendor without a vendor record Register as a vendor and My sandbox (the API answers 204)', async () => {
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => new HttpResponse(null, { status: 204 })));
    renderApp({ auth: fakeAuth({ ...VENDOR, email: 'newvendor@showroom.test' }) });
    const { menu } = await openUserMenu();
    await waitFor(() =>
      expect(itemNames(menu)).toEqual(['Register as a vendor', 'My sandbox', 'Update password', 'Logout']),
    );
    expect(screen.getByText('newvendor@showroom.test')).toBeVisible();
  });

  it('does not ask for a vendor record when the user is no vendor', async () => {
    let asked = false;
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), () => {
        asked = true;
        return notFound();
      }),
    );
    renderApp({ auth: fakeAuth(ADMIN) });
    await openUserMenu();
    expect(asked).toBe(false);
  });

  it('sends the bearer token with the vendor-record call', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(vendorFixture());
      }),
    );
    renderApp({ auth: fakeAuth(VENDOR) });
    await waitFor(() => expect(authorization).toBe('Bearer test-access-token'));
  });

  it('runs Update password and Logout through the identity provider', async () => {
    const { auth } = renderApp({ auth: fakeAuth(ADMIN) });
    let { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Update password' }));
    expect(auth.updatePassword).toHaveBeenCalledTimes(1);
    ({ user, menu } = await openUserMenu());
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside', async () => {
    renderApp({ auth: fakeAuth(ADMIN) });
    const { user, button } = await openUserMenu();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the button', async () => {
    renderApp({ auth: fakeAuth(ADMIN) });
    const { user, button } = await openUserMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('works with the keyboard: ArrowDown opens on the first item, arrows move and wrap', async () => {
    const user = userEvent.setup();
    renderApp({ auth: fakeAuth(ADMIN) });
    const button = await screen.findByRole('button', { name: /^User menu / });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'App administration' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
  });

  it('navigates with a menu item and closes the menu', async () => {
    const { router } = renderApp({ auth: fakeAuth(ADMIN) });
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Vendor administration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vendors/submitted-vendors'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('back chevron', () => {
  it('is hidden on the start page', async () => {
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('is shown elsewhere and goes to the start page when there is no history', async () => {
    const { router } = renderApp({ path: '/apps' });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes back in history when there is one', async () => {
    const { router } = renderApp({ path: '/faq-users' });
    await screen.findByRole('heading', { level: 1, name: 'Users FAQ' });
    await router.navigate('/imprint');
    // The imprint is a lazy page: Back is pressed once it is on screen, as a person would.
    await screen.findByRole('heading', { level: 1, name: 'Imprint' });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq-users'));
  });
});
