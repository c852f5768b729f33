import {
  CHECK_DETAIL_PHRASES_WRITTEN as PHRASES,
  CHECK_DETAILS_WRITTEN as DETAILS,
  CHECK_REASONS,
  type CheckedFact,
  type CheckKind,
  type CheckOutcome,
  type InteropProfile,
  isShowroomSampleCdsUrl,
  isShowroomSampleDemoUrl,
  isShowroomSandboxUrl,
} from '@showroom/contract';
import { normaliseHost } from './allow-list.ts';
import type { NewCheck, CheckSubject } from './checks-repository.ts';
import type { CheckRunner } from './checks-service.ts';
import {
  compareCdsHooks,
  compareFhir,
  compareOpenehr,
  compareSmart,
  compareSmartManifest,
  readCapabilityStatement,
  readCdsServices,
  readOpenehrOptions,
  readSmartConfiguration,
  readSmartManifest,
  readTemplateList,
  SMART_MANIFEST_FACT,
  smartManifestUrls,
} from './readers.ts';
import { PUBLIC_REGISTERS, registerFact, registerLookups, type RegisterBases } from './registers.ts';
import { createWorkerPool } from './worker-pool.ts';
import { safeFetch, type AllowList, type FetchOutcome, type SafeFetchOptions } from './safe-fetch.ts';

export interface RunnerOptions {
  allow: AllowList;
  /** `Showroom-Checks/1 (+{PUBLIC_URL}/how-we-check)`. */
  userAgent: string;
  /** For tests: the resolver safeFetch uses. */
  lookup?: SafeFetchOptions['lookup'];
  now?: () => Date;
  /**
   * The showroom's own origin (PUBLIC_URL). A demo address that is one of its sample demo pages (the
   * seed's demo addresses) is fetched with this host allowed as well: on a developer's machine it is
   * plain http on loopback, which the allow list would refuse. So is a FHIR server that is exactly the
   * showroom's own sandbox (PUBLIC_URL/sandbox/fhir, issue 33), and a CDS Hooks base URL that is exactly
   * its sample CDS service (PUBLIC_URL/sample-demos, issue 36). Only those exact addresses, never others.
   */
  ownOrigin?: string;
  /** Outbound requests at once (the process's worker pool); CHECK_WORKERS by default. */
  workers?: number;
  /** Where declared studies are looked up (registers.ts); doi.org and ClinicalTrials.gov by default. */
  registers?: RegisterBases;
}

/**
 * Outbound check requests one process makes at once, over every run ("Check now" and the schedule):
 * one request holds one connection (redirects are followed one after another), so the process holds at
 * most this many connections to the servers it checks; the other requests wait for a worker.
 */
export const CHECK_WORKERS = 8;

const FHIR_JSON = 'application/fhir+json, application/json;q=0.9';
const JSON_ONLY = 'application/json';

/** A base URL and a path below it: `https://x/fhir` + `metadata` = `https://x/fhir/metadata`. */
const below = (base: string, path: string): string => `${base.replace(/\/+$/, '')}/${path}`;

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** How a fetch that did not get an answer reads in a check. */
const unreachable = (outcome: Extract<FetchOutcome, { ok: false }>) => ({
  outcome: 'error' as CheckOutcome,
  detail: outcome.detail,
  timeMs: Math.round(outcome.timeMs),
});

/** Every declared value of the facts a check is about, not checkable (the server could not be read). */
function notCheckable(facts: [key: string, values: readonly string[]][]): CheckedFact[] {
  return facts.flatMap(([key, values]) =>
    values.map((value) => ({ key, value, status: 'not-checkable' as const })),
  );
}

/** A document check whose server answered, but not with 2xx: failed, its facts not checkable. */
const notOk = (
  timing: { httpStatus: number; timeMs: number },
  declared: [key: string, values: readonly string[]][],
  evidence: Record<string, unknown>,
) => ({
  outcome: 'failed' as const,
  ...timing,
  detail: DETAILS.serverStatus(String(timing.httpStatus)),
  facts: notCheckable(declared),
  evidence,
});

/**
 * The checks an app's declarations call for, each run with the safe client: the FHIR server's
 * CapabilityStatement and SMART configuration (fhir.sandboxUrl), CDS Hooks discovery
 * (cdsHooks.discoveryUrl), the openEHR CDR's conformance and templates (openehr.demoCdrUrl), and whether
 * the demo, the vendor's website and the repository answer. All in parallel: a run takes at most the
 * client's total timeout, about 10 s.
 */
export function createCheckRunner(options: RunnerOptions): CheckRunner {
  const now = options.now ?? (() => new Date());
  const ownOrigin = options.ownOrigin ? new URL(options.ownOrigin).origin : undefined;
  const ownAllow: AllowList | undefined = ownOrigin
    ? {
        ...options.allow,
        hosts: new Set([...options.allow.hosts, normaliseHost(new URL(ownOrigin).hostname)]),
      }
    : undefined;
  /** The allow list for a server: with the showroom's own host when it is exactly its own FHIR sandbox. */
  const allowFor = (server: string): AllowList =>
    ownAllow && isShowroomSandboxUrl(server, ownOrigin) ? ownAllow : options.allow;
  const pool = createWorkerPool(options.workers ?? CHECK_WORKERS);
  const fetchWith = (url: string, method: 'GET' | 'OPTIONS', accept: string, allow = options.allow) =>
    pool.run(() =>
      safeFetch(url, {
        method,
        accept,
        userAgent: options.userAgent,
        allow,
        ...(options.lookup ? { lookup: options.lookup } : {}),
      }),
    );

  return async (subject: CheckSubject): Promise<NewCheck[]> => {
    const version = subject.version;
    if (!version) return [];
    const profile: InteropProfile | null = version.profile;
    const base = { appId: subject.appId, versionId: version.id };

    const run = async (
      kind: CheckKind,
      url: string,
      work: () => Promise<
        Omit<NewCheck, 'appId' | 'versionId' | 'kind' | 'url' | 'startedAt' | 'finishedAt'>
      >,
    ): Promise<NewCheck> => {
      const startedAt = now();
      const result = await work();
      return { ...base, kind, url, startedAt, finishedAt: now(), ...result };
    };

    /** Reachability: a 2xx or 3xx-to-2xx answer over a valid connection passes. */
    const reachable = (kind: CheckKind, url: string) =>
      run(kind, url, async () => {
        const own = kind === 'demo' && ownAllow && isShowroomSampleDemoUrl(url, ownOrigin);
        const answer = await fetchWith(url, 'GET', 'text/html, */*;q=0.8', own ? ownAllow : options.allow);
        if (!answer.ok) return { ...unreachable(answer), facts: [], evidence: {} };
        const passed = answer.status >= 200 && answer.status < 300;
        return {
          outcome: passed ? 'passed' : 'failed',
          httpStatus: answer.status,
          timeMs: Math.round(answer.timeMs),
          ...(passed ? {} : { detail: DETAILS.addressStatus(String(answer.status)) }),
          facts: [],
          evidence: {
            finalUrl: answer.url,
            redirects: answer.redirects.length,
            ...(answer.tls
              ? { tlsProtocol: answer.tls.protocol, certificateValidTo: answer.tls.validTo }
              : {}),
          },
        };
      });

    /** A JSON document from a server: read, compared, recorded. */
    const document = (
      kind: CheckKind,
      url: string,
      method: 'GET' | 'OPTIONS',
      accept: string,
      declared: [key: string, values: readonly string[]][],
      compare: (json: unknown) => { facts: CheckedFact[]; evidence: Record<string, unknown>; error?: string },
      allow: AllowList = options.allow,
    ) =>
      run(kind, url, async () => {
        const answer = await fetchWith(url, method, accept, allow);
        if (!answer.ok) return { ...unreachable(answer), facts: notCheckable(declared), evidence: {} };
        const timing = { httpStatus: answer.status, timeMs: Math.round(answer.timeMs) };
        if (answer.status < 200 || answer.status >= 300) return notOk(timing, declared, {});
        const json = parseJson(answer.body);
        const compared = compare(json);
        if (compared.error !== undefined) {
          return {
            outcome: 'failed' as const,
            ...timing,
            detail: compared.error,
            facts: notCheckable(declared),
            evidence: compared.evidence,
          };
        }
        return { outcome: 'passed' as const, ...timing, facts: compared.facts, evidence: compared.evidence };
      });

    const runs: Promise<NewCheck>[] = [];
    const fhir = profile?.fhir;
    if (fhir?.sandboxUrl) {
      runs.push(
        document(
          'fhir',
          below(fhir.sandboxUrl, 'metadata'),
          'GET',
          FHIR_JSON,
          [
            ['profile.fhir.versions', fhir.versions],
            ['profile.fhir.resources', fhir.resources],
            ['profile.fhir.implementationGuides', fhir.implementationGuides.map((ig) => ig.packageId)],
          ],
          (json) => {
            const statement = readCapabilityStatement(json);
            return statement.outcome === 'passed'
              ? { facts: compareFhir(fhir, statement.value), evidence: statement.evidence }
              : { facts: [], evidence: statement.evidence, error: statement.detail };
          },
          allowFor(fhir.sandboxUrl),
        ),
      );
      const smart = profile?.smart;
      if (smart) {
        runs.push(
          document(
            'smart',
            below(fhir.sandboxUrl, '.well-known/smart-configuration'),
            'GET',
            JSON_ONLY,
            [
              ['profile.smart.launchTypes', smart.launchTypes],
              ['profile.smart.clientType', smart.clientType ? [smart.clientType] : []],
              ['profile.smart.scopes', smart.scopes],
            ],
            (json) => {
              const config = readSmartConfiguration(json);
              return config.outcome === 'passed'
                ? { facts: compareSmart(smart, config.value), evidence: config.evidence }
                : { facts: [], evidence: config.evidence, error: config.detail };
            },
            allowFor(fhir.sandboxUrl),
          ),
        );
      }
    }
    const launchUrl = profile?.smart?.launchUrl;
    if (profile?.smart && launchUrl) {
      const smart = profile.smart;
      // The seeded SMART demos' launch URLs are sample demo pages of the showroom itself.
      const allow = ownAllow && isShowroomSampleDemoUrl(launchUrl, ownOrigin) ? ownAllow : options.allow;
      const declared: [string, readonly string[]][] = [
        ['profile.smart.launchUrl', [launchUrl]],
        ['profile.smart.redirectUris', smart.redirectUris ?? []],
      ];
      const [first, ...others] = smartManifestUrls(launchUrl);
      runs.push(
        run('smart-manifest', first ?? launchUrl, async () => {
          // The first place that answers 2xx is the manifest; a 404 (or 410) looks in the next place.
          const tried: string[] = [];
          for (const url of [first ?? launchUrl, ...others]) {
            const answer = await fetchWith(url, 'GET', JSON_ONLY, allow);
            if (!answer.ok) return { ...unreachable(answer), facts: notCheckable(declared), evidence: {} };
            const timing = { httpStatus: answer.status, timeMs: Math.round(answer.timeMs) };
            tried.push(url);
            if (answer.status === 404 || answer.status === 410) {
              if (tried.length <= others.length) continue;
              return {
                outcome: 'failed' as const,
                ...timing,
                detail: DETAILS.noManifest(
                  tried.length === 2 ? PHRASES.both(tried[0]!, tried[1]!) : tried.join(' and '),
                  String(answer.status),
                ),
                facts: [
                  {
                    key: 'profile.smart.manifest',
                    value: SMART_MANIFEST_FACT,
                    status: 'not-confirmed' as const,
                    reported: CHECK_REASONS.noManifest(tried.join(' or ')),
                  },
                  ...notCheckable(declared),
                ],
                evidence: { tried },
              };
            }
            if (answer.status < 200 || answer.status >= 300) return notOk(timing, declared, { tried });
            const manifest = readSmartManifest(parseJson(answer.body));
            if (manifest.outcome === 'failed') {
              return {
                outcome: 'failed' as const,
                ...timing,
                detail: manifest.detail,
                facts: notCheckable(declared),
                evidence: { ...manifest.evidence, manifestUrl: url },
              };
            }
            return {
              outcome: 'passed' as const,
              ...timing,
              facts: compareSmartManifest(smart, manifest.value),
              evidence: { ...manifest.evidence, manifestUrl: url },
            };
          }
          throw new Error('unreachable: the loop returns');
        }),
      );
    }
    const cds = profile?.cdsHooks;
    if (cds?.discoveryUrl) {
      runs.push(
        document(
          'cds-hooks',
          below(cds.discoveryUrl, 'cds-services'),
          'GET',
          JSON_ONLY,
          [['profile.cdsHooks.hooks', cds.hooks]],
          (json) => {
            const services = readCdsServices(json);
            return services.outcome === 'passed'
              ? { facts: compareCdsHooks(cds, services.value), evidence: services.evidence }
              : { facts: [], evidence: services.evidence, error: services.detail };
          },
          // The showroom's own sample CDS service (issue 36) by the same exception as its sample demos.
          ownAllow && isShowroomSampleCdsUrl(cds.discoveryUrl, ownOrigin) ? ownAllow : options.allow,
        ),
      );
    }
    const openehr = profile?.openehr;
    if (openehr?.demoCdrUrl) {
      const cdr = openehr.demoCdrUrl;
      runs.push(
        run('openehr', cdr, async () => {
          const declared: [string, readonly string[]][] = [
            ['profile.openehr.restApiVersion', openehr.restApiVersion ? [openehr.restApiVersion] : []],
            ['profile.openehr.templates', openehr.templates.map((t) => t.id)],
          ];
          const [options, templates] = await Promise.all([
            fetchWith(below(cdr, ''), 'OPTIONS', JSON_ONLY),
            fetchWith(below(cdr, 'definition/template/adl1.4'), 'GET', JSON_ONLY),
          ]);
          if (!options.ok) return { ...unreachable(options), facts: notCheckable(declared), evidence: {} };
          const conformance = readOpenehrOptions(options.status < 300 ? parseJson(options.body) : undefined);
          const list = readTemplateList(
            templates.ok && templates.status < 300 ? parseJson(templates.body) : undefined,
          );
          const facts = compareOpenehr(
            openehr,
            conformance.outcome === 'passed' ? conformance.value : undefined,
            list.outcome === 'passed' ? list.value : undefined,
          );
          const failed = conformance.outcome === 'failed' && list.outcome === 'failed';
          return {
            outcome: failed ? ('failed' as const) : ('passed' as const),
            httpStatus: options.status,
            timeMs: Math.round(options.timeMs),
            ...(conformance.outcome === 'failed' && failed ? { detail: conformance.detail } : {}),
            facts,
            evidence: { ...conformance.evidence, ...list.evidence },
          };
        }),
      );
    }
    const lookups = registerLookups(
      version.evidence?.clinical?.studies ?? [],
      options.registers ?? PUBLIC_REGISTERS,
    );
    const [firstLookup] = lookups;
    if (firstLookup) {
      runs.push(
        run('registers', firstLookup.url, async () => {
          const answers = await Promise.all(
            lookups.map(async (lookup) => ({
              lookup,
              answer: await fetchWith(lookup.url, 'GET', JSON_ONLY),
            })),
          );
          const facts = answers.map(({ lookup, answer }) =>
            registerFact(
              lookup,
              answer.ok ? { status: answer.status, json: parseJson(answer.body) } : { error: answer.detail },
            ),
          );
          const unreached = answers.flatMap((a) => (a.answer.ok ? [] : [a.answer.detail]));
          const first = answers[0]?.answer;
          return {
            // Passed when the registers answered (what they said is in the facts); an error when none did.
            outcome: unreached.length === answers.length ? ('error' as const) : ('passed' as const),
            ...(first?.ok ? { httpStatus: first.status } : {}),
            timeMs: Math.round(Math.max(...answers.map((a) => a.answer.timeMs))),
            ...(unreached.length > 0
              ? {
                  detail: DETAILS.lookupsUnanswered(
                    String(unreached.length),
                    String(answers.length),
                    unreached[0] ?? '',
                  ),
                }
              : {}),
            facts,
            evidence: {
              lookups: answers.length,
              found: facts.filter((f) => f.status === 'confirmed').length,
              missing: facts.filter((f) => f.status === 'not-confirmed').length,
            },
          };
        }),
      );
    }
    if (version.demoUrl) runs.push(reachable('demo', version.demoUrl));
    if (subject.vendorWebsite) runs.push(reachable('website', subject.vendorWebsite));
    if (version.repoUrl) runs.push(reachable('repository', version.repoUrl));
    return Promise.all(runs);
  };
}
