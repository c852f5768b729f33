/**
 * The FHIR R4 sandbox: Medplum's FhirRouter over its MemoryRepository does the FHIR (read, vread, history,
 * search with chains, _include, _revinclude, _sort, paging); this thin adapter adds what SANDBOX-NOTES.md
 * lists as missing there: `/metadata`, Bundle links and fullUrls, a default and a maximum `_count`, unknown
 * search parameters ignored (or refused with `Prefer: handling=strict`), `_summary` and `_elements`
 * (core's subsetResource), `$validate` (core's structural validateResource), 405 on writes to the shared
 * data, and every error as an OperationOutcome with its 4xx status.
 *
 * Speed (issue 33: p95 < 50 ms with 10 clients) without search logic of our own: Medplum scans and
 * matches; the adapter only hands it fewer resources to scan (per-patient shards, and per-code shards for a
 * patient's large types: #shardFor), keeps the answers of the read-only shared data (answer-cache.ts), and
 * runs on four small patches of the library (patches/README.md). A `_count` above the maximum is refused
 * with 400 (issue 33: a clear 4xx); under `Prefer: handling=lenient` it is capped with a warning outcome
 * entry instead (R4 search: a server may return fewer than asked).
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_MAX_SEARCH_COUNT,
  DEFAULT_SEARCH_COUNT,
  OperationOutcomeError,
  getStatus,
  isResourceType,
  normalizeOperationOutcome,
  subsetResource,
  validateResource,
} from '@medplum/core';
import { FhirRouter, MemoryRepository } from '@medplum/fhir-router';
import type {
  Bundle,
  BundleEntry,
  BundleLink,
  OperationOutcome,
  OperationOutcomeIssue,
  Resource,
} from '@medplum/fhirtypes';
import { AnswerCache } from './answer-cache.ts';
import { buildCapabilityStatement } from './capability.ts';
import { findSearchParameter, loadDefinitions, type Definitions } from './definitions.ts';

/** Search-result parameters: they shape the result rather than select resources (R4 search §3.1.1.5). */
const RESULT_PARAMETERS = new Set([
  '_count',
  '_offset',
  '_sort',
  '_include',
  '_revinclude',
  '_summary',
  '_elements',
  '_total',
  '_format',
  '_pretty',
]);
/** More than this many query parameters is refused: no real search needs them, and each costs a scan. */
export const MAX_SEARCH_PARAMETERS = 50;
export { MAX_BODY_BYTES } from './read-limited.ts';
/** The most entries a search page holds: a larger `_count` is refused, or capped under `Prefer: handling=lenient`. */
export const MAX_SEARCH_COUNT = DEFAULT_MAX_SEARCH_COUNT;
/** The answer cache's default bound (answer-cache.ts), counted as JSON text. */
export const DEFAULT_ANSWER_CACHE_BYTES = 16 * 1024 * 1024;
const SOFTWARE = { name: 'Showroom FHIR sandbox (Medplum fhir-router 5.2.13)', version: '0.1.0' };

export interface SandboxRequest {
  readonly method: string;
  /** The path below the FHIR base, e.g. `Patient/123` or `Observation`, not decoded. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The raw body, for POST `$validate`. */
  readonly body?: string;
}

export interface SandboxResponse {
  readonly status: number;
  readonly body: Resource;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface SandboxOptions {
  /** The public base URL of the FHIR endpoint, without a trailing slash (links and fullUrls use it). */
  readonly baseUrl: string;
  /**
   * Keep a second repository per patient (default true): a search narrowed to one patient scans that
   * patient's resources instead of all (see #shardFor). False: one repository (the tests compare both).
   */
  readonly shardByPatient?: boolean;
  /**
   * Keep the answers of searches on the shared data for the next identical search, up to this many bytes
   * of JSON (answer-cache.ts; default DEFAULT_ANSWER_CACHE_BYTES, 0 = off). A writable sandbox has none.
   */
  readonly answerCacheBytes?: number;
  /**
   * A vendor's writable sandbox (vendor/*, issue 33): the repository it writes to (the adapter seeds it)
   * and what answers create, update, patch, delete and transaction bundles in place of the 405 of the
   * shared data. Medplum's router does the writing; see vendor/vendor-store.ts.
   */
  readonly writable?: {
    readonly repository: MemoryRepository;
    readonly write: (request: SandboxRequest, router: FhirRouter) => Promise<SandboxResponse>;
  };
}

/**
 * A patient's resources of one type are filed in code shards only from this many on: below it, scanning
 * the patient's shard is already quick, and each code shard is another copy of the resources (memory).
 */
const CODE_SHARD_MIN = 1000;

/** The reference fields that tie a resource to its patient, as the R4 `patient`/`subject` parameters read them. */
const PATIENT_FIELDS = ['subject', 'patient'] as const;

/**
 * The keys a resource is filed under in the code shards: `system|code` of each coding of its `code`,
 * lower-cased, as core's token match compares them (matchesTokenValue lower-cases both sides).
 */
function codeKeys(resource: Resource): string[] {
  const code = (resource as { code?: { coding?: { system?: unknown; code?: unknown }[] } }).code;
  const keys = new Set<string>();
  for (const coding of Array.isArray(code?.coding) ? code.coding : []) {
    if (typeof coding.system === 'string' && typeof coding.code === 'string') {
      keys.add(`${coding.system}|${coding.code}`.toLowerCase());
    }
  }
  return [...keys];
}

/** The patient a resource belongs to by PATIENT_FIELDS (`Patient/…`), if any. */
function patientOf(resource: Resource): string | undefined {
  if (resource.resourceType === 'Patient') return resource.id ? `Patient/${resource.id}` : undefined;
  const record = resource as unknown as Record<string, { reference?: unknown } | undefined>;
  for (const field of PATIENT_FIELDS) {
    const reference = record[field]?.reference;
    if (typeof reference === 'string' && reference.startsWith('Patient/')) return reference;
  }
  return undefined;
}

export function outcome(
  status: number,
  code: OperationOutcomeIssue['code'],
  text: string,
  severity: OperationOutcomeIssue['severity'] = 'error',
): SandboxResponse {
  return {
    status,
    body: { resourceType: 'OperationOutcome', issue: [{ severity, code, details: { text } }] },
  };
}

function fromOutcome(result: OperationOutcome): SandboxResponse {
  return { status: getStatus(result), body: result };
}

export class FhirSandbox {
  readonly #repo: MemoryRepository;
  /** The resource types the shared data were loaded with. */
  readonly #types = new Set<string>();
  /** Per patient: that patient's resources (by PATIENT_FIELDS) and every resource tied to no patient. */
  readonly #shards = new Map<string, MemoryRepository>();
  /**
   * By `<patient> <type>` (the types of a patient with CODE_SHARD_MIN resources or more), then by
   * `system|code` (codeKeys): that patient's resources of that type with a coding
   * of that code, for the types whose `code` parameter reads `<type>.code` (see #codeShardFor).
   */
  readonly #codeShards = new Map<string, Map<string, MemoryRepository>>();
  /** An empty repository: the answer to a code no resource of the patient has. */
  readonly #empty = new MemoryRepository();
  readonly #router = new FhirRouter();
  readonly #definitions: Definitions;
  readonly #baseUrl: string;
  readonly #writable: SandboxOptions['writable'];
  readonly #answers: AnswerCache | undefined;
  #capability: Resource | undefined;
  #count = 0;

  private constructor(definitions: Definitions, options: SandboxOptions) {
    this.#definitions = definitions;
    this.#repo = options.writable?.repository ?? new MemoryRepository();
    this.#writable = options.writable;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    const cacheBytes = options.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES;
    this.#answers = options.writable || cacheBytes <= 0 ? undefined : new AnswerCache(cacheBytes);
  }

  /** Loads the definitions (once per process) and the shared resources, kept as given (ids, meta). */
  static async create(resources: Iterable<Resource>, options: SandboxOptions): Promise<FhirSandbox> {
    const sandbox = new FhirSandbox(loadDefinitions(), options);
    const byPatient = new Map<string, Resource[]>();
    const byCode = new Map<string, Map<string, Resource[]>>();
    const codeTypes = new Map<string, boolean>();
    const typeCounts = new Map<string, number>();
    const shared: Resource[] = [];
    const lastUpdated = new Date().toISOString();
    await sandbox.#repo.withSeeding(async () => {
      for (const given of resources) {
        // One version id for every copy (the whole repository's and the patient's shard's).
        const resource = {
          ...given,
          meta: {
            ...given.meta,
            versionId: given.meta?.versionId ?? randomUUID(),
            lastUpdated: given.meta?.lastUpdated ?? lastUpdated,
          },
        } as Resource;
        await sandbox.#repo.createResource(resource);
        sandbox.#count++;
        sandbox.#types.add(resource.resourceType);
        const patient = patientOf(resource);
        if (!patient) {
          shared.push(resource);
          continue;
        }
        let own = byPatient.get(patient);
        if (!own) byPatient.set(patient, (own = []));
        own.push(resource);
        const type = resource.resourceType;
        let coded = codeTypes.get(type);
        if (coded === undefined) {
          const parameter = findSearchParameter(type, 'code');
          coded = parameter?.type === 'token' && parameter.expression === `${type}.code`;
          codeTypes.set(type, coded);
        }
        if (!coded) continue;
        const ofType = `${patient} ${type}`;
        typeCounts.set(ofType, (typeCounts.get(ofType) ?? 0) + 1);
        let codes = byCode.get(ofType);
        if (!codes) byCode.set(ofType, (codes = new Map<string, Resource[]>()));
        for (const key of codeKeys(resource)) {
          let list = codes.get(key);
          if (!list) codes.set(key, (list = []));
          list.push(resource);
        }
      }
    });
    // A writable sandbox has no shards: they would not see its writes.
    if ((options.shardByPatient ?? true) && !options.writable) {
      for (const [patient, own] of byPatient) {
        const shard = new MemoryRepository();
        await shard.withSeeding(async () => {
          for (const resource of [...own, ...shared]) await shard.createResource(resource);
        });
        sandbox.#shards.set(patient, shard);
      }
      for (const [ofType, codes] of byCode) {
        if ((typeCounts.get(ofType) ?? 0) < CODE_SHARD_MIN) continue;
        const shards = new Map<string, MemoryRepository>();
        for (const [key, own] of codes) {
          const shard = new MemoryRepository();
          await shard.withSeeding(async () => {
            for (const resource of own) await shard.createResource(resource);
          });
          shards.set(key, shard);
        }
        sandbox.#codeShards.set(ofType, shards);
      }
    }
    return sandbox;
  }

  /**
   * The patient's repository, when a search is narrowed to exactly one patient by `patient` or `subject`
   * (one value, no modifier) on a type whose parameter reads only the field the shards are cut by: every
   * match lies in that patient's shard, and so does what `_include`/`_revinclude` and chains reach (the
   * patient's other resources and the shared ones). Medplum's router and matcher answer as always;
   * only the resources scanned are fewer. Otherwise the whole repository.
   */
  #shardFor(type: string, query: URLSearchParams): MemoryRepository {
    if (this.#shards.size === 0) return this.#repo;
    const keys = [...query.keys()].filter((k) => k === 'patient' || k === 'subject');
    if (keys.length !== 1) return this.#repo;
    const key = keys[0] as string;
    const values = query.getAll(key);
    if (
      values.length !== 1 ||
      [...query.keys()].some((k) => k.startsWith(`${key}:`) || k.startsWith(`${key}.`))
    ) {
      return this.#repo;
    }
    const value = values[0] ?? '';
    if (value.includes(',')) return this.#repo;
    const expression = findSearchParameter(type, key)?.expression ?? '';
    const field = new RegExp(
      `^${type}\\.(${PATIENT_FIELDS.join('|')})(\\.where\\(\\(?resolve\\(\\) is Patient\\)?\\))?$`,
    );
    if (!field.test(expression)) return this.#repo;
    const reference = value.startsWith('Patient/')
      ? value
      : key === 'patient'
        ? `Patient/${value}`
        : undefined;
    const shard = reference && this.#shards.get(reference);
    if (!reference || !shard) return this.#repo;
    return this.#codeShardFor(type, reference, query) ?? shard;
  }

  /**
   * Narrower still, when a search narrowed to one patient also asks for one `code` as `system|code` (one
   * value, no modifier, no escape) on a type whose `code` parameter reads `<type>.code` and of which the
   * patient has CODE_SHARD_MIN resources or more: the patient's resources of that type with a coding of
   * that system and code. Every match has such a coding, so every
   * match is there; the other filters, `_sort` and paging are Medplum's as always. Not when the search
   * reaches other resources (`_include`, `_revinclude`, `_has`, chains, modifiers): those are not there.
   */
  #codeShardFor(type: string, patient: string, query: URLSearchParams): MemoryRepository | undefined {
    const shards = this.#codeShards.get(`${patient} ${type}`);
    if (!shards) return undefined;
    for (const key of query.keys()) {
      if (key.includes(':') || key.includes('.') || key.startsWith('_has')) return undefined;
      if (key === '_include' || key === '_revinclude') return undefined;
    }
    const codes = query.getAll('code');
    const value = codes[0];
    if (codes.length !== 1 || value === undefined || /[,\\]/.test(value)) return undefined;
    const parts = value.split('|');
    if (parts.length !== 2 || !parts[0] || !parts[1]) return undefined;
    const parameter = findSearchParameter(type, 'code');
    if (parameter?.type !== 'token' || parameter.expression !== `${type}.code`) return undefined;
    return shards.get(value.toLowerCase()) ?? this.#empty;
  }

  /** The answer cache's figures (undefined when there is none), for the tests and the bench. */
  get answerCache(): { hits: number; misses: number; entries: number; bytes: number } | undefined {
    const cache = this.#answers;
    return cache && { hits: cache.hits, misses: cache.misses, entries: cache.size, bytes: cache.bytes };
  }

  get resourceCount(): number {
    return this.#count;
  }

  /** Whether the shared data hold resources of this type (as loaded; a vendor's writes are not counted). */
  holds(type: string): boolean {
    return this.#types.has(type);
  }

  async handle(request: SandboxRequest): Promise<SandboxResponse> {
    try {
      return await this.#handle(request);
    } catch (error) {
      if (error instanceof OperationOutcomeError) return fromOutcome(error.outcome);
      const result = normalizeOperationOutcome(error);
      return { status: 500, body: result };
    }
  }

  async #handle(request: SandboxRequest): Promise<SandboxResponse> {
    const segments = request.path.split('/').filter((s) => s !== '');
    for (const segment of segments) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return outcome(400, 'invalid', `The path segment "${segment}" is not valid percent-encoding.`);
      }
      if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) {
        return outcome(400, 'invalid', 'The path may not contain "." or ".." segments.');
      }
    }
    if (wantsXml(request)) {
      return outcome(406, 'not-supported', 'This server answers in JSON only (application/fhir+json).');
    }
    const [type, second, third, fourth, ...rest] = segments;
    const method = request.method === 'HEAD' ? 'GET' : request.method;

    if (segments.length === 1 && type === 'metadata') {
      if (method !== 'GET') return methodNotAllowed('GET');
      this.#capability ??= buildCapabilityStatement(
        this.#router,
        this.#definitions,
        this.#baseUrl,
        SOFTWARE,
        this.#writable !== undefined,
      );
      return { status: 200, body: this.#capability };
    }
    if (type === undefined) {
      if (method === 'POST' && this.#writable) return this.#writable.write(request, this.#router);
      return method === 'GET'
        ? outcome(400, 'not-supported', 'System-level search is not supported: search one resource type.')
        : methodNotAllowed('GET');
    }
    if (!isResourceType(type)) {
      return outcome(404, 'not-supported', `"${type}" is not a FHIR R4 resource type.`);
    }
    if (second === '_search' && segments.length === 2) {
      // Search by POST (R4 3.1.1.0.2): the parameters in a form body, with any in the address.
      if (method !== 'POST') return methodNotAllowed('POST');
      const contentType = String(request.headers['content-type'] ?? '');
      if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType)) {
        return outcome(
          415,
          'not-supported',
          'A search by POST sends its parameters as application/x-www-form-urlencoded.',
        );
      }
      const query = new URLSearchParams(request.query);
      for (const [key, value] of new URLSearchParams(request.body ?? '')) query.append(key, value);
      return this.#search(type, { ...request, method: 'GET', path: type, query });
    }
    if (second === '$validate' && segments.length === 2) {
      if (method !== 'POST') return methodNotAllowed('POST');
      return this.#validate(type, request.body);
    }
    if (rest.length > 0 || (third !== undefined && third !== '_history') || second?.startsWith('$')) {
      return outcome(404, 'not-supported', `No such route: ${request.path}`);
    }
    if (method !== 'GET' && this.#writable && third === undefined) {
      return this.#writable.write(request, this.#router);
    }
    if (method !== 'GET') {
      return methodNotAllowed(
        'GET',
        'The shared sandbox is read-only: create, update, patch and delete are not allowed here.',
      );
    }
    if (second === undefined) return this.#search(type, request);
    if (second === '_history') {
      return outcome(
        404,
        'not-supported',
        'Type-level history is not supported; read one resource’s history.',
      );
    }
    const url =
      fourth === undefined
        ? `${type}/${second}${third ? '/_history' : ''}`
        : `${type}/${second}/_history/${fourth}`;
    const result = await this.#route(url, new URLSearchParams());
    if (result.status === 200 && result.body.resourceType === 'Bundle') this.#addFullUrls(result.body);
    return result;
  }

  async #route(url: string, query: URLSearchParams, repo = this.#repo): Promise<SandboxResponse> {
    const search = query.toString();
    const queryObject: Record<string, string[]> = {};
    for (const [key, value] of query) (queryObject[key] ??= []).push(value);
    const [result, resource] = await this.#router.handleRequest(
      {
        method: 'GET',
        url: search ? `${url}?${search}` : url,
        pathname: '',
        body: undefined,
        params: {},
        query: queryObject,
      },
      repo,
    );
    const status = getStatus(result);
    if (status >= 400 || !resource) return fromOutcome(result);
    return { status, body: resource };
  }

  async #search(type: string, request: SandboxRequest): Promise<SandboxResponse> {
    const handling = preferredHandling(request.headers);
    const key = this.#answers && AnswerCache.key(type, request.query, handling);
    const cached = key === undefined ? undefined : this.#answers?.get(key);
    if (cached) return { status: 200, body: cached };
    const result = await this.#computeSearch(type, request, handling);
    if (key !== undefined && result.status === 200 && !result.headers) {
      return { status: 200, body: this.#answers?.set(key, result.body) ?? result.body };
    }
    return result;
  }

  async #computeSearch(type: string, request: SandboxRequest, handling: Handling): Promise<SandboxResponse> {
    const strict = handling === 'strict';
    const kept = new URLSearchParams();
    const dropped: string[] = [];
    const warnings: string[] = [];
    let parameterCount = 0;
    let count = DEFAULT_SEARCH_COUNT;
    let offset = 0;
    let summary: string | undefined;
    let elements: string[] | undefined;
    for (const [key, value] of request.query) {
      if (++parameterCount > MAX_SEARCH_PARAMETERS) {
        return outcome(400, 'too-costly', `A search may have at most ${MAX_SEARCH_PARAMETERS} parameters.`);
      }
      const code = key.split(/[:.]/)[0] ?? '';
      if (key === '_count' || key === '_offset') {
        const n = Number(value);
        if (!/^\d+$/.test(value) || !Number.isSafeInteger(n)) {
          return outcome(400, 'invalid', `${key} must be a whole number ≥ 0, not "${value}".`);
        }
        if (key === '_count' && n > MAX_SEARCH_COUNT) {
          const text = `_count=${value} is more than this server's maximum of ${MAX_SEARCH_COUNT}`;
          if (handling !== 'lenient') {
            return outcome(
              400,
              'too-costly',
              `${text}: ask for at most ${MAX_SEARCH_COUNT} and follow the link "next" for the rest, or send Prefer: handling=lenient to get ${MAX_SEARCH_COUNT}.`,
            );
          }
          warnings.push(
            `${text}: a page holds at most ${MAX_SEARCH_COUNT} entries; follow the link "next" for the rest.`,
          );
        }
        if (key === '_count') count = Math.min(n, MAX_SEARCH_COUNT);
        else offset = n;
        continue;
      }
      if (key === '_summary') {
        if (!['true', 'false', 'count', 'text', 'data'].includes(value)) {
          return outcome(
            400,
            'invalid',
            `_summary must be true, false, count, text or data, not "${value}".`,
          );
        }
        summary = value;
        continue;
      }
      if (key === '_elements') {
        elements = [
          ...(elements ?? []),
          ...value
            .split(',')
            .map((e) => e.trim())
            .filter(Boolean),
        ];
        continue;
      }
      if (key === '_format' || key === '_pretty' || key === '_total') continue;
      if (RESULT_PARAMETERS.has(code) || findSearchParameter(type, code)) {
        kept.append(key, value);
        continue;
      }
      if (strict) {
        return outcome(400, 'not-supported', `Unknown search parameter "${key}" for ${type}.`);
      }
      dropped.push(key);
    }

    const repo = this.#shardFor(type, kept);
    const routed = new URLSearchParams(kept);
    if (repo !== this.#repo) {
      // Medplum's repository evaluates a search's filters in the order given, stopping at the first
      // that fails. In a patient's shard the patient filter holds for nearly every resource scanned, so
      // it goes last: the other filters rule most resources out first (same filters, same answer;
      // Observation?patient&code&date over a patient with 8,800 Observations: 195 → 87 ms).
      for (const key of ['patient', 'subject']) {
        const values = routed.getAll(key);
        if (values.length === 0) continue;
        routed.delete(key);
        for (const value of values) routed.append(key, value);
      }
    }
    routed.set('_count', String(summary === 'count' ? 0 : count));
    if (offset) routed.set('_offset', String(offset));
    const result = await this.#route(type, routed, repo);
    if (result.status !== 200 || result.body.resourceType !== 'Bundle') return result;
    const bundle = result.body;
    const total = bundle.total ?? 0;

    const used = new URLSearchParams(kept);
    if (summary) used.set('_summary', summary);
    if (elements) used.set('_elements', elements.join(','));
    if (summary !== 'count') used.set('_count', String(count));
    const link: BundleLink[] = [{ relation: 'self', url: this.#searchUrl(type, used, offset) }];
    if (summary !== 'count' && count > 0) {
      link.push({ relation: 'first', url: this.#searchUrl(type, used, 0) });
      if (offset + count < total)
        link.push({ relation: 'next', url: this.#searchUrl(type, used, offset + count) });
      if (offset > 0)
        link.push({ relation: 'previous', url: this.#searchUrl(type, used, Math.max(0, offset - count)) });
    }

    const entry: BundleEntry[] = [];
    for (const item of bundle.entry ?? []) {
      const resource = item.resource;
      if (!resource) continue;
      let shaped: Resource | undefined = resource;
      if (item.search?.mode === 'match' && elements) shaped = subsetResource(resource, elements);
      else if (summary === 'true')
        shaped = subsetResource(resource, [
          ...(this.#definitions.summaryElements.get(resource.resourceType) ?? []),
        ]);
      else if (summary === 'data' && 'text' in resource)
        shaped = subsetResource(
          resource,
          Object.keys(resource).filter((k) => k !== 'text'),
        );
      else if (summary === 'text') shaped = subsetResource(resource, ['text', 'id', 'meta']);
      if (!shaped) continue;
      entry.push({
        fullUrl: this.#fullUrl(shaped),
        resource: shaped,
        ...(item.search ? { search: item.search } : {}),
      });
    }
    // What the server did differently from what was asked, as R4 search §3.1.1.4 has it: one
    // OperationOutcome entry with search.mode "outcome".
    const issues: OperationOutcomeIssue[] = [
      ...(dropped.length > 0
        ? [
            {
              severity: 'warning',
              code: 'not-supported',
              details: { text: `Ignored unknown search parameters: ${dropped.join(', ')}` },
            } satisfies OperationOutcomeIssue,
          ]
        : []),
      ...warnings.map((text): OperationOutcomeIssue => ({
        severity: 'warning',
        code: 'too-costly',
        details: { text },
      })),
    ];
    if (issues.length > 0) {
      entry.push({
        resource: { resourceType: 'OperationOutcome', issue: issues },
        search: { mode: 'outcome' },
      });
    }
    const shapedBundle: Bundle = {
      resourceType: 'Bundle',
      type: 'searchset',
      total,
      link,
      ...(entry.length ? { entry } : {}),
    };
    return { status: 200, body: shapedBundle };
  }

  #validate(type: string, body: string | undefined): SandboxResponse {
    let resource: unknown;
    try {
      resource = JSON.parse(body ?? '');
    } catch {
      return outcome(400, 'structure', 'The body is not valid JSON.');
    }
    // $validate takes the resource itself, or a Parameters resource with it in `resource` (R4 §6.1.1.6.1).
    if (isRecord(resource) && resource.resourceType === 'Parameters' && Array.isArray(resource.parameter)) {
      const parameter: unknown = (resource.parameter as unknown[]).find(
        (p: unknown) => isRecord(p) && p.name === 'resource',
      );
      resource = isRecord(parameter) ? parameter.resource : undefined;
    }
    if (!isRecord(resource) || typeof resource.resourceType !== 'string') {
      return outcome(400, 'structure', 'The body must be a FHIR resource with a resourceType.');
    }
    if (resource.resourceType !== type) {
      return outcome(
        400,
        'invalid',
        `The resource's resourceType "${String(resource.resourceType)}" does not match the endpoint's "${type}".`,
      );
    }
    let issues: OperationOutcomeIssue[];
    try {
      issues = validateResource(resource as unknown as Resource);
    } catch (error) {
      issues =
        error instanceof OperationOutcomeError
          ? (error.outcome.issue ?? [])
          : (normalizeOperationOutcome(error).issue ?? []);
    }
    const note: OperationOutcomeIssue = {
      severity: 'information',
      code: 'informational',
      details: {
        text: 'Structural validation against the FHIR R4 base definitions only: terminology bindings (value sets and codes) are not checked.',
      },
    };
    const errors = issues.filter((i) => i.severity === 'error' || i.severity === 'fatal');
    const result: OperationOutcome = {
      resourceType: 'OperationOutcome',
      issue:
        errors.length === 0 && issues.length === 0
          ? [
              {
                severity: 'information',
                code: 'informational',
                details: { text: 'The resource is structurally valid.' },
              },
              note,
            ]
          : [...issues, note],
    };
    // R4: $validate answers 200 with the outcome whether or not the resource is valid.
    return { status: 200, body: result };
  }

  #searchUrl(type: string, params: URLSearchParams, offset: number): string {
    const query = new URLSearchParams(params);
    query.delete('_offset');
    if (offset > 0) query.set('_offset', String(offset));
    return `${this.#baseUrl}/${type}?${query.toString()}`;
  }

  #fullUrl(resource: Resource): string {
    return `${this.#baseUrl}/${resource.resourceType}/${resource.id ?? ''}`;
  }

  #addFullUrls(bundle: Bundle): void {
    for (const item of bundle.entry ?? []) {
      if (item.resource) item.fullUrl = this.#fullUrl(item.resource);
    }
  }
}

function methodNotAllowed(allow: string, text?: string): SandboxResponse {
  return {
    ...outcome(405, 'not-supported', text ?? `This route answers ${allow} only.`),
    headers: { allow },
  };
}

/** What `Prefer: handling=…` asks for (R4 search 3.1.1.4), or undefined when it asks nothing. */
export type Handling = 'strict' | 'lenient' | undefined;

function preferredHandling(headers: SandboxRequest['headers']): Handling {
  const prefer = headers['prefer'];
  const values = Array.isArray(prefer) ? prefer : prefer ? [prefer] : [];
  for (const v of values) {
    const asked = /(?:^|[,;\s])handling\s*=\s*(strict|lenient)\b/i.exec(v)?.[1]?.toLowerCase();
    if (asked === 'strict' || asked === 'lenient') return asked;
  }
  return undefined;
}

function wantsXml(request: SandboxRequest): boolean {
  const format = request.query.get('_format');
  if (format && /xml/i.test(format)) return true;
  const accept = request.headers['accept'];
  const value = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  return /xml/i.test(value) && !/json|\*\/\*/i.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
