/**
 * The spec's own behaviours over the real product (issue 30), one journey per rule, with the spec's
 * section named in each test: the browser's confirmations and their exact texts, the status labels
 * while two versions exist, the redirect of an unknown address, where the admin lands after an action on
 * an app, the card grid, the start page's order and the dd.MM.yyyy dates (in German too). Improvements
 * stand beside these (the live marker, the snackbar of an unknown address), never in their place. Each
 * test makes its own apps through the API; the seeded catalogue is only read.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONFIRM_TEXTS, SUCCESS_TEXTS, formatDate, type AppDetails } from '@showroom/contract';
import {
  DEMO_ACCOUNTS,
  answerBrowserConfirm,
  expectAccessible,
  login,
  seededAdminSession,
  seededVendorApp,
  snackbar,
  testAppBody,
  uniqueName,
} from './support.ts';

const main = (page: Page) => page.getByRole('main');
const cardOf = (page: Page, name: string) => main(page).getByRole('article', { name });
const reviewActions = (page: Page) => main(page).getByRole('group', { name: 'Review actions' });
const SUBMITTED_APPS = /\/admin\/apps\/submitted-apps$/;

async function loginAt(page: Page, account: { email: string; password: string }, path: string) {
  await page.goto('/');
  await login(page, account.email, account.password);
  await page.goto(path);
}

async function appActions(page: Page, name: string): Promise<Locator> {
  await cardOf(page, name).getByRole('button', { name: 'App actions' }).click();
  return cardOf(page, name).getByRole('menu', { name: 'App actions' });
}

/** A box that is there (the element is laid out). */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element has a layout box').not.toBeNull();
  return found!;
}

test('section 5: Delete and Deactivate in a card’s menu ask through the browser with the spec’s texts', async ({
  page,
  request,
}) => {
  const draft = uniqueName('Confirm Draft');
  const live = uniqueName('Confirm Live');
  await seededVendorApp(request, draft, 'draft');
  await seededVendorApp(request, live, 'published');

  // The vendor's card menu: Delete on a draft. Dismissed, nothing happens; accepted, the app is deleted.
  await loginAt(page, DEMO_ACCOUNTS.vendor, '/my-apps');
  const deleteItem = (await appActions(page, draft)).getByRole('menuitem', { name: 'Delete' });
  await answerBrowserConfirm(page, CONFIRM_TEXTS.deleteApp, 'dismiss', () => deleteItem.click());
  await expect(cardOf(page, draft)).toHaveCount(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await answerBrowserConfirm(page, 'Are you sure you want to delete this app?', 'accept', async () =>
    (await appActions(page, draft)).getByRole('menuitem', { name: 'Delete' }).click(),
  );
  await expect(snackbar(page, SUCCESS_TEXTS.appDeleted)).toBeVisible();
  await expect(cardOf(page, draft)).toHaveCount(0);

  // Deactivate on a published app; afterwards Edit and Deactivate are shown disabled.
  await answerBrowserConfirm(page, 'Are you sure you want to deactivate this app?', 'accept', async () =>
    (await appActions(page, live)).getByRole('menuitem', { name: 'Deactivate' }).click(),
  );
  await expect(snackbar(page, SUCCESS_TEXTS.appDeactivated)).toBeVisible();
  await expect(cardOf(page, live).getByText('Status: Deactivated', { exact: true })).toBeVisible();
  const menu = await appActions(page, live);
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Deactivate' })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);
});

test('section 5: the admin’s Deactivate and Activate on the app page ask through the browser with the spec’s texts', async ({
  page: admin,
  request,
}) => {
  const adminLive = uniqueName('Confirm Admin');
  const { app } = await seededVendorApp(request, adminLive, 'published');

  // Deactivate on the app's page, then Activate on the page opened from the deactivated list.
  await loginAt(admin, DEMO_ACCOUNTS.admin, `/appdetails/${app.id}`);
  await expect(reviewActions(admin).getByRole('button')).toHaveText(['Deactivate']);
  const deactivate = reviewActions(admin).getByRole('button', { name: 'Deactivate' });
  await answerBrowserConfirm(admin, 'Are you sure to deactivate this app?', 'dismiss', () =>
    deactivate.click(),
  );
  await expect(admin).toHaveURL(new RegExp(`/appdetails/${app.id}$`));
  expect((await request.get(`/api/apps/${app.id}`)).status()).toBe(200);
  await answerBrowserConfirm(admin, CONFIRM_TEXTS.adminDeactivateApp, 'accept', () => deactivate.click());
  await expect(snackbar(admin, SUCCESS_TEXTS.adminAppDeactivated)).toBeVisible();
  await expect(admin).toHaveURL(SUBMITTED_APPS);
  expect((await request.get(`/api/apps/${app.id}`)).status()).toBe(404);

  await main(admin).getByRole('link', { name: 'Deactivated Apps' }).click();
  await expect(main(admin).getByRole('heading', { level: 1, name: 'Deactivated Apps' })).toBeVisible();
  await expect(cardOf(admin, adminLive).getByText('Status: Deactivated', { exact: true })).toBeVisible();
  await expectAccessible(admin);
  await cardOf(admin, adminLive).getByRole('link', { name: 'Details' }).click();
  await expect(reviewActions(admin).getByRole('button')).toHaveText(['Activate']);
  await answerBrowserConfirm(admin, 'Are you sure to activate this app?', 'accept', () =>
    reviewActions(admin).getByRole('button', { name: 'Activate' }).click(),
  );
  await expect(snackbar(admin, SUCCESS_TEXTS.adminAppActivated)).toBeVisible();
  await expect(admin).toHaveURL(SUBMITTED_APPS);
  expect((await request.get(`/api/apps/${app.id}`)).status()).toBe(200);
});

test('section 4: with a published and an in-progress version My apps says New draft, Update in review, Update rejected', async ({
  page,
  request,
}) => {
  const names = {
    draft: uniqueName('Two Versions Draft'),
    review: uniqueName('Two Versions Review'),
    rejected: uniqueName('Two Versions Rejected'),
  };
  const admin = await seededAdminSession(request);
  for (const [stage, name] of Object.entries(names)) {
    const { app, vendor, vendorId } = await seededVendorApp(request, name, 'published');
    await vendor.call('PUT', `/apps/${app.id}`, {
      json: testAppBody(vendorId, name, { descriptionShort: 'The next version', version: '2.0.0' }),
    });
    if (stage === 'draft') continue;
    await vendor.call('PATCH', `/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`);
    if (stage === 'rejected') {
      await admin.call('PATCH', `/apps/${app.id}/status?newStatus=REJECTED&reason=Not%20yet`);
    }
  }

  await loginAt(page, DEMO_ACCOUNTS.vendor, '/my-apps');
  const expected = { draft: 'New draft', review: 'Update in review', rejected: 'Update rejected' } as const;
  for (const [stage, label] of Object.entries(expected)) {
    const card = cardOf(page, names[stage as keyof typeof names]);
    // The spec's label exactly (read with its 'Status:' prefix), and 'Live' beside it as an element of
    // its own.
    await expect(card.getByText(`Status: ${label}`, { exact: true })).toBeVisible();
    await expect(card.getByText('Live', { exact: true })).toBeVisible();
  }
  await expectAccessible(page);
});

test('section 2: an unknown address ends on the start page (the server says 404), and a snackbar says why', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Discover where digital health comes alive',
  );
  await expect(page).toHaveTitle('Showroom');
  await expect(snackbar(page, 'That page does not exist', 'failure')).toBeVisible();
  await expectAccessible(page);

  // A deeper unknown address too, reached inside the app.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('section 4: after approve, reject, deactivate and activate on an app’s pages the admin lands on submitted-apps', async ({
  page,
  request,
}) => {
  const [toApprove, toReject, toToggle] = await Promise.all([
    seededVendorApp(request, uniqueName('Land Approve'), 'submitted'),
    seededVendorApp(request, uniqueName('Land Reject'), 'submitted'),
    seededVendorApp(request, uniqueName('Land Toggle'), 'published'),
  ]);

  await loginAt(page, DEMO_ACCOUNTS.admin, `/appdetails/${toApprove.app.id}/preview`);
  await reviewActions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppApproved)).toBeVisible();
  await expect(page).toHaveURL(SUBMITTED_APPS);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Submitted Apps' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/appdetails/${toReject.app.id}/preview`);
  await reviewActions(page).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reason for Rejection:' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Screenshots are missing.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppRejected)).toBeVisible();
  await expect(page).toHaveURL(SUBMITTED_APPS);

  await page.goto(`/appdetails/${toToggle.app.id}`);
  await answerBrowserConfirm(page, CONFIRM_TEXTS.adminDeactivateApp, 'accept', () =>
    reviewActions(page).getByRole('button', { name: 'Deactivate' }).click(),
  );
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppDeactivated)).toBeVisible();
  await expect(page).toHaveURL(SUBMITTED_APPS);

  await page.goto(`/appdetails/${toToggle.app.id}`);
  await answerBrowserConfirm(page, CONFIRM_TEXTS.adminActivateApp, 'accept', () =>
    reviewActions(page).getByRole('button', { name: 'Activate' }).click(),
  );
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppActivated)).toBeVisible();
  await expect(page).toHaveURL(SUBMITTED_APPS);
});

test('section 2: admin/apps opened with action parameters on another tab performs the action and lands on submitted-apps', async ({
  page,
  request,
}) => {
  const [toApprove, toReject, toDeactivate, toActivate] = await Promise.all([
    seededVendorApp(request, uniqueName('Route Approve'), 'submitted'),
    seededVendorApp(request, uniqueName('Route Reject'), 'submitted'),
    seededVendorApp(request, uniqueName('Route Deactivate'), 'published'),
    seededVendorApp(request, uniqueName('Route Activate'), 'published'),
  ]);
  const admin = await seededAdminSession(request);
  await admin.call('PATCH', `/apps/${toActivate.app.id}/status?newStatus=DEACTIVATED`);

  await loginAt(
    page,
    DEMO_ACCOUNTS.admin,
    `/admin/apps/approved-apps?appid=${toApprove.app.id}&status=approved`,
  );
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppApproved)).toBeVisible();
  await expect(page).toHaveURL(SUBMITTED_APPS);
  await page.goto(`/admin/apps/deactivated-apps?appid=${toReject.app.id}&status=rejected&reason=Too%20early`);
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppRejected)).toBeVisible();
  await expect(page).toHaveURL(SUBMITTED_APPS);
  await page.goto(`/admin/apps/approved-apps?appid=${toDeactivate.app.id}&status=deactivate`);
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppDeactivated)).toBeVisible();
  await expect(page).toHaveURL(SUBMITTED_APPS);
  await page.goto(`/admin/apps/deactivated-apps?appid=${toActivate.app.id}&status=activate`);
  await expect(snackbar(page, SUCCESS_TEXTS.adminAppActivated)).toBeVisible();
  await expect(page).toHaveURL(SUBMITTED_APPS);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Submitted Apps' })).toBeVisible();

  const status = async (id: number) => (await request.get(`/api/apps/${id}`)).status();
  expect(await status(toApprove.app.id)).toBe(200);
  expect(await status(toReject.app.id)).toBe(404);
  expect(await status(toDeactivate.app.id)).toBe(404);
  expect(await status(toActivate.app.id)).toBe(200);
});

/**
 * The grid's first row: as many cards as share the first card's top, each as wide as the first, the
 * row spanning the grid; the next card starts the next row at the first card's left.
 */
async function expectFourPerRow(grid: Locator, items: Locator): Promise<number> {
  const gridBox = await box(grid);
  const boxes = await items.evaluateAll((elements) =>
    elements.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width };
    }),
  );
  expect(boxes.length).toBeGreaterThan(4);
  const [first] = boxes as [(typeof boxes)[0]];
  const row = boxes.filter((b) => Math.abs(b.y - first.y) < 1);
  expect(row).toHaveLength(4);
  for (const b of row) expect(Math.abs(b.width - first.width)).toBeLessThan(1);
  expect(Math.abs(first.x - gridBox.x)).toBeLessThan(1);
  const last = row[3]!;
  expect(Math.abs(last.x + last.width - (gridBox.x + gridBox.width))).toBeLessThan(1);
  const next = boxes[4]!;
  expect(next.y).toBeGreaterThan(first.y);
  expect(Math.abs(next.x - first.x)).toBeLessThan(1);
  return first.width;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`sections 2 and 9: four cards per row at ${viewport.width} px on the catalogue and on My apps, with statistics and a rejection reason inside the cards`, async ({
    page,
    request,
  }) => {
    const rejected = uniqueName('Grid Rejected');
    const { app } = await seededVendorApp(request, rejected, 'submitted');
    const reason = 'The demo asks for a login the description does not give.';
    const admin = await seededAdminSession(request);
    await admin.call<AppDetails>(
      'PATCH',
      `/apps/${app.id}/status?newStatus=REJECTED&reason=${encodeURIComponent(reason)}`,
    );
    await page.setViewportSize(viewport);

    await page.goto('/apps');
    const catalogue = main(page)
      .getByRole('list')
      .filter({ has: page.getByRole('article') });
    await expect(catalogue.getByRole('article').nth(4)).toBeVisible();
    const catalogueWidth = await expectFourPerRow(catalogue, catalogue.getByRole('article'));
    // The card's name has the card's width (under the icon), the icon keeps its square.
    const firstCard = catalogue.getByRole('article').first();
    const nameBox = await box(firstCard.getByRole('heading'));
    expect(nameBox.width).toBeGreaterThanOrEqual(catalogueWidth - 34);
    // The icon is decorative (alt=""): found as an image element, not by its role.
    const icon = await box(firstCard.locator('img').first());
    expect(icon.width).toBe(64);
    expect(icon.height).toBe(64);

    await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
    await page.goto('/my-apps');
    const mine = main(page).getByRole('list', { name: 'Your apps' });
    const card = cardOf(page, rejected);
    const reasonText = card.getByText(reason);
    const totals = card.getByText(/views · \d+ demo clicks? \(last 90 days\)$/);
    await expect(reasonText).toBeVisible();
    await expect(totals).toBeVisible();
    // The grid's own items (the cards and the Add new app tile), not the lists inside the cards.
    const width = await expectFourPerRow(mine, mine.locator(':scope > li'));
    // Statistics and the reason inside the card, at its full width (its padding aside).
    const cardBox = await box(card);
    expect(cardBox.width).toBeCloseTo(width, 0);
    for (const inside of [
      await box(card.getByText('Your app was rejected:').locator('..')),
      await box(totals),
    ]) {
      expect(inside.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(inside.x + inside.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(inside.y + inside.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    }
    const cardIcon = await box(card.locator('img').first());
    expect([cardIcon.width, cardIcon.height]).toEqual([64, 64]);
    expect((await box(card.getByRole('heading', { name: rejected }))).width).toBeGreaterThanOrEqual(
      width - 34,
    );
    await expectAccessible(page);

    // On a phone: one card per row, at the page's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(async () => {
      const phone = await box(card);
      expect(phone.width).toBeGreaterThan(390 - 40);
    }).toPass();
  });
}

test('section 1: the start page shows the heading, the users’ and developers’ columns, the call to register, then the apps (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Discover where digital health comes alive' });
  const users = main(page).getByRole('heading', { level: 2, name: 'For clinicians and health IT' });
  const developers = main(page).getByRole('heading', { level: 2, name: 'For developers and vendors' });
  const register = main(page).getByRole('button', { name: 'Register as a vendor' });
  const catalogue = main(page).getByRole('heading', { level: 2, name: 'Discover Apps' });
  const firstCard = main(page).getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const [h, u, d, r, c, f] = [
    await box(heading),
    await box(users),
    await box(developers),
    await box(register),
    await box(catalogue),
    await box(firstCard),
  ];
  expect(u.y).toBeGreaterThan(h.y + h.height - 1);
  // The two columns side by side on a desktop.
  expect(Math.abs(d.y - u.y)).toBeLessThan(1);
  expect(d.x).toBeGreaterThan(u.x);
  expect(r.y).toBeGreaterThan(u.y + u.height);
  expect(c.y).toBeGreaterThan(r.y + r.height);
  expect(f.y).toBeGreaterThan(c.y);
  // Compact: the first app's icon and name, and the search, are in the first screen.
  expect(f.y + 120).toBeLessThanOrEqual(800);
  const search = await box(page.getByRole('searchbox', { name: 'Search apps' }));
  expect(search.y + search.height).toBeLessThanOrEqual(800);
  await expectAccessible(page);

  // Signed in, the call to register is gone and the order stays.
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto('/');
  await expect(firstCard).toBeVisible();
  await expect(register).toHaveCount(0);
  const [signedInColumns, signedInList] = [await box(users), await box(catalogue)];
  expect(signedInList.y).toBeGreaterThan(signedInColumns.y);
});

test('section 1 on a phone: the columns fold into their headings, and the apps still start in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const users = main(page).getByRole('heading', { level: 2, name: 'For clinicians and health IT' });
  const firstCard = main(page).getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const point = main(page).getByText('Curated apps.');
  await expect(point).toBeHidden();
  const [h, u, r, c, f] = [
    await box(page.getByRole('heading', { level: 1 })),
    await box(users),
    await box(main(page).getByRole('button', { name: 'Register as a vendor' })),
    await box(main(page).getByRole('heading', { level: 2, name: 'Discover Apps' })),
    await box(firstCard),
  ];
  expect(u.y).toBeGreaterThan(h.y);
  expect(r.y).toBeGreaterThan(u.y);
  expect(c.y).toBeGreaterThan(r.y);
  // The first card starts in the first screen, and the search is in it.
  expect(f.y).toBeLessThan(844);
  const search = await box(page.getByRole('searchbox', { name: 'Search apps' }));
  expect(search.y + search.height).toBeLessThanOrEqual(844);

  await users.click();
  await expect(point).toBeVisible();
  await expect(main(page).getByText('Showcasing.')).toBeHidden();
  await expectAccessible(page);
});

test('section 9: dates are dd.MM.yyyy on German pages, and the German confirmation is the same rule’s', async ({
  browser,
  request,
}) => {
  const published = uniqueName('German Dates');
  const draft = uniqueName('German Draft');
  const { app } = await seededVendorApp(request, published, 'published');
  await seededVendorApp(request, draft, 'draft');
  const updatedAt = ((await (await request.get(`/api/apps/${app.id}`)).json()) as AppDetails).updatedAt;

  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`/appdetails/${app.id}`);
  const updated = main(page).getByText('Zuletzt aktualisiert').locator('..');
  await expect(updated.locator('time')).toHaveText(formatDate(updatedAt));
  await expect(updated.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Anmelden/Registrieren' }).click();
  await page.locator('#username').fill(DEMO_ACCOUNTS.vendor.email);
  await page.locator('#password').fill(DEMO_ACCOUNTS.vendor.password);
  await page.locator('#kc-login').click();
  await expect(page.getByRole('button', { name: /^Benutzermenü/ })).toBeVisible();
  await page.goto('/my-apps');
  await answerBrowserConfirm(page, 'Möchten Sie diese App wirklich löschen?', 'accept', async () => {
    await cardOf(page, draft).getByRole('button', { name: 'App-Aktionen' }).click();
    await cardOf(page, draft).getByRole('menuitem', { name: 'Löschen' }).click();
  });
  await expect(cardOf(page, draft)).toHaveCount(0);
  await context.close();
});
