import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Dialog,
  type Locator,
  type Page,
} from '@playwright/test';
import type { AppDetails, Vendor } from '@showroom/contract';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@showroom.test', password: 'admin' },
  vendor: { email: 'vendor@showroom.test', password: 'vendor' },
  newvendor: { email: 'newvendor@showroom.test', password: 'newvendor' },
} as const;

/** A name no other test uses: the prefix and a few random letters. */
export const uniqueName = (prefix: string): string => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** A unique e-mail per test, so tests never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Fills the embedded provider's login form, which uses Keycloak's field ids. */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/realms\/showroom\//);
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
}

/** Logs in from the current page through the header's Login/Register button and waits until back. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Login/Register' }).click();
  await submitLoginForm(page, email, password);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function logout(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login/Register' })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Accounts, API calls and images for the vendor journeys

/** Registers a fresh account through the provider's registration page and waits until back, logged in. */
export async function registerAccount(
  page: Page,
  account: { email: string; password: string; firstName: string; lastName: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Login/Register' }).click();
  await page.getByRole('link', { name: 'Register' }).click();
  await page.locator('#firstName').fill(account.firstName);
  await page.locator('#lastName').fill(account.lastName);
  await page.locator('#email').fill(account.email);
  await page.locator('#password').fill(account.password);
  await page.locator('#password-confirm').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** The snackbar with exactly this text, in the live region of its type. */
export function snackbar(page: Page, text: string, type: 'success' | 'failure' = 'success'): Locator {
  return page.getByRole(type === 'success' ? 'status' : 'alert').getByText(text, { exact: true });
}

/**
 * A logged-in API client for test set-up: a token from the embedded provider's password grant
 * (development only) and the CSRF cookie echoed in its header, as the web does.
 */
export interface ApiSession {
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options?: {
      json?: unknown;
      multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>;
    },
  ): Promise<T>;
}

export async function apiSession(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<ApiSession> {
  const tokenResponse = await request.post('/realms/showroom/protocol/openid-connect/token', {
    form: {
      grant_type: 'password',
      client_id: 'showroom-web',
      username: account.email,
      password: account.password,
      scope: 'openid',
    },
  });
  expect(tokenResponse.ok(), await tokenResponse.text()).toBe(true);
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  // A signed-in call gets the XSRF-TOKEN cookie in this request context (anonymous reads get none).
  await request.get('/api/health/live', { headers: { Authorization: `Bearer ${token}` } });
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('The API did not set the XSRF-TOKEN cookie.');
  return {
    async call(method, path, options = {}) {
      const response = await request.fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
        ...(options.json !== undefined ? { data: options.json } : {}),
        ...(options.multipart ? { multipart: options.multipart } : {}),
      });
      expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as never;
    },
  };
}

export interface WaitingVendor {
  readonly page: Page;
  readonly session: ApiSession;
  readonly vendor: Vendor;
  readonly close: () => Promise<void>;
}

/**
 * A new account in its own browser context (registered on the provider's page, logged in there),
 * with a vendor that has an icon and waits for approval; `session` calls the API as that account.
 */
export async function registerWaitingVendor(
  browser: Browser,
  request: APIRequestContext,
  name: string,
): Promise<WaitingVendor> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = {
    email: uniqueEmail('admin-e2e'),
    password: 'a-long-password',
    firstName: 'Vera',
    lastName: 'Vendor',
  };
  await page.goto('/');
  await registerAccount(page, account);
  const session = await apiSession(request, account);
  const created = await session.call<Vendor>('POST', '/vendors', {
    json: {
      name,
      email: account.email,
      website: 'https://vendor.example.org',
      description: 'FHIR apps for community care.',
    },
  });
  await session.call('POST', `/vendors/${created.id}/icon`, {
    multipart: { file: pngFile('icon.png', 200, 200, [20, 110, 130]) },
  });
  const vendor = await session.call<Vendor>(
    'PATCH',
    `/vendors/${created.id}/status?newStatus=WAITING_FOR_APPROVAL`,
  );
  return { page, session, vendor, close: () => context.close() };
}

/** The body of POST and PUT /apps for a test's own app of the seeded approved vendor. */
export const testAppBody = (vendorId: number, name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  descriptionShort: 'Created for an end-to-end test',
  description: 'An app an **end-to-end test** creates and changes.',
  demoUrl: 'https://demo.example.org',
  repoUrl: null,
  version: '1.0.0',
  vendor: { id: vendorId },
  ...overrides,
});

export interface SeededVendorApp {
  readonly app: AppDetails;
  /** The seeded vendor's API session, and its vendor id. */
  readonly vendor: ApiSession;
  readonly vendorId: number;
}

/**
 * The seeded vendor's and admin's API sessions of one request context, each signed in once: a password
 * grant costs the provider a password hash, so a test that sets up several apps asks for each once.
 */
type SeededAccount = 'vendor' | 'admin';
const seededSessions = new WeakMap<APIRequestContext, Map<SeededAccount, Promise<ApiSession>>>();
function seededSession(request: APIRequestContext, account: SeededAccount): Promise<ApiSession> {
  let sessions = seededSessions.get(request);
  if (!sessions) seededSessions.set(request, (sessions = new Map<SeededAccount, Promise<ApiSession>>()));
  let session = sessions.get(account);
  if (!session) sessions.set(account, (session = apiSession(request, DEMO_ACCOUNTS[account])));
  return session;
}

/**
 * A test's own app of the seeded approved vendor (vendor@showroom.test), made through the API (set-up;
 * the journeys use the UI): a draft; or with an icon and submitted for review; or then approved by the
 * admin (published).
 */
export async function seededVendorApp(
  request: APIRequestContext,
  name: string,
  stage: 'draft' | 'submitted' | 'published',
): Promise<SeededVendorApp> {
  const vendor = await seededSession(request, 'vendor');
  const { id: vendorId } = await vendor.call<Vendor>('GET', '/vendors/my-vendor');
  let app = await vendor.call<AppDetails>('POST', '/apps', { json: testAppBody(vendorId, name) });
  if (stage !== 'draft') {
    await vendor.call('POST', `/apps/${app.id}/icon`, {
      multipart: { file: pngFile('icon.png', 244, 244, [30, 120, 90]) },
    });
    app = await vendor.call<AppDetails>('PATCH', `/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`);
  }
  if (stage === 'published') {
    const admin = await seededSession(request, 'admin');
    app = await admin.call<AppDetails>('PATCH', `/apps/${app.id}/status?newStatus=ACTIVE`);
  }
  return { app, vendor, vendorId };
}

/** The seeded admin's API session of this request context (the one seededVendorApp uses). */
export const seededAdminSession = (request: APIRequestContext): Promise<ApiSession> =>
  seededSession(request, 'admin');

/**
 * Runs `act`, which makes the page ask through the browser's own `window.confirm` (spec section 5):
 * exactly one dialog, of type 'confirm', with exactly `message`, then accepted or dismissed.
 */
export async function answerBrowserConfirm(
  page: Page,
  message: string,
  answer: 'accept' | 'dismiss',
  act: () => Promise<void>,
): Promise<void> {
  const asked: string[] = [];
  const onDialog = (dialog: Dialog): void => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', onDialog);
  try {
    await act();
    await expect.poll(() => asked).toEqual([`confirm: ${message}`]);
  } finally {
    page.off('dialog', onDialog);
  }
}

/** A solid-colour PNG of the given size, encoded here so the tests need no image files or libraries. */
function pngImage(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (
  name: string,
  width: number,
  height: number,
  rgb: readonly [number, number, number],
) => ({
  name,
  mimeType: 'image/png',
  buffer: pngImage(width, height, rgb),
});

/** axe finds no WCAG 2.1 A/AA violations on the page as it is now (each violation listed by rule and target). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
