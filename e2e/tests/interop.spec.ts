/**
 * The interoperability profile end to end: a vendor declares what an app speaks in the editor, an admin
 * approves it, an anonymous visitor finds it by facet (and the address reproduces the result), and an
 * update's new FHIR version shows in the admin's change view while the live app keeps the old one.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TEXTS, SUCCESS_TEXTS, type AppDetails } from '@showroom/contract';
import { DEMO_ACCOUNTS, apiSession, expectAccessible, login, pngFile, snackbar } from './support.ts';

const main = (page: Page) => page.getByRole('main');

/** A filter group of the catalogue, found by its heading, and one of its options by its value. */
const filterOption = (page: Page, group: string, value: string) =>
  page
    .getByRole('group', { name: group })
    .getByRole('checkbox', { name: new RegExp(`^${value}\\b`) })
    .first();

test('a vendor declares FHIR R4, SMART and a category; a visitor finds the app by facet; an update shows in review', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Early in the alphabet, so it is on the first page of the filtered list whatever else matches.
  const name = `Aa Interop ${Math.random().toString(36).slice(2, 8)}`;

  // The vendor declares the profile on the Info step.
  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto('/my-apps/edit/new/info');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Short description').fill('Medication reconciliation on the ward');
  await page.getByLabel('Description', { exact: true }).fill('Reads **FHIR R4** observations.');
  await page.getByLabel('Version', { exact: true }).fill('1.0.0');
  await main(page).getByRole('checkbox', { name: 'HL7 FHIR' }).check();
  await main(page)
    .getByRole('group', { name: 'FHIR versions' })
    .getByRole('checkbox', { name: 'R4', exact: true })
    .check();
  const resources = main(page).getByRole('combobox', { name: 'FHIR resource types' });
  for (const resource of ['Observation', 'MedicationRequest']) {
    await resources.fill(resource);
    await page.getByRole('option', { name: resource, exact: true }).click();
  }
  await expect(main(page).getByRole('button', { name: 'Remove Observation' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Remove MedicationRequest' })).toBeVisible();
  await main(page)
    .getByRole('group', { name: 'Launch types' })
    .getByRole('checkbox', { name: 'EHR launch' })
    .check();
  await main(page)
    .getByRole('group', { name: 'Categories' })
    .getByRole('checkbox', { name: 'Medication' })
    .check();
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/my-apps\/edit\/\d+\/icon$/);
  const appId = Number(/\/edit\/(\d+)\//.exec(page.url())?.[1]);
  await page.getByLabel('Icon', { exact: true }).setInputFiles(pngFile('icon.png', 244, 244, [20, 110, 160]));
  await main(page).getByRole('button', { name: 'Upload icon' }).click();
  await expect(page.getByRole('img', { name: `Icon of ${name}` })).toBeVisible();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${appId}/screenshots$`));
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${appId}/preview$`));
  // The preview shows the profile as visitors will see it.
  const previewProfile = main(page).getByRole('region', { name: 'Interoperability' });
  await expect(previewProfile).toContainText('R4');
  await expect(previewProfile).toContainText('Observation');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(snackbar(page, SUCCESS_TEXTS.appSubmitted)).toBeVisible();

  // The admin approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/');
  await login(admin, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await admin.goto(`/appdetails/${appId}/preview`);
  await main(admin)
    .getByRole('group', { name: 'Review actions' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(snackbar(admin, SUCCESS_TEXTS.adminAppApproved)).toBeVisible();

  // An anonymous visitor ticks FHIR version R4 and the category, and finds the app.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/apps');
  const card = visitor.getByRole('article', { name });
  await filterOption(visitor, 'FHIR version', 'R4').check();
  await expect(visitor).toHaveURL(/[?&]fhirVersion=R4(&|$)/);
  await filterOption(visitor, 'Category', 'Medication').check();
  await expect(visitor).toHaveURL(/[?&]category=medication(&|$)/);
  await expect(card).toBeVisible();
  await expect(card.getByRole('list', { name: 'Standards' })).toContainText('FHIR R4');
  await expect(card.getByRole('list', { name: 'Standards' })).toContainText('SMART');
  await expectAccessible(visitor);

  // The address reproduces the result.
  await visitor.reload();
  await expect(card).toBeVisible();
  await expect(filterOption(visitor, 'FHIR version', 'R4')).toBeChecked();
  await expect(filterOption(visitor, 'Category', 'Medication')).toBeChecked();
  // Unticking the category widens the result; Back undoes that.
  await filterOption(visitor, 'Category', 'Medication').uncheck();
  await expect(visitor).not.toHaveURL(/category=/);
  await expect(filterOption(visitor, 'Category', 'Medication')).not.toBeChecked();
  await visitor.goBack();
  await expect(visitor).toHaveURL(/[?&]category=medication(&|$)/);
  await expect(filterOption(visitor, 'Category', 'Medication')).toBeChecked();
  await expect(filterOption(visitor, 'FHIR version', 'R4')).toBeChecked();
  await expect(card).toBeVisible();

  // An update moves to FHIR R5: the admin's change view shows it, the live app keeps R4.
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  const current = await vendor.call<AppDetails>('GET', `/apps/${appId}`);
  const profile = current.profile;
  if (!profile?.fhir) throw new Error('The published app has no FHIR profile');
  await vendor.call('PUT', `/apps/${appId}`, {
    json: {
      name: current.name,
      descriptionShort: current.descriptionShort,
      description: current.description,
      demoUrl: current.demoUrl,
      repoUrl: current.repoUrl,
      version: '2.0.0',
      vendor: { id: current.vendor.id },
      profile: { ...profile, fhir: { ...profile.fhir, versions: ['R5'] } },
    },
  });
  await vendor.call('PATCH', `/apps/${appId}/status?newStatus=WAITING_FOR_APPROVAL`);

  await admin.goto(`/appdetails/${appId}/preview`);
  const changes = main(admin).getByRole('region', { name: ADMIN_TEXTS.changesHeading });
  const row = changes
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name: /^FHIR versions/ }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('R4');
  await expect(row.getByRole('cell').nth(1)).toHaveText('R5');

  await visitor.goto(`/appdetails/${appId}`);
  const live = main(visitor).getByRole('region', { name: 'Interoperability' });
  await expect(live).toContainText('R4');
  await expect(live).not.toContainText('R5');
  await adminContext.close();
  await visitorContext.close();
});
