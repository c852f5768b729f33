/**
 * Issue 6.2: injection strings in a vendor's and an app's text fields are rendered as text everywhere
 * they appear: the public catalogue, the details page, the preview, the vendor's own screens and the
 * admin lists. No script runs (window.__pwned stays undefined), no dialog opens, and no link with a
 * javascript: URL is rendered. A fresh account owns the data, so the seeded accounts are only read.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths, type AppDetails, type Vendor } from '@showroom/contract';
import {
  DEMO_ACCOUNTS,
  apiSession,
  login,
  logout,
  pngFile,
  registerAccount,
  uniqueEmail,
} from './support.ts';

const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1">';
const JS_URL = 'javascript:window.__pwned=1';
const MD_LINK = '[click me](javascript:window.__pwned=1)';
const HTML_LINK = `<a href="${JS_URL}">html link</a>`;

const tag = Math.random().toString(36).slice(2, 8);
const vendorName = `Vendor ${tag} ${SCRIPT}`;
const vendorDescription = `${IMG} ${JS_URL} ${MD_LINK}`;
const appName = (which: string) => `App ${which} ${tag} ${IMG}`.slice(0, 100);
const shortDescription = `${SCRIPT} ${IMG}`.slice(0, 100);
const description = [
  `# Heading ${SCRIPT}`,
  IMG,
  MD_LINK,
  HTML_LINK,
  `<iframe src="${JS_URL}"></iframe>`,
  `[ref][1]\n\n[1]: ${JS_URL}`,
  `<svg onload="window.__pwned=1"></svg>`,
].join('\n\n');

/** Opens a page and proves that nothing from the data ran, once the given text is on screen. */
async function expectInert(
  page: Page,
  url: string,
  visible: string,
  dialogs: string[],
  field?: string,
): Promise<void> {
  await page.goto(url);
  if (field) await expect(page.getByLabel(field)).toHaveValue(visible);
  else await expect(page.getByText(visible, { exact: false }).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    url,
  ).toBeUndefined();
  expect(dialogs, url).toEqual([]);
  expect(await page.locator('a[href^="javascript:" i], iframe, main script').count(), url).toBe(0);
}

test('injection strings in vendor and app fields never run in any screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // A fresh vendor account, registered in the browser; set-up then goes through the API.
  const email = uniqueEmail('xss');
  const password = 'a-long-password';
  await page.goto('/');
  await registerAccount(page, { email, password, firstName: 'Ida', lastName: 'Inject' });
  const vendor = await apiSession(request, { email, password });
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);

  const created = await vendor.call<Vendor>('POST', '/vendors', {
    json: {
      name: vendorName,
      description: vendorDescription,
      email: 'team@xss.example',
      website: 'https://xss.example',
    },
  });
  await vendor.call('POST', `/vendors/${created.id}/icon`, {
    multipart: { file: pngFile('icon.png', 64, 64, [200, 30, 30]) },
  });
  await vendor.call('PATCH', `/vendors/${created.id}/status?newStatus=WAITING_FOR_APPROVAL`);
  await admin.call('PATCH', `/vendors/${created.id}/status?newStatus=APPROVED`);

  const makeApp = async (which: string): Promise<AppDetails> => {
    const app = await vendor.call<AppDetails>('POST', '/apps', {
      json: {
        name: appName(which),
        descriptionShort: shortDescription,
        description,
        demoUrl: 'https://demo.xss.example',
        repoUrl: 'https://repo.xss.example',
        version: `${IMG}`.slice(0, 40),
        vendor: { id: created.id },
      },
    });
    await vendor.call('POST', `/apps/${app.id}/icon`, {
      multipart: { file: pngFile('icon.png', 64, 64, [30, 30, 200]) },
    });
    await vendor.call('PATCH', `/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`);
    return app;
  };
  const published = await makeApp('published');
  await admin.call('PATCH', `/apps/${published.id}/status?newStatus=ACTIVE`);
  const submitted = await makeApp('submitted');

  // The vendor's screens (the browser is logged in as the new vendor).
  await expectInert(page, paths.myApps, appName('published'), dialogs);
  // The vendor form shows the values in its inputs.
  await expectInert(page, paths.myVendorInfo, vendorName, dialogs, 'Vendor name');
  await expectInert(page, paths.appPreview(submitted.id), appName('submitted'), dialogs);

  // Public screens, logged out.
  await logout(page);
  await expectInert(page, paths.appDetails(published.id), appName('published'), dialogs);
  await expect(page.getByText(vendorName).first()).toBeVisible();
  await expect(page.getByText('click me').first()).toBeVisible();
  await expectInert(page, paths.apps, 'Discover Apps', dialogs);
  await expectInert(page, paths.start, 'Discover where digital health comes alive', dialogs);

  // Admin screens.
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expectInert(page, paths.adminApps('submitted-apps'), appName('submitted'), dialogs);
  await expectInert(page, paths.adminApps('approved-apps'), appName('published'), dialogs);
  await expectInert(page, paths.adminVendors('approved-vendors'), vendorName, dialogs);
  await expectInert(page, paths.appPreview(submitted.id), appName('submitted'), dialogs);
  await expectInert(page, paths.appDetails(published.id), appName('published'), dialogs);
});
