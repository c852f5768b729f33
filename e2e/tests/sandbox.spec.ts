/**
 * The FHIR sandbox end to end (issue 33) on the real `npm start`: the API starts the sandbox as its child
 * and passes /sandbox/fhir to it. A visitor follows the start page's developer column to /sandbox, sees
 * the synthetic patients the sandbox answers, copies the base URL (the clipboard read back), and the
 * example request works; the German page; axe on both. On this fresh start the seeded app whose only
 * server is the sandbox is confirmed by its live check and counted by the Verified facet.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AppListResponse } from '@showroom/contract';
import { expectAccessible } from './support.ts';

/** The sandbox child loads its data after the catalogue is ready: wait until it answers. */
async function sandboxReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get('/sandbox/fhir/metadata')).status(), { timeout: 90_000 })
    .toBe(200);
}

test('a visitor opens /sandbox from the start page, sees the patients, copies the base URL, and the example request answers', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await sandboxReady(page.request);
  const count = (await (await page.request.get('/sandbox/fhir/Patient?_summary=count')).json()) as {
    total: number;
  };
  expect(count.total).toBeGreaterThanOrEqual(10);

  await page.goto('/');
  await page.getByRole('link', { name: 'Try the FHIR sandbox' }).click();
  await expect(page).toHaveURL(/\/sandbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();

  // One row per patient the sandbox holds: a name, an age, a sex.
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(count.total + 1);
  const firstRow = rows.nth(1);
  await expect(firstRow.getByRole('rowheader')).not.toBeEmpty();
  await expect(firstRow.getByRole('cell').nth(0)).toHaveText(/^\d+$/);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(/^(female|male|other|unknown)$/);
  // Synthea's patients who died are as old as at death, and say so (the data hold three); their
  // names are without Synthea's digits, and the main conditions are diagnoses, not social findings.
  await expect(rows.getByRole('cell').filter({ hasText: /^\d+ \(deceased\)$/ })).toHaveCount(3);
  await expect(rows.getByRole('rowheader').filter({ hasText: /\d/ })).toHaveCount(0);
  await expect(rows.getByRole('cell').filter({ hasText: /employment|education|criminal/i })).toHaveCount(0);

  const base = `${baseURL}/sandbox/fhir`;
  await expect(page.getByRole('textbox', { name: 'FHIR base URL' })).toHaveValue(base);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(base);

  // The example request names a real patient and answers a Bundle of Observations.
  const example = await page.getByRole('textbox', { name: 'Example request' }).inputValue();
  const url = /"(http[^"]+)"$/.exec(example)?.[1];
  expect(url, example).toContain(`${base}/Observation?patient=`);
  const answer = await page.request.get(url!);
  expect(answer.status()).toBe(200);
  const bundle = (await answer.json()) as { resourceType: string; entry?: unknown[] };
  expect(bundle.resourceType).toBe('Bundle');
  expect(bundle.entry?.length).toBeGreaterThan(0);

  await expectAccessible(page);
});

test('the footer links the sandbox page, and it reads in German', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'de-DE', baseURL });
  const page = await context.newPage();
  try {
    await sandboxReady(page.request);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sandbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Geschlecht' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Was sie nicht kann' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^\d+ \(verstorben\)$/ }).first()).toBeVisible();
    // The launching section, a chunk of its own with its own German part.
    await expect(page.getByRole('heading', { name: 'SMART-Apps starten' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
  } finally {
    await context.close();
  }
});

test('on a phone (390 px) the sandbox page does not scroll sideways, in English and German', async ({
  browser,
  baseURL,
}) => {
  for (const locale of ['en-GB', 'de-DE']) {
    const context = await browser.newContext({ locale, baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await sandboxReady(page.request);
      await page.goto('/sandbox');
      // The patients' table has its rows, and the SMART section (its own chunk, with the longest
      // button texts) is on screen.
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('button', { name: /SMART/ }).first()).toBeVisible();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, locale).toBe(0);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  }
});

test('on a fresh start the seeded app whose FHIR server is the sandbox is confirmed and Verified', async ({
  request,
}) => {
  await sandboxReady(request);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/apps?verified=yes&limit=100')).json()) as AppListResponse).map(
          (c) => c.name,
        ),
      { timeout: 90_000 },
    )
    .toContain('Vitalis Wound Care');
  const facets = (await (await request.get('/api/apps/facets')).json()) as {
    groups: { verified?: { value: string; count: number }[] };
  };
  expect(facets.groups.verified?.find((v) => v.value === 'yes')?.count).toBeGreaterThanOrEqual(1);
});
