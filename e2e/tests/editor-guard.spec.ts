/**
 * Issue 19, items 1 and 3 in the editor, over the real product: unsaved edits are guarded (a styled
 * question for in-app navigation, the browser's for leaving the page), required fields are marked, a
 * disabled Save says why, and a refused upload shows the API's own problem until the next attempt.
 */
import { expect, test, type Page } from '@playwright/test';
import { EDITOR_TEXTS, type AppDetails, type Vendor } from '@showroom/contract';
import { DEMO_ACCOUNTS, apiSession, expectAccessible, login, pngFile, uniqueName } from './support.ts';

const DESCRIPTION = 'An app the **editor guard** test creates.';

/** The page's own controls: the header has a 'Back' chevron of its own. */
const main = (page: Page) => page.getByRole('main');
const steps = (page: Page) => page.getByRole('navigation', { name: 'Editor steps' });
const question = (page: Page) => page.getByRole('alertdialog', { name: EDITOR_TEXTS.unsavedTitle });

async function createApp(request: Parameters<typeof apiSession>[0], name: string): Promise<AppDetails> {
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  const me = await vendor.call<Vendor>('GET', '/vendors/my-vendor');
  return vendor.call<AppDetails>('POST', '/apps', {
    json: {
      name,
      descriptionShort: 'Created for the editor guard test',
      description: DESCRIPTION,
      demoUrl: 'https://demo.example.org',
      repoUrl: null,
      version: '1.0.0',
      vendor: { id: me.id },
    },
  });
}

async function loginAsVendorAt(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto(path);
}

test('leaving the Info step with an edit asks; Stay keeps the edit, Leave discards it', async ({
  page,
  request,
}) => {
  const app = await createApp(request, uniqueName('Guarded Chart'));
  await loginAsVendorAt(page, `/my-apps/edit/${app.id}/info`);
  const description = page.getByLabel('Description', { exact: true });
  await expect(description).toHaveValue(DESCRIPTION);
  await description.fill(`${DESCRIPTION} Now with trends.`);

  // A step link: the question, focus on Stay; Stay keeps everything in place.
  await steps(page).getByRole('link', { name: 'Screenshots' }).click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toHaveAccessibleDescription(EDITOR_TEXTS.unsavedMessage);
  await expect(question(page).getByRole('button', { name: EDITOR_TEXTS.stay })).toBeFocused();
  await expectAccessible(page);
  await question(page).getByRole('button', { name: EDITOR_TEXTS.stay }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${app.id}/info$`));
  await expect(description).toHaveValue(`${DESCRIPTION} Now with trends.`);

  // A footer link, answered with Escape: the same as Stay.
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await expect(question(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${app.id}/info$`));
  await expect(description).toHaveValue(`${DESCRIPTION} Now with trends.`);

  // Leave without saving: the next step opens and the edit is gone.
  await steps(page).getByRole('link', { name: 'Icon' }).click();
  await question(page).getByRole('button', { name: EDITOR_TEXTS.leave }).click();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${app.id}/icon$`));
  await steps(page).getByRole('link', { name: 'Info' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${app.id}/info$`));
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(DESCRIPTION);
  await expect(question(page)).toBeHidden();

  // The browser's Back to the icon step (an entry of this page's history), with an edit: the same
  // question; Stay keeps the step, its address and the edit.
  await page.getByLabel('Description', { exact: true }).fill(`${DESCRIPTION} Again.`);
  await page.goBack({ waitUntil: 'commit' });
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: EDITOR_TEXTS.stay }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${app.id}/info$`));
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(`${DESCRIPTION} Again.`);
  // Back again, answered with Leave: the icon step.
  await page.goBack({ waitUntil: 'commit' });
  await question(page).getByRole('button', { name: EDITOR_TEXTS.leave }).click();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${app.id}/icon$`));
});

test('leaving the page with an edit asks through the browser; saving clears the question', async ({
  page,
  request,
}) => {
  const app = await createApp(request, uniqueName('Unload Chart'));
  await loginAsVendorAt(page, `/my-apps/edit/${app.id}/info`);
  const short = page.getByLabel('Short description');
  await expect(short).toHaveValue('Created for the editor guard test');
  await short.fill('Changed, not saved');
  // The form has taken the edit (its counter says so) before the page is closed: the question is the
  // app's answer to an edit it holds, not to keystrokes still on their way.
  await expect(short).toHaveAccessibleDescription('18 of 100 characters');

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true }).catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  // Saved: the editor moves on to the icon step without asking.
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${app.id}/icon$`));
  await expect(question(page)).toBeHidden();
});

test('required fields are marked and a disabled Save says what is missing', async ({ page }) => {
  await loginAsVendorAt(page, '/my-apps/edit/new/info');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit app information' })).toBeVisible();
  await expect(page.getByText(EDITOR_TEXTS.requiredLegend)).toBeVisible();
  for (const label of ['Name', 'Short description', 'Description']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
  }
  await expect(page.getByLabel('Demo URL')).not.toHaveAttribute('required', '');
  await expect(page.getByLabel('Description', { exact: true })).toHaveAccessibleDescription(
    EDITOR_TEXTS.markdownHelp,
  );

  const save = main(page).getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(
    EDITOR_TEXTS.saveNeeds('Name, Short description, Description'),
  );
  await expect(
    main(page).getByText(EDITOR_TEXTS.saveNeeds('Name, Short description, Description')),
  ).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(uniqueName('Marked Chart'));
  await page.getByLabel('Short description').fill('Marks what is required');
  await page.getByLabel('Demo URL').fill('http://demo.example');
  await expect(save).toHaveAccessibleDescription(EDITOR_TEXTS.saveNeeds('Description, Demo URL'));
  await expect(
    page.getByText('Demo URL must be in the format https://{host}, for example https://demo.example.org'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Description', { exact: true }).fill('Charts what is required.');
  await page.getByLabel('Demo URL').fill('https://demo.example.org');
  await expect(save).toBeEnabled();
  await expect(main(page).getByText(/Save is available once/)).toBeHidden();
});

test('a refused icon shows the API’s problem, no broken preview, and the next upload clears it', async ({
  page,
  request,
}) => {
  const name = uniqueName('Upload Chart');
  const app = await createApp(request, name);
  await loginAsVendorAt(page, `/my-apps/edit/${app.id}/icon`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit app icon' })).toBeVisible();

  // No icon yet: Back and Next wait for one (spec section 5) and say why.
  const next = main(page).getByRole('button', { name: 'Next' });
  const back = main(page).getByRole('button', { name: 'Back' });
  for (const button of [back, next]) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(EDITOR_TEXTS.stepsNeedIcon);
  }

  // An image by name and type only: the API refuses it with a problem+json detail.
  const input = page.getByLabel('Icon', { exact: true });
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  const refused = page.waitForResponse(
    (r) => r.url().endsWith(`/api/apps/${app.id}/icon`) && r.request().method() === 'POST',
  );
  await main(page).getByRole('button', { name: 'Upload icon' }).click();
  const response = await refused;
  expect(response.status()).toBe(400);
  const { detail } = (await response.json()) as { detail: string };
  expect(detail).toBeTruthy();
  const error = main(page).getByRole('alert').filter({ hasText: detail });
  await expect(error).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('img', { name: 'Preview of fake.png' })).toBeHidden();
  await expectAccessible(page);

  // The next attempt clears it; the successful upload shows the icon.
  await input.setInputFiles(pngFile('icon.png', 244, 244, [30, 120, 90]));
  await expect(error).toBeHidden();
  await main(page).getByRole('button', { name: 'Upload icon' }).click();
  await expect(page.getByRole('img', { name: `Icon of ${name}` })).toBeVisible();
  await expect(main(page).getByText(detail)).toBeHidden();
  await expect(next).toBeEnabled();
  await expectAccessible(page);

  // The screenshots step shows a refused screenshot's problem the same way.
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/my-apps/edit/${app.id}/screenshots$`));
  await page
    .getByLabel('Screenshot', { exact: true })
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('still not an image') });
  const refusedShot = page.waitForResponse(
    (r) => r.url().endsWith(`/api/apps/${app.id}/screenshots`) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add screenshot' }).click();
  const shotProblem = (await (await refusedShot).json()) as { detail: string };
  await expect(main(page).getByRole('alert').filter({ hasText: shotProblem.detail })).toBeVisible();
  await expectAccessible(page);
});
