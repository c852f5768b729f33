/**
 * The vendor journey over the real product: a new account registers as a vendor; the seeded approved
 * vendor creates, submits, edits, deletes and deactivates apps. Tests run in parallel against one
 * server, so each creates its own account or its own apps and only reads the seeded ones.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SUCCESS_TEXTS, VENDOR_PAGE_TEXTS, type AppDetails, type Vendor } from '@showroom/contract';
import {
  DEMO_ACCOUNTS,
  apiSession,
  expectAccessible,
  login,
  openUserMenu,
  pngFile,
  registerAccount,
  snackbar,
  submitLoginForm,
  type ApiSession,
  uniqueEmail,
  uniqueName,
} from './support.ts';

/** The page's own controls: the header has a 'Back' chevron of its own. */
const main = (page: Page) => page.getByRole('main');

/** The card of an app in my-apps, found by its name. */
const cardOf = (page: Page, name: string) => page.getByRole('article', { name });

/** A card's status ribbon, read as a screen reader reads it ('Status: New draft'). */
const cardStatus = (page: Page, name: string, label: string) =>
  cardOf(page, name).getByText(`Status: ${label}`, { exact: true });

/** Creates an app for the seeded vendor through the API (set-up only; the journeys use the UI). */
async function createApp(vendor: ApiSession, name: string): Promise<AppDetails> {
  const me = await vendor.call<Vendor>('GET', '/vendors/my-vendor');
  return vendor.call<AppDetails>('POST', '/apps', {
    json: {
      name,
      descriptionShort: 'Created for an end-to-end test',
      description: 'An app the **vendor journey** test creates and changes.',
      demoUrl: 'https://demo.example.org',
      repoUrl: null,
      version: '1.0.0',
      vendor: { id: me.id },
    },
  });
}

/** Creates an app and has it published: icon, submit as the vendor, approve as the admin. */
async function createPublishedApp(request: APIRequestContext, name: string): Promise<AppDetails> {
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  const app = await createApp(vendor, name);
  await vendor.call('POST', `/apps/${app.id}/icon`, {
    multipart: { file: pngFile('icon.png', 244, 244, [30, 120, 90]) },
  });
  await vendor.call('PATCH', `/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  return admin.call<AppDetails>('PATCH', `/apps/${app.id}/status?newStatus=ACTIVE`);
}

/** Every vendor screen, header included, passes axe's WCAG 2.1 A/AA rules. */

async function openAppActions(page: Page, name: string) {
  await cardOf(page, name).getByRole('button', { name: 'App actions' }).click();
  return cardOf(page, name).getByRole('menu', { name: 'App actions' });
}

async function loginAsVendorAt(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto(path);
}

test('a new account registers as a vendor, sets an icon and submits the registration', async ({ page }) => {
  const email = uniqueEmail('vendor');
  const vendorName = uniqueName('Fjord Health');
  await page.goto('/');
  await registerAccount(page, { email, password: 'a-long-password', firstName: 'Fenna', lastName: 'Fjord' });

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Register as a vendor' }).click();
  await expect(page).toHaveURL(/\/register-vendor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register as a vendor' })).toBeVisible();
  await expect(page.getByText(VENDOR_PAGE_TEXTS.DRAFT)).toBeVisible();
  await expectAccessible(page);

  const save = main(page).getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Vendor name').fill(vendorName);
  await page.getByLabel('Description', { exact: true }).fill('FHIR apps for community nursing.');
  await page.getByLabel('Website').fill('https://fjord-health.example.org');
  await page.getByLabel('E-mail').fill(email);
  await save.click();

  await expect(snackbar(page, SUCCESS_TEXTS.vendorCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/my-vendor-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My vendor information' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit registration' });
  const upload = page.getByRole('button', { name: 'Upload icon' });
  await expect(submit).toBeDisabled();
  await expect(upload).toBeDisabled();
  await page
    .getByLabel('Vendor icon', { exact: true })
    .setInputFiles(pngFile('fjord.png', 300, 300, [14, 107, 122]));
  await expect(page.getByRole('img', { name: 'Preview of fjord.png' })).toBeVisible();
  await upload.click();
  await expect(page.getByRole('img', { name: `Vendor icon of ${vendorName}` })).toBeVisible();

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    snackbar(
      page,
      'Your vendor registration was successfully submitted. You will receive an email with further instructions.',
    ),
  ).toBeVisible();
  await expect(page.getByText(VENDOR_PAGE_TEXTS.WAITING_FOR_APPROVAL)).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByLabel('Vendor name')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Submit registration' })).toBeHidden();

  await openUserMenu(page);
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'My vendor information',
    'My apps',
    'My sandbox',
    'Update password',
    'Logout',
  ]);
});

test('the approved vendor creates an app through all four steps and submits it', async ({ page }) => {
  // Four steps, two uploads and five axe scans: 66 s with both cores loaded by other work
  // (clean-clone run at load 12): the journey's own length, not a wait, so it gets the long journeys' bound.
  test.setTimeout(120_000);
  const name = uniqueName('Ward Round Board');
  await loginAsVendorAt(page, '/my-apps');
  await page.getByRole('link', { name: 'Add new app' }).click();
  await expect(page).toHaveURL(/\/my-apps\/edit\/new\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit app information' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Short description').fill('The ward round on one board');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Shows **openEHR** observations for the ward round.');
  await page.getByLabel('Demo URL').fill('https://demo.ward-round.example.org');
  await page.getByLabel('Repository URL').fill('https://github.com/example/ward-round');
  await page.getByLabel('Version').fill('0.9.0');
  await main(page).getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/my-apps\/edit\/\d+\/icon$/);
  const appId = Number(/\/edit\/(\d+)\//.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit app icon' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Editor steps' });
  await expect(steps.getByRole('link', { name: 'Icon' })).toHaveAttribute('aria-current', 'step');
  await expect(main(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('Icon', { exact: true }).setInputFiles(pngFile('icon.png', 244, 244, [200, 80, 40]));
  await main(page).getByRole('button', { name: 'Upload icon' }).click();
  await expect(page.getByRole('img', { name: `Icon of ${name}` })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${appId}/screenshots$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit screenshots' })).toBeVisible();
  await page
    .getByLabel('Screenshot', { exact: true })
    .setInputFiles([
      pngFile('one.png', 1280, 800, [40, 90, 160]),
      pngFile('two.png', 1280, 800, [90, 160, 40]),
    ]);
  await page.getByRole('button', { name: 'Add screenshot' }).click();
  await expect(page.getByRole('button', { name: 'Delete screenshot' })).toHaveCount(2);
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${appId}/preview$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Preview app' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();

  await expect(snackbar(page, SUCCESS_TEXTS.appSubmitted)).toBeVisible();
  await expect(page).toHaveURL(/\/my-apps$/);
  await expect(cardStatus(page, name, 'In review')).toBeVisible();
  await expectAccessible(page);
});

test('the vendor edits a published app: the card says New draft, marked Live, while the public page is unchanged', async ({
  page,
  request,
  browser,
}) => {
  const name = uniqueName('Fluid Chart');
  const app = await createPublishedApp(request, name);
  await loginAsVendorAt(page, '/my-apps');
  await expect(cardStatus(page, name, 'Published')).toBeVisible();

  const menu = await openAppActions(page, name);
  await menu.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${app.id}/info$`));
  // A published app keeps its name; the rest is the next version's.
  await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
  await page.getByLabel('Short description').fill('Now with fluid targets');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${app.id}/icon$`));

  await page.goto('/my-apps');
  await expect(cardStatus(page, name, 'New draft')).toBeVisible();
  await expect(cardOf(page, name).getByText('Live', { exact: true })).toBeVisible();
  await expect(cardOf(page, name).getByText('Now with fluid targets')).toBeVisible();

  // The vendor's own public page: still the published version, with the banner's way to the draft.
  await page.goto(`/appdetails/${app.id}`);
  const banner = page.getByRole('region', { name: 'Your app’s status' });
  await expect(banner.getByText('New draft', { exact: true })).toBeVisible();
  await expect(banner.getByText('Live', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await banner.getByRole('link', { name: 'View preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/appdetails/${app.id}/preview$`));
  await expect(
    page.getByRole('region', { name: 'Your app’s status' }).getByText('New draft', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Now with fluid targets')).toBeVisible();

  // A visitor sees the published version only.
  const visitor = await browser.newPage();
  await visitor.goto(`/appdetails/${app.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('Created for an end-to-end test')).toBeVisible();
  await expect(visitor.getByText('Now with fluid targets')).toBeHidden();
  await visitor.close();
});

// Issue 19, item 4: the Preview step lists what a visitor will miss beside Submit, which still takes one
// click; the admin's review lists the same.
test('the preview names what visitors will miss, the vendor submits anyway, and the admin sees the same list', async ({
  page,
  browser,
  request,
}) => {
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  const me = await vendor.call<Vendor>('GET', '/vendors/my-vendor');
  const name = uniqueName('Bare Bones');
  const app = await vendor.call<AppDetails>('POST', '/apps', {
    json: {
      name,
      descriptionShort: 'No demo, no screenshot, no profile',
      description: 'An app the **completeness** journey submits as it is.',
      demoUrl: null,
      repoUrl: null,
      version: '0.1.0',
      vendor: { id: me.id },
    },
  });
  await vendor.call('POST', `/apps/${app.id}/icon`, {
    multipart: { file: pngFile('icon.png', 244, 244, [90, 60, 30]) },
  });

  await loginAsVendorAt(page, `/my-apps/edit/${app.id}/preview`);
  const gaps = main(page).getByRole('region', { name: 'What visitors will miss' });
  await expect(gaps.getByRole('listitem')).toHaveText([
    'A demo address: visitors cannot try the app.',
    'Screenshots: visitors cannot see the app before they try it.',
    'An interoperability profile: visitors cannot see which standards the app uses, and the live checks have nothing to confirm.',
  ]);
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Submit for review' }).click();
  await expect(snackbar(page, SUCCESS_TEXTS.appSubmitted)).toBeVisible();

  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await admin.goto(`/appdetails/${app.id}/preview`);
    await submitLoginForm(admin, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const lacks = admin.getByRole('region', { name: 'What this version lacks' });
    await expect(lacks.getByRole('listitem')).toHaveCount(3);
    await expect(lacks.getByRole('listitem').first()).toHaveText(
      'A demo address: visitors cannot try the app.',
    );
  } finally {
    await context.close();
  }
});
