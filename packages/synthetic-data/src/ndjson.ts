import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Where the committed data live. `import.meta.url`, not `import.meta.dirname`: the API's production bundle
 * (deploy/build-api.mjs) keeps each module's own URL, so a bundled loader reads the same files.
 */
const DATA_DIR = new URL('../data/', import.meta.url);
/** Synthea's resources as imported (references normalised, narratives dropped, dates not shifted). */
export const SYNTHEA_DIR = new URL('synthea/', DATA_DIR);
/** Our generated resources (Observations), made from the Synthea files by `npm run generate`. */
export const GENERATED_DIR = new URL('generated/', DATA_DIR);

/** One JSON text per line, each line ending in a newline: the bytes the data files hold. */
export function toNdjson(values: readonly unknown[]): string {
  return values.map((value) => `${JSON.stringify(value)}\n`).join('');
}

export function parseNdjson<T>(text: string): T[] {
  const values: T[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    if (line.trim() !== '') values.push(JSON.parse(line) as T);
    start = end + 1;
  }
  return values;
}

export function readNdjsonGz<T>(file: URL | string): T[] {
  return parseNdjson<T>(gunzipSync(readFileSync(file)).toString('utf8'));
}

/** Gzip at level 9 (Node's zlib writes no file name and a zero time: the same input gives the same bytes). */
export function writeNdjsonGz(file: URL | string, values: readonly unknown[]): void {
  writeFileSync(file, gzipSync(Buffer.from(toNdjson(values), 'utf8'), { level: 9 }));
}
