/**
 * Issue 19, items 2 and 6 over the real product: the vendor reads why an update was rejected where it
 * looks (My apps card, the app's page, the preview), worded as an update rejection, beside the spec's
 * label 'Update rejected' and the live marker; the admin's Rejected vendors tab lists a rejected vendor
 * with its reason. (Where the admin lands after Activate: spec-conformance.spec.ts.) Each test makes
 * its own data.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AppDetails, Vendor } from '@showroom/contract';
import {
  DEMO_ACCOUNTS,
  apiSession,
  expectAccessible,
  login,
  pngFile,
  registerWaitingVendor,
  uniqueName,
} from './support.ts';

const main = (page: Page) => page.getByRole('main');
const cardOf = (page: Page, name: string) => main(page).getByRole('article', { name });

test('an admin rejects an update of a live app: card, app page and preview say why, as an update', async ({
  page,
  request,
}) => {
  const name = uniqueName('Reason Board');
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  const me = await vendor.call<Vendor>('GET', '/vendors/my-vendor');
  const body = {
    name,
    descriptionShort: 'Created for the review reasons journey',
    description: 'An app whose update is rejected.',
    demoUrl: null,
    repoUrl: null,
    version: '1.0.0',
    vendor: { id: me.id },
  };
  const app = await vendor.call<AppDetails>('POST', '/apps', { json: body });
  await vendor.call('POST', `/apps/${app.id}/icon`, {
    multipart: { file: pngFile('i.png', 244, 244, [9, 90, 160]) },
  });
  await vendor.call('PATCH', `/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`);
  await admin.call('PATCH', `/apps/${app.id}/status?newStatus=ACTIVE`);
  await vendor.call('PUT', `/apps/${app.id}`, {
    json: { ...body, descriptionShort: 'The update', version: '2.0.0' },
  });
  await vendor.call('PATCH', `/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`);
  await admin.call(
    'PATCH',
    `/apps/${app.id}/status?newStatus=REJECTED&reason=${encodeURIComponent('The new targets need a source.')}`,
  );

  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto('/my-apps');
  const card = cardOf(page, name);
  await expect(card.getByText('Status: Update rejected', { exact: true })).toBeVisible();
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  // Inside the card: why, worded as an update's rejection.
  await expect(card.getByText('Your update was rejected:')).toBeVisible();
  await expect(card).toContainText('The new targets need a source.');
  await expect(card.getByText('Version 1.0.0 stays live.')).toBeVisible();
  await expect(card).not.toContainText('Your app was rejected');
  await expectAccessible(page);

  await page.goto(`/appdetails/${app.id}`);
  const banner = page.getByRole('region', { name: 'Your app’s status' });
  await expect(banner.getByText('Update rejected', { exact: true })).toBeVisible();
  await expect(banner.getByText('Live', { exact: true })).toBeVisible();
  await expect(banner).toContainText('Your update was rejected: The new targets need a source.');
  await expect(banner).toContainText('Version 1.0.0 stays live.');
  await expectAccessible(page);

  await banner.getByRole('link', { name: 'View preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/appdetails/${app.id}/preview$`));
  const previewBanner = page.getByRole('region', { name: 'Your app’s status' });
  await expect(previewBanner.getByText('Update rejected', { exact: true })).toBeVisible();
  await expect(previewBanner).toContainText('Your update was rejected: The new targets need a source.');
  await expectAccessible(page);

  // The editor's Info step says the same.
  await page.goto(`/my-apps/edit/${app.id}/info`);
  await expect(main(page).getByText('Your update was rejected. Reason:')).toBeVisible();
  await expect(main(page).getByText('Version 1.0.0 stays live.')).toBeVisible();
});

test('the Rejected vendors tab lists a rejected vendor with its reason; Show history apart from the name', async ({
  page,
  browser,
  request,
}) => {
  const name = uniqueName('Rejected Vendor With A Rather Long Name That Wraps');
  const waiting = await registerWaitingVendor(browser, request, name);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  await admin.call(
    'PATCH',
    `/vendors/${waiting.vendor.id}/status?newStatus=REJECTED&reason=${encodeURIComponent('Missing imprint.')}`,
  );
  await waiting.close();

  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.goto('/admin/vendors/submitted-vendors');
  await main(page).getByRole('link', { name: 'Rejected Vendors' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Rejected Vendors' })).toBeVisible();
  const row = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.getByText(`Reason for last Rejection of ${name}:`)).toBeVisible();
  await expect(row.getByText('Missing imprint.')).toBeVisible();

  // 'Show history' sits apart from the (wrapped) name: a gap between the name's box and the control's.
  const nameBox = await row.getByText(name, { exact: true }).boundingBox();
  const historyBox = await row.getByRole('button', { name: 'Show history' }).boundingBox();
  expect(nameBox && historyBox).toBeTruthy();
  if (nameBox && historyBox) expect(historyBox.y - (nameBox.y + nameBox.height)).toBeGreaterThanOrEqual(8);
  await expectAccessible(page);
});
