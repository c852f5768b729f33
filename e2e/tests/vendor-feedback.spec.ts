/**
 * Issue 35's vendor journeys over the real product: what a vendor is offered and told. Each test makes
 * its own vendor and apps (tests run in parallel against one server).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  API_ERROR_TEXTS,
  FAILURE_TEXTS,
  LOCALE_STORAGE_KEY,
  MY_APPS_TEXTS,
  UI_TEXTS,
} from '@showroom/contract';
import { localized } from '@showroom/contract/i18n';
import { expectAccessible, registerWaitingVendor, snackbar, uniqueName } from './support.ts';

const main = (page: Page) => page.getByRole('main');

test('a vendor waiting for approval is not offered `Add new app`, is told why, and reads the API’s reason on a save', async ({
  browser,
  request,
}) => {
  // A registration (the provider's password hashing), a sign-in and three axe runs.
  test.slow();
  const vendor = await registerWaitingVendor(browser, request, uniqueName('Waiting Health'));
  const { page } = vendor;

  await page.goto('/my-apps');
  await expect(main(page).getByText(MY_APPS_TEXTS.addAfterApproval)).toBeVisible();
  await expect(main(page).getByRole('link', { name: UI_TEXTS.addNewApp })).toHaveCount(0);
  await expectAccessible(page);

  // Reached by its address anyway, the editor's Save says why the API refused and keeps the typed text.
  await page.goto('/my-apps/edit/new/info');
  await main(page).getByLabel('Name').fill('Waiting Chart');
  await main(page).getByLabel('Short description').fill('Vital signs at a glance');
  await main(page).getByLabel('Description', { exact: true }).fill('Charts vital signs.');
  await main(page).getByLabel('Demo URL').fill('https://demo.vitals.example');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    snackbar(page, `${FAILURE_TEXTS.createApp} ${API_ERROR_TEXTS.vendorNotApproved}`, 'failure'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/my-apps\/edit\/new\/info$/);
  await expect(main(page).getByLabel('Name')).toHaveValue('Waiting Chart');
  await expect(main(page).getByLabel('Short description')).toHaveValue('Vital signs at a glance');
  await expectAccessible(page);

  // In German, the same page says the same in German.
  await page.evaluate((key) => localStorage.setItem(key, 'de'), LOCALE_STORAGE_KEY);
  await page.goto('/my-apps');
  await expect(main(page).getByText(localized(MY_APPS_TEXTS, 'de').addAfterApproval)).toBeVisible();
  await expect(main(page).getByRole('link', { name: localized(UI_TEXTS, 'de').addNewApp })).toHaveCount(0);
  await expectAccessible(page);
  await vendor.close();
});
