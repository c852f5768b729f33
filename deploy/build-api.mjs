// Bundles the API (with the contract and the embedded IdP) into one ES module for production:
// node starts it without compiling TypeScript, so it is ready sooner and uses less memory than
// `tsx` (bench/run.mjs measures both). npm packages stay external (installed by `npm ci --omit=dev`),
// apart from BUNDLED below.
// `npm start` (scripts/start.mjs) runs the same bundle, built when its sources are newer.
// Usage: node deploy/build-api.mjs [outfile]   (default apps/api/dist/server.mjs)
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the bundle goes unless told otherwise. */
export const DEFAULT_OUTFILE = path.join(root, 'apps/api/dist/server.mjs');
/** What the bundle is made of: newer files there make it stale (scripts/start.mjs). */
export const API_BUNDLE_SOURCES = [
  'apps/api/src',
  'apps/idp/src',
  'packages/contract/src',
  'deploy/build-api.mjs',
  'package-lock.json',
].map((p) => path.join(root, p));
const pkg = (p) => JSON.parse(readFileSync(path.join(root, p, 'package.json'), 'utf8'));
/**
 * Run-time dependencies bundled all the same. drizzle-orm: as an external ES module package, Node
 * resolves each of the 112 files the API loads (446 resolutions), and for each it hands over its
 * 178 KB package.json's exports map again, as new strings, parsed again: about 170 MB of garbage
 * while the modules load, which grew V8's young generation to its largest (2 × 64 MB) and kept the
 * process near 290 MB resident at rest with 10,000 apps (issue 15; 143 MB bundled). Its drivers (pg,
 * @electric-sql/pglite) stay external.
 */
const BUNDLED = new Set(['drizzle-orm']);
const external = [
  ...new Set(
    ['apps/api', 'apps/idp', 'packages/contract']
      .flatMap((p) => Object.keys(pkg(p).dependencies ?? {}))
      .filter((name) => !name.startsWith('@showroom/') && !BUNDLED.has(name)),
  ),
].flatMap((name) => [name, `${name}/*`]);

// Modules find their migrations and the repository root from import.meta.url; keep each module's own
// source location, so the bundle reads the same files as the sources do (it runs inside the checkout).
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

/**
 * Bundles the API to `outfile` (and its source map beside it). Each file is written under a temporary
 * name and renamed into place, so a process starting the bundle meanwhile (two `npm start`s, the e2e
 * suite's restarts) reads the old file or the new one, never half of one. Returns the milliseconds taken.
 */
export async function buildApi(outfile = DEFAULT_OUTFILE) {
  const started = performance.now();
  const result = await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external,
    plugins: [keepModuleUrls],
    sourcemap: true,
    logLevel: 'warning',
    // Some dependencies still call require(); give the ES module one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  mkdirSync(path.dirname(outfile), { recursive: true });
  // The map first: a process that reads the new bundle finds its map.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return Math.round(performance.now() - started);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = path.resolve(process.argv[2] ?? DEFAULT_OUTFILE);
  const ms = await buildApi(outfile);
  console.log(`API bundled to ${path.relative(root, outfile)} in ${ms} ms`);
}
