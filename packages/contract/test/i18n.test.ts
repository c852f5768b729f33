/**
 * The message-completeness test: every text of the interface exists in English and in German, and
 * every German message is a valid ICU message for the values its English text takes.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it } from 'vitest';
import * as contract from '../src/index.ts';
import {
  CATALOGUES,
  GERMAN,
  NON_TEXT_KEYS,
  applyLocale,
  localized,
  localizedText,
} from '../src/i18n/index.ts';
import { isLocalizable, localizableTextKeys, textRegistry, texts } from '../src/i18n/locale.ts';
import { applyInPlace, englishOf, restoreEnglish } from '../src/i18n/translate.ts';

const nonText = new Set<string>(NON_TEXT_KEYS);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Text exports that are the same in every language (names, not words). */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'PRODUCT_NAME',
  // The badge's words and its snippets' alt text: English on every site that embeds it (badges.ts).
  'BADGE_EMBED_TEXTS',
]);

/**
 * Text functions that need no German of their own: they only put together texts the catalogue
 * translates (a label object's entry, a site text the operator writes) or a name.
 */
const BUILT_FROM_TRANSLATED_PARTS = new Set<string>([
  // APP_STATUS_LABELS or APP_UPDATE_STATUS_LABELS
  'statusLabel',
  // ADMIN_LIST_EMPTY_TEXTS
  'adminListEmptyText',
  // APP_STATUS_LABELS or VENDOR_STATUS_LABELS
  'auditStatusLabel',
  // the reason, or REASON_TEXTS.noReason
  'firstReasonText',
  'copyrightLine',
  'facetValueLabel',
  'compareChecksText',
  // CHECK_REASONS, recognised by their English templates
  'checkReasonText',
  // CHECK_DETAILS and CHECK_DETAIL_PHRASES, recognised by their English templates
  'checkDetailText',
  'resolveSiteText',
]);

/** Exports whose name says they hold texts. */
const TEXT_EXPORT = /(_TEXTS?|_MESSAGES|_LABELS|_TITLES?|_HEADINGS?)$/;

interface Leaf {
  readonly path: string;
  readonly english: unknown;
  readonly translated: unknown;
}

/** Every text leaf of an English object with what the translation holds at the same place. */
function leaves(english: unknown, translated: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (typeof english === 'string' || typeof english === 'function') {
    out.push({ path, english, translated });
    return out;
  }
  if (!isObject(english)) return out;
  for (const key of Object.keys(english)) {
    if (nonText.has(key)) continue;
    const value = english[key];
    if (!(typeof value === 'string' || typeof value === 'function' || isObject(value))) continue;
    leaves(value, isObject(translated) ? translated[key] : undefined, `${path}.${key}`, out);
  }
  return out;
}

/** Keys of the translation that the English object does not have (a text in one language only). */
function extraKeys(english: unknown, translated: unknown, path: string, out: string[] = []): string[] {
  if (!isObject(translated) || typeof english === 'function') return out;
  for (const key of Object.keys(translated)) {
    if (!isObject(english) || !(key in english)) out.push(`${path}.${key}`);
    else extraKeys(english[key], translated[key], `${path}.${key}`, out);
  }
  return out;
}

function argumentNames(elements: readonly MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if ('value' in el && typeof el.value === 'string' && el.type !== TYPE.tag) out.add(el.value);
    if (el.type === TYPE.tag) argumentNames(el.children, out);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentNames(option.value, out);
  }
  return out;
}

const germanLeaves = GERMAN.pairs.flatMap((p) => leaves(englishOf(p), p.translated, p.name));

describe('German catalogue', () => {
  afterEach(() => applyLocale('en'));

  it('has a German text for every English one, and none that English lacks', () => {
    const missing = germanLeaves
      .filter((l) => l.translated === undefined || l.translated === '')
      .map((l) => l.path);
    expect(missing).toEqual([]);
    const extra = GERMAN.pairs.flatMap((p) => extraKeys(englishOf(p), p.translated, p.name));
    expect(extra).toEqual([]);
  });

  it('pairs each registered text object once, by the name it is exported as', () => {
    const names = GERMAN.pairs.map((p) => p.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.filter((name) => !textRegistry.objects.has(name))).toEqual([]);
    expect([...textRegistry.objects.keys()].filter((name) => !names.includes(name))).toEqual([]);
    const misnamed = [...textRegistry.objects].filter(
      ([name, english]) => (contract as Record<string, unknown>)[name] !== english,
    );
    expect(misnamed.map(([name]) => name)).toEqual([]);
  });

  it('translates every text export of the contract', () => {
    const paired = new Set<unknown>(GERMAN.pairs.map(englishOf));
    const unpaired = Object.entries(contract)
      .filter(([name]) => TEXT_EXPORT.test(name) && !SAME_IN_EVERY_LANGUAGE.has(name))
      .filter(([, value]) => !(isObject(value) && paired.has(value)))
      .map(
        ([name, value]) =>
          `${name} (${typeof value === 'string' ? 'a bare string: put it in a text object' : 'not in the catalogue'})`,
      );
    expect(unpaired).toEqual([]);
  });

  it('gives every text made by code (localizable) a German implementation', () => {
    const missing = [...localizableTextKeys()].filter((key) => typeof GERMAN.functions[key] !== 'function');
    expect(missing).toEqual([]);
    const unknown = Object.keys(GERMAN.functions).filter((key) => !localizableTextKeys().has(key));
    expect(unknown).toEqual([]);
  });

  it('makes exported text functions localizable or builds them from translated parts', () => {
    const plain = Object.entries(contract)
      .filter(([name, value]) => typeof value === 'function' && /(Text|Label|Title|Line)$/.test(name))
      .filter(
        ([name, value]) =>
          !isLocalizable(value as (...args: never[]) => string) && !BUILT_FROM_TRANSLATED_PARTS.has(name),
      )
      .map(([name]) => name);
    expect(plain).toEqual([]);
  });

  it('writes a valid ICU message for each text with values, using only the values the English text gets', () => {
    const problems: string[] = [];
    for (const leaf of germanLeaves) {
      const message =
        isObject(leaf.translated) && 'icu' in leaf.translated ? leaf.translated.icu : leaf.translated;
      if (typeof leaf.english === 'function' && (typeof message === 'string' || Array.isArray(message))) {
        try {
          const names = argumentNames(
            typeof message === 'string' ? parse(message) : (message as MessageFormatElement[]),
          );
          const arity = Math.max((leaf.english as (...a: unknown[]) => string).length, 1);
          for (const name of names)
            if (!/^\d+$/.test(name) || Number(name) >= arity + 2)
              problems.push(`${leaf.path}: unknown value {${name}}`);
        } catch (error) {
          problems.push(`${leaf.path}: ${(error as Error).message}`);
        }
      } else if (typeof leaf.english === 'string' && typeof leaf.translated !== 'string') {
        problems.push(`${leaf.path}: a text must translate to a text`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('counts the messages per language (the note quotes them)', () => {
    const english = germanLeaves.length + localizableTextKeys().size;
    const german =
      germanLeaves.filter((l) => l.translated !== undefined).length + Object.keys(GERMAN.functions).length;
    console.info(`messages: English ${english}, German ${german}`);
    expect(german).toBe(english);
    expect(Object.keys(CATALOGUES)).toEqual(['de']);
  });
});

describe('applying a language', () => {
  afterEach(() => applyLocale('en'));

  it('puts German into the text objects and restores every English text exactly', () => {
    const before = JSON.stringify(
      GERMAN.pairs.map((p) => leaves(englishOf(p), undefined, '').map((l) => String(l.english))),
    );
    applyLocale('de');
    expect(contract.CATALOGUE_TEXTS.searchLabel).toBe('Apps durchsuchen');
    expect(contract.currentLocale()).toBe('de');
    applyLocale('en');
    expect(contract.CATALOGUE_TEXTS.searchLabel).toBe('Search apps');
    const after = JSON.stringify(
      GERMAN.pairs.map((p) => leaves(englishOf(p), undefined, '').map((l) => String(l.english))),
    );
    expect(after).toBe(before);
  });

  it('translates a text object that registers while German is on (its module loaded later)', () => {
    applyInPlace({
      locale: 'de',
      pairs: [{ name: 'LATE_TEXTS', translated: { hello: 'Hallo' } }],
      functions: {},
    });
    try {
      const late = texts('LATE_TEXTS', { hello: 'Hello' });
      expect(late.hello).toBe('Hallo');
      restoreEnglish();
      expect(late.hello).toBe('Hello');
    } finally {
      restoreEnglish();
      textRegistry.objects.delete('LATE_TEXTS');
    }
  });

  it('writes dates as dd.MM.yyyy in German too (spec section 9)', () => {
    expect(contract.formatDate('2026-11-26T10:00:00Z')).toBe('26.11.2026');
    applyLocale('de');
    expect(contract.formatDate('2026-11-26T10:00:00Z')).toBe('26.11.2026');
    expect(contract.formatDateTime('2026-11-26T10:05:00Z', 'UTC')).toBe('26.11.2026 10:05');
  });

  it('gives servers a translated copy without touching the English object', () => {
    const german = localized(contract.CATALOGUE_TEXTS, 'de');
    expect(german.searchLabel).toBe('Apps durchsuchen');
    expect(contract.CATALOGUE_TEXTS.searchLabel).toBe('Search apps');
    expect(localized(contract.CATALOGUE_TEXTS, 'en')).toBe(contract.CATALOGUE_TEXTS);
    const english = (n: number) => `${n}`;
    expect(localizedText('no-such-text', english, 'de')).toBe(english);
  });
});

describe('choosing a language', () => {
  it('takes the first supported language of the browser or the Accept-Language header', () => {
    expect(contract.pickLocale(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(contract.pickLocale(['en-GB', 'de'])).toBe('en');
    expect(contract.pickLocale(['fr'])).toBe('en');
    expect(contract.pickLocale(undefined)).toBe('en');
    expect(contract.pickLocale(contract.acceptLanguageTags('fr;q=0.9, de-CH;q=0.8, en;q=0.5'))).toBe('de');
    expect(contract.acceptLanguageTags('en;q=0, de')).toEqual(['de']);
  });
});
