// An interoperability profile as labelled text, field by field: the admin's review compares two versions
// with it, the live checks name their facts by its keys, and Compare sets apps side by side. Zod-free (types
// only), so that a page can show facts without the profile's schemas.
import { PROPRIETARY } from './interop-core.ts';
import {
  AUDIENCE_LABELS,
  CATEGORY_LABELS,
  DEVICE_CLASS_LABELS,
  LICENSE_KIND_LABELS,
  PLATFORM_LABELS,
  PRICING_LABELS,
  SMART_CLIENT_LABELS,
  SMART_LAUNCH_LABELS,
  STANDARD_LABELS,
} from './interop-labels.ts';
import type { InteropProfile } from './interop.ts';
import { texts } from './i18n/locale.ts';

/** Nothing declared: how an app without a profile reads. */
export const EMPTY_PROFILE: InteropProfile = { standards: [] };

/** One declared fact as text, for comparing two versions field by field (the admin's change view). */
export interface ProfileFact {
  readonly key: string;
  readonly label: string;
  /** Empty when not declared. */
  readonly value: string;
}

/** What each field of a profile is called (the admin's change view, Compare's rows). */
export const PROFILE_FACT_LABELS = texts('PROFILE_FACT_LABELS', {
  standards: 'Standards',
  'fhir.versions': 'FHIR versions',
  'fhir.resources': 'FHIR resources',
  'fhir.implementationGuides': 'Implementation guides',
  'fhir.sandboxUrl': 'FHIR sandbox',
  'smart.launchTypes': 'SMART launch',
  'smart.clientType': 'SMART client',
  'smart.scopes': 'SMART scopes',
  'smart.launchUrl': 'SMART launch URL',
  'smart.redirectUris': 'SMART redirect URIs',
  'cdsHooks.hooks': 'CDS Hooks',
  'cdsHooks.discoveryUrl': 'CDS Hooks discovery',
  'openehr.restApiVersion': 'openEHR REST API',
  'openehr.rmVersion': 'openEHR Reference Model',
  'openehr.templates': 'openEHR templates',
  'openehr.cdrs': 'Tested with CDRs',
  'openehr.usesAql': 'Uses AQL',
  'openehr.demoCdrUrl': 'Demo CDR',
  'classification.categories': 'Categories',
  'classification.audiences': 'Audience',
  'classification.platforms': 'Platforms',
  'classification.languages': 'Languages',
  'classification.license': 'Licence',
  'classification.pricing': 'Pricing',
  'classification.deviceClasses': 'Medical device',
} as const);

/** A yes-or-no fact's value (openEHR's 'Uses AQL'). */
export const PROFILE_VALUE_TEXTS = texts('PROFILE_VALUE_TEXTS', { yes: 'Yes', no: 'No' } as const);

const joined = (values: readonly string[] | undefined): string => (values ?? []).join(', ');

/** Every field of the profile as labelled text, always in the same order and all of them. */
export function profileFacts(profile: InteropProfile | null | undefined): ProfileFact[] {
  const p = profile ?? EMPTY_PROFILE;
  const c = p.classification;
  const L = PROFILE_FACT_LABELS;
  const facts: [keyof typeof PROFILE_FACT_LABELS, string, string][] = [
    ['standards', L['standards'], joined(p.standards.map((s) => STANDARD_LABELS[s]))],
    ['fhir.versions', L['fhir.versions'], joined(p.fhir?.versions)],
    ['fhir.resources', L['fhir.resources'], joined(p.fhir?.resources)],
    [
      'fhir.implementationGuides',
      L['fhir.implementationGuides'],
      joined(
        p.fhir?.implementationGuides.map((ig) =>
          ig.version ? `${ig.packageId} ${ig.version}` : ig.packageId,
        ),
      ),
    ],
    ['fhir.sandboxUrl', L['fhir.sandboxUrl'], p.fhir?.sandboxUrl ?? ''],
    [
      'smart.launchTypes',
      L['smart.launchTypes'],
      joined(p.smart?.launchTypes.map((l) => SMART_LAUNCH_LABELS[l])),
    ],
    [
      'smart.clientType',
      L['smart.clientType'],
      p.smart?.clientType ? SMART_CLIENT_LABELS[p.smart.clientType] : '',
    ],
    ['smart.scopes', L['smart.scopes'], joined(p.smart?.scopes)],
    ['smart.launchUrl', L['smart.launchUrl'], p.smart?.launchUrl ?? ''],
    ['smart.redirectUris', L['smart.redirectUris'], joined(p.smart?.redirectUris)],
    ['cdsHooks.hooks', L['cdsHooks.hooks'], joined(p.cdsHooks?.hooks)],
    ['cdsHooks.discoveryUrl', L['cdsHooks.discoveryUrl'], p.cdsHooks?.discoveryUrl ?? ''],
    ['openehr.restApiVersion', L['openehr.restApiVersion'], p.openehr?.restApiVersion ?? ''],
    ['openehr.rmVersion', L['openehr.rmVersion'], p.openehr?.rmVersion ?? ''],
    ['openehr.templates', L['openehr.templates'], joined(p.openehr?.templates.map((t) => t.id))],
    ['openehr.cdrs', L['openehr.cdrs'], joined(p.openehr?.cdrs)],
    [
      'openehr.usesAql',
      L['openehr.usesAql'],
      p.openehr?.usesAql === true
        ? PROFILE_VALUE_TEXTS.yes
        : p.openehr?.usesAql === false
          ? PROFILE_VALUE_TEXTS.no
          : '',
    ],
    ['openehr.demoCdrUrl', L['openehr.demoCdrUrl'], p.openehr?.demoCdrUrl ?? ''],
    [
      'classification.categories',
      L['classification.categories'],
      joined(c?.categories.map((v) => CATEGORY_LABELS[v])),
    ],
    [
      'classification.audiences',
      L['classification.audiences'],
      joined(c?.audiences.map((v) => AUDIENCE_LABELS[v])),
    ],
    [
      'classification.platforms',
      L['classification.platforms'],
      joined(c?.platforms.map((v) => PLATFORM_LABELS[v])),
    ],
    ['classification.languages', L['classification.languages'], joined(c?.languages)],
    [
      'classification.license',
      L['classification.license'],
      c?.license === PROPRIETARY ? LICENSE_KIND_LABELS.proprietary : (c?.license ?? ''),
    ],
    ['classification.pricing', L['classification.pricing'], c?.pricing ? PRICING_LABELS[c.pricing] : ''],
    [
      'classification.deviceClasses',
      L['classification.deviceClasses'],
      joined(c?.deviceClasses.map((v) => DEVICE_CLASS_LABELS[v])),
    ],
  ];
  return facts.map(([key, label, value]) => ({ key: `profile.${key}`, label, value }));
}
