import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderApp } from '../../../test/render-app.tsx';

describe('/callback', () => {
  it('completes the sign-in and replaces itself with the address the user started from', async () => {
    const auth = fakeAuth(null);
    auth.completeSignin.mockResolvedValue({ returnTo: '/faq-vendors' });
    const { router } = renderApp({ path: '/callback?code=abc&state=xyz', auth });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendors FAQ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq-vendors');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(auth.completeSignin).toHaveBeenCalledTimes(1);
  });

  it('says so when the sign-in cannot be completed', async () => {
    const auth = fakeAuth(null);
    auth.completeSignin.mockRejectedValue(new Error('No matching state found in storage'));
    renderApp({ path: '/callback?code=old&state=used', auth });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in could not be completed.' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/'),
    );
  });
});
