// What the start page loads before its first render, read from Vite's manifest: the entry chunk, every
// chunk it imports statically (modulepreload), and the chunks main.tsx awaits before it renders; and
// what the other public routes load before theirs: that, plus their route module's chunk and its static
// imports (main.tsx renders once the router has loaded the route's code). Shared by bundle-size.mjs and
// bench/web.mjs, so the budget check and the benchmark count the same bytes.

/**
 * Sources main.tsx awaits before the first render: the runtime configuration (src/lib/config*). Today it
 * is part of the entry chunk; should it be split off into a chunk of its own (a dynamic import), every
 * visitor would still download that chunk, and what it imports, before seeing anything.
 */
const BEFORE_FIRST_RENDER = [/^src\/lib\/config/];

/** The manifest key of the entry chunk. */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('No entry in the Vite manifest.');
  return key;
}

/** `key` and every chunk it imports statically, added to `seen`. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** Manifest keys of every chunk the start page loads before its first render. */
export function firstLoadKeys(manifest) {
  const seen = staticClosure(manifest, entryKey(manifest));
  for (const [key, chunk] of Object.entries(manifest)) {
    if (BEFORE_FIRST_RENDER.some((source) => source.test(chunk.src ?? '')))
      staticClosure(manifest, key, seen);
  }
  return seen;
}

/**
 * The lazy route modules of the public pages besides the catalogue at /apps (which renders from the
 * shell): the start page (its intro), an app's page (at either address), the comparison, a vendor's
 * page, and each static page (imprint, privacy policy, the FAQs, how we check, open data, the
 * sandbox), one module each. Their first load is under the same budget as the start page's
 * (DESIGN.md, Budgets: public routes).
 */
export const PUBLIC_ROUTE_MODULES = [
  'src/app/routes/start.tsx',
  'src/app/routes/app-details.tsx',
  'src/features/static-pages/imprint-page.tsx',
  'src/features/static-pages/privacy-policy-page.tsx',
  'src/features/static-pages/faq-users-page.tsx',
  'src/features/static-pages/faq-vendors-page.tsx',
  'src/features/static-pages/how-we-check-page.tsx',
  'src/features/static-pages/open-data-page.tsx',
  'src/features/static-pages/sandbox-page.tsx',
  'src/app/routes/compare.tsx',
  'src/app/routes/vendor-page.tsx',
];

/**
 * Manifest keys of what a first visit to a lazy route module loads before its first render: the
 * start page's first load plus the module's chunk and every chunk it imports statically.
 */
export function routeFirstLoadKeys(manifest, routeKey) {
  if (!manifest[routeKey]) throw new Error(`No chunk for ${routeKey} in the Vite manifest.`);
  return staticClosure(manifest, routeKey, new Set(firstLoadKeys(manifest)));
}

// ---------------------------------------------------------------------------------------------
// German: a German visitor's first render also waits for the German catalogue (main.tsx awaits
// applyLocale, which loads packages/contract/src/i18n/web.ts) and for the parts of it its route
// module asks for (withLocalePart in src/app/route-table.tsx; one module each: i18n/web-parts).

const I18N = '../../packages/contract/src/i18n/';

/** The manifest key of what applyLocale loads for German, before any first render. */
export const GERMAN_CATALOGUE = `${I18N}web.ts`;

/** The manifest key of a part of the German catalogue (i18n/web-parts/<part>.ts). */
export const germanPartKey = (part) => `${I18N}web-parts/${part}.ts`;

/**
 * The parts of the German catalogue each public route waits for before its first render, as
 * route-table.tsx asks for them (withLocalePart around the route's module); the shell ('') and routes
 * not named wait for none.
 */
export const GERMAN_PARTS_BEFORE_FIRST_RENDER = {
  'src/app/routes/start.tsx': ['start'],
  'src/app/routes/app-details.tsx': ['app-page'],
  'src/app/routes/compare.tsx': ['compare'],
  'src/app/routes/vendor-page.tsx': ['vendor-page'],
  'src/features/static-pages/imprint-page.tsx': ['site-texts'],
  'src/features/static-pages/privacy-policy-page.tsx': ['site-texts'],
  'src/features/static-pages/faq-users-page.tsx': ['faq-users'],
  'src/features/static-pages/faq-vendors-page.tsx': ['faq-vendors'],
  'src/features/static-pages/how-we-check-page.tsx': ['how-we-check'],
  'src/features/static-pages/open-data-page.tsx': ['open-data'],
  'src/features/static-pages/sandbox-page.tsx': ['sandbox'],
};

/**
 * Manifest keys of what a German first visit loads before its first render: the English first load
 * (`englishKeys`), the German catalogue, and the parts the route (a PUBLIC_ROUTE_MODULES entry, or ''
 * for the shell) waits for, each with its static imports.
 */
export function germanFirstLoadKeys(manifest, englishKeys, routeKey = '') {
  const seen = new Set(englishKeys);
  const keys = [GERMAN_CATALOGUE, ...(GERMAN_PARTS_BEFORE_FIRST_RENDER[routeKey] ?? []).map(germanPartKey)];
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`No chunk for ${key} in the Vite manifest.`);
    staticClosure(manifest, key, seen);
  }
  return seen;
}
