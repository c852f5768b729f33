import { BADGE_EMBED_TEXTS, escapeMarkup } from '@showroom/contract';

/**
 * Advance widths of Verdana (units per em 2048), the font shields.io measures with: the badge's parts
 * are as wide as their words at 11 px, computed here, the same on every machine. The text itself is
 * drawn in the reader's system font and fitted to that width (textLength), so a narrower or wider font
 * never overflows its part.
 */
// prettier-ignore
const VERDANA_WIDTHS: Readonly<Record<string, number>> = {
  ' ': 720, '!': 806, '"': 940, '#': 1716, $: 1302, '%': 2168, '&': 1486, "'": 550, '(': 909, ')': 909,
  '*': 1302, '+': 1716, ',': 745, '-': 909, '.': 745, '/': 909, ':': 909, ';': 909, '<': 1716, '=': 1716,
  '>': 1716, '?': 1110, '@': 2048, '[': 909, '\\': 909, ']': 909, '^': 1716, _: 1302, '`': 1302,
  '{': 1300, '|': 909, '}': 1300, '~': 1716, '·': 745, '✓': 1716,
  0: 1302, 1: 1302, 2: 1302, 3: 1302, 4: 1302, 5: 1302, 6: 1302, 7: 1302, 8: 1302, 9: 1302,
  A: 1401, B: 1405, C: 1430, D: 1587, E: 1294, F: 1178, G: 1583, H: 1540, I: 862, J: 931, K: 1432,
  L: 1145, M: 1738, N: 1532, O: 1612, P: 1235, Q: 1612, R: 1423, S: 1401, T: 1230, U: 1499, V: 1401,
  W: 2033, X: 1405, Y: 1235, Z: 1405,
  a: 1229, b: 1276, c: 1067, d: 1276, e: 1220, f: 720, g: 1276, h: 1296, i: 562, j: 705, k: 1186,
  l: 562, m: 1995, n: 1296, o: 1243, p: 1276, q: 1276, r: 874, s: 1067, t: 807, u: 1296, v: 1186,
  w: 1675, x: 1186, y: 1186, z: 1064,
};
/** Any other character: as wide as a capital M, so an estimate errs on the roomy side. */
const OTHER_WIDTH = 1738;
const FONT_SIZE = 11;

/** The width of `text` at 11 px, to a tenth of a pixel. */
export function textWidth(text: string): number {
  let units = 0;
  for (const c of text) units += VERDANA_WIDTHS[c] ?? OTHER_WIDTH;
  return Math.round((units / 2048) * FONT_SIZE * 10) / 10;
}

/** Characters XML 1.0 does not allow at all (not even as references), and lone surrogates. */
// eslint-disable-next-line no-control-regex -- these control characters are what it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * Vendor-written text for XML: what XML cannot carry left out, and the text isolated (FSI … PDI), so a
 * right-to-left name or bidi controls in a name cannot reorder the words around it. Escaped with the
 * words around it (escapeMarkup).
 */
export const isolatedText = (text: string): string => `\u2068${text.replace(NOT_XML, '')}\u2069`;

/** The system fonts of the reader's platform, Verdana's family after them. */
const FONT_FAMILY = "system-ui,-apple-system,'Segoe UI',Roboto,Verdana,'DejaVu Sans',sans-serif";
const HEIGHT = 20;
const PADDING = 6;
const LEFT_COLOUR = '#555';
/** White text on these has a contrast ratio above 4.5:1. */
const LISTED_COLOUR = '#0969da';
const CONFIRMED_COLOUR = '#1a7f37';

export interface BadgeContent {
  readonly id: number;
  readonly name: string;
  /** Labels of the standards live checks confirm ('FHIR R4', 'openEHR'); empty for none. */
  readonly confirmed: readonly string[];
}

/** The right part's words: "Listed", or "Listed · FHIR R4 ✓ openEHR ✓". */
export const badgeMessage = (confirmed: readonly string[]): string =>
  [BADGE_EMBED_TEXTS.listed, ...(confirmed.length ? ['·', ...confirmed.map((s) => `${s} ✓`)] : [])].join(' ');

/** The accessible title: "Listed on Showroom: Vitalis, FHIR R4 and openEHR confirmed by live checks". */
export const badgeTitle = (name: string, confirmed: readonly string[]): string =>
  BADGE_EMBED_TEXTS.altFor(isolatedText(name)) +
  (confirmed.length ? `, ${BADGE_EMBED_TEXTS.confirmed(confirmed)}` : '');

const part = (x: number, width: number, words: string): string => {
  const centre = Math.round((x + width / 2) * 10) / 10;
  const length = textWidth(words);
  const text = escapeMarkup(words);
  return (
    `<text aria-hidden="true" x="${centre}" y="15" fill="#010101" fill-opacity=".3" textLength="${length}">${text}</text>` +
    `<text x="${centre}" y="14" textLength="${length}">${text}</text>`
  );
};

/**
 * The badge in shields.io's flat style: the product's name on grey, and "Listed" (blue) or the
 * confirmed standards (green). The picture's words are ours; the vendor's app name appears only in the
 * title, escaped. Ids carry the app's id, so two badges inlined in one page do not share them.
 */
export function renderBadgeSvg({ id, name, confirmed }: BadgeContent): string {
  const left = BADGE_EMBED_TEXTS.product;
  const right = badgeMessage(confirmed);
  const leftWidth = Math.ceil(textWidth(left)) + 2 * PADDING;
  const rightWidth = Math.ceil(textWidth(right)) + 2 * PADDING;
  const width = leftWidth + rightWidth;
  const p = `showroom-badge-${id}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-labelledby="${p}-title">` +
    `<title id="${p}-title">${escapeMarkup(badgeTitle(name, confirmed))}</title>` +
    `<linearGradient id="${p}-shine" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>` +
    `<clipPath id="${p}-round"><rect width="${width}" height="${HEIGHT}" rx="3" fill="#fff"/></clipPath>` +
    `<g clip-path="url(#${p}-round)">` +
    `<rect width="${leftWidth}" height="${HEIGHT}" fill="${LEFT_COLOUR}"/>` +
    `<rect x="${leftWidth}" width="${rightWidth}" height="${HEIGHT}" fill="${confirmed.length ? CONFIRMED_COLOUR : LISTED_COLOUR}"/>` +
    `<rect width="${width}" height="${HEIGHT}" fill="url(#${p}-shine)"/></g>` +
    `<g fill="#fff" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${FONT_SIZE}" text-rendering="geometricPrecision">` +
    part(0, leftWidth, left) +
    part(leftWidth, rightWidth, right) +
    `</g></svg>`
  );
}
