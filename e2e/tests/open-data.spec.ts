import { expect, test } from '@playwright/test';
import { catalogueExportSchema } from '@showroom/contract';
import { expectAccessible } from './support.ts';

// Open data (issue 18): the page the footer links, the files it links, and the feed's autodiscovery.

test('the footer leads to the open data page, which links each format and passes axe', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Open data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
  await expect(page).toHaveURL(/\/open-data$/);
  await expectAccessible(page);
  // The feed is announced to feed readers on every page.
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/feed.xml',
  );
});

test('the exports hold the seeded catalogue and the feed is Atom', async ({ request }) => {
  const json = await request.get('/api/export/catalogue.json');
  expect(json.status()).toBe(200);
  const data = catalogueExportSchema.parse(await json.json());
  const cards = (await (await request.get('/api/apps')).json()) as { id: number }[];
  expect(data.apps.map((a) => a.id).sort((a, b) => a - b)).toEqual(
    cards.map((c) => c.id).sort((a, b) => a - b),
  );

  const csv = await request.get('/api/export/catalogue.csv');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await csv.text()).split('\r\n')[0]).toMatch(/^id,name,url,/);

  const feed = await request.get('/feed.xml');
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
});
