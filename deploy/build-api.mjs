// Bundles the API (with the contract and the embedded IdP) into one ES module for production:
// node starts it without compiling TypeScript, so it is ready sooner and uses less memory than
// `tsx` (bench/run.mjs measures both). npm packages stay external (installed by `npm ci --omit=dev`).
// Usage: node deploy/build-api.mjs [outfile]   (default apps/api/dist/server.mjs)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.resolve(process.argv[2] ?? path.join(root, 'apps/api/dist/server.mjs'));
const pkg = (p) => JSON.parse(readFileSync(path.join(root, p, 'package.json'), 'utf8'));
const external = [
  ...new Set(
    ['apps/api', 'apps/idp', 'packages/contract']
      .flatMap((p) => Object.keys(pkg(p).dependencies ?? {}))
      .filter((name) => !name.startsWith('@showroom/')),
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

const started = performance.now();
await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts')],
  outfile,
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
console.log(
  `API bundled to ${path.relative(root, outfile)} in ${Math.round(performance.now() - started)} ms`,
);
