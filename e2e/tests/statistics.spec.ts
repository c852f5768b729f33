/**
 * Statistics without cookies (issue 18) over the real product: two visitors open a published app's
 * page, one of them clicks Demo, and the vendor sees today's 2 views and 1 demo click in the app's
 * statistics (chart and table) and on My apps. The test makes its own vendor and app.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatDate, type AppDetails } from '@showroom/contract';
import {
  DEMO_ACCOUNTS,
  apiSession,
  expectAccessible,
  pngFile,
  registerWaitingVendor,
  uniqueName,
} from './support.ts';

const main = (page: Page) => page.getByRole('main');

// Every context of this machine has the same address, so the two visitors differ by their browser
// identification, as two people behind one router would. (Headless Chromium's own names it a bot.)
const VISITORS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
];

const isBeacon =
  (appId: number, kind: 'view' | 'demo') => (request: { url(): string; postData(): string | null }) =>
    request.url().endsWith(`/api/apps/${appId}/events`) && request.postData() === JSON.stringify({ kind });

/** A visitor in a browser of its own opens the app's page; the page counts the visit with a beacon. */
async function visit(browser: Browser, userAgent: string, appId: number, appName: string) {
  const context = await browser.newContext({ userAgent });
  // The demo opens in a new tab: answered here, the journey stays off the network.
  await context.route('https://demo.example.org/**', (route) => route.fulfill({ body: 'The demo' }));
  const page = await context.newPage();
  const counted = page.waitForResponse((r) => isBeacon(appId, 'view')(r.request()));
  await page.goto(`/appdetails/${appId}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(appName);
  const answer = await counted;
  expect(answer.status()).toBe(204);
  // No cookie, not even the CSRF one.
  expect(await answer.headerValue('set-cookie')).toBeNull();
  return { page, close: () => context.close() };
}

test('a vendor sees the views and demo clicks of its app in the statistics chart and table, and on My apps', async ({
  browser,
  request,
}) => {
  // Set-up through the API: an approved vendor with one published app.
  const owner = await registerWaitingVendor(browser, request, uniqueName('Tallyho Health'));
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  await admin.call('PATCH', `/vendors/${owner.vendor.id}/status?newStatus=APPROVED`);
  const appName = uniqueName('Tallyho Ward Counter');
  const app = await owner.session.call<AppDetails>('POST', '/apps', {
    json: {
      name: appName,
      descriptionShort: 'An app whose visits the statistics journey counts',
      description: 'Counts **ward** rounds.',
      demoUrl: 'https://demo.example.org',
      repoUrl: null,
      version: '1.0.0',
      vendor: { id: owner.vendor.id },
    },
  });
  await owner.session.call('POST', `/apps/${app.id}/icon`, {
    multipart: { file: pngFile('icon.png', 244, 244, [160, 90, 30]) },
  });
  await owner.session.call('PATCH', `/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`);
  await admin.call('PATCH', `/apps/${app.id}/status?newStatus=ACTIVE`);

  // Two visitors open the page; the first opens it twice (once a day counts) and clicks Demo once.
  const first = await visit(browser, VISITORS[0] ?? '', app.id, appName);
  await first.page.reload();
  await expect(main(first.page).getByRole('heading', { level: 1 })).toHaveText(appName);
  const second = await visit(browser, VISITORS[1] ?? '', app.id, appName);
  const demoCounted = first.page.waitForResponse((r) => isBeacon(app.id, 'demo')(r.request()));
  const demoTab = first.page.context().waitForEvent('page');
  await main(first.page).getByRole('link', { name: 'Demo' }).click();
  expect((await demoCounted).status()).toBe(204);
  await (await demoTab).close();
  await first.close();
  await second.close();

  // The vendor: My apps shows the totals under the card, and its menu opens the statistics.
  const page = owner.page;
  await page.goto('/my-apps');
  const card = main(page).getByRole('article', { name: appName });
  await expect(card).toBeVisible();
  await expect(main(page).getByText('2 views · 1 demo click (last 90 days)')).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'App actions' }).click();
  await page.getByRole('menuitem', { name: 'Statistics' }).click();

  await expect(page).toHaveURL(new RegExp(`/my-apps/${app.id}/statistics$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Statistics: ${appName}`);
  const chart = main(page).getByRole('img', { name: 'Line chart: views and demo clicks per day' });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription('Last 90 days: 2 views and 1 demo click.');
  // Chart.js has drawn on the canvas: it sized it to its box.
  await expect.poll(() => chart.evaluate((c) => (c as HTMLCanvasElement).width)).toBeGreaterThan(300);

  await main(page).getByText('Show as table').click();
  const table = main(page).getByRole('table', { name: 'Views and demo clicks per day' });
  const today = table.getByRole('row', { name: new RegExp(formatDate(new Date().toISOString())) });
  await expect(today.getByRole('cell')).toHaveText(['2', '1']);
  await expect(table.getByRole('row')).toHaveCount(91);
  await expectAccessible(page);
  await owner.close();
});
