import {
  ACCOUNT_PAGE_TITLES,
  endpoints,
  MY_SANDBOX_TEXTS,
  paths,
  sampleDemoPath,
  SMART_DEMO_APPS,
  type AppCard,
  type SandboxClient,
  type VendorSandbox,
} from '@showroom/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { vendorFixture } from '../../../test/fixtures.ts';
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

function open(apps: AppCard[] = [], hasVendor = true) {
  // The header asks whether the user has a vendor (the menu's items), and so does the section on SMART apps.
  server.use(
    http.get(apiUrl(endpoints.getMyVendor), () =>
      hasVendor ? HttpResponse.json(vendorFixture({ id: 1 })) : new HttpResponse(null, { status: 204 }),
    ),
  );
  // The section on SMART apps lists the caller's apps.
  server.use(http.get(apiUrl(endpoints.listVendorApps), () => HttpResponse.json(apps)));
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

  it('registers an app as a confidential SMART client: a bad redirect URI is named, the secret is shown once', async () => {
    const card = {
      id: 41,
      name: 'Chart Reader',
      vendor: { id: 1, name: 'Acme' },
      type: 'AppForVendor',
      status: 'DRAFT',
      icon: null,
      descriptionShort: 'Reads charts',
      demoUrl: null,
    } as unknown as AppCard;
    const bodies: unknown[] = [];
    const registered: SandboxClient = {
      appId: 41,
      clientId: 'sbx-AbCdEfGhIjKlMnOpQrStUv',
      clientType: 'confidential',
      launchUrl: 'https://chart.example/launch',
      redirectUris: ['https://chart.example/cb'],
      createdAt: '2026-11-27T10:00:00.000Z',
      updatedAt: '2026-11-27T10:00:00.000Z',
    };
    server.use(
      http.get(apiUrl(endpoints.getMySandbox), () => new HttpResponse(null, { status: 204 })),
      http.get(apiUrl(endpoints.getSandboxClient, { id: 41 }), () => new HttpResponse(null, { status: 204 })),
      http.put(apiUrl(endpoints.putSandboxClient, { id: 41 }), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...registered, clientSecret: 'the-secret-shown-once' });
      }),
    );
    const { user } = open([card]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'SMART apps in the sandbox' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Not registered yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Launch URL' }), 'https://chart.example/launch');
    await user.type(
      screen.getByRole('textbox', { name: 'Redirect URIs (one per line)' }),
      'http://chart.example/cb',
    );
    await user.click(screen.getByRole('radio', { name: 'Confidential (with a client secret)' }));
    await user.click(screen.getByRole('button', { name: 'Register for the sandbox' }));
    expect(screen.getByRole('textbox', { name: 'Redirect URIs (one per line)' })).toHaveAccessibleDescription(
      expect.stringContaining(MY_SANDBOX_TEXTS.urlInvalid),
    );
    expect(bodies).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Redirect URIs (one per line)' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Redirect URIs (one per line)' }),
      'https://chart.example/cb',
    );
    await user.click(screen.getByRole('button', { name: 'Register for the sandbox' }));
    expect(await screen.findByRole('textbox', { name: 'Client secret' })).toHaveValue(
      'the-secret-shown-once',
    );
    expect(screen.getByRole('textbox', { name: 'Client ID' })).toHaveValue(registered.clientId);
    expect(screen.getByText(MY_SANDBOX_TEXTS.secretOnce)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        launchUrl: 'https://chart.example/launch',
        redirectUris: ['https://chart.example/cb'],
        clientType: 'confidential',
      },
    ]);
    expect(screen.getByRole('button', { name: 'New client secret' })).toBeInTheDocument();
  });

  it('tells a user without a vendor to register as one first, and does not ask for their apps', async () => {
    server.use(http.get(apiUrl(endpoints.getMySandbox), () => new HttpResponse(null, { status: 204 })));
    const asked = vi.fn();
    open([], false);
    server.use(
      http.get(apiUrl(endpoints.listVendorApps), () => {
        asked();
        return HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 });
      }),
    );
    expect(await screen.findByText(MY_SANDBOX_TEXTS.noVendor, { exact: false })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: ACCOUNT_PAGE_TITLES.registerVendor });
    expect(links.some((link) => link.getAttribute('href') === paths.registerVendor)).toBe(true);
    expect(screen.queryByText(MY_SANDBOX_TEXTS.noApps)).not.toBeInTheDocument();
    expect(screen.queryByText(MY_SANDBOX_TEXTS.clientsLoadFailed)).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('says a vendor without apps has none to register yet', async () => {
    server.use(http.get(apiUrl(endpoints.getMySandbox), () => new HttpResponse(null, { status: 204 })));
    open([]);
    expect(await screen.findByText(MY_SANDBOX_TEXTS.noApps)).toBeInTheDocument();
    expect(screen.queryByText(MY_SANDBOX_TEXTS.noVendor, { exact: false })).not.toBeInTheDocument();
  });

  it('says a seeded sample demo launches with the showroom’s own client, and offers registration for another app', async () => {
    const card = (id: number, name: string, demoUrl: string | null) =>
      ({
        id,
        name,
        vendor: { id: 1, name: 'Acme' },
        type: 'AppForVendor',
        status: 'ACTIVE',
        icon: null,
        descriptionShort: name,
        demoUrl,
        interop: { standards: ['fhir'], fhirVersions: ['R4'], smart: true, cdsHooks: false },
      }) as unknown as AppCard;
    const asked: number[] = [];
    server.use(
      http.get(apiUrl(endpoints.getMySandbox), () => new HttpResponse(null, { status: 204 })),
      ...[51, 52].map((id) =>
        http.get(apiUrl(endpoints.getSandboxClient, { id }), () => {
          asked.push(id);
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    );
    const sample = `${window.location.origin}${sampleDemoPath(SMART_DEMO_APPS[0]?.slug ?? '')}`;
    const { user } = open([
      card(51, 'Vital signs demo', sample),
      card(52, 'Chart Reader', 'https://chart.example/'),
    ]);
    expect(await screen.findByText(MY_SANDBOX_TEXTS.builtInClient)).toBeInTheDocument();
    expect(screen.queryByText(MY_SANDBOX_TEXTS.notRegistered)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MY_SANDBOX_TEXTS.register })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: MY_SANDBOX_TEXTS.appLabel }), '52');
    expect(await screen.findByText(MY_SANDBOX_TEXTS.notRegistered)).toBeInTheDocument();
    expect(screen.queryByText(MY_SANDBOX_TEXTS.builtInClient)).not.toBeInTheDocument();
    expect(asked).toEqual([52]);
  });
});
