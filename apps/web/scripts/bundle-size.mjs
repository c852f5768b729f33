// Gzip size (level 9) of the JavaScript each public route loads before it can render (first-load.mjs):
// the start page and /apps (the entry chunk, its static imports and what main.tsx awaits before
// rendering), and an app's page and the static pages (that, plus their route chunk and its static
// imports), read from Vite's manifest. One budget for all of them; exit 1 when any is over it.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadKeys, PUBLIC_ROUTE_MODULES, routeFirstLoadKeys } from './first-load.mjs';

const dist = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '../dist'));
const budget = Number(process.env.BUDGET_KB ?? 120) * 1024;
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const sizes = new Map();
const sizeOf = (key) => {
  if (!sizes.has(key)) {
    const file = path.join(dist, manifest[key].file);
    sizes.set(key, gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return sizes.get(key);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

const shell = firstLoadKeys(manifest);
const loads = [
  { name: '/apps (the shell)', keys: shell },
  ...PUBLIC_ROUTE_MODULES.map((route) => ({ name: route, keys: routeFirstLoadKeys(manifest, route) })),
];

let over = false;
for (const { name, keys } of loads) {
  let total = 0;
  console.log(`${name}:`);
  for (const key of keys) {
    total += sizeOf(key);
    // A route's lines list only what it adds to the shell.
    if (keys === shell || !shell.has(key)) {
      console.log(`${kb(sizeOf(key))}  ${manifest[key].file} (${manifest[key].name ?? key})`);
    }
  }
  if (keys !== shell)
    console.log(`${kb([...shell].reduce((sum, key) => sum + sizeOf(key), 0))}  (the shell)`);
  const fits = total <= budget;
  if (!fits) over = true;
  console.log(
    `${kb(total)}  JavaScript before its first render (gzip -9), budget ${budget / 1024} KB${fits ? '' : ': OVER'}\n`,
  );
}
process.exit(over ? 1 : 0);
