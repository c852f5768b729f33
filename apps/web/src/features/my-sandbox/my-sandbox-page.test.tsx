import { endpoints, MY_SANDBOX_TEXTS, type VendorSandbox } from '@showroom/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { fakeAuth, renderApp, VENDOR } from '../../../test/render-app.tsx';

const sandbox = (changedResources: number): VendorSandbox => ({
  baseUrl: 'http://localhost:8080/sandbox/v/AbCdEfGhIjKlMnOpQrStUv/fhir',
  createdAt: '2026-11-27T10:00:00.000Z',
  lastUsedAt: '2026-11-27T10:00:00.000Z',
  resetAt: null,
  changedResources,
  limit: 1000,
  idleDays: 30,
});

function open() {
  // The header asks whether the user has a vendor (the menu's items): this one has none yet.
  server.use(http.get(apiUrl(endpoints.getMyVendor), () => new HttpResponse(null, { status: 204 })));
  return { ...renderApp({ path: '/my-sandbox', auth: fakeAuth(VENDOR) }), user: userEvent.setup() };
}

describe('My sandbox', () => {
  it('offers to create the sandbox, then shows its base URL and its count of changed resources', async () => {
    let created = false;
    server.use(
      http.get(apiUrl(endpoints.getMySandbox), () =>
        created ? HttpResponse.json(sandbox(0)) : new HttpResponse(null, { status: 204 }),
      ),
      http.post(apiUrl(endpoints.createMySandbox), () => {
        created = true;
        return HttpResponse.json(sandbox(0));
      }),
    );
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My sandbox' })).toBeInTheDocument();
    expect(await screen.findByText('You have no sandbox yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my sandbox' }));
    expect(await screen.findByRole('textbox', { name: 'Your FHIR base URL' })).toHaveValue(
      sandbox(0).baseUrl,
    );
    expect(screen.getByText('Changed resources: 0 of at most 1000.')).toBeInTheDocument();
    expect(
      screen.getByText('A sandbox not used for 30 days is reset to the shared data.'),
    ).toBeInTheDocument();
  });

  it('resets only after the browser’s confirmation, and says so', async () => {
    let resets = 0;
    server.use(
      http.get(apiUrl(endpoints.getMySandbox), () => HttpResponse.json(sandbox(resets ? 0 : 7))),
      http.post(apiUrl(endpoints.resetMySandbox), () => {
        resets++;
        return HttpResponse.json(sandbox(0));
      }),
    );
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = open();
    expect(await screen.findByText('Changed resources: 7 of at most 1000.')).toBeInTheDocument();

    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Reset sandbox' }));
    expect(confirm).toHaveBeenCalledWith(MY_SANDBOX_TEXTS.resetConfirm);
    expect(resets).toBe(0);

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Reset sandbox' }));
    const done = await screen.findByText(MY_SANDBOX_TEXTS.resetDone);
    expect(done).toHaveAttribute('role', 'status');
    expect(resets).toBe(1);
    expect(screen.getByText('Changed resources: 0 of at most 1000.')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('says when the sandbox cannot be reset', async () => {
    server.use(
      http.get(apiUrl(endpoints.getMySandbox), () => HttpResponse.json(sandbox(3))),
      http.post(apiUrl(endpoints.resetMySandbox), () => new HttpResponse(null, { status: 500 })),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reset sandbox' }));
    expect(await screen.findByText(MY_SANDBOX_TEXTS.resetFailed)).toHaveAttribute('role', 'alert');
    confirm.mockRestore();
  });
});
