import { appDetailsSchema, type AppDetails } from '@showroom/contract';
import { strongEtag } from '../../lib/http-cache.ts';
import type { CatalogueCache, PreparedBody } from './catalogue-cache.ts';

/** Enough for every app a busy day's visitors open, without letting a crawler grow the heap unbounded. */
const DETAILS_CACHE_MAX = 2_000;

/**
 * Anonymous visitors' GET /apps/:id as prepared bytes, per app: the same bytes the route's serialiser
 * would make (the schema's parse, then JSON), kept until the next catalogue change. Every write that
 * changes what the public sees notifies 'catalogue_changed', which clears this with the list; while
 * nothing guarantees notifications, nothing is kept, as for the list.
 */
export class DetailsCache {
  readonly #entries = new Map<number, PreparedBody>();
  #generation = 0;

  constructor(
    cache: CatalogueCache,
    private readonly isListening: () => boolean,
  ) {
    cache.onInvalidated(() => {
      this.#generation++;
      this.#entries.clear();
    });
  }

  async get(id: number, load: () => Promise<AppDetails>): Promise<PreparedBody> {
    const hit = this.#entries.get(id);
    if (hit) return hit;
    const generation = this.#generation;
    const body = Buffer.from(JSON.stringify(appDetailsSchema.parse(await load())));
    const prepared = { body, etag: strongEtag(body) };
    // A change notified while loading means these bytes may predate it: served once, never kept.
    if (this.isListening() && generation === this.#generation) {
      if (this.#entries.size >= DETAILS_CACHE_MAX) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(id, prepared);
    }
    return prepared;
  }
}
