/**
 * One vendor's writable sandbox (issue 33): the shared data with the vendor's changes laid over them, in
 * a FhirSandbox of its own whose writes Medplum's router performs on Medplum's in-memory repository.
 * This file adds only what a sandbox that others persist needs: it notes which resources a request
 * changed (so the API can store them), refuses a change past the sandbox's limit, checks a written
 * resource's structure with core's validateResource, and refuses bad bodies before the router sees them.
 * The store itself persists nothing: the API does (apps/api modules/vendor-sandbox), and it rebuilds a
 * store from the shared data and the stored changes when asked (vendor-stores.ts).
 */
import {
  businessRule,
  OperationOutcomeError,
  getStatus,
  normalizeOperationOutcome,
  validateResource,
  type WithId,
} from '@medplum/core';
import {
  MemoryRepository,
  type CreateResourceOptions,
  type DeleteResourceOptions,
  type FhirRouter,
} from '@medplum/fhir-router';
import type { Resource } from '@medplum/fhirtypes';
import { FhirSandbox, outcome, type SandboxRequest, type SandboxResponse } from '../sandbox.ts';

/** A changed resource as the API stores it: the resource as it is now, or null when it was deleted. */
export interface VendorChange {
  readonly resourceType: string;
  readonly id: string;
  readonly resource: Resource | null;
}

/** The answer to a write: the FHIR answer and what the write changed (empty when it failed). */
export interface VendorWriteResult {
  readonly response: SandboxResponse;
  readonly changes: readonly VendorChange[];
  /** The repository holds a partial write (a failed transaction): the store must be rebuilt. */
  readonly dirty: boolean;
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

const keyOf = (resourceType: string, id: string): string => `${resourceType}/${id}`;

/**
 * At most this much changed JSON per sandbox, besides the count limit: 1,000 resources of 4 MB each
 * would be 4 GB in the database and in every rebuild of the store (vendor-stores.ts takes 64 MB).
 */
const MAX_CHANGED_BYTES = 16 * 1024 * 1024;

const jsonBytes = (resource: Resource): number => Buffer.byteLength(JSON.stringify(resource));

/**
 * Medplum's in-memory repository, noting every resource created, updated, patched or deleted while a
 * write is recorded, and holding the sandbox to its limit of changed resources. Patch and update end
 * in createResource (the library's own path), so one override sees them all.
 */
class RecordingRepository extends MemoryRepository {
  /** Per changed resource, the size of its JSON (0 once deleted). */
  readonly #changed: Map<string, number>;
  readonly #limit: number;
  #recording: Map<string, VendorChange> | undefined;
  #recordingBytes = new Map<string, number>();

  constructor(changes: readonly VendorChange[], limit: number) {
    super();
    this.#changed = new Map(
      changes.map((c) => [keyOf(c.resourceType, c.id), c.resource ? jsonBytes(c.resource) : 0]),
    );
    this.#limit = limit;
  }

  get changedCount(): number {
    return this.#changed.size;
  }

  /** Runs a write, returning what it changed (also when it failed part-way: see VendorWriteResult.dirty). */
  async record<T>(write: () => Promise<T>): Promise<{ result: T; changes: VendorChange[] }> {
    const recording = new Map<string, VendorChange>();
    const bytes = new Map<string, number>();
    this.#recording = recording;
    this.#recordingBytes = bytes;
    try {
      const result = await write();
      return { result, changes: [...recording.values()] };
    } finally {
      this.#recording = undefined;
      this.#recordingBytes = new Map();
      for (const key of recording.keys()) this.#changed.set(key, bytes.get(key) ?? 0);
    }
  }

  /** The changes of the write under way, as a failed write leaves them. */
  get pending(): number {
    return this.#recording?.size ?? 0;
  }

  #admit(resourceType: string, id: string, size: number): void {
    const key = keyOf(resourceType, id);
    let total = size;
    for (const [k, n] of this.#changed) if (k !== key && !this.#recordingBytes.has(k)) total += n;
    for (const [k, n] of this.#recordingBytes) if (k !== key) total += n;
    if (total > MAX_CHANGED_BYTES) {
      throw new OperationOutcomeError(
        businessRule(
          'sandbox-size',
          `This sandbox holds at most ${MAX_CHANGED_BYTES / 1024 / 1024} MB of changed resources, and this write would store more. Nothing was stored. Reset the sandbox on its page (My sandbox) to start again from the shared data.`,
        ),
      );
    }
    this.#recordingBytes.set(key, size);
    if (this.#changed.has(key) || this.#recording?.has(key)) return;
    if (this.#changed.size + (this.#recording?.size ?? 0) >= this.#limit) {
      throw new OperationOutcomeError(
        businessRule(
          'sandbox-limit',
          `This sandbox holds at most ${this.#limit} changed resources, and this write would change more. Nothing was stored. Reset the sandbox on its page (My sandbox) to start again from the shared data.`,
        ),
      );
    }
  }

  override async createResource<T extends Resource>(
    resource: T,
    options?: CreateResourceOptions,
    update = false,
  ): Promise<WithId<T>> {
    if (!this.#recording) return super.createResource(resource, options, update);
    // The library checks structure only where it is asked to; a vendor's write is checked here.
    validateResource(resource);
    const id = resource.id ?? this.generateId();
    this.#admit(resource.resourceType, id, jsonBytes(resource));
    const written = await super.createResource({ ...resource, id }, options, update);
    this.#recording.set(keyOf(written.resourceType, written.id), {
      resourceType: written.resourceType,
      id: written.id,
      resource: written,
    });
    return written;
  }

  override async deleteResource(
    resourceType: string,
    id: string,
    options?: DeleteResourceOptions,
  ): Promise<void> {
    if (!this.#recording) return super.deleteResource(resourceType, id, options);
    this.#admit(resourceType, id, 0);
    await super.deleteResource(resourceType, id, options);
    this.#recording.set(keyOf(resourceType, id), { resourceType, id, resource: null });
  }
}

export interface VendorStoreOptions {
  /** The vendor sandbox's public FHIR base (PUBLIC_URL/sandbox/v/{key}/fhir): links and fullUrls. */
  readonly baseUrl: string;
  /** At most this many changed resources (created, updated or deleted) per sandbox. */
  readonly limit: number;
}

export class VendorStore {
  readonly #repo: RecordingRepository;
  readonly #sandbox: FhirSandbox;
  readonly #baseUrl: string;
  /** One request at a time: a write's record must not see another request's changes. */
  #queue: Promise<unknown> = Promise.resolve();
  #lastWrite: VendorWriteResult | undefined;

  private constructor(repo: RecordingRepository, sandbox: FhirSandbox, baseUrl: string) {
    this.#repo = repo;
    this.#sandbox = sandbox;
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** The shared resources with `changes` laid over them: a changed resource replaces its shared copy, a deleted one is left out. */
  static async create(
    shared: Iterable<Resource>,
    changes: readonly VendorChange[],
    options: VendorStoreOptions,
  ): Promise<VendorStore> {
    const byKey = new Map(changes.map((c) => [keyOf(c.resourceType, c.id), c]));
    const resources: Resource[] = [];
    for (const resource of shared) {
      if (!byKey.has(keyOf(resource.resourceType, resource.id ?? ''))) resources.push(resource);
    }
    for (const change of changes) if (change.resource) resources.push(change.resource);
    const repo = new RecordingRepository(changes, options.limit);
    // The sandbox calls the store's writes; the store needs the sandbox: the first is made first.
    const made: { store?: VendorStore } = {};
    const sandbox = await FhirSandbox.create(resources, {
      baseUrl: options.baseUrl,
      writable: {
        repository: repo,
        write: (request, router) => (made.store as VendorStore).#write(request, router),
      },
    });
    made.store = new VendorStore(repo, sandbox, options.baseUrl);
    return made.store;
  }

  get changedCount(): number {
    return this.#repo.changedCount;
  }

  /** Answers a request; for a write, also what it changed. */
  handle(request: SandboxRequest): Promise<VendorWriteResult> {
    const run = async (): Promise<VendorWriteResult> => {
      this.#lastWrite = undefined;
      const response = await this.#sandbox.handle(request);
      const write = this.#lastWrite as VendorWriteResult | undefined;
      return write ? { ...write, response } : { response, changes: [], dirty: false };
    };
    const next = this.#queue.then(run, run);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #write(request: SandboxRequest, router: FhirRouter): Promise<SandboxResponse> {
    const method = WRITE_METHODS.find((m) => m === request.method);
    if (!method)
      return outcome(405, 'not-supported', 'This sandbox answers GET, POST, PUT, PATCH and DELETE.');
    const body = parseBody(request);
    if ('error' in body) return body.error;
    const segments = request.path.split('/').filter((s) => s !== '');
    const [type, id] = segments;
    // The router's own checks answer in terms a client cannot act on ("Not a bundle"); these say what to send.
    if (method === 'POST' && type === undefined) {
      if (!isRecord(body.value) || body.value.resourceType !== 'Bundle') {
        return outcome(400, 'invalid', 'A POST to the base takes a Bundle of type transaction or batch.');
      }
    } else if (method === 'POST' || method === 'PUT') {
      if (!isRecord(body.value) || typeof body.value.resourceType !== 'string') {
        return outcome(400, 'structure', 'The body must be a FHIR resource with a resourceType.');
      }
      if (body.value.resourceType !== type) {
        return outcome(
          400,
          'invalid',
          `The resource's resourceType "${String(body.value.resourceType)}" does not match the endpoint's "${type ?? ''}".`,
        );
      }
      if (method === 'PUT' && id !== undefined && body.value.id !== decodeURIComponent(id)) {
        return outcome(400, 'invalid', 'The resource’s id must match the id in the address.');
      }
      if (method === 'POST' && id !== undefined) {
        return outcome(
          405,
          'not-supported',
          'Create with POST to the type (e.g. Observation), not to an id.',
        );
      }
    } else if (method === 'PATCH') {
      if (!Array.isArray(body.value) && !(isRecord(body.value) && body.value.resourceType === 'Parameters')) {
        return outcome(
          400,
          'structure',
          'A PATCH takes a JSON Patch array (application/json-patch+json) or a FHIRPath Patch Parameters resource.',
        );
      }
    }
    if (method !== 'POST' && id === undefined) {
      return outcome(
        400,
        'not-supported',
        'Conditional update, patch and delete are not supported: name the id.',
      );
    }
    const queryObject: Record<string, string[]> = {};
    for (const [key, value] of request.query) (queryObject[key] ??= []).push(value);
    const search = request.query.toString();
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    let response: SandboxResponse;
    let changes: VendorChange[] = [];
    try {
      const recorded = await this.#repo.record(async () => {
        const [result, resource] = await router.handleRequest(
          {
            method,
            url: search ? `${request.path}?${search}` : request.path,
            pathname: '',
            body: body.value,
            params: {},
            query: queryObject,
            headers,
            // Without it the router treats a transaction as a batch (each entry on its own).
            config: { transactions: true },
          },
          this.#repo,
        );
        return { result, resource };
      });
      changes = recorded.changes;
      const status = getStatus(recorded.result.result);
      const resource = recorded.result.resource;
      response =
        status >= 400 || !resource
          ? { status, body: recorded.result.result }
          : { status, body: resource, headers: locationOf(status, resource, this.#baseUrl) };
    } catch (error) {
      const result =
        error instanceof OperationOutcomeError ? error.outcome : normalizeOperationOutcome(error);
      response = { status: getStatus(result), body: result };
    }
    // A failed write (a transaction that stopped part-way) may have changed some resources in memory:
    // they are not stored, and the store is rebuilt from what is.
    const failed = response.status >= 400;
    this.#lastWrite = {
      response,
      changes: failed ? [] : changes,
      dirty: failed && changes.length > 0,
    };
    return response;
  }
}

/** R4 §3.1.0.8.1: a create answers with the new version's address. */
function locationOf(status: number, resource: Resource, baseUrl: string): Record<string, string> {
  if (status !== 201 || !resource.id) return {};
  const version = resource.meta?.versionId;
  return {
    location: `${baseUrl}/${resource.resourceType}/${resource.id}${version ? `/_history/${version}` : ''}`,
  };
}

/** The request's body as JSON, or the 400 that says why not. */
function parseBody(request: SandboxRequest): { value: unknown } | { error: SandboxResponse } {
  if (request.method === 'DELETE') return { value: undefined };
  if (!request.body || request.body.trim() === '') {
    return { error: outcome(400, 'structure', 'The request has no body: send a FHIR resource as JSON.') };
  }
  try {
    return { value: JSON.parse(request.body) as unknown };
  } catch {
    return { error: outcome(400, 'structure', 'The body is not valid JSON.') };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
