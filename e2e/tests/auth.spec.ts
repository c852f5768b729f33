import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, login, logout, openUserMenu, submitLoginForm, uniqueEmail } from './support.ts';

const expectedMenus = {
  admin: ['Dashboard', 'App administration', 'Vendor administration', 'Update password', 'Logout'],
  vendor: ['My vendor information', 'My apps', 'My sandbox', 'Update password', 'Logout'],
  newvendor: ['Register as a vendor', 'My sandbox', 'Update password', 'Logout'],
} as const;

for (const [account, items] of Object.entries(expectedMenus)) {
  test(`the seeded ${account} account logs in through the provider, sees exactly its menu and logs out`, async ({
    page,
  }) => {
    const { email, password } = DEMO_ACCOUNTS[account as keyof typeof DEMO_ACCOUNTS];
    await page.goto('/faq-users');
    await login(page, email, password);
    // Login returns to the page it started from.
    await expect(page).toHaveURL(/\/faq-users$/);

    await openUserMenu(page);
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(email);
    await expect(menu.getByRole('menuitem')).toHaveText([...items]);

    // The menu closes on a click outside it.
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('menu')).toBeHidden();

    await logout(page);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeHidden();
  });
}

test('a wrong password is refused on the provider page with the e-mail kept', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login/Register' }).click();
  await submitLoginForm(page, DEMO_ACCOUNTS.vendor.email, 'not-the-password');
  await expect(page.locator('#input-error')).toBeVisible();
  await expect(page.locator('#username')).toHaveValue(DEMO_ACCOUNTS.vendor.email);
});

test('a new account registers through the provider and lands logged in', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/');
  await page.getByRole('button', { name: 'Login/Register' }).click();
  await page.getByRole('link', { name: 'Register' }).click();
  await page.locator('#firstName').fill('Grace');
  await page.locator('#lastName').fill('Hopper');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('a-long-password');
  await page.locator('#password-confirm').fill('a-long-password');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('GH');
  await openUserMenu(page);
  await expect(page.getByRole('menu')).toContainText(email);
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(expectedMenus.newvendor);
});

test('a guarded route sends a logged-out visitor to login and back to the same address', async ({ page }) => {
  await page.goto('/my-apps');
  await submitLoginForm(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await expect(page).toHaveURL(/\/my-apps$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('a vendor is kept out of the admin area', async ({ page }) => {
  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto('/admin/vendors/submitted-vendors');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
});

test('a user changes the password through the provider and logs in with the new one', async ({ page }) => {
  const email = uniqueEmail('password');
  await page.goto('/');
  await page.getByRole('button', { name: 'Login/Register' }).click();
  await page.getByRole('link', { name: 'Register' }).click();
  await page.locator('#firstName').fill('Ada');
  await page.locator('#lastName').fill('Lovelace');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('first-password');
  await page.locator('#password-confirm').fill('first-password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Update password' }).click();
  await page.locator('#password-new').fill('second-password');
  await page.locator('#password-confirm').fill('second-password');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await logout(page);
  await page.getByRole('button', { name: 'Login/Register' }).click();
  await submitLoginForm(page, email, 'first-password');
  await expect(page.locator('#input-error')).toBeVisible();
  await submitLoginForm(page, email, 'second-password');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('logging out from a guarded page lands on the start page, not on the login page', async ({ page }) => {
  await page.goto('/my-apps');
  await submitLoginForm(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await expect(page).toHaveURL(/\/my-apps$/);
  await logout(page);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Discover where digital health comes alive',
  );
});

// Issue 19: a signed-in user without a vendor browses without errors (the vendor-record call answered
// 404 on every page before, which every browser lists as an error).
test('a signed-in user without a vendor browses without an error in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await login(page, DEMO_ACCOUNTS.newvendor.email, DEMO_ACCOUNTS.newvendor.password);
  for (const path of ['/apps', '/faq-users', '/']) {
    await page.goto(path);
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Register as a vendor' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  expect(errors).toEqual([]);
});
