// Gzip size (level 9) of the JavaScript the start page loads before it can render (first-load.mjs: the
// entry chunk, its static imports and what main.tsx awaits before rendering), read from Vite's
// manifest. Exit 1 over budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadKeys } from './first-load.mjs';

const dist = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '../dist'));
const budget = Number(process.env.BUDGET_KB ?? 120) * 1024;
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

let total = 0;
for (const key of firstLoadKeys(manifest)) {
  const file = manifest[key].file;
  const size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  JavaScript / loads before its first render (gzip -9), budget ${budget / 1024} KB`,
);
process.exit(total > budget ? 1 : 0);
