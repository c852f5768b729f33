import { LOCALE_STORAGE_KEY, PUBLIC_UI_TEXTS, currentLocale, formatDate } from '@showroom/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale, initialLocale } from '../src/lib/locale.ts';
import { renderApp } from './render-app.tsx';

afterEach(async () => {
  await applyLocale('en');
  localStorage.clear();
});

describe('the language switch', () => {
  it('shows German at once, sets <html lang>, remembers the choice, and switches back', async () => {
    renderApp({ path: '/' });
    const user = userEvent.setup();
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    // The start page's code loads beside the header (main.tsx loads it before the first render).
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Discover where digital health comes alive',
    );

    await user.selectOptions(language, 'Deutsch');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Entdecken Sie, wo digitale Gesundheit lebendig wird',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Anmelden/Registrieren' })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    // Dates stay the spec's dd.MM.yyyy in German.
    expect(formatDate('2026-11-26T08:00:00Z')).toBe('26.11.2026');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'English');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discover where digital health comes alive' }),
    ).toBeVisible();
    expect(PUBLIC_UI_TEXTS.loginRegister).toBe('Login/Register');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(currentLocale()).toBe('en');
  });
});

describe('the catalogue in parts', () => {
  it("brings the vendor's and the static pages' German with the pages that need them, and keeps them on a change", async () => {
    // Fresh modules: the files of a worker share one module graph, and pages another file rendered may
    // have asked for parts already (their texts then come with the language, as they should).
    vi.resetModules();
    const {
      APP_DETAILS_TEXTS,
      EDITOR_TEXTS,
      FACET_GROUP_LABELS,
      FAQ_USERS_TEXTS,
      INTEROP_VIEW_TEXTS,
      PUBLIC_UI_TEXTS,
    } = await import('@showroom/contract');
    const locale = await import('../src/lib/locale.ts');
    try {
      await locale.applyLocale('de');
      expect(PUBLIC_UI_TEXTS.loginRegister).toBe('Anmelden/Registrieren');
      // Not needed yet by any page: still English (a German visitor's first page does not load them).
      // An app's page and the facts' labels come with the pages that show them, not with /apps.
      expect(APP_DETAILS_TEXTS.about).toBe('About this app');
      expect(FACET_GROUP_LABELS.category).toBe('Category');
      await locale.needLocalePart('appPage');
      expect(APP_DETAILS_TEXTS.about).toBe('Über diese App');
      // An app page's first view: its own texts; the interoperability section brings the facts' labels
      // and its own when it loads, after that view.
      expect(FACET_GROUP_LABELS.category).toBe('Category');
      expect(INTEROP_VIEW_TEXTS.heading).toBe('Interoperability');
      await locale.needLocalePart('interop');
      expect(FACET_GROUP_LABELS.category).toBe('Kategorie');
      expect(INTEROP_VIEW_TEXTS.heading).toBe('Interoperabilität');
      // The vendor's screens: not yet either.
      expect(EDITOR_TEXTS.save).toBe('Save');
      await locale.needLocalePart('account');
      expect(EDITOR_TEXTS.save).toBe('Speichern');
      await locale.needLocalePart('faqUsers');
      expect(FAQ_USERS_TEXTS.intro).toMatch(/^Antworten für/);
      // Back to English and to German again: the parts the pages needed come along.
      await locale.applyLocale('en');
      expect(EDITOR_TEXTS.save).toBe('Save');
      await locale.applyLocale('de');
      expect(EDITOR_TEXTS.save).toBe('Speichern');
    } finally {
      await locale.applyLocale('en');
    }
  });
});

describe('the language of a visit', () => {
  const languages = (list: string[]) =>
    Object.defineProperty(navigator, 'languages', { value: list, configurable: true });

  afterEach(() => languages(['en-US', 'en']));

  it('follows the browser on a first visit and the stored choice after that', () => {
    languages(['de-DE', 'en']);
    expect(initialLocale()).toBe('de');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(initialLocale()).toBe('en');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(initialLocale()).toBe('de');
    languages(['fr-FR']);
    localStorage.clear();
    expect(initialLocale()).toBe('en');
  });
});
