// An interoperability profile as labelled text, field by field: the admin's review compares two versions
// with it, the live checks name their facts by its keys, and Compare sets apps side by side. Zod-free (types
// only), so that a page can show facts without the profile's schemas.
import { PROPRIETARY } from './interop-core.ts';
import {
  AUDIENCE_LABELS,
  CATEGORY_LABELS,
  DEVICE_CLASS_LABELS,
  PLATFORM_LABELS,
  PRICING_LABELS,
  SMART_CLIENT_LABELS,
  SMART_LAUNCH_LABELS,
  STANDARD_LABELS,
} from './interop-labels.ts';
import type { InteropProfile } from './interop.ts';

/** Nothing declared: how an app without a profile reads. */
export const EMPTY_PROFILE: InteropProfile = { standards: [] };

/** One declared fact as text, for comparing two versions field by field (the admin's change view). */
export interface ProfileFact {
  readonly key: string;
  readonly label: string;
  /** Empty when not declared. */
  readonly value: string;
}

const joined = (values: readonly string[] | undefined): string => (values ?? []).join(', ');

/** Every field of the profile as labelled text, always in the same order and all of them. */
export function profileFacts(profile: InteropProfile | null | undefined): ProfileFact[] {
  const p = profile ?? EMPTY_PROFILE;
  const c = p.classification;
  const facts: [string, string, string][] = [
    ['standards', 'Standards', joined(p.standards.map((s) => STANDARD_LABELS[s]))],
    ['fhir.versions', 'FHIR versions', joined(p.fhir?.versions)],
    ['fhir.resources', 'FHIR resources', joined(p.fhir?.resources)],
    [
      'fhir.implementationGuides',
      'Implementation guides',
      joined(
        p.fhir?.implementationGuides.map((ig) =>
          ig.version ? `${ig.packageId} ${ig.version}` : ig.packageId,
        ),
      ),
    ],
    ['fhir.sandboxUrl', 'FHIR sandbox', p.fhir?.sandboxUrl ?? ''],
    ['smart.launchTypes', 'SMART launch', joined(p.smart?.launchTypes.map((l) => SMART_LAUNCH_LABELS[l]))],
    ['smart.clientType', 'SMART client', p.smart?.clientType ? SMART_CLIENT_LABELS[p.smart.clientType] : ''],
    ['smart.scopes', 'SMART scopes', joined(p.smart?.scopes)],
    ['cdsHooks.hooks', 'CDS Hooks', joined(p.cdsHooks?.hooks)],
    ['cdsHooks.discoveryUrl', 'CDS Hooks discovery', p.cdsHooks?.discoveryUrl ?? ''],
    ['openehr.restApiVersion', 'openEHR REST API', p.openehr?.restApiVersion ?? ''],
    ['openehr.rmVersion', 'openEHR Reference Model', p.openehr?.rmVersion ?? ''],
    ['openehr.templates', 'openEHR templates', joined(p.openehr?.templates.map((t) => t.id))],
    ['openehr.cdrs', 'Tested with CDRs', joined(p.openehr?.cdrs)],
    [
      'openehr.usesAql',
      'Uses AQL',
      p.openehr?.usesAql === true ? 'Yes' : p.openehr?.usesAql === false ? 'No' : '',
    ],
    ['openehr.demoCdrUrl', 'Demo CDR', p.openehr?.demoCdrUrl ?? ''],
    ['classification.categories', 'Categories', joined(c?.categories.map((v) => CATEGORY_LABELS[v]))],
    ['classification.audiences', 'Audience', joined(c?.audiences.map((v) => AUDIENCE_LABELS[v]))],
    ['classification.platforms', 'Platforms', joined(c?.platforms.map((v) => PLATFORM_LABELS[v]))],
    ['classification.languages', 'Languages', joined(c?.languages)],
    ['classification.license', 'Licence', c?.license === PROPRIETARY ? 'Proprietary' : (c?.license ?? '')],
    ['classification.pricing', 'Pricing', c?.pricing ? PRICING_LABELS[c.pricing] : ''],
    [
      'classification.deviceClasses',
      'Medical device',
      joined(c?.deviceClasses.map((v) => DEVICE_CLASS_LABELS[v])),
    ],
  ];
  return facts.map(([key, label, value]) => ({ key: `profile.${key}`, label, value }));
}
