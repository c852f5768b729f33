/**
 * The interface's languages. English is built in: the spec's texts, word for word, in the modules that
 * use them. German is a catalogue of ICU messages (i18n/de) that the web loads only when a visitor
 * chooses it, and that the API and the identity provider apply per request (localized()).
 *
 * Small and zod-free: the web's first chunk holds it (the header's language switch).
 */

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where the web remembers the visitor's choice (local storage, no cookie). */
export const LOCALE_STORAGE_KEY = 'showroom.locale';

/**
 * The header's switch (DESIGN section 12): named in the language on screen, each option in its own
 * language, so a visitor who cannot read the current one still finds theirs.
 */
export const LANGUAGE_SWITCH = {
  label: { en: 'Language', de: 'Sprache' },
  options: { en: 'English', de: 'Deutsch' },
} as const satisfies { label: Record<Locale, string>; options: Record<Locale, string> };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first supported language among the preferred ones (a browser's navigator.languages, or the
 * tags of an Accept-Language header in order), by primary subtag: 'de-AT' is German. English when
 * none is supported.
 */
export function pickLocale(preferred: readonly string[] | undefined): Locale {
  for (const tag of preferred ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The tags of an Accept-Language header, most preferred first (q=0 drops a tag). */
export function acceptLanguageTags(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag !== '' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

// ---------------------------------------------------------------------------------------------
// The language the contract's formatters write in (dates, numbers, the texts' functions).

let current: Locale = DEFAULT_LOCALE;

/** The language of the web's screen. The API and the identity provider keep English here and pass a locale explicitly. */
export const currentLocale = (): Locale => current;

/** Called by the web's language switch (after the German catalogue is applied or removed). */
export function setCurrentLocale(locale: Locale): void {
  current = locale;
}

type TextFunction = (...args: never[]) => string;

/**
 * The contract's text objects by name. A module names each of its text objects with texts(), and a
 * catalogue translates them by that name, so a catalogue is data alone: it imports no English
 * module, and the web's German chunk holds German texts, not the editor's and admins' code. A text
 * object that registers while a language is applied (its module loaded later, with its page) gets
 * that language at once.
 */
export const textRegistry: {
  readonly objects: Map<string, object>;
  readonly names: WeakMap<object, string>;
  /** Set while a language other than English is applied (i18n/translate.ts). */
  onRegister: ((name: string, english: object) => void) | undefined;
} = { objects: new Map(), names: new WeakMap(), onRegister: undefined };

/** Names a text object for the catalogues: `export const X_TEXTS = texts('X_TEXTS', { ... })`. */
/*#__NO_SIDE_EFFECTS__*/
export function texts<T extends object>(name: string, english: T): T {
  textRegistry.objects.set(name, english);
  textRegistry.names.set(english, name);
  textRegistry.onRegister?.(name, english);
  return english;
}
/** The implementations of localizable() texts in the language on screen (i18n/index.ts fills it). */
export const textOverrides = new Map<string, TextFunction>();
const localizableKeys = new Set<string>();
const localizableFunctions = new WeakSet<object>();

/**
 * A text made by code rather than held in an object (appCountText, with its plurals): the English
 * implementation, replaced while another language is applied (i18n/de registers its own). Text
 * objects need no such wrapper: the catalogue replaces their entries in place.
 */
export function localizable<A extends unknown[]>(
  key: string,
  english: (...args: A) => string,
): (...args: A) => string {
  localizableKeys.add(key);
  const text = (...args: A): string => {
    const override = textOverrides.get(key) as ((...args: A) => string) | undefined;
    return override ? override(...args) : english(...args);
  };
  localizableFunctions.add(text);
  return text;
}

/** Whether a function is a localizable() text (the completeness test asks). */
export const isLocalizable = (fn: object): boolean => localizableFunctions.has(fn);

/** The keys of every localizable() text (the completeness test's list). */
export const localizableTextKeys = (): ReadonlySet<string> => localizableKeys;
