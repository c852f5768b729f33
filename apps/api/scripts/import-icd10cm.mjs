// Makes the ICD-10-CM list the API searches (apps/api/src/modules/codes/data/): the categories (three
// characters) and subcategories (four) of the CMS/NCHS release, as `code<TAB>name` lines, gzip-compressed.
// Usage: node apps/api/scripts/import-icd10cm.mjs <categories.csv>
// where categories.csv is `categories.csv` of github.com/k4m1113/ICD-10-CSV (commit 013f079): the header
// and three-character codes of CMS's ICD-10-CM 2018 order file, one `CODE,"Name"` per line. Origin and
// licence: apps/api/src/modules/codes/data/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const [source] = process.argv.slice(2);
if (!source) {
  console.error('Usage: node apps/api/scripts/import-icd10cm.mjs <categories.csv>');
  process.exit(2);
}
const LINE = /^([A-Z][0-9][0-9A-Z]{1,5}),"([^"]+)"$/;
const rows = [];
for (const line of readFileSync(source, 'utf8').split(/\r?\n/)) {
  if (line === '') continue;
  const match = LINE.exec(line);
  if (!match) throw new Error(`Not a CODE,"Name" line: ${line}`);
  const [, code, name] = match;
  if (code.length > 4) continue;
  // As ICD-10-CM writes them: a dot after the category (E11.9).
  rows.push(`${code.length > 3 ? `${code.slice(0, 3)}.${code.slice(3)}` : code}\t${name.trim()}`);
}
const out = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/modules/codes/data/icd10cm-2018.tsv.gz',
);
writeFileSync(out, gzipSync(`${rows.join('\n')}\n`, { level: 9 }));
console.log(`${rows.length} codes written to ${path.relative(process.cwd(), out)}`);
