import { createHash } from 'node:crypto';

/** FNV-1a, 32 bits: a seed from a text (a patient's or an encounter's id and what is drawn). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A reproducible stream of numbers in [0, 1) (mulberry32), the same for the same seed text. */
export function seededRandom(seed: string): () => number {
  let state = fnv1a(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A normally distributed number (Box-Muller), cut at `limit` standard deviations so no value is absurd. */
export function normal(random: () => number, mean: number, sd: number, limit = 2.5): number {
  const u = 1 - random();
  const v = random();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return mean + sd * Math.max(-limit, Math.min(limit, z));
}

/** A name-based UUID (version 5 layout, SHA-1) in our own namespace text: stable ids for generated resources. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`showroom-synthetic-data:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
