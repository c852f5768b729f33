/**
 * Vendor pages and readable app addresses (issue 17) over the real product: a visitor goes from an app
 * to its vendor's page and back, and opens the app at its readable address. The test makes its own
 * vendor (registered on the provider's page, approved by the admin) and its own app.
 */
import { expect, test, type Page } from '@playwright/test';
import { appSlug, type AppDetails } from '@showroom/contract';
import {
  DEMO_ACCOUNTS,
  apiSession,
  expectAccessible,
  pngFile,
  registerWaitingVendor,
  uniqueName,
} from './support.ts';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });

test("a visitor follows an app's vendor to the vendor's page, back to the app by its card, and opens the app at its readable address", async ({
  page,
  browser,
  request,
}) => {
  // Set-up through the API: an approved vendor with one published app.
  const vendorName = uniqueName('Fjordline Health');
  const owner = await registerWaitingVendor(browser, request, vendorName);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  await admin.call('PATCH', `/vendors/${owner.vendor.id}/status?newStatus=APPROVED`);
  const appName = uniqueName('Fjordline Ward Board');
  const app = await owner.session.call<AppDetails>('POST', '/apps', {
    json: {
      name: appName,
      descriptionShort: 'Ward overview for the vendor page journey',
      description: 'A board for the **ward round**.',
      demoUrl: 'https://demo.example.org',
      repoUrl: null,
      version: '1.0.0',
      vendor: { id: owner.vendor.id },
    },
  });
  await owner.session.call('POST', `/apps/${app.id}/icon`, {
    multipart: { file: pngFile('icon.png', 244, 244, [30, 100, 160]) },
  });
  await owner.session.call('PATCH', `/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`);
  await admin.call('PATCH', `/apps/${app.id}/status?newStatus=ACTIVE`);
  await owner.close();

  // The visitor opens the app and follows its vendor's name, with the keyboard.
  await page.goto(`/appdetails/${app.id}`);
  await expect(heading(page)).toHaveText(appName);
  // The SPA's page, not the server's first view it replaces (a link focused there is gone after).
  await expect(main(page).getByRole('heading', { level: 2, name: 'About this app' })).toBeVisible();
  const vendorLink = main(page).getByRole('link', { name: vendorName }).first();
  await vendorLink.focus();
  await expect(vendorLink).toBeFocused();
  await page.keyboard.press('Enter');

  // The vendor's page: its name as the heading and title, its website, its app as a card.
  await expect(page).toHaveURL(new RegExp(`/vendors/${owner.vendor.id}$`));
  await expect(heading(page)).toHaveText(vendorName);
  await expect(page).toHaveTitle(`${vendorName} – Showroom`);
  await expect(main(page).getByRole('img', { name: `Vendor icon of ${vendorName}` })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'vendor.example.org' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(main(page).getByText('FHIR apps for community care.')).toBeVisible();
  const card = main(page).getByRole('article', { name: appName });
  await expect(card).toBeVisible();
  await expectAccessible(page);

  // Back to the app by its card.
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/appdetails/${app.id}$`));
  await expect(heading(page)).toHaveText(appName);

  // The readable address shows the same page; an outdated one is replaced by it in place.
  const readable = `/apps/${app.id}-${appSlug(appName)}`;
  await page.goto(readable);
  await expect(heading(page)).toHaveText(appName);
  await expect(page).toHaveURL(new RegExp(`${readable}$`));
  await expect(page).toHaveTitle(`${appName} – Showroom`);
  await page.goto(`/apps/${app.id}-an-old-name`);
  await expect(heading(page)).toHaveText(appName);
  await expect(page).toHaveURL(new RegExp(`${readable}$`));
  // The spec's address names the readable one as canonical.
  const html = await (
    await request.get(`/appdetails/${app.id}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain(`<link rel="canonical" href="${new URL(readable, page.url()).href}" />`);
});

test('a vendor the showroom does not list gets the not-found page', async ({ page }) => {
  await page.goto('/vendors/999999');
  await expect(heading(page)).toHaveText('Vendor not found');
  await main(page).getByRole('link', { name: 'Browse all apps' }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(heading(page)).toHaveText('Discover Apps');
});
