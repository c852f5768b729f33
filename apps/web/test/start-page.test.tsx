import { endpoints, paths, UI_TEXTS } from '@showroom/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vendorFixture } from './fixtures.ts';
import { apiUrl, server } from './msw-server.ts';
import { VENDOR, fakeAuth, renderApp } from './render-app.tsx';

describe('start page', () => {
  it('introduces the showroom with one h1, the two audiences and the app list', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(UI_TEXTS.startHeading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'For clinicians and health IT' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For developers and vendors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: UI_TEXTS.catalogueHeading })).toBeInTheDocument();
  });

  it('invites a visitor to register; the sign-up returns to the vendor registration', async () => {
    const { auth } = renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Register as a vendor' }));
    expect(auth.login).toHaveBeenCalledWith({ returnTo: paths.registerVendor });
  });

  it('does not show the call-to-action when logged in', async () => {
    // The header asks for a signed-in vendor's vendor (its menu), whether or not it has by the test's end.
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture())));
    renderApp({ auth: fakeAuth(VENDOR) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Register as a vendor' })).not.toBeInTheDocument();
  });
});
