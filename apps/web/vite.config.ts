import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compileIcu, ICU_CALL } from './compile-icu.ts';

const backend = 'http://localhost:8080';

const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../packages/contract/src');
/** The servers' ICU formatting (intl-messageformat), and what the production build puts in its place. */
const FORMAT_MESSAGE = path.join(CONTRACT_SRC, 'i18n/format-message.ts');
const NO_FORMAT_MESSAGE = path.resolve(import.meta.dirname, 'src/lib/no-format-message.ts');
const CATALOGUE_FILE = /packages[\\/]contract[\\/]src[\\/]i18n[\\/]de[\\/]/;
const CONTRACT_FILE = /packages[\\/]contract[\\/]src[\\/]/;
/** `texts('X_TEXTS',` in the contract, `pair<typeof X_TEXTS>('X_TEXTS',` in a catalogue. */
const TEXT_NAME = /\b(texts|pair)(<typeof [A-Z0-9_]+>)?\(\s*'([A-Z0-9_]+)',/g;

/**
 * The names of the contract's text objects (`texts('X_TEXTS', …)`), numbered: in the bundle a text
 * object and its translation meet by number, so the first page does not carry forty names that
 * only the catalogue needs (0.3 KB gzip). The servers and the tests keep the names.
 */
function textObjectNumbers(): Map<string, number> {
  const names = new Set<string>();
  for (const file of readdirSync(CONTRACT_SRC, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    for (const match of readFileSync(path.join(CONTRACT_SRC, file), 'utf8').matchAll(
      /\btexts\(\s*'([A-Z0-9_]+)',/g,
    ))
      names.add(match[1]!);
  }
  return new Map([...names].sort().map((name, index) => [name, index]));
}

/**
 * `data-testid` attributes are hooks for the component tests (jsdom, where there is no role to find a
 * decorative placeholder by); production bundles leave them out.
 */
function withoutTestIds(): Plugin {
  return {
    name: 'showroom:without-test-ids',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.tsx') || !code.includes('data-testid')) return undefined;
      return { code: code.replace(/\s+data-testid="[^"]*"/g, ''), map: null };
    },
  };
}

/**
 * The translation catalogues at build time: text objects and translations meet by number (see
 * textObjectNumbers), and the catalogues' ICU messages (packages/contract/src/i18n/de, written
 * `icu('…')`) are compiled into functions (compileIcu), so that a German visitor downloads neither the
 * ICU parser nor intl-messageformat (3 KB gzip with the first page): the contract's formatting module
 * (i18n/format-message.ts) is replaced by one that throws (it is never called: no ICU message is left
 * to format). A message the build cannot parse or compile, or an `icu()` of anything but a literal,
 * fails the build.
 */
function catalogueBuild(): Plugin {
  let numbers: Map<string, number> | undefined;
  return {
    name: 'showroom:catalogue-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/format-message.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === FORMAT_MESSAGE ? NO_FORMAT_MESSAGE : null;
    },
    transform(code, id) {
      if (!CONTRACT_FILE.test(id)) return undefined;
      numbers ??= textObjectNumbers();
      const known = numbers;
      let out = code.replace(TEXT_NAME, (_call, fn: string, _type, name: string) => {
        const number = known.get(name);
        if (number === undefined)
          throw new Error(`${id}: ${name} is paired but no module names it with texts()`);
        return `${fn}(${number},`;
      });
      if (!CATALOGUE_FILE.test(id)) return out === code ? undefined : { code: out, map: null };
      const locale = /[\\/]i18n[\\/]([a-z]+)[\\/]/.exec(id)![1]!;
      let compiled = false;
      out = out.replace(ICU_CALL, (_call, literal: string) => {
        compiled = true;
        // Our own source's string literal, read as JavaScript reads it (nothing but the literal runs).
        return compileIcu(runInNewContext(literal) as string, locale, id);
      });
      const left = /\bicu\(/.exec(out);
      if (left)
        throw new Error(
          `${id}: icu() needs a string literal (near ${out.slice(left.index, left.index + 60)})`,
        );
      if (compiled)
        out = `import { icuNumber, icuPlural } from ${JSON.stringify(path.join(CONTRACT_SRC, 'i18n/icu-compiled.ts'))};\n${out}`;
      return { code: out, map: null };
    },
  };
}

/**
 * Fixes to React Router 7's published code, for production bundles only (the dev server and the
 * tests keep it as published). The web uses its declarative router (app.tsx), so the data router's
 * code (createRouter, loaders, actions, fetchers, revalidation) is not in the bundle at all.
 * - Its package exports name only the development build, also for production bundles
 *   (remix-run/react-router#12532, #14102), so dev warnings and their texts ship; the package also
 *   holds the production build, identical but for ENABLE_DEV_WARNINGS = false.
 * - Components are created by unannotated top-level `React.forwardRef(...)` calls followed by
 *   `X.displayName = "..."` assignments, so a bundler must keep Form, NavLink and what they use
 *   even when nothing imports them (remix-run/react-router#15299). displayName only labels components
 *   in React's developer tools.
 * - <Link prefetch> renders PrefetchPageLinks, which works in framework mode only: it reads the route
 *   manifest from the framework context and throws outside it (useFrameworkContext's invariant). Our
 *   SPA never sets `prefetch`, so the branch is dead, but it keeps the manifest and single-fetch code
 *   in every bundle that uses Link; and Link's prefetch hooks return "no prefetch" outside the
 *   framework context, after two states, a ref and two effects per link.
 * When a release changes a pattern, the replacement finds nothing and the bundle is as published.
 */
const reactRouterForProduction = (): Plugin => ({
  name: 'react-router-for-production',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'react-router') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved) return null;
    const production = resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
    return production === resolved.id ? null : { ...resolved, id: production };
  },
  transform(code, id) {
    if (!/[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
    return code
      .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
      .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
      .replace(
        /return shouldPrefetch && !isAbsolute \? (?=.*PrefetchPageLinks.*: link;$)/m,
        'return false ? ',
      )
      .replace(/= usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/, '= [false, null, {}];');
  },
});

/**
 * The entry chunk's style sheet is in the page's HTML, loaded before any script runs; yet Vite lists it
 * among the files to fetch with every lazy chunk that imports from the entry (collectPreloadDependencies
 * walks the entry too), so each such dynamic import carries a `__vite__mapDeps` list and the preload
 * wrapper for a file the browser has. Before Vite's import analysis renders those lists, other chunks'
 * metadata stops naming the entry among their imports (the code keeps its `import` of it; the manifest's
 * `imports` of a chunk then leave out the entry, which every page has). About 0.1 KB gzip of a German first load.
 */
const withoutEntryInPreloads = (): Plugin => ({
  name: 'showroom:without-entry-in-preloads',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const entries = new Set(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' && file.isEntry ? [file.fileName] : [],
        ),
      );
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && !file.isEntry)
          file.imports = file.imports.filter((name) => !entries.has(name));
      }
    },
  },
});

/**
 * The CSS modules whose (hashed) class names the API needs to write an app page's first view as HTML
 * (apps/api/src/modules/catalogue/app-page-first-view.ts): the layout and header around the page, the
 * app page's hero and screenshot carousel, the buttons. Key -> module, relative to this folder.
 */
const FIRST_VIEW_CSS_MODULES: Readonly<Record<string, string>> = {
  layout: 'src/app/layout/root-layout.module.css',
  header: 'src/components/layout/header.module.css',
  view: 'src/components/app-details-view/app-details-view.module.css',
  carousel: 'src/components/app-details-view/screenshot-carousel.module.css',
  buttons: 'src/styles/buttons.module.css',
};

/** Where the build writes their class names, beside Vite's manifest: { key: { local: hashed } }. */
const FIRST_VIEW_CLASSES_FILE = '.vite/first-view-classes.json';

/**
 * Collects the class names of FIRST_VIEW_CSS_MODULES as postcss-modules hands them to Vite (`getJSON`,
 * called once per module as it is transformed) and writes them to FIRST_VIEW_CLASSES_FILE. Build only;
 * a module the build did not transform is left out (the API then serves app pages without a first view).
 */
const firstViewClasses = (): {
  plugin: Plugin;
  getJSON: (file: string, json: Record<string, string>) => void;
} => {
  const root = import.meta.dirname;
  const keyOf = new Map(
    Object.entries(FIRST_VIEW_CSS_MODULES).map(([key, file]) => [path.join(root, file), key]),
  );
  const classes: Record<string, Record<string, string>> = {};
  return {
    getJSON: (file, json) => {
      const key = keyOf.get(path.normalize(file.split('?', 1)[0] ?? file));
      if (key) classes[key] = json;
    },
    plugin: {
      name: 'first-view-classes',
      apply: 'build',
      generateBundle() {
        const sorted = Object.fromEntries(Object.entries(classes).sort(([a], [b]) => a.localeCompare(b)));
        this.emitFile({
          type: 'asset',
          fileName: FIRST_VIEW_CLASSES_FILE,
          source: `${JSON.stringify(sorted)}\n`,
        });
      },
    },
  };
};

const firstView = firstViewClasses();

/**
 * CSS module class names: the local name and a hash of the module's path, `hero_Ab3xY`. postcss-modules'
 * default, `_hero_Ab3xY_7`, adds the line of the rule; the JavaScript of every component carries its
 * module's names, and without the line numbers they compress better (0.4 KB gzip of the first page,
 * 0.5 KB of an app's page). A module's path is unique, and so is a local name within it; two paths
 * with the same hash would fail the build (never seen: five characters of base 62).
 */
const scopedClassName = (): ((name: string, file: string) => string) => {
  const root = import.meta.dirname;
  const fileOfHash = new Map<string, string>();
  return (name, file) => {
    const relative = path.relative(root, file.split('?', 1)[0] ?? file).replaceAll(path.sep, '/');
    const hash = createHash('sha256').update(relative).digest('base64url').replace(/[-_]/g, 'x').slice(0, 5);
    const other = fileOfHash.get(hash);
    if (other !== undefined && other !== relative) {
      throw new Error(`The CSS modules ${other} and ${relative} hash alike (${hash}); rename one.`);
    }
    fileOfHash.set(hash, relative);
    return `${name}_${hash}`;
  };
};

export default defineConfig({
  plugins: [
    react(),
    reactRouterForProduction(),
    catalogueBuild(),
    withoutTestIds(),
    withoutEntryInPreloads(),
    firstView.plugin,
  ],
  css: { modules: { getJSON: firstView.getJSON, generateScopedName: scopedClassName() } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': backend, '/config': backend, '/realms': backend },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // Browsers without <link rel=modulepreload> (Safari before 17) still load every chunk, only without
    // the early fetch; the polyfill would cost every visitor 0.2 KB gzip on the first page.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's list of files to fetch with it keeps only its style sheets (which must be there
      // before it renders): every name in these lists is a dozen bytes gzip of the chunk that holds them,
      // the first page's for the routes (0.6 KB in all), which no visitor's first view needs. The page a
      // visitor lands on has its chunks named in the HTML (the API's modulepreload tags from the
      // manifest); on a later in-app navigation, a route's own imports are fetched as the browser reads
      // its chunk, one round trip after it.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the start page loads statically goes into the entry chunk. Left alone, Rolldown
          // cuts it into up to eight files by which lazy chunks share each module, and that set changes
          // with every feature; gzip then compresses each part on its own (1.5–2 KB more in total).
          groups: [
            { name: 'index', tags: ['$initial'] },
            {
              name: 'facts',
              test: /packages[\\/]contract[\\/]src[\\/](compare|interop-facts|interop-labels)\.ts/,
            },
            {
              name: 'app-data',
              test: /(features[\\/]app-details[\\/]api[\\/]|live-checks[\\/]checks-query)/,
            },
          ],
        },
        // Files named by their content hash alone (assets/CtP7ZyJ.js, not assets/app-details-CtP7ZyJy.js;
        // the manifest still names each chunk): every chunk lists the files its lazy imports preload
        // and imports others by name, and the shorter names are 0.3 KB gzip of the first page and
        // 0.5 KB of an app's page. Seven characters, not the default eight: the fewest rolldown allows
        // for this many chunks (it refuses a build whose names could collide), 0.1 KB of an app's page.
        entryFileNames: 'assets/[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // The files of a worker share one module graph and one jsdom (about half the suite's time on two
    // cores). test/setup.ts puts back, after each test, what a test changes outside the rendered tree
    // (stubbed globals, object URLs, the language, storage, cookies) and waits for lazy modules a test
    // began to load; a file that changes the document for its own tests does so in beforeAll/afterAll.
    isolate: false,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // user-event types key by key in jsdom: the editor's profile tests take about a second alone, and
    // more than Vitest's default 5 s when the whole suite shares two busy cores (seen in CI).
    testTimeout: 20_000,
  },
});
