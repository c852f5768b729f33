import { expect, type Page } from '@playwright/test';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@showroom.test', password: 'admin' },
  vendor: { email: 'vendor@showroom.test', password: 'vendor' },
  newvendor: { email: 'newvendor@showroom.test', password: 'newvendor' },
} as const;

/** A unique e-mail per test, so tests never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Fills the embedded provider's login form, which uses Keycloak's field ids. */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/realms\/showroom\//);
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
}

/** Logs in from the current page through the header's Login/Register button and waits until back. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Login/Register' }).click();
  await submitLoginForm(page, email, password);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function logout(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login/Register' })).toBeVisible();
}
