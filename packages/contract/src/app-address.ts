/**
 * Readable addresses of app pages: `/apps/{id}-{slug}`, the slug made from the app's name. The id alone
 * decides which app a page shows; the slug only reads well (in a shared link, a search result) and may
 * be outdated after a rename, so a wrong one still shows the app and the page names the right one as
 * canonical. `/appdetails/{id}` (the spec's address) keeps working beside it.
 *
 * Zod-free, and not part of `paths`: only the app page and the server use it, and `paths` ships whole
 * with the first page.
 */
import { readId } from './ids.ts';

/** The longest slug: enough for a name of several words, short enough for a readable link. */
export const APP_SLUG_MAX = 60;

/** Letters NFKD leaves whole (no base letter plus mark), spelt as their usual ASCII. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  þ: 'th',
};
const SPECIAL_LETTERS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * The slug of an app's name: lower-case ASCII letters and digits, diacritics folded ('Café Ärzte' ->
 * 'cafe-arzte'), every other run of characters one hyphen, none at either end, at most `max`
 * characters (cut at a word's end where there is one). Empty when the name has no such characters.
 */
export function appSlug(name: string, max: number = APP_SLUG_MAX): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(SPECIAL_LETTERS, (letter) => LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const wordEnd = cut.lastIndexOf('-');
  return (wordEnd > 0 ? cut.slice(0, wordEnd) : slug.slice(0, max)).replace(/-+$/, '');
}

/** The readable address of an app's page: `/apps/12-vital-signs-board` (`/apps/12` for a name without a slug). */
export function appPagePath(id: number, name: string): string {
  const slug = appSlug(name);
  return slug ? `/apps/${id}-${slug}` : `/apps/${id}`;
}

/** The segment after `/apps/` of a readable address: the id, then optionally a hyphen and any slug. */
const ADDRESS = /^(\d{1,10})(?:-(.*))?$/s;

/**
 * The app id of a readable address's last segment ('12-vital-signs-board', '12', '12-old-name'), or
 * undefined when it is not one ('vital-signs', '12abc', '0-x'): such an address is not an app page.
 */
export function readAppAddress(segment: string | null | undefined): number | undefined {
  const match = ADDRESS.exec(segment ?? '');
  return match ? readId(match[1]) : undefined;
}
