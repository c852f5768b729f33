import { EventEmitter } from 'node:events';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AppCard } from '@showroom/contract';
import { strongEtag } from '../../lib/http-cache.ts';

const gzipAsync = promisify(gzip);

/**
 * Values memo() holds per catalogue version, the least recently used dropped first: prepared answers
 * of pages, searches and facet counts are about 10 KB each, so this bounds them near 10 MB.
 */
const MEMO_MAX = 1000;

/** A response body serialised once, with its strong validator. */
export interface PreparedBody {
  readonly body: Buffer;
  readonly etag: string;
}

/** The public catalogue as of one catalogue version: its cards and everything derived from them. */
export interface PreparedCatalogue extends PreparedBody {
  readonly version: number;
  readonly cards: readonly AppCard[];
  readonly publicIds: ReadonlySet<number>;
  /** The gzip encoding of `body`, made on first demand. */
  gzipped(): Promise<PreparedBody>;
  /** The gzip encoding if it has been made already (for answers that cannot wait for it). */
  gzippedIfReady(): PreparedBody | undefined;
  /**
   * Anything else computed from this version (share pages, the sitemap): made once per key and
   * dropped with the version.
   */
  derived<T>(key: string, make: () => Promise<T>): Promise<T>;
}

function prepare(version: number, cards: AppCard[]): PreparedCatalogue {
  const body = Buffer.from(JSON.stringify(cards));
  const etag = strongEtag(body);
  const derived = new Map<string, Promise<unknown>>();
  let gz: Promise<PreparedBody> | undefined;
  let gzReady: PreparedBody | undefined;
  return {
    version,
    cards,
    body,
    etag,
    publicIds: new Set(cards.map((c) => c.id)),
    gzipped() {
      // Its own ETag: another representation, other bytes.
      gz ??= gzipAsync(body).then((b) => (gzReady = { body: b, etag: strongEtag(b) }));
      return gz;
    },
    gzippedIfReady: () => gzReady,
    derived<T>(key: string, make: () => Promise<T>): Promise<T> {
      let value = derived.get(key) as Promise<T> | undefined;
      if (!value) {
        value = make();
        derived.set(key, value);
        // A failure is not cached: the next request tries again.
        value.catch(() => derived.delete(key));
      }
      return value;
    },
  };
}

/**
 * The public catalogue's prepared bytes. Built on first demand after every change, shared by
 * concurrent requests (one build at a time), and dropped by `invalidate()`, which the LISTEN side
 * calls for every 'catalogue_changed' notification. While nothing guarantees notifications
 * (`isListening()` false), nothing is kept: every request builds afresh, so a lost connection can
 * make responses slower but never stale.
 */
export class CatalogueCache {
  #version = 0;
  #current: Promise<PreparedCatalogue> | undefined;
  /** `#current` once it has resolved: what `peek()` hands out without waiting. */
  #ready: PreparedCatalogue | undefined;
  readonly #events = new EventEmitter();
  /** Other values made from this catalogue version (memo()), dropped with it. */
  #memos = new Map<string, { value: Promise<unknown>; at: number }>();

  constructor(
    private readonly load: () => Promise<AppCard[]>,
    private readonly isListening: () => boolean,
  ) {}

  /** Bumped on every invalidation: tests and metrics can watch it. */
  get version(): number {
    return this.#version;
  }

  invalidate(): void {
    this.#version++;
    this.#current = undefined;
    this.#ready = undefined;
    this.#memos = new Map();
    this.#events.emit('invalidated', this.#version);
  }

  /** Calls `listener` after each invalidation; returns the function that stops it. */
  onInvalidated(listener: (version: number) => void): () => void {
    this.#events.on('invalidated', listener);
    return () => this.#events.off('invalidated', listener);
  }

  get(): Promise<PreparedCatalogue> {
    if (!this.isListening()) return this.#build();
    if (this.#current) return this.#current;
    const building = this.#build();
    this.#current = building;
    // A notification during the build has already dropped `building` (invalidate clears #current),
    // so bytes that may predate a change are served to the requests that were waiting, never kept.
    building.then(
      (prepared) => {
        if (this.#current === building) this.#ready = prepared;
      },
      () => {
        if (this.#current === building) this.#current = undefined;
      },
    );
    return building;
  }

  /**
   * The prepared catalogue if it is built and still current, without waiting; undefined while nothing
   * guarantees notifications (then every answer is built afresh) or before the first build after a change.
   */
  peek(): PreparedCatalogue | undefined {
    return this.isListening() ? this.#ready : undefined;
  }

  /**
   * A value computed from the public catalogue (the facet index), made once per catalogue version and
   * shared, on the same terms as the prepared catalogue: dropped by every change, a failure not kept,
   * and nothing kept while nothing guarantees notifications. `maxAgeMs`: made again after that long
   * too (for values that change with time, not only with writes).
   */
  memo<T>(key: string, make: () => Promise<T>, options: { maxAgeMs?: number } = {}): Promise<T> {
    if (!this.isListening()) return make();
    const memos = this.#memos;
    const held = memos.get(key) as { value: Promise<T>; at: number } | undefined;
    if (held && (options.maxAgeMs === undefined || Date.now() - held.at < options.maxAgeMs)) {
      // Least recently used first in the map: the first entry is the one to drop.
      memos.delete(key);
      memos.set(key, held);
      return held.value;
    }
    const made = make();
    memos.delete(key);
    memos.set(key, { value: made, at: Date.now() });
    if (memos.size > MEMO_MAX) {
      const oldest = memos.keys().next().value;
      if (oldest !== undefined) memos.delete(oldest);
    }
    made.catch(() => {
      if (memos.get(key)?.value === made) memos.delete(key);
    });
    return made;
  }

  async #build(): Promise<PreparedCatalogue> {
    const version = this.#version;
    return prepare(version, await this.load());
  }
}
