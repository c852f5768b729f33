/**
 * The admin journey over the real product: reviewing vendors and apps from the admin lists, the app
 * pages and the action routes. Tests run in parallel against one server, so each creates its own
 * vendors (through the provider's registration page and the API) and its own apps, and only reads
 * the seeded ones.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_TEXTS,
  SUCCESS_TEXTS,
  VENDOR_PAGE_TEXTS,
  type AppDetails,
  type AuditListResponse,
  type Reason,
  type Vendor,
} from '@showroom/contract';
import {
  DEMO_ACCOUNTS,
  apiSession,
  expectAccessible,
  login,
  pngFile,
  registerWaitingVendor,
  snackbar,
  type ApiSession,
  uniqueName,
} from './support.ts';

const main = (page: Page) => page.getByRole('main');
const cardOf = (page: Page, name: string) => main(page).getByRole('article', { name });
/** A vendor's row in the admin table: the row whose row header starts with its name. */
const vendorRow = (page: Page, name: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
const reviewActions = (page: Page) => main(page).getByRole('group', { name: 'Review actions' });
const rejectDialog = (page: Page) => page.getByRole('dialog', { name: 'Reason for Rejection:' });

/** Every admin screen, header included, passes axe's WCAG 2.1 A/AA rules. */

async function loginAsAdminAt(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.goto(path);
}

async function rejectWithReason(page: Page, reason: string): Promise<void> {
  const dialog = rejectDialog(page);
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Reject' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await submit.click();
}

// ---------------------------------------------------------------------------------------------
// Set-up through the API (the journeys themselves use the UI)

const appBody = (vendorId: number, name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  descriptionShort: 'Created for an admin end-to-end test',
  description: 'An app the **admin journey** test reviews.',
  demoUrl: 'https://demo.example.org',
  repoUrl: null,
  version: '1.0.0',
  vendor: { id: vendorId },
  ...overrides,
});

/** An app of the seeded approved vendor, with an icon, submitted for review. */
async function submittedApp(
  request: APIRequestContext,
  name: string,
): Promise<{ app: AppDetails; vendor: ApiSession; vendorId: number }> {
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  const me = await vendor.call<Vendor>('GET', '/vendors/my-vendor');
  const app = await vendor.call<AppDetails>('POST', '/apps', { json: appBody(me.id, name) });
  await vendor.call('POST', `/apps/${app.id}/icon`, {
    multipart: { file: pngFile('icon.png', 244, 244, [200, 90, 40]) },
  });
  await vendor.call('PATCH', `/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`);
  return { app, vendor, vendorId: me.id };
}

async function publishedApp(request: APIRequestContext, name: string) {
  const submitted = await submittedApp(request, name);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  await admin.call('PATCH', `/apps/${submitted.app.id}/status?newStatus=ACTIVE`);
  return { ...submitted, admin };
}

/** What the public API answers for an app: 200 while it is in the catalogue, 404 otherwise. */
const publicStatus = async (request: APIRequestContext, appId: number): Promise<number> =>
  (await request.get(`/api/apps/${appId}`)).status();

// ---------------------------------------------------------------------------------------------
// Vendors

test('the admin rejects a vendor with a reason; the vendor fixes and resubmits; the admin approves', async ({
  page,
  browser,
  request,
}) => {
  // Two users, a registration (the provider's password hashing), two sign-ins and four axe runs: about
  // 30 s alone on a 2-core machine, and over the 60 s default beside the other worker.
  test.slow();
  const name = uniqueName('Harbour Health');
  const vendor = await registerWaitingVendor(browser, request, name);

  await loginAsAdminAt(page, '/admin/vendors/submitted-vendors');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Submitted Vendors' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Submitted Vendors' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = vendorRow(page, name);
  await expect(row.getByRole('img', { name: `Vendor icon of ${name}` })).toBeVisible();
  await expect(row.getByRole('link', { name: /vendor\.example\.org/ })).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Reject' }).click();
  await expect(rejectDialog(page).getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await expectAccessible(page);
  await rejectWithReason(page, 'Please describe which standards your apps use.');
  await expect(snackbar(page, SUCCESS_TEXTS.adminVendorRejected)).toBeVisible();
  await expect(vendorRow(page, name)).toHaveCount(0);

  // The vendor reads why, fixes the description and submits again.
  await vendor.page.goto('/my-vendor-info');
  await expect(vendor.page.getByText(VENDOR_PAGE_TEXTS.REJECTED)).toBeVisible();
  await expect(vendor.page.getByText('Please describe which standards your apps use.')).toBeVisible();
  await vendor.page.getByLabel('Description', { exact: true }).fill('HL7 FHIR R4 apps for community care.');
  await main(vendor.page).getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(vendor.page, SUCCESS_TEXTS.vendorUpdated)).toBeVisible();
  await vendor.page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(snackbar(vendor.page, SUCCESS_TEXTS.vendorRegistrationSubmitted)).toBeVisible();

  // Back in the admin's list, with the last rejection's reason and the history.
  await page.reload();
  const again = vendorRow(page, name);
  await expect(again.getByText(`Reason for last Rejection of ${name}:`)).toBeVisible();
  await expect(again.getByText('Please describe which standards your apps use.')).toBeVisible();
  await expect(again.getByText('HL7 FHIR R4 apps for community care.')).toBeVisible();
  await again.getByRole('button', { name: ADMIN_TEXTS.showHistory }).click();
  const history = main(page).getByRole('region', { name: `History of ${name}` });
  await expect(history.getByRole('listitem').first()).toContainText('Resubmitted Rejected → to In review');
  await expect(history.getByText('Reason: Please describe which standards your apps use.')).toBeVisible();
  await expectAccessible(page);

  await again.getByRole('button', { name: 'Approve' }).click();
  await expect(snackbar(page, SUCCESS_TEXTS.adminVendorApproved)).toBeVisible();
  await expect(vendorRow(page, name)).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Approved Vendors' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Approved Vendors' })).toBeVisible();
  await expect(vendorRow(page, name)).toBeVisible();
  await expect(main(page).getByRole('columnheader')).toHaveText([
    'Icon',
    'Name',
    'Description',
    'Email & Website',
  ]);
  await expectAccessible(page);

  await vendor.page.reload();
  await expect(vendor.page.getByText(VENDOR_PAGE_TEXTS.APPROVED)).toBeVisible();
  await vendor.close();
});

test('the vendor-action route performs its action on load and replaces itself with the list', async ({
  page,
  browser,
  request,
}) => {
  const name = uniqueName('Route Care');
  const vendor = await registerWaitingVendor(browser, request, name);
  await vendor.close();

  await loginAsAdminAt(
    page,
    `/admin/vendors/vendor-action?vendorId=${vendor.vendor.id}&status=rejected&reason=Missing%20imprint`,
  );
  await expect(snackbar(page, SUCCESS_TEXTS.adminVendorRejected)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/vendors\/submitted-vendors$/);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  const reasons = await admin.call<Reason[]>('GET', `/vendors/${vendor.vendor.id}/reason`);
  expect(reasons.map((r) => r.text)).toEqual(['Missing imprint']);

  // Going back does not repeat the action: the address was replaced.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const audit = await admin.call<AuditListResponse>('GET', `/audit?vendorId=${vendor.vendor.id}`);
  expect(audit.items.filter((e) => e.action === 'reject')).toHaveLength(1);

  // Invalid parameters only lead to the list.
  await page.goto(`/admin/vendors/vendor-action?vendorId=${vendor.vendor.id}&status=deactivated`);
  await expect(page).toHaveURL(/\/admin\/vendors\/submitted-vendors$/);
  expect(
    (await admin.call<Vendor[]>('GET', '/vendors?status=REJECTED')).some((v) => v.id === vendor.vendor.id),
  ).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// Apps

test('the admin approves a new app from its preview and it appears in the public catalogue', async ({
  page,
  browser,
  request,
}) => {
  const name = uniqueName('Sepsis Watch');
  const { app } = await submittedApp(request, name);

  await loginAsAdminAt(page, '/admin/apps');
  await expect(page).toHaveURL(/\/admin\/apps\/submitted-apps$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Submitted Apps' })).toBeVisible();
  const card = cardOf(page, name);
  await expect(card.getByText('Status: In review', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/appdetails/${app.id}/preview$`));
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(reviewActions(page).getByRole('button')).toHaveText(['Approve', 'Reject']);
  const history = main(page).getByRole('region', { name: ADMIN_TEXTS.historyHeading });
  await expect(history.getByRole('listitem').first()).toContainText('Submitted Draft → to In review');
  await expectAccessible(page);

  await reviewActions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppApproved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/apps\/submitted-apps$/);
  await expect(cardOf(page, name)).toHaveCount(0);

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.getByRole('searchbox', { name: 'Search apps' }).fill(name);
  await expect(visitor.getByRole('article', { name })).toBeVisible();
  await visitor.close();

  // The published apps come a page at a time by name, so other tests' apps may come first.
  await page.goto('/admin/apps/approved-apps');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Approved Apps' })).toBeVisible();
  await expect(main(page).getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
});

test('the admin rejects an update after reviewing its changes, and the published version stays public', async ({
  page,
  browser,
  request,
}) => {
  const name = uniqueName('Fluid Balance');
  const { app, vendor, vendorId } = await publishedApp(request, name);
  await vendor.call('PUT', `/apps/${app.id}`, {
    json: appBody(vendorId, name, { descriptionShort: 'Now with fluid targets per shift', version: '2.0.0' }),
  });
  await vendor.call('POST', `/apps/${app.id}/screenshots`, {
    multipart: { files: pngFile('shot.png', 640, 400, [60, 140, 90]) },
  });
  await vendor.call('PATCH', `/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`);

  await loginAsAdminAt(page, '/admin/apps/submitted-apps');
  const card = cardOf(page, name);
  await expect(card.getByText('Status: Update in review', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Preview' }).click();

  const changes = main(page).getByRole('region', { name: ADMIN_TEXTS.changesHeading });
  const table = changes.getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveText(['Short description Changed', 'Version Changed']);
  const short = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Short description/ }) });
  await expect(short.getByRole('cell').nth(0)).toHaveText('Created for an admin end-to-end test');
  await expect(short.getByRole('cell').nth(1)).toHaveText('Now with fluid targets per shift');
  await expect(changes.getByRole('img', { name: 'Added screenshot 1' })).toBeVisible();
  await expectAccessible(page);

  // Escape closes the dialog and gives focus back to Reject.
  const reject = reviewActions(page).getByRole('button', { name: 'Reject' });
  await reject.click();
  await expect(rejectDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rejectDialog(page)).toBeHidden();
  await expect(reject).toBeFocused();

  await reject.click();
  await expectAccessible(page);
  await rejectWithReason(page, 'The new targets need a source.');
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppRejected)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/apps\/submitted-apps$/);

  const visitor = await browser.newPage();
  await visitor.goto(`/appdetails/${app.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('Created for an admin end-to-end test')).toBeVisible();
  await expect(visitor.getByText('Now with fluid targets per shift')).toBeHidden();
  await visitor.close();
  const reasons = await vendor.call<Reason[]>('GET', `/apps/${app.id}/reason`);
  expect(reasons.map((r) => r.text)).toEqual(['The new targets need a source.']);
});

test('admin/apps with action parameters performs the action on open, once', async ({ page, request }) => {
  const rejected = await submittedApp(request, uniqueName('Route Reject'));
  const approved = await submittedApp(request, uniqueName('Route Approve'));

  await loginAsAdminAt(
    page,
    `/admin/apps?appid=${rejected.app.id}&status=rejected&reason=Needs%20screenshots`,
  );
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppRejected)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/apps\/submitted-apps$/);
  const reasons = await rejected.vendor.call<Reason[]>('GET', `/apps/${rejected.app.id}/reason`);
  expect(reasons.map((r) => r.text)).toEqual(['Needs screenshots']);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  const audit = await admin.call<AuditListResponse>('GET', `/audit?appId=${rejected.app.id}`);
  expect(audit.items.filter((e) => e.action === 'reject')).toHaveLength(1);

  await page.goto(`/admin/apps/submitted-apps?appid=${approved.app.id}&status=approved`);
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppApproved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/apps\/submitted-apps$/);
  expect(await publicStatus(request, approved.app.id)).toBe(200);

  // A status the route does not know does nothing.
  await page.goto(`/admin/apps?appid=${rejected.app.id}&status=published`);
  await expect(page).toHaveURL(/\/admin\/apps\/submitted-apps$/);
  expect(await publicStatus(request, rejected.app.id)).toBe(404);
});
