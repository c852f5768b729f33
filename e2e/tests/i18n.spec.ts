/**
 * Deutsch and English (issue 17) over the real product: the header's switch, the browser's preference
 * on a first visit, the identity provider's pages, a vendor's editor and the public journey from an
 * app to its vendor and to Compare, in German. The German texts are written out here (not read from
 * the catalogue), so a screen that stays English fails.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths, type AppDetails, type PublicVendor, type Vendor } from '@showroom/contract';
import { DEMO_ACCOUNTS, apiSession, expectAccessible, submitLoginForm, uniqueName } from './support.ts';

/** The spec's dd.MM.yyyy ('26.11.2026'), in German as in English. */
const SPEC_DATE = /(^|\D)\d{2}\.\d{2}\.\d{4}$/;

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const switchNamed = (page: Page, name: 'Language' | 'Sprache') =>
  page.getByRole('banner').getByRole('combobox', { name });

test('a vendor switches to Deutsch, reloads, finds the start page, sign-in and editor in German with dd.MM.yyyy dates, and switches back', async ({
  page,
  request,
}) => {
  // Set-up through the API: an app of the seeded vendor to edit.
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  const me = await vendor.call<Vendor>('GET', '/vendors/my-vendor');
  const name = uniqueName('Sprachprobe');
  const app = await vendor.call<AppDetails>('POST', '/apps', {
    json: {
      name,
      descriptionShort: 'Created for the language journey',
      description: 'An app the **language** test edits.',
      demoUrl: 'https://demo.example.org',
      repoUrl: null,
      version: '1.0.0',
      vendor: { id: me.id },
    },
  });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchNamed(page, 'Language').selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(heading(page)).toHaveText('Entdecken Sie, wo digitale Gesundheit lebendig wird');

  // The choice outlives a reload (local storage, no cookie).
  await page.reload();
  await expect(switchNamed(page, 'Sprache')).toHaveValue('de');
  await expect(heading(page)).toHaveText('Entdecken Sie, wo digitale Gesundheit lebendig wird');
  await expect(page.getByRole('searchbox', { name: 'Apps durchsuchen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Apps entdecken' })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('showroom.locale');

  // The identity provider's page speaks German too (ui_locales), with Keycloak's ids.
  await page.getByRole('button', { name: 'Anmelden/Registrieren' }).click();
  await expect(page).toHaveURL(/\/realms\/showroom\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Melden Sie sich bei Ihrem Konto an' })).toBeVisible();
  await submitLoginForm(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await expect(page.getByRole('button', { name: /^Benutzermenü/ })).toBeVisible();

  // The editor: headings, labels, a validation message, and the preview's date (dd.MM.yyyy in German too).
  await page.goto(paths.editApp(app.id));
  await expect(heading(page)).toHaveText('App-Informationen bearbeiten');
  await expect(page).toHaveTitle('App-Informationen bearbeiten – Showroom');
  const short = main(page).getByRole('textbox', { name: /^Kurzbeschreibung/ });
  await expect(short).toHaveValue('Created for the language journey');
  await main(page).getByRole('textbox', { name: /^Name/ }).fill('');
  await expect(main(page).getByText('Der Name darf nicht leer sein')).toBeVisible();
  await main(page).getByRole('link', { name: 'Vorschau' }).click();
  // The edit is unsaved: the editor asks first, in German too.
  await page
    .getByRole('alertdialog', { name: 'Ohne Speichern verlassen?' })
    .getByRole('button', { name: 'Ohne Speichern verlassen' })
    .click();
  await expect(heading(page)).toHaveText('App-Vorschau');
  const updated = main(page).getByText('Zuletzt aktualisiert').locator('..');
  await expect(updated).toContainText(SPEC_DATE);

  // Back to English, at once, on the same page.
  await switchNamed(page, 'Sprache').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(heading(page)).toHaveText('Preview app');
  const updatedEn = main(page).getByText('Last updated').locator('..');
  await expect(updatedEn).toContainText(SPEC_DATE);
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await page.reload();
  await expect(switchNamed(page, 'Language')).toHaveValue('en');
  await expect(heading(page)).toHaveText('Preview app');
});

test('a German browser gets German at once; a visitor goes from an app to its vendor, compares two apps and shares the table; axe finds nothing in either language', async ({
  browser,
  request,
}) => {
  // The seeded vendor and two of its published apps.
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  const me = await vendor.call<Vendor>('GET', '/vendors/my-vendor');
  const published = (await (await request.get(`/api/vendors/${me.id}/public`)).json()) as PublicVendor;
  expect(published.apps.length).toBeGreaterThanOrEqual(2);
  const [first, second] = published.apps;

  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await context.newPage();
    await page.goto(paths.appDetails(first!.id));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(switchNamed(page, 'Sprache')).toHaveValue('de');
    await expect(heading(page)).toHaveText(first!.name);
    await expect(main(page).getByRole('heading', { name: 'Interoperabilität' })).toBeVisible();

    // From the app to its vendor's page, then two of its apps into Compare.
    await main(page).getByRole('link', { name: me.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/vendors/${me.id}$`));
    await expect(heading(page)).toHaveText(me.name);
    // The vendor's icon (every seeded vendor has one) is named in German too: its text comes with the
    // page's part of the catalogue.
    await expect(main(page).getByRole('img', { name: `Anbieter-Icon von ${me.name}` })).toBeVisible();
    await expectAccessible(page);
    for (const app of [first!, second!]) {
      const card = main(page).getByRole('article', { name: app.name });
      await card.getByRole('button', { name: 'Vergleichen' }).click();
      await expect(card.getByRole('button', { name: 'Vergleichen' })).toHaveAttribute('aria-pressed', 'true');
    }
    const tray = page.getByRole('region', { name: /^Apps zum Vergleichen/ });
    await tray.getByRole('link', { name: 'Apps vergleichen' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
    await expect(heading(page)).toHaveText('Apps vergleichen');
    await expect(page).toHaveTitle('Apps vergleichen – Showroom');
    const table = page.getByRole('table', { name: 'Apps im Vergleich' });
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await expect(table.getByRole('rowheader', { name: /^Anbieter/ })).toBeVisible();
    const rows = await table.getByRole('row').allTextContents();
    await expectAccessible(page);

    // The address alone shows the same table to another German browser.
    const shared = page.url();
    const other = await browser.newContext({ locale: 'de-DE' });
    try {
      const fresh = await other.newPage();
      await fresh.goto(shared);
      const freshTable = fresh.getByRole('table', { name: 'Apps im Vergleich' });
      // Every row but the live checks', whose runs on the seeded apps go on in the background and may
      // land between the two page loads (a check finished meanwhile is news, not a different table).
      const checksRow = (row: string) => row.startsWith('Live-Prüfungen');
      expect(rows.filter(checksRow)).toHaveLength(1);
      await expect
        .poll(async () => (await freshTable.getByRole('row').allTextContents()).filter((r) => !checksRow(r)))
        .toEqual(rows.filter((r) => !checksRow(r)));
      await expect(freshTable.getByRole('row', { name: /^Live-Prüfungen/ })).toBeVisible();
    } finally {
      await other.close();
    }

    // The same pages in English, also without violations.
    await switchNamed(page, 'Sprache').selectOption({ label: 'English' });
    await expect(heading(page)).toHaveText('Compare apps');
    await expect(page.getByRole('table', { name: 'Apps side by side' })).toBeVisible();
    await expectAccessible(page);
    await page.goto(paths.vendorPage(me.id));
    await expect(heading(page)).toHaveText(me.name);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
  } finally {
    await context.close();
  }
});

test('the imprint and the privacy policy are German for a German browser, and English after the switch', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await context.newPage();
    await page.goto(paths.imprint);
    await expect(main(page).getByRole('heading', { name: 'Herausgeber' })).toBeVisible();
    await expect(main(page).getByText(/Demo-Installation\./)).toBeVisible();
    await page.goto(paths.privacyPolicy);
    await expect(main(page).getByRole('heading', { name: 'Keine Cookies zum Tracking' })).toBeVisible();
    await expectAccessible(page);
    await switchNamed(page, 'Sprache').selectOption({ label: 'English' });
    await expect(main(page).getByRole('heading', { name: 'No cookies for tracking' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Keine Cookies zum Tracking' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a German first visit to /apps and to an app page renders German at once: the first render has no English text', async ({
  browser,
  request,
}) => {
  const vendor = await apiSession(request, DEMO_ACCOUNTS.vendor);
  const me = await vendor.call<Vendor>('GET', '/vendors/my-vendor');
  const published = (await (await request.get(`/api/vendors/${me.id}/public`)).json()) as PublicVendor;
  const app = published.apps[0]!;

  /** The page's markup at React's first render (the first state with the header's language switch). */
  const firstRender = async (path: string): Promise<string> => {
    const context = await browser.newContext({ locale: 'de-DE' });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { firstRender?: string };
        new MutationObserver((_records, observer) => {
          const root = document.getElementById('root');
          if (!root?.querySelector('select')) return;
          w.firstRender = root.outerHTML;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await expect(switchNamed(page, 'Sprache')).toBeVisible();
      return await page.evaluate(() => (window as unknown as { firstRender?: string }).firstRender ?? '');
    } finally {
      await context.close();
    }
  };

  const apps = await firstRender(paths.apps);
  expect(apps).toContain('Anmelden/Registrieren');
  expect(apps).toContain('App, Anbieter oder Thema');
  expect(apps).not.toContain('Login/Register');
  expect(apps).not.toContain('Search apps');

  // The filter panel loads after the first render, with the German labels of the facets.
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await context.newPage();
    await page.goto(paths.apps);
    await expect(main(page).getByRole('button', { name: 'Kategorie' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Preismodell' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Category' })).toHaveCount(0);
  } finally {
    await context.close();
  }

  const appPage = await firstRender(paths.appDetails(app.id));
  expect(appPage).toContain(app.name);
  expect(appPage).toContain('Über diese App');
  expect(appPage).not.toContain('About this app');
  expect(appPage).not.toContain('Login/Register');
});

test('each static page, the open data page and the sandbox page are German for a German browser, on a first visit and after a move within the site', async ({
  browser,
}) => {
  // Each page waits for its own part of the German catalogue; a text that stays English fails.
  const pages = [
    {
      path: paths.faqUsers,
      german: /^Antworten für klinisches Personal/,
      english: /^Answers for clinicians/,
    },
    { path: paths.faqVendors, german: /^Wie Sie Ihre App auf/, english: /^How to present your app/ },
    {
      path: paths.howWeCheck,
      german: /^Anbieter geben an, welche Standards/,
      english: /^Vendors declare which/,
    },
    {
      path: paths.openData,
      german: /^Der veröffentlichte Katalog ist offene Daten/,
      english: /^The published catalogue/,
    },
    {
      path: paths.sandbox,
      german: /^Ein FHIR-R4-Server mit synthetischen Patienten/,
      english: /^A FHIR R4 server/,
    },
    {
      path: paths.privacyPolicy,
      german: /^Showroom zählt pro App und Tag/,
      english: /^Showroom counts, per app/,
    },
  ];
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await context.newPage();
    for (const { path, german, english } of pages) {
      await page.goto(path);
      await expect(main(page).getByText(german)).toBeVisible();
      await expect(main(page).getByText(english)).toHaveCount(0);
    }
    // From one static page to another without a page load: the second page's part comes with it.
    await page.goto(paths.imprint);
    await expect(main(page).getByRole('heading', { name: 'Herausgeber' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'So prüfen wir' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.howWeCheck}$`));
    await expect(main(page).getByText(pages[2]!.german)).toBeVisible();
    await expect(main(page).getByText(pages[2]!.english)).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await context.close();
  }
});
