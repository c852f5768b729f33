import {
  API_BASE_PATH,
  APP_DETAILS_DATA_ID,
  appPagePath,
  CAROUSEL_VISIBLE_IMAGES,
  paths,
  PRODUCT_NAME,
  type AppCard,
  type AppDetails,
  type PublicVendor,
  vendorIconAlt,
} from '@showroom/contract';
// Escapes text for an HTML attribute value or element content (and XML alike).
import escapeHtml from 'escape-html';
import { renderFirstView, type FirstViewClasses } from './app-page-first-view.ts';

const absolute = (publicUrl: string, url: string): string => new URL(url, `${publicUrl}/`).toString();

/** The document title of an app's or vendor's page, as the SPA sets it once the page has loaded. */
const pageTitle = (name: string): string => `${name} – ${PRODUCT_NAME}`;

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/i;
const HEAD_END = /<\/head>/i;
/** The SPA's container, empty in index.html: where an app page's first view goes. */
const EMPTY_ROOT = /<div id="root"><\/div>/;
/** The entry's script tag(s) Vite writes into index.html, with the white space around them. */
const MODULE_SCRIPT = /[ \t]*<script type="module"[^>]*><\/script>[ \t]*\r?\n?/gi;

/**
 * JSON as the content of a `<script type="application/json">` block. The block ends at the first
 * `</script`, and `<!--` changes how the parser reads what follows; `<` only occurs inside JSON
 * strings, where \u003c means the same character, so no text can end the block or start markup.
 */
const jsonScriptContent = (json: string): string => json.replace(/</g, '\\u003c');

/** The route module of the web app that renders app pages: its key in the build's Vite manifest. */
export const APP_PAGE_ROUTE_MODULE = 'src/app/routes/app-details.tsx';
/** The route module of the web app that renders vendor pages. */
export const VENDOR_PAGE_ROUTE_MODULE = 'src/app/routes/vendor-page.tsx';
/** The route module of the web app's start page (its intro; the catalogue below it is in the entry). */
export const START_PAGE_ROUTE_MODULE = 'src/app/routes/start.tsx';

/** What an app page has the browser fetch at once, beside the entry script index.html names. */
export interface PagePreloads {
  /** The route's JavaScript chunks: the route module and what it imports, without the entry. */
  readonly modules: readonly string[];
  /** Their style sheets, which the route waits for before it renders. */
  readonly styles: readonly string[];
}

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

const isManifestChunk = (value: unknown): value is ManifestChunk =>
  typeof value === 'object' && value !== null && typeof (value as ManifestChunk).file === 'string';

/**
 * The chunks and style sheets a route module loads, read from the web build's Vite manifest
 * (.vite/manifest.json): the module's chunk and its static imports, in load order, leaving out the
 * entry chunk (and everything it loads itself), which the page's own script tag fetches. Without
 * the route in the manifest (another build, an old one) there is nothing to preload.
 */
export function routePreloads(manifest: unknown, routeModule: string = APP_PAGE_ROUTE_MODULE): PagePreloads {
  const chunks = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as Record<
    string,
    unknown
  >;
  const modules: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = chunks[key];
    if (seen.has(key) || !isManifestChunk(chunk) || chunk.isEntry) return;
    seen.add(key);
    modules.push(`/${chunk.file}`);
    styles.push(...(chunk.css ?? []).map((file) => `/${file}`));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(routeModule);
  return { modules, styles: [...new Set(styles)] };
}

const NO_PRELOADS: PagePreloads = { modules: [], styles: [] };

/** What a page's share tags say: link previews and search engines read them before (or without) the SPA. */
interface ShareCard {
  /** The page's canonical address (root-relative). */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly image: { readonly url: string; readonly alt: string } | undefined;
  /** A large preview (a screenshot) rather than a small card (an icon). */
  readonly large: boolean;
}

/**
 * The meta description, the canonical link, OpenGraph and Twitter tags of a page; every value escaped,
 * addresses absolute.
 */
function shareTags(publicUrl: string, card: ShareCard): string[] {
  const url = absolute(publicUrl, card.path);
  const image = card.image && { url: absolute(publicUrl, card.image.url), alt: card.image.alt };
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('name', 'description', card.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image.url), meta('property', 'og:image:alt', image.alt)] : []),
    meta('name', 'twitter:card', card.large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
    ...(image ? [meta('name', 'twitter:image', image.url)] : []),
  ];
}

/** The template with the page's own title and without its generic description (the tags bring one). */
function withTitle(template: string, title: string): string {
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  // Replacement functions, so `$&` and friends in app texts are never read as patterns.
  const html = template.replace(DESCRIPTION, () => '');
  return TITLE.test(html)
    ? html.replace(TITLE, () => titleTag)
    : html.replace(HEAD_END, () => `${titleTag}</head>`);
}

const withHeadTags = (html: string, tags: readonly string[]): string =>
  html.replace(HEAD_END, () => `    ${tags.join('\n    ')}\n  </head>`);

/**
 * The route's chunks would otherwise be asked for only once the entry has run. `crossorigin` as on
 * Vite's own tags, so the route's requests match and reuse these responses.
 */
const modulePreloadTags = (preloads: PagePreloads): string[] =>
  preloads.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);

/** The route's style sheets, fetched at once; the route adds them when it loads. */
const stylePreloadTags = (preloads: PagePreloads): string[] =>
  preloads.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`);

/**
 * index.html as a public app's page, made from the bytes GET /apps/{id} sends anonymous visitors
 * (`publicDetails`, the prepared JSON; never another version), with:
 * - the app's title, description and share tags (OpenGraph, Twitter) for link previews and search
 *   engines, which read the page before (or without) running the SPA; every value is escaped. The
 *   image is the first screenshot (a large preview) or else the icon, as an absolute URL;
 * - what the page shows first, fetched while the SPA still loads: the details route's chunks
 *   (`preloads`) and the details themselves as a JSON block the page starts from instead of waiting
 *   for its API call;
 * - with the build's class names (`firstView`, see app-page-first-view.ts) and an empty
 *   `<div id="root"></div>` in the template: the first view itself as HTML inside it (name, vendor,
 *   icon, short description, facts, Demo, first screenshot), and the route's style sheets as
 *   render-blocking links, so it is styled as the SPA styles it before any JavaScript runs (Vite's
 *   preload helper finds them and does not add them again). Without them, as before: the route's style
 *   sheets as preloads (the route adds them when it loads) and a preload for the first screenshot
 *   (the largest image on a phone), which the SPA renders only once its chunks have run.
 * Returns undefined when the template has no </head> to insert into.
 */
export function renderAppPage(
  template: string,
  publicDetails: string,
  publicUrl: string,
  preloads: PagePreloads = NO_PRELOADS,
  firstView?: FirstViewClasses,
): string | undefined {
  if (!HEAD_END.test(template)) return undefined;
  const app = JSON.parse(publicDetails) as AppDetails;
  const screenshot = app.screenshots[0]?.url;
  const image = screenshot ?? app.icon;
  const tags = shareTags(publicUrl, {
    // The readable address, whichever address the page was asked for (appdetails/{id} included).
    path: appPagePath(app.id, app.name),
    title: app.name,
    description: app.descriptionShort,
    image: image ? { url: image, alt: `${screenshot ? 'Screenshot' : 'Icon'} of ${app.name}` } : undefined,
    large: screenshot !== undefined,
  });
  const withFirstView = firstView !== undefined && EMPTY_ROOT.test(template);
  // The first screenshot is the page's largest image on a phone: fetched while the SPA still loads,
  // with the srcset and sizes the carousel's <img> uses, so the browser picks (and reuses) one file.
  // The first view has the <img> itself, which the browser finds as early.
  const first = app.screenshots[0];
  if (first && !withFirstView) {
    const srcset = first.thumbUrl ? `${first.thumbUrl} 480w, ${first.url} 1600w` : undefined;
    tags.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(first.thumbUrl ?? first.url)}"` +
        (srcset
          ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="(max-width: 719px) 100vw, ${Math.round(100 / CAROUSEL_VISIBLE_IMAGES)}vw"`
          : '') +
        ' />',
    );
  }
  const modulePreloads = modulePreloadTags(preloads);
  // The route's style sheets: render-blocking with the first view, which needs them (Vite's preload
  // helper then finds them and adds none); else preloads.
  tags.push(
    ...(withFirstView ? [] : modulePreloads),
    ...(withFirstView
      ? preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`)
      : stylePreloadTags(preloads)),
    `<script type="application/json" id="${APP_DETAILS_DATA_ID}">${jsonScriptContent(publicDetails)}</script>`,
  );
  let html = withTitle(template, pageTitle(app.name));
  if (!withFirstView) return withHeadTags(html, tags);
  // With the first view, the page's scripts follow it: the browser asks for what it requests in the
  // order of the document, so the style sheets and the view's images come before the scripts, which
  // only replace the view (module scripts run after parsing wherever they stand).
  const scripts: string[] = [];
  html = html.replace(MODULE_SCRIPT, (tag) => {
    scripts.push(tag.trim());
    return '';
  });
  html = withHeadTags(html, tags);
  const root = [`<div id="root">${renderFirstView(app, firstView)}</div>`, ...scripts, ...modulePreloads];
  return html.replace(EMPTY_ROOT, () => root.join('\n    '));
}

/** The longest meta description of a vendor page: search engines show about this much. */
const DESCRIPTION_MAX = 200;

/**
 * A vendor's description (Markdown) as the plain text of a meta description: link and image texts
 * without their addresses, no heading, quote or list marks at the start of a line, no emphasis, strike
 * or code marks, one line, cut at a word. Other characters stay as written (escaped where it is used).
 */
function plainDescription(markdown: string, max: number = DESCRIPTION_MAX): string {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]*(?:#{1,6}|>+|[-*+]|\d{1,9}[.)])[ \t]+/gm, '')
    .replace(/\*+|__+|~~+|`+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > 0 ? cut.slice(0, wordEnd) : cut).trimEnd()}…`;
}

/**
 * index.html as an approved vendor's page, made from the bytes GET /vendors/{id}/public sends
 * (`publicVendor`): the vendor's name as its title, its description as plain text, share tags with its
 * icon and its canonical address, and the vendor route's chunks and style sheets fetched at once.
 * Returns undefined when the template has no </head> to insert into.
 */
export function renderVendorPage(
  template: string,
  publicVendor: string,
  publicUrl: string,
  preloads: PagePreloads = NO_PRELOADS,
): string | undefined {
  if (!HEAD_END.test(template)) return undefined;
  const { vendor } = JSON.parse(publicVendor) as PublicVendor;
  const tags = shareTags(publicUrl, {
    path: paths.vendorPage(vendor.id),
    title: vendor.name,
    description: plainDescription(vendor.description),
    image: vendor.imageUrl ? { url: vendor.imageUrl, alt: vendorIconAlt(vendor.name) } : undefined,
    large: false,
  });
  tags.push(...modulePreloadTags(preloads), ...stylePreloadTags(preloads));
  return withHeadTags(withTitle(template, pageTitle(vendor.name)), tags);
}

/**
 * index.html for the start page: its route's chunk and style sheet fetched at once beside the entry
 * (the intro is the largest thing on screen there), instead of after the entry has run. Without a
 * </head> (a broken build) the page as it is.
 */
export function renderStartPage(template: string, preloads: PagePreloads): string {
  if (!HEAD_END.test(template) || preloads.modules.length + preloads.styles.length === 0) return template;
  return withHeadTags(template, [...modulePreloadTags(preloads), ...stylePreloadTags(preloads)]);
}

/** The public pages for the sitemap: the start page, the catalogue, the static pages. */
const STATIC_PAGES = [
  paths.start,
  paths.apps,
  paths.faqUsers,
  paths.faqVendors,
  paths.howWeCheck,
  paths.imprint,
  paths.privacyPolicy,
];

const later = (a: string | undefined, b: string | undefined): string | undefined =>
  b !== undefined && (a === undefined || b > a) ? b : a;

/**
 * sitemap.xml: the public pages, every public app's page at its readable address with the date of its
 * published version, and the page of every vendor with a public app, dated by its latest app. (Only
 * an APPROVED vendor can publish apps, and it leaves that status only to be DEACTIVATED, which takes
 * its apps out of the catalogue: so these vendors are the approved ones with a published app.)
 * The start page and the catalogue change whenever an app does, so they carry the latest date.
 */
export function renderSitemap(cards: readonly AppCard[], publicUrl: string): string {
  const latest = cards.reduce<string | undefined>((max, c) => later(max, c.updatedAt), undefined);
  const vendors = new Map<number, string | undefined>();
  for (const c of cards) vendors.set(c.vendor.id, later(vendors.get(c.vendor.id), c.updatedAt));
  const entry = (path: string, lastmod: string | undefined) =>
    `  <url><loc>${escapeHtml(absolute(publicUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PAGES.map((p) => entry(p, p === paths.start || p === paths.apps ? latest : undefined)),
    ...cards.map((c) => entry(appPagePath(c.id, c.name), c.updatedAt)),
    ...[...vendors.keys()].sort((a, b) => a - b).map((id) => entry(paths.vendorPage(id), vendors.get(id))),
    '</urlset>',
    '',
  ];
  return lines.join('\n');
}

/**
 * robots.txt: public pages open; account, editor and admin pages, the API and the identity provider
 * closed. Media stay open (the longer rule wins), so share previews and image search can fetch icons
 * and screenshots.
 */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${paths.myApps}`,
    `Disallow: ${paths.myVendorInfo}`,
    `Disallow: ${paths.registerVendor}`,
    'Disallow: /admin',
    `Disallow: ${paths.appPreview(0).replace('/0/', '/*/')}`,
    `Disallow: ${API_BASE_PATH}/`,
    `Allow: ${API_BASE_PATH}/media/`,
    'Disallow: /realms/',
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
