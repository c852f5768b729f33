/**
 * Live checks end to end (issue 14): a vendor declares FHIR R4, two resources and a FHIR server's base
 * URL, is told in the draft's preview that drafts are checked on submission (issue 32), submits, presses
 * Check now on the app in review and sees them confirmed with today's date; declaring STU3 against the same R4
 * server reads not confirmed, with the version the server reports. The FHIR server is a real one
 * (node-fhir-server-core, the API tests' helper) on loopback, which the product under test may reach
 * because playwright.config.ts allows 127.0.0.0/8 (CHECK_ALLOW_HOSTS).
 */
import { expect, test, type Page } from '@playwright/test';
import { CHECK_TEXTS, formatDate } from '@showroom/contract';
import { startFhirServer, type TestFhirServer } from '../../apps/api/test/helpers/fhir-server.ts';
import { DEMO_ACCOUNTS, expectAccessible, login, pngFile } from './support.ts';

const main = (page: Page) => page.getByRole('main');

let fhir: TestFhirServer;

test.beforeAll(async () => {
  fhir = await startFhirServer({ version: '4_0_1', resources: ['Observation', 'Patient'] });
});

test.afterAll(async () => {
  await fhir.close();
});

/** A new app with FHIR, one version, Observation and Patient and the test server as its sandbox; its id. */
async function createFhirApp(page: Page, name: string, version: 'R4' | 'STU3'): Promise<number> {
  await page.goto('/my-apps/edit/new/info');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Short description').fill('Charts observations from the FHIR server');
  await page.getByLabel('Description', { exact: true }).fill('Reads observations over **FHIR**.');
  await page.getByLabel('Version', { exact: true }).fill('1.0.0');
  await main(page).getByRole('checkbox', { name: 'HL7 FHIR' }).check();
  await main(page)
    .getByRole('group', { name: 'FHIR versions' })
    .getByRole('checkbox', { name: version, exact: true })
    .check();
  const resources = main(page).getByRole('combobox', { name: 'FHIR resource types' });
  for (const resource of ['Observation', 'Patient']) {
    await resources.fill(resource);
    await page.getByRole('option', { name: resource, exact: true }).click();
  }
  await main(page).getByLabel('FHIR sandbox URL').fill(fhir.baseUrl);
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my-apps\/edit\/\d+\/icon$/);
  // Submitting needs an icon.
  await page.getByLabel('Icon', { exact: true }).setInputFiles(pngFile('icon.png', 244, 244, [30, 120, 90]));
  await main(page).getByRole('button', { name: 'Upload icon' }).click();
  await expect(page.getByRole('img', { name: `Icon of ${name}` })).toBeVisible();
  return Number(/\/edit\/(\d+)\//.exec(page.url())?.[1]);
}

/** Submits the app from the editor's preview, where a draft says why it has no Check now; then its preview. */
async function submitAndOpen(page: Page, id: number, version: 'R4' | 'STU3'): Promise<void> {
  await page.goto(`/my-apps/edit/${id}/preview`);
  const section = main(page).getByRole('region', { name: 'Interoperability' });
  await expect(entry(page, version)).toContainText(CHECK_TEXTS.declared);
  await expect(section.getByText(CHECK_TEXTS.draftNotChecked)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Check now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/my-apps$/);
  await page.goto(`/appdetails/${id}/preview`);
}

/** The declared value's entry in the Interoperability section, with its result beside it. */
const entry = (page: Page, value: string) =>
  main(page)
    .getByRole('region', { name: 'Interoperability' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${value}\\b`) });

test('a vendor checks a declared FHIR server now: R4 and its resources are confirmed, STU3 is not', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);

  // R4 against the R4 server: confirmed, with today's date.
  const r4App = await createFhirApp(page, `Checked R4 ${suffix}`, 'R4');
  await submitAndOpen(page, r4App, 'R4');
  const section = main(page).getByRole('region', { name: 'Interoperability' });
  await section.getByRole('button', { name: 'Check now' }).click();
  const confirmed = CHECK_TEXTS.confirmedOn(new Date().toISOString());
  expect(confirmed).toBe(`Confirmed by a live check on ${formatDate(new Date())}`);
  for (const value of ['R4', 'Observation', 'Patient']) {
    await expect(entry(page, value).getByRole('link')).toHaveText(confirmed);
  }
  await section.getByRole('button', { name: 'Check history' }).click();
  const row = section.getByRole('table').getByRole('row').nth(1);
  await expect(row.getByRole('rowheader')).toHaveText('FHIR metadata');
  await expect(row).toContainText(fhir.baseUrl);
  await expect(row).toContainText('Passed');
  await expectAccessible(page);

  // STU3 against the same R4 server (a new app: Check now runs once a minute per app).
  const stu3App = await createFhirApp(page, `Checked STU3 ${suffix}`, 'STU3');
  await submitAndOpen(page, stu3App, 'STU3');
  await main(page)
    .getByRole('region', { name: 'Interoperability' })
    .getByRole('button', { name: 'Check now' })
    .click();
  await expect(entry(page, 'STU3').getByRole('link')).toHaveText(
    'Not confirmed: the server reports 4.0.1 (R4)',
  );
  await expect(entry(page, 'Observation').getByRole('link')).toHaveText(confirmed);
  await expectAccessible(page);
});
