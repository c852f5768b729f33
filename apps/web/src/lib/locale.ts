import {
  LOCALE_STORAGE_KEY,
  currentLocale,
  isLocale,
  pickLocale,
  setCurrentLocale,
  type Locale,
} from '@showroom/contract';
import type { LocalePart } from '@showroom/contract/i18n/web';
import { useSyncExternalStore } from 'react';

/**
 * The language on screen. English is built in; German is a catalogue (@showroom/contract/i18n) that
 * loads only when chosen, and then writes its texts into the contract's text objects, so every screen
 * that reads them shows German on its next render (the app renders again on a change: useLocale).
 * The choice is kept in local storage (no cookie); without one, the browser's preferred languages
 * decide.
 */

const listeners = new Set<() => void>();

/** The catalogue's module (loaded only for a language other than English). */
const catalogueModule = () => import('@showroom/contract/i18n/web');

/** Parts of the catalogue the pages loaded so far need (applied with the language when it changes). */
const wanted = new Set<LocalePart>();

/** The stored choice, or the browser's preference on a first visit. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage blocked: the browser's preference decides on every visit.
  }
  return pickLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/**
 * Puts a language on screen: loads its catalogue when it is not English, applies it, sets
 * `<html lang>` and tells every reader. A failed load (offline) leaves the language as it was.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  if (locale === currentLocale()) {
    document.documentElement.lang = locale;
    return;
  }
  // Back to English, the module is loaded already (another language was applied): no request.
  const catalogue = await catalogueModule();
  catalogue.applyLocale(locale);
  await Promise.all([...wanted].map((part) => catalogue.applyPart(part)));
  setCurrentLocale(locale);
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/**
 * A part of the catalogue a page needs besides the public screens' texts (the vendor's and admins'
 * screens, the static pages): loaded with the page's code when a language other than English is on,
 * and with the language whenever it changes later.
 */
export async function needLocalePart(part: LocalePart): Promise<void> {
  wanted.add(part);
  if (currentLocale() === 'en') return;
  await (await catalogueModule()).applyPart(part);
}

/** A lazy module's loader that also has its texts in the language on screen before it renders. */
export const withLocalePart =
  <M>(part: LocalePart, load: () => Promise<M>) =>
  async (): Promise<M> =>
    (await Promise.all([load(), needLocalePart(part)]))[0];

/** The visitor's choice in the header: applied at once and remembered. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await applyLocale(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked or full: the choice lasts as long as this page.
  }
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language on screen; a component using it renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, currentLocale, currentLocale);
