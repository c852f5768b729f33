/**
 * Badges end to end (issue 18): the seeded vendor opens its published app's page, finds the Badge block,
 * copies the Markdown snippet (the clipboard read back in Chromium), and the badge's address it names
 * answers an SVG with the app's name in its title; a visitor's app page has no Badge block. axe on the
 * page with the block.
 */
import { expect, test } from '@playwright/test';
import { appPagePath, type AppListResponse } from '@showroom/contract';
import { DEMO_ACCOUNTS, expectAccessible, login } from './support.ts';

const APP = 'Vitalis Vital Signs';

test("the seeded vendor copies its app's badge as Markdown, and the badge's address answers an SVG", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const list = (await (await page.request.get('/api/apps')).json()) as AppListResponse;
  const card = list.find((c) => c.name === APP);
  expect(card, `the seed publishes ${APP}`).toBeDefined();
  const id = card!.id;

  // A visitor: the app page has no Badge block.
  await page.goto(appPagePath(id, APP));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(APP);
  await expect(page.getByRole('region', { name: 'Interoperability' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Badge' })).toHaveCount(0);

  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto(appPagePath(id, APP));
  const block = page.getByRole('region', { name: 'Badge' });
  await expect(block).toBeVisible();
  const badgeUrl = `${baseURL}/badge/${id}.svg`;
  const markdown = `[![Listed on Showroom](${badgeUrl})](${baseURL}${appPagePath(id, APP)})`;
  await expect(block.getByRole('textbox', { name: 'Markdown' })).toHaveValue(markdown);
  await expect(block.getByRole('textbox', { name: 'HTML' })).toHaveValue(
    `<a href="${baseURL}${appPagePath(id, APP)}"><img src="${badgeUrl}" alt="Listed on Showroom: ${APP}"></a>`,
  );
  // The preview is the badge itself, loaded by the browser.
  const preview = block.getByRole('img', { name: `Listed on Showroom: ${APP}` });
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50);

  await block.getByRole('button', { name: 'Copy Markdown' }).click();
  await expect(block.getByRole('status').first()).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  await expectAccessible(page);

  // The address in the snippet: an SVG any site may embed, with the app's name in its title.
  const res = await page.request.get(badgeUrl);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/svg+xml');
  expect(res.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  const svg = await res.text();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img"/);
  expect(svg).toContain(`<title id="showroom-badge-${id}-title">Listed on Showroom: \u2068${APP}\u2069`);
  // Asked again with its ETag: not modified.
  const again = await page.request.get(badgeUrl, { headers: { 'if-none-match': res.headers().etag ?? '' } });
  expect(again.status()).toBe(304);
});
