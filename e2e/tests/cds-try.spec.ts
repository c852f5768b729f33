/**
 * Try this CDS service (issue 36) on the real `npm start`: an anonymous visitor opens the seeded CDS
 * Hooks app (its service is the showroom's own sample), picks a synthetic patient of the sandbox, calls
 * the service and reads the cards as an EHR shows them; a second patient gives a different answer; axe.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AppListResponse } from '@showroom/contract';
import { expectAccessible } from './support.ts';

const APP = 'Blood Pressure Watch (sample CDS service)';

/** The sandbox child loads its data after the catalogue is ready: wait until it answers. */
async function sandboxReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get('/sandbox/fhir/metadata')).status(), { timeout: 90_000 })
    .toBe(200);
}

/** The text of every card, in order: indicator, summary and the rest. */
const cardTexts = (section: Locator) => section.getByRole('article').allInnerTexts();

async function callFor(page: Page, section: Locator, patient: string): Promise<string[]> {
  await section
    .getByRole('group', { name: 'Patient' })
    .getByRole('radio', { name: patient, exact: true })
    .check();
  // An anonymous visitor's first write gets the CSRF cookie with a 403 and the client sends it again.
  const answered = page.waitForResponse(
    (r) => r.url().includes('/cds-services/') && r.url().endsWith('/call') && r.status() !== 403,
  );
  await section.getByRole('button', { name: 'Call service' }).click();
  expect((await answered).status()).toBe(200);
  await expect(section.getByRole('heading', { name: /^Cards \(\d+ cards?\)$/ })).toBeVisible();
  return cardTexts(section);
}

test('an anonymous visitor calls the seeded CDS service for two patients and reads their cards', async ({
  page,
}) => {
  await sandboxReady(page.request);
  const list = (await (await page.request.get('/api/apps?limit=100')).json()) as AppListResponse;
  const seeded = list.find((a) => a.name === APP);
  expect(seeded, 'the seeded CDS Hooks app').toBeDefined();
  await page.goto(`/appdetails/${seeded!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: APP })).toBeVisible();

  const section = page.getByRole('region', { name: 'Try this CDS service' });
  await expect(section).toBeVisible();
  // The services from discovery: title, hook, description.
  const service = section.getByRole('group', { name: 'Service' });
  await expect(service.getByRole('radio', { name: 'Vital signs check (sample)' })).toBeChecked();
  await expect(service).toContainText('patient-view');
  await expect(service).toContainText('flags a patient whose vital signs are missing');

  const patients = section.getByRole('group', { name: 'Patient' }).getByRole('radio');
  await expect(patients.first()).toBeVisible();
  expect(await patients.count()).toBeGreaterThanOrEqual(10);
  const names = await section.getByRole('group', { name: 'Patient' }).locator('label').allInnerTexts();

  const first = await callFor(page, section, names[0]!.trim());
  expect(first.length).toBeGreaterThan(0);
  // Every card: an article named by its summary, its indicator in words, its source linked.
  const card = section.getByRole('article').first();
  await expect(card).toHaveAccessibleName(/\S/);
  await expect(card).toContainText(/^(Info|Warning|Critical)/);
  await expect(
    card.getByRole('link', { name: 'Showroom sample CDS service (synthetic data)' }),
  ).toHaveAttribute('href', /\/sandbox$/);
  // The raw request and response, for integrators.
  const raw = section.getByRole('group').filter({ hasText: 'Request and response (for integrators)' });
  await raw.getByText('Request and response (for integrators)').click();
  await expect(raw).toContainText('"hook": "patient-view"');
  await expect(raw).toContainText('"fhirServer"');

  // Another patient, another answer (their readings differ).
  let second: string[] = [];
  for (const name of names.slice(1)) {
    second = await callFor(page, section, name.trim());
    if (second.join('\n') !== first.join('\n')) break;
  }
  expect(second.join('\n')).not.toBe(first.join('\n'));

  await expectAccessible(page);
});

test('a German visitor calls the service and reads the section and the cards’ frame in German', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await sandboxReady(page.request);
  const list = (await (await page.request.get('/api/apps?limit=100')).json()) as AppListResponse;
  await page.goto(`/appdetails/${list.find((a) => a.name === APP)!.id}`);
  const section = page.getByRole('region', { name: 'Diesen CDS-Dienst ausprobieren' });
  await expect(section.getByRole('group', { name: 'Dienst' })).toBeVisible();
  await section.getByRole('group', { name: 'Patient' }).getByRole('radio').first().check();
  await section.getByRole('button', { name: 'Dienst aufrufen' }).click();
  await expect(section.getByRole('heading', { name: /^Karten \(\d+ Karten?\)$/ })).toBeVisible();
  await expect(section.getByRole('article').first()).toContainText(/^(Info|Warnung|Kritisch)/);
  await expectAccessible(page);
  await context.close();
});
