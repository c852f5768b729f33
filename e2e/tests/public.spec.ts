import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { runtimeConfigSchema } from '@showroom/contract';
import { DEMO_ACCOUNTS, submitLoginForm } from './support.ts';

// `section`: a heading of the text the page loads after its title (the operator's texts, CONTENT_DIR),
// so that axe checks the text, not the loading state.
const publicPages: { path: string; heading: string | RegExp; section?: string }[] = [
  { path: '/', heading: 'Discover where digital health comes alive' },
  { path: '/apps', heading: 'Discover Apps' },
  { path: '/imprint', heading: /imprint/i, section: 'Publisher' },
  { path: '/privacy-policy', heading: /privacy/i, section: 'The data we collect' },
  { path: '/faq-users', heading: /faq|questions/i },
  { path: '/faq-vendors', heading: /faq|questions/i },
];

for (const { path, heading, section } of publicPages) {
  test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (section) await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test('axe finds no violations on the provider login page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login/Register' }).click();
  await expect(page.locator('#kc-login')).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the start page has the intro, the footer links and the year, and a back chevron elsewhere', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Discover where digital health comes alive',
  );
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  for (const link of ['Startpage', 'Apps', 'Users FAQ', 'Vendors FAQ', 'Imprint', 'Privacy Policy']) {
    await expect(page.getByRole('contentinfo').getByRole('link', { name: link })).toBeVisible();
  }
  // No back chevron on the start page, one elsewhere.
  await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});

test('the register call-to-action shows only to logged-out visitors', async ({ page }) => {
  await page.goto('/');
  const cta = page.getByRole('main').getByRole('button', { name: 'Register as a vendor' });
  await expect(cta).toBeVisible();
  // It starts registration through the provider and comes back to vendor registration.
  await cta.click();
  await submitLoginForm(page, DEMO_ACCOUNTS.newvendor.email, DEMO_ACCOUNTS.newvendor.password);
  await expect(page).toHaveURL(/\/register-vendor$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Discover where digital health comes alive',
  );
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(cta).toBeHidden();
});

test('the server answers health, config and discovery', async ({ request }) => {
  expect((await request.get('/api/health/ready')).status()).toBe(200);
  // Every runtime-config key, valid by the contract's own schema.
  const config = runtimeConfigSchema.parse(await (await request.get('/config/config.json')).json());
  expect(config.keycloakRealm).toBe('showroom');
  expect(config.backendBaseUrl).toMatch(/\/api$/);
  const discovery = (await (
    await request.get('/realms/showroom/.well-known/openid-configuration')
  ).json()) as Record<string, unknown>;
  expect(discovery.authorization_endpoint).toMatch(/\/realms\/showroom\/protocol\/openid-connect\/auth$/);
  expect(discovery.token_endpoint).toMatch(/\/protocol\/openid-connect\/token$/);
  expect(discovery.jwks_uri).toMatch(/\/protocol\/openid-connect\/certs$/);
  expect(discovery.end_session_endpoint).toMatch(/\/protocol\/openid-connect\/logout$/);
  expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
});
