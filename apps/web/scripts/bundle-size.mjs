// Gzip size (level 9) of the JavaScript the start page loads before it can render: the entry chunk
// plus every chunk it imports statically (modulepreload), read from Vite's manifest. Exit 1 over budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '../dist'));
const budget = Number(process.env.BUDGET_KB ?? 120) * 1024;
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest.');

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entryKey);
// The runtime-config validation is imported dynamically but before the first render, so every visitor
// downloads it (and what it imports) at start-up: it counts towards the first load.
for (const key of Object.keys(manifest)) if (/config-validation/.test(manifest[key].src ?? '')) visit(key);

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  JavaScript / loads before its first render (gzip -9), budget ${budget / 1024} KB`);
process.exit(total > budget ? 1 : 0);
