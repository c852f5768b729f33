/**
 * The answers of searches on the shared data, kept for the next identical search (issue 33's latency
 * budget). The shared data never change after load (writes answer 405; a vendor's writable sandbox has no
 * cache), so an answer stays right for the life of the process. Medplum's router still computes every
 * answer the first time: the cache only spares computing the same one again, and the bench reports the
 * searches with the cache off as well (bench/sandbox.mjs).
 *
 * Bounded: at most `maxBytes` of answers, counted as their JSON text, least recently used first out; an
 * answer larger than an eighth of that is not kept. Each answer kept is frozen, so that no caller can
 * change what the next one is given, and its JSON text is kept beside it (serializedAnswer): a kept answer
 * is not serialised again for every request (a `_revinclude` page is ~0.5 MB of JSON).
 */
import type { Resource } from '@medplum/fhirtypes';

export interface CachedAnswer {
  readonly body: Resource;
  readonly bytes: number;
}

/**
 * The JSON text of the answers the cache holds, by the (frozen) answer itself: an answer derived from a
 * kept one (e.g. the token guard's filtered copy) is another object and is serialised afresh.
 */
const serialized = new WeakMap<object, Buffer>();

/** The JSON text of `body` if it is an answer the cache kept (it cannot have changed: it is frozen). */
export function serializedAnswer(body: object): Buffer | undefined {
  return serialized.get(body);
}

export class AnswerCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, CachedAnswer>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /**
   * The key of a search: its type, its parameters with the encoding normalised (URLSearchParams'
   * serialisation: `%7C` and `|` are one key) and in the order given (the answer's self link repeats that
   * order, so two orders are two answers), and the handling the client asked for (`Prefer: handling=…`).
   */
  static key(type: string, query: URLSearchParams, handling: 'strict' | 'lenient' | undefined): string {
    return `${handling ?? 'default'} ${type}?${query.toString()}`;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): Resource | undefined {
    const found = this.#entries.get(key);
    if (!found) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, found);
    return found.body;
  }

  /** Keeps `body` (frozen from here on) under `key`, unless it is too large; returns what was kept. */
  set(key: string, body: Resource): Resource {
    const json = Buffer.from(JSON.stringify(body));
    const bytes = json.length;
    if (bytes > this.#maxBytes / 8) return body;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.bytes;
    }
    deepFreeze(body);
    serialized.set(body, json);
    this.#entries.set(key, { body, bytes });
    this.#bytes += bytes;
    for (const [oldest, answer] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= answer.bytes;
    }
    return body;
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
