/**
 * A vendor's own writable FHIR sandbox end to end (issue 33) on the real `npm start`: a freshly registered
 * vendor opens My sandbox from the user menu and creates it; the test writes an Observation into its base
 * URL over HTTP, as the vendor's app would, and the page's count follows; Reset sandbox (after the
 * browser's confirmation) puts it back to the shared data. The page in German; axe on both.
 */
import { expect, test } from '@playwright/test';
import { MY_SANDBOX_TEXTS } from '@showroom/contract';
import {
  answerBrowserConfirm,
  expectAccessible,
  openUserMenu,
  registerAccount,
  uniqueEmail,
} from './support.ts';

const observation = (patient: string) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code: '8867-4', display: 'Heart rate' }] },
  subject: { reference: `Patient/${patient}` },
  valueQuantity: { value: 71, unit: '/min', system: 'http://unitsofmeasure.org', code: '/min' },
});

test('a vendor creates My sandbox, sees an Observation written over HTTP counted, and Reset sandbox puts it back', async ({
  page,
  baseURL,
}) => {
  await expect
    .poll(async () => (await page.request.get('/sandbox/fhir/metadata')).status(), { timeout: 90_000 })
    .toBe(200);
  const patient = (
    (await (await page.request.get('/sandbox/fhir/Patient?_count=1')).json()) as {
      entry: { resource: { id: string } }[];
    }
  ).entry[0]?.resource.id;
  expect(patient).toBeTruthy();

  await page.goto('/');
  await registerAccount(page, {
    email: uniqueEmail('sandbox'),
    password: 'sandbox-journey-1',
    firstName: 'Sandy',
    lastName: 'Box',
  });
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'My sandbox' }).click();
  await expect(page).toHaveURL(/\/my-sandbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My sandbox' })).toBeVisible();
  await expect(page.getByText('You have no sandbox yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create my sandbox' }).click();

  const field = page.getByRole('textbox', { name: 'Your FHIR base URL' });
  await expect(field).toHaveValue(new RegExp(`^${baseURL}/sandbox/v/[A-Za-z0-9_-]{22}/fhir$`));
  const base = await field.inputValue();
  const count = (n: number) => page.getByText(`Changed resources: ${n} of at most 1000.`);
  await expect(count(0)).toBeVisible();
  await expectAccessible(page);

  // The vendor's app writes into the sandbox; the shared sandbox and the page's count.
  const created = await page.request.post(`${base}/Observation`, {
    headers: { 'content-type': 'application/fhir+json' },
    data: JSON.stringify(observation(patient!)),
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  expect((await page.request.get(`${base}/Observation/${id}`)).status()).toBe(200);
  expect((await page.request.get(`/sandbox/fhir/Observation/${id}`)).status()).toBe(404);
  await expect(count(1)).toBeVisible({ timeout: 15_000 });

  await answerBrowserConfirm(page, MY_SANDBOX_TEXTS.resetConfirm, 'accept', () =>
    page.getByRole('button', { name: 'Reset sandbox' }).click(),
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Your sandbox is back to the shared data.' }),
  ).toBeVisible();
  await expect(count(0)).toBeVisible();
  expect((await page.request.get(`${base}/Observation/${id}`)).status()).toBe(404);
  await expect(field).toHaveValue(base);

  // The same page in German.
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Language' })
    .selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Sandbox' })).toBeVisible();
  await expect(page.getByText('Geänderte Ressourcen: 0 von höchstens 1.000.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sandbox zurücksetzen' })).toBeVisible();
  await expectAccessible(page);
});
