// What the start page loads before its first render, read from Vite's manifest: the entry chunk, every
// chunk it imports statically (modulepreload), and the chunks main.tsx awaits before it renders. Shared
// by bundle-size.mjs and bench/web.mjs, so the budget check and the benchmark count the same bytes.

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
