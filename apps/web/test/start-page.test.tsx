import { endpoints, paths, UI_TEXTS } from '@showroom/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vendorFixture } from './fixtures.ts';
import { apiUrl, server } from './msw-server.ts';
import { VENDOR, fakeAuth, renderApp } from './render-app.tsx';
import { stubNarrowScreen } from './narrow-screen.ts';

/** Each element comes after the one before it in the document. */
function expectInOrder(elements: readonly HTMLElement[]): void {
  for (let i = 1; i < elements.length; i++) {
    const before = elements[i - 1] as HTMLElement;
    expect(
      before.compareDocumentPosition(elements[i] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  }
}

describe('start page', () => {
  it('in the spec’s order: the heading, the users’ and developers’ columns, the call to register, the app list', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(UI_TEXTS.startHeading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expectInOrder([
      screen.getByRole('heading', { level: 1 }),
      screen.getByRole('heading', { level: 2, name: 'For clinicians and health IT' }),
      screen.getByRole('heading', { level: 2, name: 'For developers and vendors' }),
      screen.getByRole('button', { name: 'Register as a vendor' }),
      screen.getByRole('heading', { level: 2, name: UI_TEXTS.catalogueHeading }),
    ]);
    // Wide screens: every point shows at once.
    expect(screen.getByText('Curated apps.')).toBeVisible();
    expect(screen.getByText('Showcasing.')).toBeVisible();
  });

  it('on a phone folds each column into its heading, which opens it', async () => {
    stubNarrowScreen();
    renderApp();
    const users = await screen.findByRole('heading', { level: 2, name: 'For clinicians and health IT' });
    const column = users.closest('details') as HTMLDetailsElement;
    expect(column).not.toHaveAttribute('open');
    expect(screen.getByText('Curated apps.')).not.toBeVisible();
    await userEvent.click(users);
    expect(column).toHaveAttribute('open');
    expect(screen.getByText('Curated apps.')).toBeVisible();
    // The other column stays folded.
    expect(screen.getByText('Showcasing.')).not.toBeVisible();
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
