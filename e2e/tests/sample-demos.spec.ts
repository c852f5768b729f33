/**
 * Issue 19, item 9: the seeded apps' demo addresses are sample demo pages the product itself serves,
 * so a newcomer's first click on Demo lands on a real page on a fresh machine (no `.example` host).
 */
import { APP_STATUSES, type AppCard, type AppListResponse } from '@showroom/contract';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { apiSession, DEMO_ACCOUNTS, expectAccessible } from './support.ts';

const LABEL = 'Sample demo — sample data, not a real patient';
/** The seed's apps (apps/api/src/seed/demo-data.ts): every one has a demo address. */
const SEEDED_APPS = 20;

const catalogue = (page: Page) => page.getByRole('region', { name: 'Discover Apps' });

test("a newcomer clicks a seeded app's Demo on the start page and lands on the product's sample demo of it", async ({
  page,
  context,
}) => {
  const name = 'Vitalis Vital Signs';
  await page.goto('/');
  const card = catalogue(page).getByRole('article', { name });
  await expect(card).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  const answered = context.waitForEvent('response', (r) => r.url().startsWith(`${BASE_URL}/sample-demos/`));
  await card.getByRole('link', { name: 'Demo' }).click();
  const popup = await popupOpened;
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`${BASE_URL}/sample-demos/vital-signs`);
  expect(await popup.evaluate(() => window.opener === null)).toBe(true);

  await expect(popup).toHaveTitle(`Sample demo: ${name} · Showroom`);
  await expect(popup.getByRole('banner').getByText(LABEL)).toBeVisible();
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(popup.getByRole('table', { name: 'Observations' })).toBeVisible();
  await expectAccessible(popup);

  // From the sample back to the app's page in the showroom.
  await popup
    .getByRole('banner')
    .getByRole('link', { name: `Back to ${name} in the Showroom` })
    .click();
  await expect(popup).toHaveURL(/\/apps\/\d+-vitalis-vital-signs$/);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('every seeded app’s demo address answers 200 from the running product', async ({ request }) => {
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  // Everything the API lists: the public catalogue, the admin's lists, the demo vendor's own apps
  // (its draft and its rejected app are nobody else's to see).
  const lists: AppCard[][] = [
    (await (await request.get('/api/apps')).json()) as AppListResponse,
    ...(await Promise.all(
      APP_STATUSES.filter((s) => s === 'WAITING_FOR_APPROVAL' || s === 'DEACTIVATED').map((status) =>
        admin.call<AppCard[]>('GET', `/apps?status=${status}`),
      ),
    )),
    await vendor.call<AppCard[]>('GET', '/apps/vendorapps'),
  ];
  // Other journeys add apps of their own to the same server, some with a copy of a seeded address:
  // the seed's share is the distinct sample pages, one per seeded app.
  const samples = new Set<string>();
  for (const card of lists.flat()) {
    for (const url of [card.demoUrl, card.published?.demoUrl, card.inProgress?.demoUrl]) {
      if (url?.startsWith(`${BASE_URL}/sample-demos/`)) samples.add(url);
    }
  }
  expect(samples.size).toBe(SEEDED_APPS);
  for (const url of samples) {
    expect(url).toMatch(new RegExp(`^${BASE_URL}/sample-demos/[a-z0-9-]+$`));
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(200);
    expect(await answer.text()).toContain(LABEL);
  }
});
