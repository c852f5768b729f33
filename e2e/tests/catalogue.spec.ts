import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ERROR_TEXTS, type AppDetails, type AppListResponse } from '@showroom/contract';

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
}) => {
  const app = await seededApp(page, 'Vitalis Vital Signs');
  const count = app.screenshots.length;
  expect(count).toBeGreaterThan(1);
  // The seeded demo address is the app's sample demo page, served by the product itself (no stub).
  expect(app.demoUrl).toMatch(/\/sample-demos\/vital-signs$/);

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
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Vitalis Vital Signs');
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
  await expect(page.getByText(ERROR_TEXTS.appNotFound)).toBeVisible();
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

/** Where the first view's parts are on screen (x, y, width, height, rounded to the pixel). */
async function firstViewBoxes(page: Page, name: string): Promise<Record<string, number[]>> {
  const parts = {
    heading: page.getByRole('heading', { level: 1, name }),
    byline: page.locator('article header p').first(),
    icon: page.locator('article header img').first(),
    demo: page.getByRole('link', { name: /^Demo/ }),
    screenshot: page.getByRole('button', { name: /^Open screenshot 1 of/ }).locator('img'),
  };
  const boxes: Record<string, number[]> = {};
  for (const [part, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    expect(box, part).not.toBeNull();
    boxes[part] = [box!.x, box!.y, box!.width, box!.height].map(Math.round);
  }
  return boxes;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`an app page arrives with its first view, which the SPA replaces without moving it (${String(viewport.width)} px)`, async ({
    browser,
  }) => {
    const app = await seededApp(await browser.newPage(), 'Vitalis Vital Signs');
    const url = `/appdetails/${String(app.id)}`;

    // Without JavaScript: the server's HTML alone shows the name, vendor, icon, Demo and first screenshot.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const staticPage = await noScript.newPage();
    await staticPage.goto(url);
    await expect(staticPage.getByRole('heading', { level: 1 })).toHaveText(app.name);
    await expect(staticPage.getByText(`by ${app.vendor.name}`)).toBeVisible();
    await expect(staticPage.getByText(app.descriptionShort)).toBeVisible();
    const shot = staticPage.getByRole('button', { name: /^Open screenshot 1 of/ }).locator('img');
    await expect(shot).toBeVisible();
    expect(await shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const before = await firstViewBoxes(staticPage, app.name);
    await noScript.close();

    // With it: React renders the same view over it. No frame in between shows an empty page or the
    // loading skeleton, and nothing moves.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { firstViewLost?: boolean };
      let shown = false;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        const heading = root?.querySelector('h1');
        // From the first view's heading on (the parser adds it), every state has one, and no skeleton.
        if (heading) shown = true;
        if (shown && (!heading || root?.querySelector('[data-testid="app-details-skeleton"]'))) {
          w.firstViewLost = true;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 2, name: 'About this app' })).toBeVisible();
    expect(await firstViewBoxes(page, app.name)).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { firstViewLost?: boolean }).firstViewLost)).toBe(
      undefined,
    );
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0)),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifts).toBe(0);
    await context.close();
  });
}

test('an app page opens at its top, and Back returns to where the catalogue was left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/apps');
  const card = catalogue(page).getByRole('article').nth(8);
  const details = card.getByRole('link', { name: 'Details' });
  await details.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await details.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(card.getByRole('heading')).toHaveText(name);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});
