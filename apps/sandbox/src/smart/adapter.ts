/**
 * The authorization server's storage, through oidc-provider's documented adapter interface
 * (configuration `adapter`, docs/README.md "adapter"): 'Client' is looked up in the registry of
 * vendor-registered clients at run time (registry.ts); every other model (sessions, interactions,
 * grants, codes, tokens) lives in memory, as with oidc-provider's own development adapter, bounded
 * and ending with the process, like the signing keys.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { ClientRegistry } from './registry.ts';

const MAX_ENTRIES = 50_000;

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

class MemoryStore {
  readonly entries = new Map<string, Entry>();
  readonly sessionUids = new Map<string, string>();
  readonly grants = new Map<string, Set<string>>();

  get(key: string): AdapterPayload | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(key: string, payload: AdapterPayload, expiresIn: number | undefined): void {
    this.entries.delete(key);
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
    this.entries.set(key, { payload, expiresAt });
    // The oldest go first when the store is full (Map order is insertion order).
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** Drops the oldest keys of an index beyond MAX_ENTRIES. */
function trim(map: Map<string, unknown>): void {
  while (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

class ModelAdapter implements Adapter {
  readonly #model: string;
  readonly #store: MemoryStore;

  constructor(model: string, store: MemoryStore) {
    this.#model = model;
    this.#store = store;
  }

  #key(id: string): string {
    return `${this.#model}:${id}`;
  }

  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const key = this.#key(id);
    this.#store.set(key, payload, expiresIn);
    if (this.#model === 'Session' && typeof payload.uid === 'string')
      this.#store.sessionUids.set(payload.uid, id);
    if (typeof payload.grantId === 'string') {
      const members = this.#store.grants.get(payload.grantId) ?? new Set<string>();
      members.add(key);
      this.#store.grants.set(payload.grantId, members);
    }
    trim(this.#store.grants);
    trim(this.#store.sessionUids);
    return Promise.resolve();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.#store.get(this.#key(id)));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = this.#store.sessionUids.get(uid);
    return Promise.resolve(id === undefined ? undefined : this.#store.get(this.#key(id)));
  }

  findByUserCode(): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  consume(id: string): Promise<void> {
    const payload = this.#store.get(this.#key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    return Promise.resolve();
  }

  destroy(id: string): Promise<void> {
    const key = this.#key(id);
    const payload = this.#store.get(key);
    this.#store.entries.delete(key);
    if (payload && typeof payload.uid === 'string' && this.#store.sessionUids.get(payload.uid) === id)
      this.#store.sessionUids.delete(payload.uid);
    return Promise.resolve();
  }

  revokeByGrantId(grantId: string): Promise<void> {
    for (const key of this.#store.grants.get(grantId) ?? []) this.#store.entries.delete(key);
    this.#store.grants.delete(grantId);
    return Promise.resolve();
  }
}

/** Registered clients, read-only: oidc-provider only finds them (no dynamic registration here). */
class ClientAdapter extends ModelAdapter {
  readonly #registry: ClientRegistry;

  constructor(registry: ClientRegistry) {
    super('Client', new MemoryStore());
    this.#registry = registry;
  }

  override find(id: string): Promise<AdapterPayload | undefined> {
    const client = this.#registry.find(id);
    return Promise.resolve(client ? { ...client } : undefined);
  }
}

export function sandboxAdapter(registry: ClientRegistry): AdapterFactory {
  const store = new MemoryStore();
  const clients = new ClientAdapter(registry);
  const models = new Map<string, Adapter>();
  return (name) => {
    if (name === 'Client') return clients;
    let adapter = models.get(name);
    if (!adapter) {
      adapter = new ModelAdapter(name, store);
      models.set(name, adapter);
    }
    return adapter;
  };
}
