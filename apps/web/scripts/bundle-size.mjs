// Gzip size (level 9) of the JavaScript each public route loads before it can render (first-load.mjs),
// in English and in German: the start page and /apps (the entry chunk, its static imports and what
// main.tsx awaits before rendering), and an app's page and the static pages (that, plus their route
// chunk and its static imports), read from Vite's manifest; in German, plus the German catalogue and
// the parts of it the route waits for. One budget for all of them in both languages; exit 1 when any
// is over it.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  firstLoadKeys,
  germanFirstLoadKeys,
  PUBLIC_ROUTE_MODULES,
  routeFirstLoadKeys,
} from './first-load.mjs';

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
const sum = (keys) => [...keys].reduce((total, key) => total + sizeOf(key), 0);
const line = (key) => `${kb(sizeOf(key))}  ${manifest[key].file} (${manifest[key].name ?? key})`;
const verdict = (bytes) => (bytes <= budget ? '' : ': OVER');

const shell = firstLoadKeys(manifest);
const loads = [
  { name: '/apps (the shell)', route: '', english: shell },
  ...PUBLIC_ROUTE_MODULES.map((route) => ({
    name: route,
    route,
    english: routeFirstLoadKeys(manifest, route),
  })),
].map((load) => ({ ...load, german: germanFirstLoadKeys(manifest, load.english, load.route) }));

let over = false;
for (const { name, english, german } of loads) {
  console.log(`${name}:`);
  // A route's lines list only what it adds to the shell, and German's what it adds to English.
  for (const key of english) if (english === shell || !shell.has(key)) console.log(line(key));
  if (english !== shell) console.log(`${kb(sum(shell))}  (the shell)`);
  const englishTotal = sum(english);
  console.log(`${kb(englishTotal)}  English: before its first render (gzip -9)${verdict(englishTotal)}`);
  for (const key of german) if (!english.has(key)) console.log(line(key));
  const germanTotal = sum(german);
  console.log(`${kb(germanTotal)}  German: before its first render (gzip -9)${verdict(germanTotal)}\n`);
  if (englishTotal > budget || germanTotal > budget) over = true;
}

console.log(`First load before the first render (gzip -9), budget ${budget / 1024} KB:`);
console.log(`${'English'.padStart(11)} ${'German'.padStart(11)}  Route`);
for (const { name, english, german } of loads) {
  const cell = (keys) => `${kb(sum(keys))}${sum(keys) > budget ? '!' : ' '}`.padStart(11);
  console.log(`${cell(english)} ${cell(german)}  ${name}`);
}
console.log(
  over
    ? '\nOVER: a first load is over the budget (marked !).'
    : '\nEvery first load within the budget, in English and in German.',
);
process.exit(over ? 1 : 0);
