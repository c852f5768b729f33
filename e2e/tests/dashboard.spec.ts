/**
 * The admin dashboard over the real product: the menu's first admin entry opens /admin, the numbers
 * shown are the ones the API reads from the database at the same moment (other journeys run in
 * parallel and change them, so each comparison is retried until a page and an API read agree), a
 * vendor that starts waiting is counted, the audit history downloads as CSV, and axe finds nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  AUDIT_CSV_COLUMNS,
  DASHBOARD_STANDARD_NAMES,
  DASHBOARD_STATE_LABELS,
  formatDate,
  type AdminDashboard,
} from '@showroom/contract';
import {
  DEMO_ACCOUNTS,
  apiSession,
  expectAccessible,
  login,
  openUserMenu,
  registerWaitingVendor,
  uniqueName,
} from './support.ts';

const main = (page: Page) => page.getByRole('main');

/** A table's body rows as their cells' texts. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = main(page).getByRole('table', { name });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

test('the admin opens the dashboard from the menu and sees the numbers the database holds', async ({
  page,
  browser,
  request,
}) => {
  // A vendor that waits from now on: the waiting count includes it.
  const vendorName = uniqueName('Dashboard Vendor');
  const waiting = await registerWaitingVendor(browser, request, vendorName);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  const read = () => admin.call<AdminDashboard>('GET', '/admin/dashboard');

  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openUserMenu(page);
  const first = page.getByRole('menu').getByRole('menuitem').first();
  await expect(first).toHaveText('Dashboard');
  await first.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle(/Dashboard/);

  const vendorsCard = main(page).getByRole('article', { name: 'Vendors waiting' });
  const appsCard = main(page).getByRole('article', { name: 'Apps waiting' });
  await expect(async () => {
    const before = await read();
    await page.reload();
    await expect(vendorsCard).toBeVisible();
    const after = await read();
    // Nothing changed between the two reads: the page shows the database's numbers of that moment.
    expect(after.waiting).toEqual(before.waiting);
    expect(after.catalogueByStatus).toEqual(before.catalogueByStatus);
    expect(after.byStandard).toEqual(before.byStandard);
    expect(after.waiting.vendors.count).toBeGreaterThanOrEqual(1);
    await expect(vendorsCard.locator('p').first()).toHaveText(String(after.waiting.vendors.count));
    await expect(appsCard.locator('p').first()).toHaveText(String(after.waiting.apps.count));
    await expect(vendorsCard).toContainText(
      `Oldest waiting since ${formatDate(after.waiting.vendors.oldestSince ?? '')}`,
    );
    expect(await tableRows(page, 'Apps by status')).toEqual(
      after.catalogueByStatus.map((s) => [DASHBOARD_STATE_LABELS[s.state], String(s.count)]),
    );
    expect(await tableRows(page, 'Published apps by standard')).toEqual(
      after.byStandard.map((s) => [DASHBOARD_STANDARD_NAMES[s.standard], String(s.count)]),
    );
    const reviews = await tableRows(page, 'Approvals and rejections per week');
    expect(reviews.map((r) => [r[1], r[2]])).toEqual(
      after.reviewsPerWeek.map((w) => [String(w.approvals), String(w.rejections)]),
    );
  }).toPass({ timeout: 30_000 });

  // The waiting vendor is in the review list the card links to.
  await vendorsCard.getByRole('link', { name: 'Review vendors' }).click();
  await expect(page).toHaveURL(/\/admin\/vendors\/submitted-vendors$/);
  await expect(main(page).getByRole('rowheader', { name: vendorName })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);

  // The charts are drawn (Chart.js on a named canvas) and every table is there for screen readers.
  const chart = main(page).getByRole('img', { name: /^Bar chart, Apps by status: / });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0)).toBe(
    true,
  );
  await expect(main(page).getByRole('figure')).toHaveCount(4);
  await expectAccessible(page);
  // A table shown on screen on request, and still nothing for axe.
  const statusFigure = main(page).getByRole('figure', { name: 'Apps by status' });
  await statusFigure.getByRole('button', { name: 'Show as table' }).click();
  await expect(statusFigure.getByRole('table', { name: 'Apps by status' })).toBeVisible();
  await expectAccessible(page);

  // The audit history downloads as CSV: a header row, and the new vendor's submission in it.
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download audit history (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^showroom-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(path, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
  expect(
    lines.some(
      (line) =>
        line.includes(',submit,vendor,') &&
        line.includes(vendorName) &&
        line.endsWith(',WAITING_FOR_APPROVAL,'),
    ),
  ).toBe(true);

  await waiting.close();
});
