/**
 * Badges (issue 18): `/badge/{id}.svg`, an image a vendor embeds on its own site or README ("Listed on
 * Showroom", with the standards live checks confirmed), and the snippets the vendor copies from its app's
 * page. Zod-free apart from the route's params; the web loads this only in the vendor's lazy chunk.
 */
import { z } from 'zod';
import { appPagePath } from './app-slug.ts';
import { PRODUCT_NAME } from './constants.ts';
import { texts } from './i18n/locale.ts';
import { readId } from './ids.ts';

/**
 * The badge's own words, and the alt text of its snippets. English in every language on purpose: the
 * badge is embedded on other sites (a vendor's README, its product page), whose readers did not choose
 * this site's language, and one address serves one image to all of them. So not a text object (the
 * web would put German into it when a German vendor copies the snippet).
 */
export const BADGE_EMBED_TEXTS = {
  product: PRODUCT_NAME,
  listed: 'Listed',
  /** The standards a badge can name, as their owners write them. */
  fhir: 'FHIR',
  openehr: 'openEHR',
  alt: `Listed on ${PRODUCT_NAME}`,
  altFor: (name: string): string => `Listed on ${PRODUCT_NAME}: ${name}`,
  /** "FHIR R4 and openEHR confirmed by live checks". */
  confirmed: (standards: readonly string[]): string =>
    `${standards.length > 1 ? `${standards.slice(0, -1).join(', ')} and ${standards.at(-1) ?? ''}` : (standards[0] ?? '')} confirmed by live checks`,
} as const;

/** What the app page's Badge block says (the app's vendor and admins see it). */
export const BADGE_TEXTS = texts('BADGE_TEXTS', {
  heading: 'Badge',
  intro:
    'Show that your app is listed here: copy the badge onto your website or into your README. It names the standards live checks confirm.',
  preview: 'Preview',
  markdown: 'Markdown',
  html: 'HTML',
  copyMarkdown: 'Copy Markdown',
  copyHtml: 'Copy HTML',
  copied: 'Copied',
  copyFailed: 'Selected: press Ctrl+C (⌘C on a Mac) to copy.',
} as const);

/** The badge's address below the site's origin. */
export const appBadgePath = (id: number): string => `/badge/${id}.svg`;

/** GET /badge/:file: the file name is `{id}.svg` (read with readAppBadgeFile). */
export const appBadgeParamsSchema = z.strictObject({ file: z.string().max(32) });

/** The app id of a badge's file name ('12.svg'); undefined for anything else ('12', '012.svg', 'x.svg'). */
export const readAppBadgeFile = (file: string | undefined): number | undefined => {
  const id = /^([1-9]\d{0,9})\.svg$/.exec(file ?? '')?.[1];
  return readId(id);
};

/** Text in HTML or XML content or a quoted attribute: the five special characters as references. */
export const escapeMarkup = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The two snippets a vendor copies: the badge linked to the app's page, as Markdown and as HTML. */
export function appBadgeSnippets(
  origin: string,
  app: { readonly id: number; readonly name: string },
): { readonly markdown: string; readonly html: string; readonly badgeUrl: string; readonly pageUrl: string } {
  const badgeUrl = `${origin}${appBadgePath(app.id)}`;
  const pageUrl = `${origin}${appPagePath(app.id, app.name)}`;
  return {
    badgeUrl,
    pageUrl,
    // The Markdown's alt text stays fixed: a name could end the brackets or the link early.
    markdown: `[![${BADGE_EMBED_TEXTS.alt}](${badgeUrl})](${pageUrl})`,
    html: `<a href="${escapeMarkup(pageUrl)}"><img src="${escapeMarkup(badgeUrl)}" alt="${escapeMarkup(BADGE_EMBED_TEXTS.altFor(app.name))}"></a>`,
  };
}
