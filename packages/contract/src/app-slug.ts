/**
 * The slug of a readable app address (app-address.ts): `/apps/{id}-{slug}`. Zod-free; a module of its own,
 * as the app page asks for it only once the app is on screen (to correct an outdated address).
 */

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
const SPECIAL_LETTERS = /[ßæœøđðħıłþ]/g;

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
