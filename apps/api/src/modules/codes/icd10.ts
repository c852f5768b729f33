import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { CodedConcept } from '@showroom/contract';

/**
 * The ICD-10-CM list (data/README.md: release 2018, categories and subcategories, 7,684 codes), read on
 * first use and kept: about 1 MB, so a process that never searches it does not carry it.
 */
interface Entry extends CodedConcept {
  /** The code without its dot, as typed codes are compared (`E119`). */
  readonly key: string;
  /** The name's words, lower case, without diacritics. */
  readonly words: readonly string[];
}

const DATA = new URL('./data/icd10cm-2018.tsv.gz', import.meta.url);
let entries: readonly Entry[] | undefined;
let byKey: ReadonlyMap<string, Entry> | undefined;

/** Lower case, without diacritics, split at anything but letters and digits. */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');

const keyOf = (code: string): string => code.replace(/[.\s]/g, '').toUpperCase();

function load(): readonly Entry[] {
  if (entries) return entries;
  const list: Entry[] = [];
  for (const line of gunzipSync(readFileSync(DATA)).toString('utf8').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab === -1) continue;
    const code = line.slice(0, tab);
    const display = line.slice(tab + 1);
    list.push({ code, display, key: keyOf(code), words: wordsOf(display) });
  }
  entries = list;
  byKey = new Map(list.map((e) => [e.key, e]));
  return list;
}

const concept = ({ code, display }: Entry): CodedConcept => ({ code, display });

/** The code as the list has it (`e11.9`, `E119` and `E11.9` are the same), or undefined. */
export function lookupIcd10(code: string): CodedConcept | undefined {
  load();
  const entry = byKey?.get(keyOf(code));
  return entry && concept(entry);
}

/** What looks like the start of a code: a letter and a digit, then letters, digits and a dot. */
const CODE_LIKE = /^[A-Za-z][0-9][0-9A-Za-z.]*$/;

/**
 * The codes matching `q`, best first, at most `limit`: the code typed, then codes starting with it (in
 * the classification's order), then names containing every typed word as the start of one of their
 * words (categories before subcategories, shorter names first: 'diabetes' finds the diabetes categories
 * before their many subcategories).
 */
export function searchIcd10(q: string, limit: number): CodedConcept[] {
  const list = load();
  const found: Entry[] = [];
  const seen = new Set<Entry>();
  const text = q.trim();
  if (CODE_LIKE.test(text)) {
    const key = keyOf(text);
    const exact = byKey?.get(key);
    if (exact) {
      found.push(exact);
      seen.add(exact);
    }
    for (const entry of list) {
      if (found.length >= limit) break;
      if (!seen.has(entry) && entry.key.startsWith(key)) {
        found.push(entry);
        seen.add(entry);
      }
    }
  }
  const typed = wordsOf(text);
  if (typed.length > 0 && found.length < limit) {
    const named = list.filter(
      (entry) => !seen.has(entry) && typed.every((t) => entry.words.some((w) => w.startsWith(t))),
    );
    named.sort(
      (a, b) =>
        a.key.length - b.key.length || a.display.length - b.display.length || (a.key < b.key ? -1 : 1),
    );
    found.push(...named.slice(0, limit - found.length));
  }
  return found.slice(0, limit).map(concept);
}
