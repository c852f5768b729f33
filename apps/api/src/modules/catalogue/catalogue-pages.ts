import {
  API_BASE_PATH,
  APP_DETAILS_DATA_ID,
  CAROUSEL_VISIBLE_IMAGES,
  paths,
  PRODUCT_NAME,
  type AppCard,
  type AppDetails,
} from '@showroom/contract';
// Escapes text for an HTML attribute value or element content (and XML alike).
import escapeHtml from 'escape-html';
import { renderFirstView, type FirstViewClasses } from './app-page-first-view.ts';

const absolute = (publicUrl: string, url: string): string => new URL(url, `${publicUrl}/`).toString();

/** The document title of an app's page, as the SPA sets it once the app has loaded. */
const appPageTitle = (name: string): string => `${name} – ${PRODUCT_NAME}`;

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
  const title = appPageTitle(app.name);
  const url = absolute(publicUrl, paths.appDetails(app.id));
  const screenshot = app.screenshots[0]?.url;
  const image = screenshot ?? app.icon;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', app.descriptionShort),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', app.name),
    meta('property', 'og:description', app.descriptionShort),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', absolute(publicUrl, image))] : []),
    ...(image
      ? [meta('property', 'og:image:alt', `${screenshot ? 'Screenshot' : 'Icon'} of ${app.name}`)]
      : []),
    meta('name', 'twitter:card', screenshot ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', app.name),
    meta('name', 'twitter:description', app.descriptionShort),
    ...(image ? [meta('name', 'twitter:image', absolute(publicUrl, image))] : []),
  ];
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
  // The route's chunks would otherwise be asked for only once the entry has run. `crossorigin` as on
  // Vite's own tags, so the route's requests match and reuse these responses.
  const modulePreloads = preloads.modules.map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
  );
  // The route's style sheets: render-blocking with the first view, which needs them (Vite's preload
  // helper then finds them and adds none); else preloads, and the route adds them when it loads.
  tags.push(
    ...(withFirstView ? [] : modulePreloads),
    ...preloads.styles.map((href) =>
      withFirstView
        ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`
        : `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`,
    ),
    `<script type="application/json" id="${APP_DETAILS_DATA_ID}">${jsonScriptContent(publicDetails)}</script>`,
  );
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  // Replacement functions, so `$&` and friends in app texts are never read as patterns.
  let html = template.replace(DESCRIPTION, () => '');
  html = TITLE.test(html)
    ? html.replace(TITLE, () => titleTag)
    : html.replace(HEAD_END, () => `${titleTag}</head>`);
  if (!withFirstView) return html.replace(HEAD_END, () => `    ${tags.join('\n    ')}\n  </head>`);
  // With the first view, the page's scripts follow it: the browser asks for what it requests in the
  // order of the document, so the style sheets and the view's images come before the scripts, which
  // only replace the view (module scripts run after parsing wherever they stand).
  const scripts: string[] = [];
  html = html.replace(MODULE_SCRIPT, (tag) => {
    scripts.push(tag.trim());
    return '';
  });
  html = html.replace(HEAD_END, () => `    ${tags.join('\n    ')}\n  </head>`);
  const root = [`<div id="root">${renderFirstView(app, firstView)}</div>`, ...scripts, ...modulePreloads];
  return html.replace(EMPTY_ROOT, () => root.join('\n    '));
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

/**
 * sitemap.xml: the public pages and every public app's page with the date of its published version.
 * The start page and the catalogue change whenever an app does, so they carry the latest date.
 */
export function renderSitemap(cards: readonly AppCard[], publicUrl: string): string {
  const latest = cards.reduce<string | undefined>(
    (max, c) => (c.updatedAt !== undefined && (max === undefined || c.updatedAt > max) ? c.updatedAt : max),
    undefined,
  );
  const entry = (path: string, lastmod: string | undefined) =>
    `  <url><loc>${escapeHtml(absolute(publicUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PAGES.map((p) => entry(p, p === paths.start || p === paths.apps ? latest : undefined)),
    ...cards.map((c) => entry(paths.appDetails(c.id), c.updatedAt)),
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
