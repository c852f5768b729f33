import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support.ts';

const catalogue = (page: Page) => page.getByRole('region', { name: 'Discover Apps' });
const tray = (page: Page) => page.getByRole('region', { name: /^Apps to compare/ });
const table = (page: Page) => page.getByRole('table', { name: 'Apps side by side' });

/** The names heading the table's columns, in order. */
const columnNames = (page: Page) => table(page).getByRole('columnheader').getByRole('link').allTextContents();

test('a visitor compares two apps side by side and shares the address with a fresh browser', async ({
  page,
  browser,
}) => {
  await page.goto('/apps');
  const cards = catalogue(page).getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const names = [
    await cards.nth(0).getByRole('heading').textContent(),
    await cards.nth(1).getByRole('heading').textContent(),
  ];

  await cards.nth(0).getByRole('button', { name: 'Compare' }).click();
  await expect(cards.nth(0).getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tray(page)).toContainText('Choose at least 2 apps to compare.');
  // The tray survives navigation: the second app is added from its own page.
  await cards.nth(1).getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[1]!);
  await expect(tray(page)).toContainText(names[0]!);
  await page.getByRole('main').getByRole('button', { name: 'Compare' }).click();
  await expect(tray(page)).toHaveAccessibleName('Apps to compare (2)');

  await tray(page).getByRole('link', { name: 'Compare apps' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare apps');
  await expect(page).toHaveTitle('Compare apps – Showroom');
  await expect.poll(() => columnNames(page)).toEqual(names);
  await expect(table(page).getByRole('rowheader', { name: /^Standards/ })).toBeVisible();
  const rows = await table(page).getByRole('row').allTextContents();
  await expectAccessible(page);

  // The address alone shows the same table to someone else.
  const shared = page.url();
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto(shared);
    await expect.poll(() => columnNames(fresh)).toEqual(names);
    await expect.poll(() => table(fresh).getByRole('row').allTextContents()).toEqual(rows);
    await expect(tray(fresh)).toBeHidden();
  } finally {
    await other.close();
  }
});

/** Presses Tab until `target` has the focus (at most `limit` times); fails otherwise. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the compare journey works with the keyboard alone, and the table scrolls on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/apps');
  const cards = catalogue(page).getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const first = cards.nth(0).getByRole('button', { name: 'Compare' });
  const second = cards.nth(1).getByRole('button', { name: 'Compare' });
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, second);
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-pressed', 'true');

  await tabTo(page, tray(page).getByRole('link', { name: 'Compare apps' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
  await expect(table(page).getByRole('columnheader')).toHaveCount(2);

  // Identical rows fold away and come back.
  const rowCount = await table(page).getByRole('row').count();
  await tabTo(page, page.getByRole('button', { name: 'Hide identical rows' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Show \d+ identical rows?$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table(page).getByRole('row')).toHaveCount(rowCount);

  // The table is wider than the phone: its region takes the focus and scrolls with the arrow keys,
  // and the first column (the row names) stays where it is.
  const region = page.getByRole('region', { name: 'Apps side by side' });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const rowName = table(page).getByRole('rowheader', { name: /^Vendor/ });
  const before = await rowName.boundingBox();
  await tabTo(page, region);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect((await rowName.boundingBox())?.x).toBe(before?.x);
  await expectAccessible(page);
});
