/**
 * An app's evidence end to end (issue 37): a vendor declares in the editor where the app runs, two
 * reference sites, a certificate with its expiry, an indication found by its name and a study with a DOI;
 * an admin approves; a visitor sees each fact marked as declared by the vendor on the app page (the
 * expired certificate says so, the DOI links to doi.org) and in Compare, and finds the app by the Runs on
 * facet.
 */
import { expect, test, type Page } from '@playwright/test';
import { SUCCESS_TEXTS } from '@showroom/contract';
import { DEMO_ACCOUNTS, expectAccessible, login, pngFile, snackbar } from './support.ts';

const main = (page: Page) => page.getByRole('main');

test('a vendor declares runs-on, two reference sites, a certificate, an indication and a study; a visitor sees them on the app page and in Compare', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const name = `Aa Evidence ${Math.random().toString(36).slice(2, 8)}`;

  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto('/my-apps/edit/new/info');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Short description').fill('Discharge letters from the ward');
  await page.getByLabel('Description', { exact: true }).fill('Writes discharge letters.');

  // Runs on: Epic with its marketplace listing, by keyboard from the Add button.
  await main(page).getByRole('button', { name: 'Add a system' }).click();
  const system = main(page).getByRole('group', { name: 'System 1' });
  await system.getByLabel('System', { exact: true }).selectOption('epic');
  await system.getByLabel('Version (optional)').fill('November 2025');
  await system
    .getByLabel('Marketplace listing (optional, https)')
    .fill('https://showroom.epic.com/app/example');

  // Two reference sites; a malformed date is refused on its field first.
  for (const [i, site] of [
    ['Example University Hospital', 'DE', '2023-04'],
    ['Clinic Example Graz', 'AT', '2024-11-02'],
  ].entries()) {
    await main(page).getByRole('button', { name: 'Add a reference site' }).click();
    const group = main(page).getByRole('group', { name: `Reference site ${i + 1}` });
    await group.getByLabel('Organisation').fill(site[0]!);
    await group.getByLabel('Country (ISO code, e.g. DE)').fill(site[1]!);
    await group.getByLabel('Since (YYYY-MM or YYYY-MM-DD)').fill(i === 0 ? 'April 2023' : site[2]!);
    if (i === 0) {
      await expect(group).toContainText('Please enter a year and month (YYYY-MM) or a date (YYYY-MM-DD)');
      await group.getByLabel('Since (YYYY-MM or YYYY-MM-DD)').fill(site[2]!);
      await expect(group).not.toContainText('Please enter a year and month');
    }
  }

  // A certificate that expired, and the expiry before the issue date refused on its field.
  await main(page).getByRole('button', { name: 'Add a certification' }).click();
  const cert = main(page).getByRole('group', { name: 'Certification 1' });
  await cert.getByLabel('Type', { exact: true }).selectOption('iso-27001');
  await cert.getByLabel('Issuer (optional)').fill('Example Certification GmbH');
  await cert.getByLabel('Number or id (optional)').fill('ISMS-2021-17');
  await cert.getByLabel('Issued on (optional, YYYY-MM-DD)').fill('2021-02-01');
  await cert.getByLabel('Expires on (optional, YYYY-MM-DD)').fill('2020-01-31');
  await expect(cert).toContainText('The expiry date can not be before the date of issue');
  await cert.getByLabel('Expires on (optional, YYYY-MM-DD)').fill('2024-01-31');
  await expect(cert).not.toContainText('The expiry date can not be before');

  // Clinical evidence: an indication found by its name in the ICD-10-CM search, and a study with a DOI
  // (pasted with its resolver; a malformed one is refused on its field first).
  const indication = main(page).getByRole('combobox', { name: 'Search indications by term or code' });
  await indication.fill('heart failure unspecified');
  await main(page).getByRole('option', { name: 'I50.9 Heart failure, unspecified' }).click();
  await expect(main(page).getByRole('list', { name: 'Indications (ICD-10-CM)' })).toContainText(
    'I50.9 Heart failure, unspecified',
  );
  await main(page).getByRole('button', { name: 'Add a study' }).click();
  const study = main(page).getByRole('group', { name: 'Study 1' });
  await study.getByLabel('Title').fill('Telemonitoring after discharge: a randomised trial');
  await study.getByLabel('Design').selectOption('rct');
  await study.getByLabel('Year').fill('2022');
  await study.getByLabel('DOI (optional, e.g. 10.1000/182)').fill('doi.org/10.1000');
  await expect(study).toContainText('Please enter a DOI as it is written, e.g. 10.1000/182');
  await study.getByLabel('DOI (optional, e.g. 10.1000/182)').fill('https://doi.org/10.1000/182');
  await expect(study).not.toContainText('Please enter a DOI');
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/my-apps\/edit\/\d+\/icon$/);
  const appId = Number(/\/edit\/(\d+)\//.exec(page.url())?.[1]);
  await page.getByLabel('Icon', { exact: true }).setInputFiles(pngFile('icon.png', 244, 244, [120, 60, 20]));
  await main(page).getByRole('button', { name: 'Upload icon' }).click();
  await expect(page.getByRole('img', { name: `Icon of ${name}` })).toBeVisible();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${appId}/preview$`));
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(snackbar(page, SUCCESS_TEXTS.appSubmitted)).toBeVisible();

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
  await adminContext.close();

  // The visitor's app page: each part marked as declared by the vendor, the expired certificate so.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/appdetails/${appId}`);
  const evidence = main(visitor).getByRole('region', { name: 'Where it runs, who uses it, certifications' });
  await expect(evidence).toContainText('Epic (version November 2025)');
  await expect(evidence.getByRole('link', { name: /Listing in the Epic marketplace/ })).toHaveAttribute(
    'href',
    'https://showroom.epic.com/app/example',
  );
  await expect(evidence).toContainText('Example University Hospital');
  await expect(evidence).toContainText('Germany, since 04.2023');
  await expect(evidence).toContainText('Clinic Example Graz');
  await expect(evidence).toContainText('Austria, since 02.11.2024');
  await expect(evidence).toContainText('ISO/IEC 27001');
  await expect(evidence).toContainText('Expired on 31.01.2024');
  await expect(evidence).toContainText('I50.9 Heart failure, unspecified');
  await expect(evidence).toContainText('Telemonitoring after discharge: a randomised trial');
  await expect(evidence).toContainText('Randomised controlled trial, 2022');
  await expect(evidence.getByRole('link', { name: /DOI 10\.1000\/182/ })).toHaveAttribute(
    'href',
    'https://doi.org/10.1000/182',
  );
  // One mark per part (runs on, used by, certifications, clinical evidence). The registers check of the
  // study's DOI, which may finish before or after this page loads, adds its result beside the DOI (a
  // link to How we check, which offline also begins "Declared by the vendor"): not a part's mark.
  await expect(evidence.locator('p').filter({ hasText: /^Declared by the vendor$/ })).toHaveCount(4);
  await expectAccessible(visitor);

  // The Runs on facet finds it.
  await visitor.goto('/apps?runsOn=epic');
  await expect(visitor.getByRole('article', { name })).toBeVisible();

  // Compare with another public app: the evidence's rows.
  const others = (await (await request.get('/api/apps?limit=2')).json()) as { id: number }[];
  const other = others.find((a) => a.id !== appId);
  if (!other) throw new Error('no other public app to compare with');
  await visitor.goto(`/compare?ids=${appId},${other.id}`);
  const table = visitor.getByRole('table', { name: 'Apps side by side' });
  const runsOn = table.getByRole('row', { name: /^Runs on/ });
  await expect(runsOn).toContainText('Epic November 2025');
  await expect(table.getByRole('row', { name: /^Used by/ })).toContainText(
    'Example University Hospital (DE), Clinic Example Graz (AT)',
  );
  await expect(table.getByRole('row', { name: /^Certifications/ })).toContainText(
    'ISO/IEC 27001, ISMS-2021-17, Example Certification GmbH (Expired on 31.01.2024)',
  );
  await expect(table.getByRole('row', { name: /^Indications \(ICD-10-CM\)/ })).toContainText(
    'I50.9 Heart failure, unspecified',
  );
  await expect(table.getByRole('row', { name: /^Studies/ })).toContainText(
    'Telemonitoring after discharge: a randomised trial (Randomised controlled trial, 2022, doi:10.1000/182)',
  );
  await expectAccessible(visitor);
  await visitorContext.close();
});
