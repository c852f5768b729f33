import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { APP_NOT_FOUND_TEXT, type AppDetails, type AppListResponse } from '@showroom/contract';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The seeded app a misspelt search must still find, read from the API rather than assumed. */
async function seededApp(page: Page, name: string): Promise<AppDetails> {
  const list = (await (await page.request.get('/api/apps')).json()) as AppListResponse;
  const card = list.find((c) => c.name === name);
  expect(card, `the seed publishes ${name}`).toBeDefined();
  return (await (await page.request.get(`/api/apps/${String(card!.id)}`)).json()) as AppDetails;
}

const catalogue = (page: Page) => page.getByRole('region', { name: 'Discover Apps' });

test('a visitor finds an app despite a typo, pages its screenshots with the keyboard and opens the demo', async ({
  page,
  context,
}) => {
  const app = await seededApp(page, 'Vitalis Vital Signs');
  const count = app.screenshots.length;
  expect(count).toBeGreaterThan(1);
  // The demo host does not exist offline; answer it here so the new tab has something to show.
  await context.route(`${app.demoUrl!}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Demo</title><p>Demo</p>' }),
  );

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search apps' }).fill('vitl signs');
  await expect(page).toHaveURL(/\/\?q=vitl\+signs$/);
  const card = catalogue(page).getByRole('article').first();
  await expect(card.getByRole('heading')).toHaveText('Vitalis Vital Signs');
  await expect(catalogue(page).getByRole('status')).toContainText('match "vitl signs"');

  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/appdetails/${String(app.id)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitalis Vital Signs');
  await expect(page).toHaveTitle('Vitalis Vital Signs – Showroom');

  // Keyboard: from the first thumbnail to the last, then full screen, paging, Escape.
  const thumb = (n: number) =>
    page.getByRole('button', { name: `Open screenshot ${String(n)} of ${String(count)} full screen` });
  await thumb(1).focus();
  for (let n = 2; n <= count; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(thumb(n)).toBeFocused();
  }
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Screenshot ${String(count)} of ${String(count)}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('src', app.screenshots[count - 1]!.url);
  await page.keyboard.press('ArrowLeft');
  await expect(
    page.getByRole('dialog', { name: `Screenshot ${String(count - 1)} of ${String(count)}` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(thumb(count)).toBeFocused();

  // Demo opens the demo address in a new tab that has no way back into the showroom.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Demo' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(app.demoUrl);
  expect(await popup.evaluate(() => window.opener === null)).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/appdetails/${String(app.id)}$`));
});

test('on a phone the carousel shows one screenshot at a time and pages with arrows, keys and swipes', async ({
  page,
}) => {
  const app = await seededApp(page, 'Vitalis Vital Signs');
  const count = app.screenshots.length;
  await page.setViewportSize({ width: 390, height: 844 });
  // Without the slide animation every position is final at once (and reduced motion is honoured).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/appdetails/${String(app.id)}`);
  const thumb = (n: number) =>
    page.getByRole('button', {
      name: `Open screenshot ${String(n)} of ${String(count)} full screen`,
      includeHidden: true,
    });
  await expect(thumb(1)).toBeInViewport();
  await expect(thumb(2)).not.toBeInViewport();

  await page.getByRole('button', { name: 'Next screenshots' }).click();
  await expect(thumb(2)).toBeInViewport();
  await expect(thumb(1)).not.toBeInViewport();

  await thumb(2).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(thumb(1)).toBeFocused();
  await expect(thumb(1)).toBeInViewport();

  // A swipe to the left across the carousel shows the next one.
  await expect(thumb(1)).toBeInViewport({ ratio: 1 });
  const box = (await thumb(1).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, y, { steps: 5 });
  await page.mouse.up();
  await expect(thumb(2)).toBeInViewport();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the search and sort are in the address: Back returns to the results, a shared link opens them', async ({
  page,
}) => {
  await page.goto('/apps');
  const field = page.getByRole('searchbox', { name: 'Search apps' });
  await field.fill('medicaton');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/apps\?q=medicaton$/);
  await expect(catalogue(page).getByRole('article').first().getByRole('heading')).toHaveText('MedRecon');

  await catalogue(page).getByRole('article').first().getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MedRecon');
  await page.goBack();
  await expect(page).toHaveURL(/\/apps\?q=medicaton$/);
  await expect(field).toHaveValue('medicaton');
  await expect(catalogue(page).getByRole('article').first().getByRole('heading')).toHaveText('MedRecon');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Recently updated' });
  await expect(page).toHaveURL(/\/apps\?q=medicaton&sort=updated$/);

  await page.goto('/apps?q=zzzzqqqq');
  await expect(catalogue(page).getByText('No apps match "zzzzqqqq".').first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(catalogue(page).getByRole('article').first()).toBeVisible();
});

test('an unknown app shows the failure message and goes to the start page', async ({ page }) => {
  await page.goto('/appdetails/999999');
  await expect(page.getByText(APP_NOT_FOUND_TEXT)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Discover where digital health comes alive',
  );
});

test('axe finds no WCAG A/AA violations on the catalogue with results', async ({ page }) => {
  await page.goto('/apps?q=vital');
  await expect(catalogue(page).getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/');
  await expect(catalogue(page).getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no WCAG A/AA violations on an app page and in its full-screen view', async ({ page }) => {
  const app = await seededApp(page, 'Vitalis Vital Signs');
  await page.goto(`/appdetails/${String(app.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.name);
  await expect(page.getByRole('heading', { level: 2, name: 'About this app' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Open screenshot 1 of/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
