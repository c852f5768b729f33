/**
 * SMART App Launch into the sandbox end to end (issue 34) on the real `npm start`: an anonymous visitor
 * opens a seeded SMART app from the start page, presses `Launch in sandbox`, picks a patient, and the
 * app (a real SMART app built with fhirclient, served under /sample-demos) opens in a new tab, goes
 * through the sandbox's authorization server and shows that patient's name and a vital sign read from
 * the sandbox with its access token; a second launch with another patient shows the other's. axe on the
 * dialog. A standalone launch (the app's Demo) goes through the sandbox's patient picker with PKCE.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sandboxLaunchValue, type AppDetails, type Vendor } from '@showroom/contract';
import { LOOPBACK_APP_PORT } from '../playwright.config.ts';
import {
  apiSession,
  DEMO_ACCOUNTS,
  expectAccessible,
  login,
  pngFile,
  testAppBody,
  uniqueName,
} from './support.ts';

const APP_NAME = 'Vitalis Vital Signs';

async function sandboxReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get('/sandbox/fhir/metadata')).status(), { timeout: 90_000 })
    .toBe(200);
}

interface PatientBundle {
  entry?: { resource: { id: string; name?: { given?: string[]; family?: string }[] } }[];
}

/** Two patients of the sandbox with their names as the dialog shows them (Synthea's digits removed). */
async function twoPatients(request: APIRequestContext): Promise<{ id: string; name: string }[]> {
  const bundle = (await (
    await request.get('/sandbox/fhir/Patient?_count=100&_sort=family')
  ).json()) as PatientBundle;
  return (bundle.entry ?? []).slice(0, 2).map(({ resource }) => {
    const name = resource.name?.[0];
    return {
      id: resource.id,
      name: [...(name?.given ?? []), name?.family ?? ''].join(' ').replace(/\d+/g, '').trim(),
    };
  });
}

/** A name as the dialog shows it, matched against the sandbox's (Synthea's digits after each part). */
const namePattern = (name: string) =>
  new RegExp(
    `^${name
      .split(' ')
      .map((p) => `${p}\\d*`)
      .join(' ')}$`,
  );

async function launchWith(page: Page, patientName: string): Promise<Page> {
  await page.getByRole('button', { name: 'Launch in sandbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch in sandbox' });
  await dialog.getByRole('radio', { name: patientName }).check();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Launch' }).click(),
  ]);
  return tab;
}

async function expectPatientShown(tab: Page, patientName: string): Promise<void> {
  // The app's page after the redirect: the patient's name (as the sandbox has it) and a vital sign.
  await expect(tab).toHaveURL(/\/sample-demos\/vital-signs\/app/, { timeout: 30_000 });
  const shown = tab.locator('.patient-name');
  await expect(shown).toHaveText(namePattern(patientName));
  const vitals = tab.getByRole('table');
  await expect(vitals.getByRole('row').nth(1)).toBeVisible();
  await expect(vitals.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/\d/);
  await expect(tab.getByText(/Sample data|Beispieldaten/)).toBeVisible();
}

test('anonymous: a seeded SMART app launches into the sandbox with the chosen patient, and with another', async ({
  page,
}) => {
  await sandboxReady(page.request);
  const [first, second] = await twoPatients(page.request);
  expect(first && second).toBeTruthy();

  await page.goto('/');
  await page
    .getByRole('region', { name: 'Discover Apps' })
    .getByRole('article', { name: APP_NAME })
    .getByRole('link', { name: 'Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: APP_NAME })).toBeVisible();

  await page.getByRole('button', { name: 'Launch in sandbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch in sandbox' });
  await expect(dialog.getByRole('radio', { name: first!.name })).toBeVisible();
  // A patient chosen: the optional practitioner and that patient's recent encounters beside it.
  await dialog.getByRole('radio', { name: first!.name }).check();
  const encounter = dialog.getByRole('combobox', { name: 'Encounter (optional)' });
  await expect(encounter).toHaveValue('');
  await expect(encounter.getByRole('option')).not.toHaveCount(1);
  await expect(dialog.getByRole('combobox', { name: 'Practitioner (optional)' })).toHaveValue('');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const tab = await launchWith(page, first!.name);
  await expectPatientShown(tab, first!.name);
  await tab.close();

  const other = await launchWith(page, second!.name);
  await expectPatientShown(other, second!.name);
  await expect(other.locator('.patient-name')).not.toHaveText(namePattern(first!.name));
});

test('standalone launch: the Demo goes through the sandbox picker with PKCE and shows the picked patient', async ({
  page,
}) => {
  await sandboxReady(page.request);
  const [, second] = await twoPatients(page.request);
  const authorize: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sandbox/auth/authorize')) authorize.push(request.url());
  });
  await page.goto('/sample-demos/vital-signs');
  await page.getByRole('button', { name: 'Open with a sandbox patient' }).click();
  await expect(page.getByRole('heading', { name: /choose a patient/i })).toBeVisible({ timeout: 30_000 });
  expect(new URL(authorize[0] ?? 'http://x').searchParams.get('code_challenge_method')).toBe('S256');
  await page.getByRole('radio', { name: new RegExp(namePattern(second!.name).source.slice(1, -1)) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPatientShown(page, second!.name);
});

test("the catalogue's live check confirms the seeded SMART app's claims against the sandbox's SMART configuration", async ({
  request,
}) => {
  await sandboxReady(request);
  const apps = (await (await request.get('/api/apps?limit=100')).json()) as { id: number; name: string }[];
  const app = apps.find((a) => a.name === APP_NAME);
  expect(app).toBeTruthy();
  type Checks = { checks: { kind: string; facts: { key: string; value: string; status: string }[] }[] };
  // The first round runs once the sandbox is up (server.ts): wait for its SMART check.
  let smart: Checks['checks'][number] | undefined;
  let manifest: Checks['checks'][number] | undefined;
  await expect
    .poll(
      async () => {
        const answer = (await (await request.get(`/api/apps/${app!.id}/checks`)).json()) as Checks;
        smart = answer.checks.find((c) => c.kind === 'smart');
        manifest = answer.checks.find((c) => c.kind === 'smart-manifest');
        return smart !== undefined && manifest !== undefined;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  const facts = smart!.facts.filter((f) => f.key.startsWith('profile.smart.'));
  expect(facts.length).toBeGreaterThan(0);
  expect(facts.filter((f) => f.status !== 'confirmed')).toEqual([]);
  expect(facts.map((f) => f.value)).toEqual(
    expect.arrayContaining(['ehr', 'standalone', 'public', 'patient/Observation.rs']),
  );
  // Issue 37: the demo's SMART app manifest confirms its declared launch URL and redirect URI.
  expect(manifest!.facts.map((f) => `${f.key} ${f.status}`)).toEqual([
    'profile.smart.manifest confirmed',
    'profile.smart.launchUrl confirmed',
    'profile.smart.redirectUris confirmed',
  ]);
});

test('the /sandbox page says how to launch: the smart-configuration address answers, the example launch URL names the sandbox', async ({
  page,
  baseURL,
}) => {
  await sandboxReady(page.request);
  await page.goto('/sandbox');
  await expect(page.getByRole('heading', { level: 2, name: 'Launching SMART apps' })).toBeVisible();
  const address = await page.getByRole('textbox', { name: 'SMART configuration' }).inputValue();
  expect(address).toBe(`${baseURL}/sandbox/fhir/.well-known/smart-configuration`);
  const config = (await (await page.request.get(address)).json()) as { capabilities: string[] };
  expect(config.capabilities).toContain('launch-ehr');
  const example = new URL(await page.getByRole('textbox', { name: 'Example launch URL' }).inputValue());
  expect(example.searchParams.get('iss')).toBe(`${baseURL}/sandbox/fhir`);
  expect(example.searchParams.get('launch')).toBeTruthy();
  await expect(page.getByRole('link', { name: 'SMART App Launch specification' })).toHaveAttribute(
    'href',
    'https://hl7.org/fhir/smart-app-launch/',
  );
  // How to register: My sandbox.
  await expect(page.getByRole('link', { name: 'Register an app in My sandbox' })).toHaveAttribute(
    'href',
    '/my-sandbox',
  );
});

test('the medication list and problem list demos launch too and show their data for the patient', async ({
  page,
  baseURL,
}) => {
  await sandboxReady(page.request);
  const [first] = await twoPatients(page.request);
  const expectDemo = async (tab: Page, heading: string) => {
    await expect(tab.locator('.patient-name')).toHaveText(namePattern(first!.name), { timeout: 30_000 });
    await expect(tab.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(tab.getByRole('heading', { level: 2, name: 'Vital signs (latest values)' })).toBeVisible();
  };
  // MedRecon is published: from its page, as a visitor does.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Discover Apps' })
    .getByRole('article', { name: 'MedRecon' })
    .getByRole('link', { name: 'Details' })
    .click();
  const tab = await launchWith(page, first!.name);
  await expectDemo(tab, 'Medications');
  await tab.close();
  // The IPS Viewer awaits approval (no public page): its launch URL as an EHR opens it.
  await page.goto(
    `/sample-demos/ips-viewer?${new URLSearchParams({ iss: `${baseURL}/sandbox/fhir`, launch: sandboxLaunchValue({ patient: first!.id }) }).toString()}`,
  );
  await expectDemo(page, 'Active problems');
});

/**
 * A SMART app of a vendor's, as small as one can be: served on loopback by this test, registered with the
 * sandbox as a public client (SANDBOX_SMART_CLIENTS in playwright.config.ts). It reads the sandbox's
 * smart-configuration, sends the browser to authorize with PKCE S256 (in an EHR launch with
 * launch/encounter), exchanges the code and shows the patient it was given, read from the FHIR server with
 * its token, and what the token response said: the encounter and the id token's fhirUser.
 */
function startLoopbackApp(options: { port?: number; clientId?: () => string } = {}): Promise<Server> {
  const clientIdOf = options.clientId ?? (() => 'e2e-loopback-app');
  const pending = new Map<string, { verifier: string; iss: string; token: string }>();
  const server = createServer((req, res) => {
    void (async () => {
      const port = (server.address() as AddressInfo).port;
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      const redirectUri = `http://127.0.0.1:${port}/callback`;
      const clientId = clientIdOf();
      if (url.pathname === '/launch') {
        const iss = url.searchParams.get('iss') ?? '';
        const config = (await (await fetch(`${iss}/.well-known/smart-configuration`)).json()) as {
          authorization_endpoint: string;
          token_endpoint: string;
        };
        const state = randomBytes(8).toString('hex');
        const verifier = randomBytes(32).toString('base64url');
        pending.set(state, { verifier, iss, token: config.token_endpoint });
        const launch = url.searchParams.get('launch');
        const authorize = new URL(config.authorization_endpoint);
        authorize.search = new URLSearchParams({
          response_type: 'code',
          client_id: clientId,
          redirect_uri: redirectUri,
          scope: `${launch ? 'launch launch/encounter' : 'launch/patient'} openid fhirUser patient/*.rs`,
          state,
          aud: iss,
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
          ...(launch ? { launch } : {}),
        }).toString();
        res.writeHead(302, { location: authorize.href }).end();
        return;
      }
      if (url.pathname === '/callback') {
        const flow = pending.get(url.searchParams.get('state') ?? '');
        if (!flow) {
          res.writeHead(400).end('unknown state');
          return;
        }
        const token = (await (
          await fetch(flow.token, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              grant_type: 'authorization_code',
              code: url.searchParams.get('code') ?? '',
              redirect_uri: redirectUri,
              client_id: clientId,
              code_verifier: flow.verifier,
            }).toString(),
          })
        ).json()) as { access_token: string; patient: string; encounter?: string; id_token?: string };
        const idToken = JSON.parse(
          Buffer.from(token.id_token?.split('.')[1] ?? 'e30', 'base64url').toString('utf8'),
        ) as { fhirUser?: string };
        const patient = (await (
          await fetch(`${flow.iss}/Patient/${token.patient}`, {
            headers: { authorization: `Bearer ${token.access_token}` },
          })
        ).json()) as { name?: { given?: string[]; family?: string }[] };
        const name = patient.name?.[0];
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="en"><title>Loopback app</title><h1>Loopback app</h1><p id="patient">${[...(name?.given ?? []), name?.family ?? ''].join(' ')}</p><p id="encounter">${token.encounter ?? ''}</p><p id="fhir-user">${idToken.fhirUser ?? ''}</p></html>`,
          );
        return;
      }
      res.writeHead(404).end();
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  return new Promise((resolve) =>
    server.listen(options.port ?? LOOPBACK_APP_PORT, '127.0.0.1', () => resolve(server)),
  );
}

test('a registered test app on loopback: an EHR launch and a standalone launch with PKCE through the picker', async ({
  page,
  baseURL,
}) => {
  await sandboxReady(page.request);
  const [first, second] = await twoPatients(page.request);
  const app = await startLoopbackApp();
  try {
    const iss = `${baseURL}/sandbox/fhir`;
    await page.goto(
      `http://127.0.0.1:${LOOPBACK_APP_PORT}/launch?${new URLSearchParams({ iss, launch: sandboxLaunchValue({ patient: first!.id }) }).toString()}`,
    );
    await expect(page.locator('#patient')).toHaveText(namePattern(first!.name));

    await page.goto(
      `http://127.0.0.1:${LOOPBACK_APP_PORT}/launch?${new URLSearchParams({ iss }).toString()}`,
    );
    await page
      .getByRole('radio', { name: new RegExp(namePattern(second!.name).source.slice(1, -1)) })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#patient')).toHaveText(namePattern(second!.name));
  } finally {
    app.closeAllConnections();
    await new Promise((resolve) => app.close(resolve));
  }
});

test('a vendor registers a new SMART client for a test app on loopback in My sandbox, and its app page launches it into the sandbox', async ({
  page,
  request,
  baseURL,
}) => {
  await sandboxReady(page.request);
  const [first] = await twoPatients(page.request);
  // The vendor's app, published, declaring SMART EHR and standalone launch (set-up through the API).
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  const { id: vendorId } = await vendor.call<Vendor>('GET', '/vendors/my-vendor');
  const name = uniqueName('Loopback Launch Test');
  const created = await vendor.call<AppDetails>('POST', '/apps', {
    json: testAppBody(vendorId, name, {
      profile: {
        standards: ['fhir'],
        smart: {
          launchTypes: ['ehr', 'standalone'],
          clientType: 'public',
          scopes: ['launch', 'openid', 'fhirUser', 'patient/Patient.rs'],
        },
      },
    }),
  });
  await vendor.call('POST', `/apps/${created.id}/icon`, {
    multipart: { file: pngFile('icon.png', 244, 244, [30, 120, 90]) },
  });
  await vendor.call('PATCH', `/apps/${created.id}/status?newStatus=WAITING_FOR_APPROVAL`);
  await admin.call('PATCH', `/apps/${created.id}/status?newStatus=ACTIVE`);

  // The test app on a port of its own; it learns its client id once the vendor has registered it.
  let clientId = '';
  const loopback = await startLoopbackApp({ port: 0, clientId: () => clientId });
  const port = (loopback.address() as AddressInfo).port;
  try {
    // Not registered yet: the app page offers no launch.
    await page.goto(`/appdetails/${created.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('SMART App Launch').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Launch in sandbox' })).toHaveCount(0);

    // The vendor registers it in My sandbox.
    await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
    await page.goto('/my-sandbox');
    await expect(page.getByRole('heading', { level: 2, name: 'SMART apps in the sandbox' })).toBeVisible();
    await page.getByRole('combobox', { name: 'App' }).selectOption({ label: name });
    await expect(page.getByText('Not registered yet.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Launch URL' }).fill(`http://127.0.0.1:${port}/launch`);
    await page
      .getByRole('textbox', { name: 'Redirect URIs (one per line)' })
      .fill(`http://example.org/not-allowed`);
    await page.getByRole('button', { name: 'Register for the sandbox' }).click();
    await expect(page.getByText(/Enter an https address/)).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Redirect URIs (one per line)' })
      .fill(`http://127.0.0.1:${port}/callback`);
    await page.getByRole('radio', { name: 'Public (no secret)' }).check();
    await page.getByRole('button', { name: 'Register for the sandbox' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The registration is saved.' })).toBeVisible();
    clientId = await page.getByRole('textbox', { name: 'Client ID' }).inputValue();
    expect(clientId).toMatch(/^sbx-[A-Za-z0-9_-]{22}$/);
    await expectAccessible(page);

    await page.goto(`/appdetails/${created.id}`);
    await expect(page.getByRole('link', { name: 'Start in sandbox (standalone launch)' })).toHaveAttribute(
      'href',
      `http://127.0.0.1:${port}/launch?iss=${encodeURIComponent(`${baseURL}/sandbox/fhir`)}`,
    );
    await page.getByRole('button', { name: 'Launch in sandbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Launch in sandbox' });
    await dialog.getByRole('radio', { name: first!.name }).check();
    // The patient's newest encounter, as the sandbox has it, and a practitioner other than the default.
    const encounters = (await (
      await request.get(`/sandbox/fhir/Encounter?patient=Patient/${first!.id}&_sort=-date&_count=1`)
    ).json()) as { entry?: { resource: { id: string } }[] };
    const encounterId = encounters.entry?.[0]?.resource.id ?? '';
    expect(encounterId).toBeTruthy();
    const encounter = dialog.getByRole('combobox', { name: 'Encounter (optional)' });
    await expect(encounter.locator(`option[value="${encounterId}"]`)).toHaveCount(1);
    await encounter.selectOption(encounterId);
    const practitioner = dialog.getByRole('combobox', { name: 'Practitioner (optional)' });
    const practitionerId = (await practitioner.locator('option').nth(2).getAttribute('value')) ?? '';
    expect(practitionerId).toBeTruthy();
    await practitioner.selectOption(practitionerId);
    await expectAccessible(page);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('button', { name: 'Launch' }).click(),
    ]);
    await expect(tab.locator('#patient')).toHaveText(namePattern(first!.name), { timeout: 30_000 });
    await expect(tab.locator('#encounter')).toHaveText(encounterId);
    await expect(tab.locator('#fhir-user')).toHaveText(
      `${baseURL}/sandbox/fhir/Practitioner/${practitionerId}`,
    );
  } finally {
    loopback.closeAllConnections();
    await new Promise((resolve) => loopback.close(resolve));
  }
});
