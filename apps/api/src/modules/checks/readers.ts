// Live checks, the reading half: what a vendor's own server says of itself, read from the JSON it
// answered, and each declared fact of the app's interoperability profile against it. Pure functions:
// no I/O, and never a throw, whatever the JSON is (the HTTP client hands over whatever it parsed).
// A document of the wrong shape is a `failed` read with a readable detail; the comparers turn a read
// into CheckedFacts (confirmed / not-confirmed / not-checkable) under the keys profileFacts() uses.
//
// Sources of the shapes read here:
// - FHIR CapabilityStatement (R4: https://hl7.org/fhir/R4/capabilitystatement.html; STU3:
//   https://hl7.org/fhir/STU3/capabilitystatement.html; DSTU2 calls it Conformance:
//   https://hl7.org/fhir/DSTU2/conformance.html). FHIR versions and releases:
//   https://hl7.org/fhir/directory.html.
// - SMART App Launch 2.x, conformance.html: /.well-known/smart-configuration
//   (https://hl7.org/fhir/smart-app-launch/conformance.html).
// - CDS Hooks discovery: {base}/cds-services (https://cds-hooks.hl7.org/ , the CDSHooksServices model).
// - openEHR ITS-REST: System API `OPTIONS {baseUrl}/`
//   (https://specifications.openehr.org/releases/ITS-REST/latest/system.html, schema `Options`) and
//   Definition API `GET {baseUrl}/definition/template/adl1.4` (operation definition_template_adl1.4_list,
//   https://specifications.openehr.org/releases/ITS-REST/latest/definition.html, schema `TemplateList`).
import {
  CHECK_DETAIL_PHRASES_WRITTEN as PHRASES,
  CHECK_DETAILS_WRITTEN as DETAILS,
  CHECK_REASONS,
  type CheckedFact,
  type FhirVersion,
  type InteropProfile,
} from '@showroom/contract';

// ---------------------------------------------------------------------------------------------
// Common

/** Summary of what a server said of itself, stored with the check: small (well under 4 KB). */
export type Evidence = Record<string, unknown>;

/** A read: the document understood (passed), or not (failed, with a detail a vendor can act on). */
export type Read<T> =
  | { readonly outcome: 'passed'; readonly value: T; readonly evidence: Evidence }
  | { readonly outcome: 'failed'; readonly detail: string; readonly evidence: Evidence };

/** At most this many entries of any list are looked at (a hostile server may send millions). */
const SCAN_MAX = 5000;
/** At most this many entries of a list go into the evidence. */
const EVIDENCE_LIST_MAX = 20;
/** Strings in evidence and facts are cut to this length. */
const TEXT_MAX = 100;
/** The evidence of one read stays under this many bytes of JSON. */
export const EVIDENCE_MAX_BYTES = 4000;
/** CheckedFact.reported's limit in the contract. */
const REPORTED_MAX = 500;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cut = (text: string, max = TEXT_MAX): string =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** A non-empty string (trimmed), else undefined. Not cut: callers compare it before anything is stored. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The strings of an array (other entries skipped), the first SCAN_MAX entries only; [] for a non-array. */
function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value.slice(0, SCAN_MAX)) {
    const s = text(item);
    if (s !== undefined) out.push(s);
  }
  return out;
}

/** The objects of an array, the first SCAN_MAX entries only; [] for a non-array. */
function records(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, SCAN_MAX).filter(isRecord);
}

/** A list for the evidence: distinct, cut, capped; with its full count when capped. */
function listEvidence(values: readonly string[]): string[] {
  return [...new Set(values)].slice(0, EVIDENCE_LIST_MAX).map((v) => cut(v));
}

/** The longest list in the evidence, at the top level or one object down. */
function longestList(
  evidence: Evidence,
): { owner: Record<string, unknown>; key: string; length: number } | undefined {
  let best: { owner: Record<string, unknown>; key: string; length: number } | undefined;
  const visit = (owner: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(owner)) {
      if (Array.isArray(value) && value.length > (best?.length ?? 0))
        best = { owner, key, length: value.length };
    }
  };
  visit(evidence);
  for (const value of Object.values(evidence)) if (isRecord(value)) visit(value);
  return best;
}

/**
 * The evidence made small enough to store: while its JSON is over EVIDENCE_MAX_BYTES, the longest list is
 * halved (and `truncated` set). Strings are already cut, so halving lists always gets there.
 */
function bounded(evidence: Evidence): Evidence {
  const size = () => Buffer.byteLength(JSON.stringify(evidence));
  for (let round = 0; round < 64 && size() > EVIDENCE_MAX_BYTES; round++) {
    const longest = longestList(evidence);
    if (!longest) break;
    const list = longest.owner[longest.key] as unknown[];
    longest.owner[longest.key] = list.slice(0, Math.floor(list.length / 2));
    evidence.truncated = true;
  }
  return evidence;
}

/** A list as one reported text: "a, b, c and 12 more". */
function reportedList(values: readonly string[], none: string): string {
  const distinct = [...new Set(values)];
  if (distinct.length === 0) return none;
  const shown = distinct.slice(0, 10).map((v) => cut(v, 120));
  const more = distinct.length - shown.length;
  return cut(more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', '), REPORTED_MAX);
}

/** What a JSON value is, for a detail ("an array", "a string", "null"). */
function kindOf(value: unknown): string {
  if (value === null) return PHRASES.null;
  if (Array.isArray(value)) return PHRASES.anArray;
  switch (typeof value) {
    case 'object':
      return PHRASES.anObject;
    case 'string':
      return PHRASES.aString;
    case 'number':
      return PHRASES.aNumber;
    case 'boolean':
      return PHRASES.aBoolean;
    default:
      return `a ${typeof value}`;
  }
}

const fact = (key: string, value: string, status: CheckedFact['status'], reported?: string): CheckedFact => ({
  key,
  value: cut(value, 300),
  status,
  ...(reported === undefined ? {} : { reported: cut(reported, REPORTED_MAX) }),
});

// ---------------------------------------------------------------------------------------------
// FHIR CapabilityStatement

/** What a `fhirVersion` is: a published release, a version that never was one (a preview, a ballot), or no FHIR version. */
export type FhirRelease = FhirVersion | 'not a release' | 'not a FHIR version';

/**
 * The release a CapabilityStatement's `fhirVersion` belongs to. Releases and their versions
 * (https://hl7.org/fhir/directory.html): DSTU2 1.0.x, STU3 3.0.x, R4 4.0.x, R4B 4.3.x, R5 5.0.x.
 * Everything between them (1.4/1.6/1.8, 3.3/3.5, 4.1, 4.2, 4.4–4.6) was a preview or ballot, and so is a
 * release number with a label (5.0.0-snapshot1, 4.0.0-ballot).
 */
export function fhirRelease(version: string): FhirRelease {
  const m = /^(\d+)\.(\d+)(?:\.(\d+))?(-[0-9A-Za-z.-]+)?$/.exec(version.trim());
  if (!m) return 'not a FHIR version';
  if (m[4] !== undefined) return 'not a release';
  const majorMinor = `${m[1]}.${m[2]}`;
  const release: Record<string, FhirVersion> = {
    '1.0': 'DSTU2',
    '3.0': 'STU3',
    '4.0': 'R4',
    '4.3': 'R4B',
    '5.0': 'R5',
  };
  return release[majorMinor] ?? 'not a release';
}

export interface CapabilityStatementInfo {
  /** CapabilityStatement, or Conformance (DSTU2). */
  readonly resourceType: string;
  /** The `fhirVersion` as given (4.0.1), when given. */
  readonly fhirVersion?: string;
  readonly release?: FhirRelease;
  readonly software?: { readonly name?: string; readonly version?: string };
  /** `implementationGuide` canonicals (R4: canonical[], STU3: uri[]). */
  readonly implementationGuides: readonly string[];
  /** `instantiates` canonicals: the CapabilityStatements this one claims to implement (IPA, ISiK...). */
  readonly instantiates: readonly string[];
  /** The resource types of every `rest` entry in server mode. */
  readonly resourceTypes: ReadonlySet<string>;
  /** `rest.security` carries the SMART oauth-uris extension. */
  readonly smartOauthUris: boolean;
  /** `rest.security.service` is coded SMART-on-FHIR. */
  readonly smartService: boolean;
}

const SMART_OAUTH_URIS = 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris';

/** How `fhirVersion` reads in a fact: "4.0.1 (R4)", "4.2.0 (not a release)". */
function describeFhirVersion(info: CapabilityStatementInfo): string {
  if (info.fhirVersion === undefined) return 'no fhirVersion';
  return `${cut(info.fhirVersion, 40)} (${info.release ?? 'not a FHIR version'})`;
}

/** Reads `[base]/metadata`: a CapabilityStatement (R4, R4B, R5, STU3) or a Conformance (DSTU2). */
export function readCapabilityStatement(json: unknown): Read<CapabilityStatementInfo> {
  if (!isRecord(json)) {
    return {
      outcome: 'failed',
      detail: DETAILS.metadataIs(kindOf(json)),
      evidence: {},
    };
  }
  const resourceType = text(json.resourceType);
  if (resourceType !== 'CapabilityStatement' && resourceType !== 'Conformance') {
    return {
      outcome: 'failed',
      detail:
        resourceType === undefined
          ? DETAILS.metadataNoResourceType
          : DETAILS.metadataIs(
              /^[AEIOU]/i.test(resourceType)
                ? PHRASES.anResource(cut(resourceType, 60))
                : PHRASES.aResource(cut(resourceType, 60)),
            ),
      evidence: resourceType === undefined ? {} : { resourceType: cut(resourceType) },
    };
  }

  const fhirVersion = text(json.fhirVersion);
  const release = fhirVersion === undefined ? undefined : fhirRelease(fhirVersion);
  const software = isRecord(json.software)
    ? { name: text(json.software.name), version: text(json.software.version) }
    : undefined;

  const resourceTypes = new Set<string>();
  let smartOauthUris = false;
  let smartService = false;
  for (const rest of records(json.rest)) {
    if (rest.mode !== 'server') continue;
    for (const resource of records(rest.resource)) {
      const type = text(resource.type);
      if (type !== undefined) resourceTypes.add(type);
    }
    const security = isRecord(rest.security) ? rest.security : undefined;
    if (!security) continue;
    if (records(security.extension).some((ext) => ext.url === SMART_OAUTH_URIS)) smartOauthUris = true;
    const codings = records(security.service).flatMap((service) => records(service.coding));
    if (codings.some((coding) => coding.code === 'SMART-on-FHIR')) smartService = true;
  }

  const info: CapabilityStatementInfo = {
    resourceType,
    ...(fhirVersion === undefined ? {} : { fhirVersion, release }),
    ...(software ? { software } : {}),
    implementationGuides: strings(json.implementationGuide),
    instantiates: strings(json.instantiates),
    resourceTypes,
    smartOauthUris,
    smartService,
  };
  const sortedTypes = [...resourceTypes].sort();
  const evidence: Evidence = {
    resourceType,
    fhirVersion: fhirVersion === undefined ? null : cut(fhirVersion, 40),
    release: release ?? null,
    software: software
      ? { name: software.name && cut(software.name), version: software.version && cut(software.version, 40) }
      : null,
    kind: typeof json.kind === 'string' ? cut(json.kind, 20) : null,
    implementationGuides: listEvidence(info.implementationGuides),
    instantiates: listEvidence(info.instantiates),
    resourceCount: resourceTypes.size,
    resources: sortedTypes.slice(0, 80).map((t) => cut(t, 40)),
    smart: { oauthUris: smartOauthUris, service: smartService },
  };
  return { outcome: 'passed', value: info, evidence: bounded(evidence) };
}

/**
 * The canonical URL bases of implementation guides by package id, for guides whose canonical does not
 * follow HL7's pattern (hl7.fhir.<realm>.<name> → http://hl7.org/fhir/<realm>/<name>).
 */
const IG_CANONICAL_BASES: Record<string, string> = {
  'hl7.fhir.us.core': 'http://hl7.org/fhir/us/core',
  'hl7.fhir.uv.ips': 'http://hl7.org/fhir/uv/ips',
  'hl7.fhir.uv.ipa': 'http://hl7.org/fhir/uv/ipa',
  'hl7.fhir.uv.smart-app-launch': 'http://hl7.org/fhir/smart-app-launch',
  'hl7.fhir.au.base': 'http://hl7.org.au/fhir',
  'hl7.fhir.au.core': 'http://hl7.org.au/fhir/core',
  'ch.fhir.ig.ch-core': 'http://fhir.ch/ig/ch-core',
};

/**
 * The canonical base of a guide's package, or undefined when the showroom does not know it. ISiK's
 * modules (de.gematik.isik-basismodul, -medikation, ...) share https://gematik.de/fhir/isik
 * (e.g. https://gematik.de/fhir/isik/CapabilityStatement/ISiKCapabilityBasisServer).
 */
export function igCanonicalBase(packageId: string): string | undefined {
  const known = IG_CANONICAL_BASES[packageId];
  if (known) return known;
  if (packageId.startsWith('de.gematik.isik')) return 'https://gematik.de/fhir/isik';
  const hl7 = /^hl7\.fhir\.([a-z]{2})\.([a-z0-9-]+)$/.exec(packageId);
  if (hl7) return `http://hl7.org/fhir/${hl7[1]}/${hl7[2]}`;
  return undefined;
}

/** A canonical without its scheme, lower case, split from its `|version`. */
function canonicalParts(canonical: string): { url: string; version?: string } {
  const [url = '', version] = canonical.split('|', 2);
  const bare = url.replace(/^https?:\/\//i, '').toLowerCase();
  return version === undefined || version === '' ? { url: bare } : { url: bare, version };
}

/** Whether a canonical lies under a base (the base itself, or base + / ...). */
function underBase(canonicalUrl: string, base: string): boolean {
  const b = base.replace(/^https?:\/\//i, '').toLowerCase();
  return canonicalUrl === b || canonicalUrl.startsWith(`${b}/`);
}

/** The declared FHIR facts against the server's CapabilityStatement. */
export function compareFhir(
  declared: NonNullable<InteropProfile['fhir']>,
  statement: CapabilityStatementInfo,
): CheckedFact[] {
  const facts: CheckedFact[] = [];
  for (const version of declared.versions) {
    facts.push(
      statement.release === version
        ? fact('profile.fhir.versions', version, 'confirmed')
        : fact('profile.fhir.versions', version, 'not-confirmed', describeFhirVersion(statement)),
    );
  }
  for (const resource of declared.resources) {
    facts.push(
      statement.resourceTypes.has(resource)
        ? fact('profile.fhir.resources', resource, 'confirmed')
        : fact('profile.fhir.resources', resource, 'not-confirmed', CHECK_REASONS.notInCapabilityStatement),
    );
  }
  const canonicals = [...statement.implementationGuides, ...statement.instantiates];
  for (const ig of declared.implementationGuides) {
    const value = ig.version ? `${ig.packageId} ${ig.version}` : ig.packageId;
    const key = 'profile.fhir.implementationGuides';
    if (canonicals.length === 0) {
      facts.push(fact(key, value, 'not-checkable', CHECK_REASONS.noImplementationGuides));
      continue;
    }
    const base = igCanonicalBase(ig.packageId);
    if (base === undefined) {
      facts.push(fact(key, value, 'not-checkable', CHECK_REASONS.unknownGuide));
      continue;
    }
    const matching = canonicals.filter((c) => underBase(canonicalParts(c).url, base));
    if (matching.length === 0) {
      facts.push(fact(key, value, 'not-confirmed', CHECK_REASONS.serverClaims(reportedList(canonicals, ''))));
      continue;
    }
    // A canonical that names a version (…|5.0.1) claims that version; one without claims the guide.
    const versionFits = (c: string) => {
      const v = canonicalParts(c).version;
      return !ig.version || v === undefined || v === ig.version;
    };
    facts.push(
      matching.some(versionFits)
        ? fact(key, value, 'confirmed')
        : fact(key, value, 'not-confirmed', CHECK_REASONS.serverClaims(reportedList(matching, ''))),
    );
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// SMART configuration

export interface SmartConfigurationInfo {
  readonly capabilities: readonly string[];
  readonly grantTypes: readonly string[];
  /** undefined when the configuration has no scopes_supported (it is RECOMMENDED, not required). */
  readonly scopesSupported?: ReadonlySet<string>;
  readonly codeChallengeMethods: readonly string[];
}

/** SMART 2.x requires these fields in the well-known file (authorization_endpoint when a launch is offered). */
const SMART_REQUIRED = ['token_endpoint', 'capabilities', 'grant_types_supported'] as const;

/** Reads `[base]/.well-known/smart-configuration`. */
export function readSmartConfiguration(json: unknown): Read<SmartConfigurationInfo> {
  if (!isRecord(json)) {
    return {
      outcome: 'failed',
      detail: DETAILS.smartConfigurationIs(kindOf(json)),
      evidence: {},
    };
  }
  if (!Array.isArray(json.capabilities) && text(json.token_endpoint) === undefined) {
    return {
      outcome: 'failed',
      detail: DETAILS.smartConfigurationEmpty,
      evidence: {},
    };
  }
  const capabilities = strings(json.capabilities);
  const grantTypes = strings(json.grant_types_supported);
  const codeChallengeMethods = strings(json.code_challenge_methods_supported);
  const scopes = Array.isArray(json.scopes_supported) ? strings(json.scopes_supported) : undefined;
  const launches = capabilities.some((c) => c === 'launch-ehr' || c === 'launch-standalone');
  const missing = [
    ...SMART_REQUIRED.filter((field) =>
      field === 'token_endpoint' ? text(json[field]) === undefined : !Array.isArray(json[field]),
    ),
    ...(launches && text(json.authorization_endpoint) === undefined ? ['authorization_endpoint'] : []),
  ];
  const info: SmartConfigurationInfo = {
    capabilities,
    grantTypes,
    codeChallengeMethods,
    ...(scopes === undefined ? {} : { scopesSupported: new Set(scopes) }),
  };
  const evidence: Evidence = {
    issuer: typeof json.issuer === 'string' ? cut(json.issuer) : null,
    capabilities: listEvidence(capabilities),
    grantTypes: listEvidence(grantTypes),
    scopesSupported: scopes === undefined ? null : listEvidence(scopes),
    scopeCount: scopes === undefined ? null : new Set(scopes).size,
    pkce: {
      s256: codeChallengeMethods.includes('S256'),
      plain: codeChallengeMethods.includes('plain'),
      /** SMART 2.x: S256 SHALL be offered and `plain` SHALL NOT. */
      ok: codeChallengeMethods.includes('S256') && !codeChallengeMethods.includes('plain'),
    },
    missing,
  };
  return { outcome: 'passed', value: info, evidence: bounded(evidence) };
}

/** The capability (or grant type) that shows each launch type. */
function launchOffered(type: 'ehr' | 'standalone' | 'backend', config: SmartConfigurationInfo): boolean {
  if (type === 'ehr') return config.capabilities.includes('launch-ehr');
  if (type === 'standalone') return config.capabilities.includes('launch-standalone');
  // Backend services: the client_credentials grant with asymmetric client authentication.
  return (
    config.grantTypes.includes('client_credentials') ||
    config.capabilities.includes('client-confidential-asymmetric')
  );
}

/** The declared SMART facts against the server's SMART configuration. */
export function compareSmart(
  declared: NonNullable<InteropProfile['smart']>,
  config: SmartConfigurationInfo,
): CheckedFact[] {
  const facts: CheckedFact[] = [];
  const capabilities = reportedList(config.capabilities, 'no capabilities');
  for (const type of declared.launchTypes) {
    const key = 'profile.smart.launchTypes';
    if (launchOffered(type, config)) {
      facts.push(fact(key, type, 'confirmed'));
    } else {
      facts.push(
        fact(
          key,
          type,
          'not-confirmed',
          type === 'backend'
            ? `grant_types_supported: ${reportedList(config.grantTypes, 'none')}`
            : `capabilities: ${capabilities}`,
        ),
      );
    }
  }
  if (declared.clientType) {
    const key = 'profile.smart.clientType';
    const offered =
      declared.clientType === 'public'
        ? config.capabilities.includes('client-public')
        : config.capabilities.includes('client-confidential-symmetric') ||
          config.capabilities.includes('client-confidential-asymmetric');
    facts.push(
      offered
        ? fact(key, declared.clientType, 'confirmed')
        : fact(key, declared.clientType, 'not-confirmed', `capabilities: ${capabilities}`),
    );
  }
  for (const scope of declared.scopes) {
    const key = 'profile.smart.scopes';
    if (config.scopesSupported === undefined) {
      facts.push(fact(key, scope, 'not-checkable', CHECK_REASONS.noScopesSupported));
    } else if (config.scopesSupported.has(scope)) {
      facts.push(fact(key, scope, 'confirmed'));
    } else {
      facts.push(fact(key, scope, 'not-confirmed', CHECK_REASONS.notInScopesSupported));
    }
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// SMART app manifest (issue 37)

/**
 * Where an app's SMART app manifest is looked for, in this order: below its launch URL as a base (as
 * SMART puts `.well-known/smart-configuration` below a FHIR base; an app served under a path, like the
 * showroom's sample demos), then at the root of its origin (RFC 8615's place for well-known files).
 */
export function smartManifestUrls(launchUrl: string): string[] {
  const url = new URL(launchUrl);
  url.search = '';
  url.hash = '';
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const below = new URL(`${path}.well-known/smart/manifest.json`, url.origin).href;
  const root = new URL('/.well-known/smart/manifest.json', url.origin).href;
  return below === root ? [root] : [below, root];
}

/**
 * A SMART app manifest: the registration metadata of OAuth 2.0 Dynamic Client Registration (RFC 7591:
 * client_name, redirect_uris, scope, token_endpoint_auth_method, grant_types, software_id, logo_uri)
 * plus SMART's `launch_url` and `fhir_versions`, as the SMART sandboxes publish it for an app.
 */
export interface SmartManifestInfo {
  readonly launchUrl?: string;
  readonly redirectUris: readonly string[];
}

/** Reads `manifest.json`: an object with a launch_url or redirect_uris at least. */
export function readSmartManifest(json: unknown): Read<SmartManifestInfo> {
  if (!isRecord(json)) {
    return {
      outcome: 'failed',
      detail: json === undefined ? DETAILS.manifestNotJson : DETAILS.manifestIs(kindOf(json)),
      evidence: {},
    };
  }
  const launchUrl = text(json.launch_url);
  const redirectUris = strings(json.redirect_uris);
  if (launchUrl === undefined && redirectUris.length === 0) {
    return {
      outcome: 'failed',
      detail: DETAILS.manifestEmpty,
      evidence: {},
    };
  }
  const scopes = (text(json.scope) ?? '').split(/\s+/).filter((scope) => scope !== '');
  const info: SmartManifestInfo = { ...(launchUrl === undefined ? {} : { launchUrl }), redirectUris };
  const orNull = (value: unknown, max?: number) => {
    const t = text(value);
    return t === undefined ? null : cut(t, max);
  };
  const evidence: Evidence = {
    clientName: orNull(json.client_name),
    softwareId: orNull(json.software_id),
    launchUrl: orNull(launchUrl, 300),
    redirectUris: listEvidence(redirectUris),
    scopes: listEvidence(scopes),
    tokenEndpointAuthMethod: orNull(json.token_endpoint_auth_method),
    fhirVersions: listEvidence(strings(json.fhir_versions)),
  };
  return { outcome: 'passed', value: info, evidence: bounded(evidence) };
}

/** The value of the fact that an app publishes a SMART app manifest (`profile.smart.manifest`). */
export const SMART_MANIFEST_FACT = 'published';

/** An address as compared: parsed and serialised (case of the host, default port), else as written. */
function sameAddress(a: string, b: string): boolean {
  const normal = (value: string) => {
    try {
      return new URL(value).href;
    } catch {
      return value;
    }
  };
  return normal(a) === normal(b);
}

/**
 * The declared integration facts against the app's manifest: that one is published
 * (`profile.smart.manifest`), the launch URL and each redirect URI (`profile.smart.launchUrl`,
 * `profile.smart.redirectUris`). The scopes and the client type stay the smart-configuration check's
 * facts (what the vendor's server offers); the manifest's own (what the app asks for) are in the evidence.
 */
export function compareSmartManifest(
  declared: NonNullable<InteropProfile['smart']>,
  manifest: SmartManifestInfo,
): CheckedFact[] {
  const facts: CheckedFact[] = [fact('profile.smart.manifest', SMART_MANIFEST_FACT, 'confirmed')];
  if (declared.launchUrl) {
    const key = 'profile.smart.launchUrl';
    if (manifest.launchUrl === undefined) {
      facts.push(fact(key, declared.launchUrl, 'not-checkable', CHECK_REASONS.noLaunchUrl));
    } else if (sameAddress(manifest.launchUrl, declared.launchUrl)) {
      facts.push(fact(key, declared.launchUrl, 'confirmed'));
    } else {
      facts.push(
        fact(key, declared.launchUrl, 'not-confirmed', CHECK_REASONS.launchUrlIs(manifest.launchUrl)),
      );
    }
  }
  for (const uri of declared.redirectUris ?? []) {
    const key = 'profile.smart.redirectUris';
    facts.push(
      manifest.redirectUris.some((listed) => sameAddress(listed, uri))
        ? fact(key, uri, 'confirmed')
        : fact(
            key,
            uri,
            'not-confirmed',
            CHECK_REASONS.notInRedirectUris(reportedList(manifest.redirectUris, 'none')),
          ),
    );
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// CDS Hooks discovery

export interface CdsServicesInfo {
  readonly services: readonly { readonly hook: string; readonly id?: string }[];
  readonly hooks: ReadonlySet<string>;
}

/** Reads `{base}/cds-services`: `{ services: [{ hook, id, title, description, prefetch, ... }] }`. */
export function readCdsServices(json: unknown): Read<CdsServicesInfo> {
  if (!isRecord(json)) {
    return {
      outcome: 'failed',
      detail: DETAILS.cdsDiscoveryIs(kindOf(json)),
      evidence: {},
    };
  }
  if (!Array.isArray(json.services)) {
    return {
      outcome: 'failed',
      detail: DETAILS.cdsDiscoveryNoServices,
      evidence: {},
    };
  }
  const services: { hook: string; id?: string }[] = [];
  for (const service of records(json.services)) {
    const hook = text(service.hook);
    if (hook === undefined) continue;
    const id = text(service.id);
    services.push(id === undefined ? { hook } : { hook, id });
  }
  const hooks = new Set(services.map((s) => s.hook));
  const evidence: Evidence = {
    serviceCount: Math.min(json.services.length, SCAN_MAX),
    hooks: listEvidence([...hooks].sort()),
    services: services.slice(0, EVIDENCE_LIST_MAX).map((s) => ({
      hook: cut(s.hook, 60),
      ...(s.id === undefined ? {} : { id: cut(s.id, 60) }),
    })),
  };
  return { outcome: 'passed', value: { services, hooks }, evidence: bounded(evidence) };
}

/** The declared hooks against the services the discovery endpoint lists. */
export function compareCdsHooks(
  declared: NonNullable<InteropProfile['cdsHooks']>,
  services: CdsServicesInfo,
): CheckedFact[] {
  const offered = reportedList([...services.hooks].sort(), 'no services');
  return declared.hooks.map((hook) =>
    services.hooks.has(hook)
      ? fact('profile.cdsHooks.hooks', hook, 'confirmed')
      : fact('profile.cdsHooks.hooks', hook, 'not-confirmed', `services offer: ${offered}`),
  );
}

// ---------------------------------------------------------------------------------------------
// openEHR

/**
 * The ITS-REST System API's `OPTIONS {baseUrl}/` answer (schema `Options`: solution, solution_version,
 * vendor, restapi_specs_version, conformance_profile, endpoints[]). The specification's own examples
 * write the version both as "1.1.0" and as "v1.0.3".
 */
export interface OpenehrOptionsInfo {
  readonly solution?: string;
  readonly solutionVersion?: string;
  readonly vendor?: string;
  /** restapi_specs_version as given. */
  readonly restApiSpecsVersion?: string;
  readonly conformanceProfile?: string;
  readonly endpoints: readonly string[];
}

const OPTIONS_FIELDS = [
  'solution',
  'solution_version',
  'vendor',
  'restapi_specs_version',
  'conformance_profile',
  'endpoints',
] as const;

/** Reads the body of `OPTIONS {baseUrl}/` (ITS-REST System API, "Options and Conformance"). */
export function readOpenehrOptions(json: unknown): Read<OpenehrOptionsInfo> {
  if (!isRecord(json)) {
    return {
      outcome: 'failed',
      detail: DETAILS.openehrOptionsIs(kindOf(json)),
      evidence: {},
    };
  }
  if (!OPTIONS_FIELDS.some((field) => field in json)) {
    return {
      outcome: 'failed',
      detail: DETAILS.openehrOptionsEmpty,
      evidence: {},
    };
  }
  const info: OpenehrOptionsInfo = {
    solution: text(json.solution),
    solutionVersion: text(json.solution_version),
    vendor: text(json.vendor),
    restApiSpecsVersion: text(json.restapi_specs_version),
    conformanceProfile: text(json.conformance_profile),
    endpoints: strings(json.endpoints),
  };
  const orNull = (value: string | undefined, max = TEXT_MAX) =>
    value === undefined ? null : cut(value, max);
  const evidence: Evidence = {
    solution: orNull(info.solution),
    solutionVersion: orNull(info.solutionVersion, 40),
    vendor: orNull(info.vendor),
    restApiSpecsVersion: orNull(info.restApiSpecsVersion, 40),
    conformanceProfile: orNull(info.conformanceProfile, 40),
    endpoints: listEvidence(info.endpoints),
  };
  return { outcome: 'passed', value: info, evidence: bounded(evidence) };
}

export interface OpenehrTemplatesInfo {
  readonly templateIds: ReadonlySet<string>;
}

/**
 * Reads `GET {baseUrl}/definition/template/adl1.4` (ITS-REST Definition API, definition_template_adl1.4_list):
 * an array of { template_id, concept, archetype_id, created_timestamp } (newer releases add version).
 */
export function readTemplateList(json: unknown): Read<OpenehrTemplatesInfo> {
  if (!Array.isArray(json)) {
    return {
      outcome: 'failed',
      detail: DETAILS.templateListIs(kindOf(json)),
      evidence: {},
    };
  }
  const templateIds = new Set<string>();
  for (const entry of records(json)) {
    const id = text(entry.template_id);
    if (id !== undefined) templateIds.add(id);
  }
  if (json.length > 0 && templateIds.size === 0) {
    return {
      outcome: 'failed',
      detail: DETAILS.templateListNoIds,
      evidence: { entryCount: Math.min(json.length, SCAN_MAX) },
    };
  }
  const evidence: Evidence = {
    templateCount: templateIds.size,
    templates: listEvidence([...templateIds].sort()),
  };
  return { outcome: 'passed', value: { templateIds }, evidence: bounded(evidence) };
}

/** "v1.0.3" and "1.0.3" are the same specification release. */
const specVersion = (version: string): string => version.trim().replace(/^v/i, '');

/**
 * The declared openEHR facts against the CDR's OPTIONS answer and template list; either may be missing
 * (a CDR that does not answer OPTIONS, or whose template list needs a login), which makes its facts
 * not checkable.
 */
export function compareOpenehr(
  declared: NonNullable<InteropProfile['openehr']>,
  options: OpenehrOptionsInfo | undefined,
  templates: OpenehrTemplatesInfo | undefined,
): CheckedFact[] {
  const facts: CheckedFact[] = [];
  if (declared.restApiVersion) {
    const key = 'profile.openehr.restApiVersion';
    const reported = options?.restApiSpecsVersion;
    if (reported === undefined) {
      facts.push(
        fact(
          key,
          declared.restApiVersion,
          'not-checkable',
          options ? 'the OPTIONS answer has no restapi_specs_version' : 'no OPTIONS answer',
        ),
      );
    } else {
      facts.push(
        specVersion(reported) === declared.restApiVersion
          ? fact(key, declared.restApiVersion, 'confirmed')
          : fact(key, declared.restApiVersion, 'not-confirmed', reported),
      );
    }
  }
  for (const template of declared.templates) {
    const key = 'profile.openehr.templates';
    if (templates === undefined) {
      facts.push(fact(key, template.id, 'not-checkable', 'no template list'));
    } else if (templates.templateIds.has(template.id.trim())) {
      facts.push(fact(key, template.id, 'confirmed'));
    } else {
      facts.push(fact(key, template.id, 'not-confirmed', "not in the CDR's template list"));
    }
  }
  return facts;
}
