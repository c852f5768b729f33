/**
 * Applying a translation catalogue to the contract's English text objects. Text entries that are
 * strings translate to strings; entries that are functions (texts with values in them) translate to
 * ICU messages whose arguments are the function's parameters by position ('{0, plural, one {# App}
 * other {# Apps}}'), formatted by intl-messageformat with the locale's plural rules and number
 * formats, or, where one message cannot say it (a text built from an options object), to a function
 * of the same signature.
 */
import type { IntlMessageFormat } from 'intl-messageformat';
import { formatMessage } from './format-message.ts';
import { setCurrentLocale, textOverrides, textRegistry, type Locale } from './locale.ts';

export { formatMessage };

type Primitive = string | number | bigint | boolean | null | undefined | Date;

/**
 * An ICU message of a catalogue, for a text with values. Written `icu('…')`; the web's production
 * build replaces the text by its parsed form (vite.config.ts: catalogueBuild), so that German
 * visitors do not download the ICU parser (7 KB gzip). Tests and servers parse at first use.
 */
export interface IcuMessage {
  readonly icu: ConstructorParameters<typeof IntlMessageFormat>[0];
}

export const icu = (message: string): IcuMessage => ({ icu: message });

const isIcuMessage = (value: unknown): value is IcuMessage =>
  typeof value === 'object' && value !== null && 'icu' in value;

/**
 * Keys that hold no text in objects that also hold texts (a menu item's route and roles, a failure
 * rule's flags): a translation leaves them out.
 */
export const NON_TEXT_KEYS = [
  'route',
  'roles',
  'hasRoles',
  'vendorRecord',
  'withStatus',
  'serverTextOn400',
  'path',
  'value',
  'id',
  'kind',
  'href',
  'param',
] as const;
type NonTextKey = (typeof NON_TEXT_KEYS)[number];

/** What a catalogue gives for an English text object: the same shape, every text translated. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? A extends readonly Primitive[]
      ? IcuMessage | ((...args: A) => string)
      : (...args: A) => string
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? {
            readonly [
              K in keyof T as K extends NonTextKey ? never : HasText<T[K]> extends true ? K : never
            ]: Translation<T[K]>;
          }
        : never;

type HasText<V> = V extends string
  ? true
  : V extends (...args: never[]) => string
    ? true
    : V extends readonly unknown[]
      ? HasText<V[number]>
      : V extends object
        ? true
        : false;

/** One English text object, by the name it registered with texts(), and its translation. */
export interface TranslationPair {
  readonly name: string;
  readonly translated: object;
}

/**
 * Typed pairing: `pair<typeof X_TEXTS>('X_TEXTS', { … })`, the translation in the English object's
 * shape. Catalogues import the English objects as types only (`import type`), so they stay data.
 */
export const pair = <T extends object>(name: string, translated: Translation<T>): TranslationPair => ({
  name,
  translated: translated,
});

/** A catalogue: its text objects and the implementations of the localizable() texts. */
export interface Catalogue {
  readonly locale: Locale;
  readonly pairs: readonly TranslationPair[];
  readonly functions: Readonly<Record<string, (...args: never[]) => string>>;
}

/** The English object a pair translates (registered under its name once its module has loaded). */
export const englishOf = (pair: TranslationPair): object | undefined => textRegistry.objects.get(pair.name);

/** A catalogue made of parts (one file each under i18n/de). */
export const catalogueOf = (
  locale: Locale,
  parts: readonly Pick<Catalogue, 'pairs' | 'functions'>[],
): Catalogue => ({
  locale,
  pairs: parts.flatMap((part) => part.pairs),
  functions: Object.assign({}, ...parts.map((part) => part.functions)) as Catalogue['functions'],
});

/** The translation of the text object registered under `name`, if the catalogue has one. */
const translationOf = (catalogue: Catalogue, name: string): object | undefined =>
  catalogue.pairs.find((p) => p.name === name)?.translated;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The translated value of one entry: a message for a function entry becomes a function. */
function translatedValue(english: unknown, translated: unknown, locale: Locale): unknown {
  if (typeof english === 'function' && (typeof translated === 'string' || isIcuMessage(translated)))
    return (...args: unknown[]) => formatMessage(translated, locale, args);
  return translated;
}

// ---------------------------------------------------------------------------------------------
// In place, for the web: one language on screen at a time.

const undo: Array<() => void> = [];

function patch(target: Record<string, unknown>, translated: Record<string, unknown>, locale: Locale): void {
  for (const key of Object.keys(translated)) {
    const old = target[key];
    const value = translated[key];
    if (isObject(old) && isObject(value) && !isIcuMessage(value)) {
      patch(old, value, locale);
      continue;
    }
    undo.push(() => {
      target[key] = old;
    });
    target[key] = translatedValue(old, value, locale);
  }
}

/** The translations in place now, by name (applyInPlace, then each extendInPlace adds). */
let active: { readonly byName: Map<string, object>; readonly locale: Locale } | undefined;

/**
 * Puts the catalogue's texts into the English objects registered so far, and into each one that
 * registers later (its module loads with its page); undone by restoreEnglish.
 */
export function applyInPlace(catalogue: Catalogue): void {
  restoreEnglish();
  const current = { byName: new Map<string, object>(), locale: catalogue.locale };
  active = current;
  textRegistry.onRegister = (name, english) => {
    const translated = current.byName.get(name);
    if (translated)
      patch(english as Record<string, unknown>, translated as Record<string, unknown>, current.locale);
  };
  extendInPlace(catalogue);
}

/**
 * Adds a part of the language in place (its texts and its localizable() texts), for a part that
 * loads with the pages that need it (the web: the vendor's and admins' screens, the static pages).
 * Nothing while English is on or another language was applied since.
 */
export function extendInPlace(part: Catalogue): void {
  if (active?.locale !== part.locale) return;
  for (const { name, translated } of part.pairs) {
    if (active.byName.has(name)) continue;
    active.byName.set(name, translated);
    const english = textRegistry.objects.get(name);
    if (english)
      patch(english as Record<string, unknown>, translated as Record<string, unknown>, part.locale);
  }
  for (const [key, fn] of Object.entries(part.functions)) textOverrides.set(key, fn);
}

/** Puts every English text back. */
export function restoreEnglish(): void {
  active = undefined;
  textRegistry.onRegister = undefined;
  while (undo.length > 0) undo.pop()?.();
}

// ---------------------------------------------------------------------------------------------
// As copies, for the servers: each request in its own language.

function merged(english: unknown, translated: unknown, locale: Locale): unknown {
  if (Array.isArray(english) && Array.isArray(translated))
    return english.map((item: unknown, i) => (i in translated ? merged(item, translated[i], locale) : item));
  if (isObject(english) && isObject(translated) && !isIcuMessage(translated)) {
    const out: Record<string, unknown> = Array.isArray(english)
      ? ([] as unknown as Record<string, unknown>)
      : {};
    for (const key of Object.keys(english))
      out[key] = key in translated ? merged(english[key], translated[key], locale) : english[key];
    return out;
  }
  if (translated === undefined) return english;
  return translatedValue(english, translated, locale);
}

const copies = new WeakMap<Catalogue, WeakMap<object, object>>();

/** The English object itself, or its translated copy from the catalogue (made once). */
export function localizedWith<T extends object>(english: T, catalogue: Catalogue | undefined): T {
  if (!catalogue) return english;
  let byObject = copies.get(catalogue);
  if (!byObject) {
    byObject = new WeakMap();
    copies.set(catalogue, byObject);
  }
  const cached = byObject.get(english);
  if (cached) return cached as T;
  const name = textRegistry.names.get(english);
  const translated = name === undefined ? undefined : translationOf(catalogue, name);
  const copy = translated ? (merged(english, translated, catalogue.locale) as T) : english;
  byObject.set(english, copy);
  return copy;
}

/**
 * Puts a language's catalogue on screen (English: undefined) everywhere the contract's texts are
 * read: text objects, localizable() texts and the formatters' locale.
 */
export function applyCatalogue(catalogue: Catalogue | undefined, locale: Locale): void {
  textOverrides.clear();
  if (catalogue) applyInPlace(catalogue);
  else restoreEnglish();
  setCurrentLocale(locale);
}
