// Records what a browser really requests from Showroom when a visitor opens `/`, types a search, ticks a
// facet (FHIR version R4), opens `/apps` and an app's page: every request to the origin, with its
// method, URL, the headers the browser sent and the answer's status, type, Cache-Control and length.
// bench/run.mjs measures exactly these paths; run this again when the web app changes what it asks for.
// Usage: node bench/record-paths.mjs [origin (http://localhost:8080)]   (a running `npm start`)
// CHROME_PATH (default /usr/bin/chromium); prints JSON on stdout.
import { chromium } from 'playwright-core';

const origin = process.argv[2] ?? 'http://localhost:8080';
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const steps = [];
let step = 'open /';
/** The step during which each request was sent (it may finish during the next). */
const sentIn = new Map();
page.on('request', (request) => sentIn.set(request, step));
page.on('requestfinished', async (request) => {
  if (!request.url().startsWith(origin)) return;
  const sentDuring = sentIn.get(request) ?? step;
  const response = await request.response();
  const headers = await request.allHeaders();
  const sizes = await request.sizes().catch(() => undefined);
  steps.push({
    step: sentDuring,
    method: request.method(),
    path: request.url().slice(origin.length),
    type: request.resourceType(),
    headers,
    status: response?.status(),
    contentType: response?.headers()['content-type'],
    cacheControl: response?.headers()['cache-control'],
    setCookie: (await response?.headerValue('set-cookie')) ?? undefined,
    bodyBytes: sizes?.responseBodySize,
  });
});
const settle = () => page.waitForLoadState('networkidle');

await page.goto(`${origin}/`);
await settle();
step = 'type a search (fhir)';
await page.getByRole('searchbox', { name: 'Search apps' }).pressSequentially('fhir', { delay: 120 });
await settle();
await page.waitForTimeout(800);
step = 'tick FHIR version R4';
await page
  .getByRole('group', { name: /FHIR version/ })
  .getByRole('checkbox', { name: /^R4\b/ })
  .first()
  .check();
await settle();
await page.waitForTimeout(800);
step = 'open /apps';
await page.goto(`${origin}/apps`);
await settle();
step = 'open an app page';
const details = page.getByRole('link', { name: 'Details' }).first();
await Promise.all([page.waitForResponse(/\/api\/apps\/\d+\/checks$/), details.click()]);
await settle();
await page.waitForTimeout(800);
step = 'open /appdetails/{id} directly';
await page.goto(page.url());
await settle();
await browser.close();
console.log(JSON.stringify(steps, null, 2));
