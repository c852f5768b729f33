/**
 * The vendors' writable sandboxes in this process (issue 33): a store per sandbox, built when the API
 * hands over the sandbox's stored changes and dropped when idle, when more stores than allowed are
 * open, or when the API says the sandbox changed (a reset: its generation moved on). The API is the
 * only client of these routes (below /v/, never under the public /fhir), and the only keeper of the
 * data: this process holds copies and can lose them at any time.
 *
 * - `PUT /v/{id}/store` {generation, baseUrl, limit, changes}: (re)builds the store.
 * - `DELETE /v/{id}/store`: drops it.
 * - `{method} /v/{id}/fhir/{path}` with `x-sandbox-generation`: the FHIR request. Without a store of
 *   that generation: 409 with `x-sandbox-load: required` (the API loads and asks again). A write
 *   (any method but GET and HEAD) answers an envelope {status, headers, body, changes} for the API to
 *   persist the changes before it answers the client.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Resource } from '@medplum/fhirtypes';
import { MAX_BODY_BYTES, outcome, type SandboxResponse } from '../sandbox.ts';
import { VendorStore, type VendorChange } from './vendor-store.ts';

const GENERATION_HEADER = 'x-sandbox-generation';
const LOAD_HEADER = 'x-sandbox-load';
/** A store's handover can hold many changed resources; a FHIR request's body stays at MAX_BODY_BYTES. */
const MAX_STORE_BYTES = 64 * 1024 * 1024;

export interface VendorStoresOptions {
  /** The shared resources, as the shared sandbox was made from (each store copies them). */
  readonly shared: () => Iterable<Resource>;
  /** At most this many stores in memory (each holds a copy of the shared data); the least used goes first. */
  readonly maxStores?: number;
  /** A store unused this long is dropped. */
  readonly idleMs?: number;
  readonly now?: () => number;
}

interface Open {
  readonly generation: number;
  readonly store: VendorStore;
  usedAt: number;
}

export interface StoreLoad {
  readonly generation: number;
  readonly baseUrl: string;
  readonly limit: number;
  readonly changes: readonly VendorChange[];
}

export class VendorStores {
  readonly #open = new Map<string, Open>();
  readonly #shared: () => Iterable<Resource>;
  readonly #maxStores: number;
  readonly #idleMs: number;
  readonly #now: () => number;

  constructor(options: VendorStoresOptions) {
    this.#shared = options.shared;
    this.#maxStores = options.maxStores ?? 2;
    this.#idleMs = options.idleMs ?? 10 * 60_000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#open.size;
  }

  async load(id: string, load: StoreLoad): Promise<void> {
    const store = await VendorStore.create(this.#shared(), load.changes, {
      baseUrl: load.baseUrl,
      limit: load.limit,
    });
    this.#open.delete(id);
    this.#open.set(id, { generation: load.generation, store, usedAt: this.#now() });
    this.sweep();
  }

  evict(id: string): void {
    this.#open.delete(id);
  }

  /** The store of this generation, if open (and marks it used). */
  get(id: string, generation: number): VendorStore | undefined {
    const open = this.#open.get(id);
    if (!open || open.generation !== generation) return undefined;
    open.usedAt = this.#now();
    // Map order is the eviction order: the most recently used last.
    this.#open.delete(id);
    this.#open.set(id, open);
    return open.store;
  }

  /** Drops idle stores, and the least recently used beyond maxStores. */
  sweep(): void {
    const now = this.#now();
    for (const [id, open] of this.#open) {
      if (now - open.usedAt > this.#idleMs) this.#open.delete(id);
    }
    while (this.#open.size > this.#maxStores) {
      const oldest = this.#open.keys().next().value;
      if (oldest === undefined) break;
      this.#open.delete(oldest);
    }
  }
}

const ID = /^[1-9][0-9]{0,15}$/;

export interface VendorHttp {
  readBody(req: IncomingMessage, limit: number): Promise<string | undefined>;
  send(res: ServerResponse, answer: SandboxResponse, head: boolean): void;
}

/** Handles a request below /v/; `path` is the raw path, `query` its query. */
export async function handleVendorRequest(
  stores: VendorStores,
  http: VendorHttp,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const [, , id = '', part = '', ...rest] = path.split('/');
  const head = req.method === 'HEAD';
  if (!ID.test(id)) {
    req.resume();
    http.send(res, outcome(404, 'not-found', 'No such sandbox.'), head);
    return;
  }
  if (part === 'store' && rest.length === 0) {
    if (req.method === 'DELETE') {
      req.resume();
      stores.evict(id);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'PUT') {
      req.resume();
      http.send(res, outcome(405, 'not-supported', 'PUT or DELETE.'), head);
      return;
    }
    const text = await http.readBody(req, MAX_STORE_BYTES);
    const load = text === undefined ? undefined : parseLoad(text);
    if (!load) {
      http.send(
        res,
        outcome(400, 'structure', 'A store load is {generation, baseUrl, limit, changes}.'),
        false,
      );
      return;
    }
    await stores.load(id, load);
    res.writeHead(204).end();
    return;
  }
  if (part !== 'fhir') {
    req.resume();
    http.send(res, outcome(404, 'not-found', 'No such route.'), head);
    return;
  }
  const generation = Number(req.headers[GENERATION_HEADER]);
  const store = Number.isSafeInteger(generation) ? stores.get(id, generation) : undefined;
  if (!store) {
    req.resume();
    res.setHeader(LOAD_HEADER, 'required');
    http.send(res, outcome(409, 'transient', 'The sandbox is not loaded.'), head);
    return;
  }
  const write = req.method !== 'GET' && req.method !== 'HEAD';
  let body: string | undefined;
  if (write) {
    body = await http.readBody(req, MAX_BODY_BYTES);
    if (body === undefined) {
      res.setHeader('connection', 'close');
      http.send(
        res,
        outcome(413, 'too-costly', `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`),
        false,
      );
      return;
    }
  } else {
    req.resume();
  }
  const result = await store.handle({
    method: req.method ?? 'GET',
    path: rest.join('/'),
    query,
    headers: req.headers,
    ...(body === undefined ? {} : { body }),
  });
  if (result.dirty) stores.evict(id);
  if (!write) {
    http.send(res, result.response, head);
    return;
  }
  const payload = JSON.stringify({
    status: result.response.status,
    headers: result.response.headers ?? {},
    body: result.response.body,
    changes: result.changes,
  });
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'x-sandbox-envelope': '1',
    'cache-control': 'no-store',
  });
  res.end(payload);
}

function parseLoad(text: string): StoreLoad | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { generation, baseUrl, limit, changes } = value as Record<string, unknown>;
  if (
    !Number.isSafeInteger(generation) ||
    typeof baseUrl !== 'string' ||
    !Number.isSafeInteger(limit) ||
    !Array.isArray(changes)
  ) {
    return undefined;
  }
  const valid = changes.every(
    (c: unknown) =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as VendorChange).resourceType === 'string' &&
      typeof (c as VendorChange).id === 'string',
  );
  if (!valid) return undefined;
  return {
    generation: generation as number,
    baseUrl,
    limit: limit as number,
    changes: changes as VendorChange[],
  };
}
