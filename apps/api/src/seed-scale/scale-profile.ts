/*
 * Interoperability profiles for the scale catalogue, with the spread a real catalogue would show: about
 * two thirds speak FHIR (R4 by far the most), a third openEHR, one in seven both and one in seven declares
 * no standard; most FHIR apps use SMART; one to three categories led by the app's clinical domain; about
 * 40 % open source. Identifiers are real (FHIR package ids and versions from packages.fhir.org, openEHR
 * template ids as public CDRs use them); servers are under `.example`. A pure function of the index,
 * drawn from its own random stream so the app's other fields stay as they were before profiles existed.
 */
import {
  type Audience,
  type Category,
  type DeviceClass,
  FHIR_VERSIONS,
  type FhirVersion,
  type ImplementationGuide,
  type InteropProfile,
  isFhirResourceType,
  MAX_CATEGORIES,
  type Platform,
  type Pricing,
  type SmartLaunchType,
} from '@showroom/contract';
import { random } from '../seed/random.ts';

type Rnd = () => number;
type Weighted<T> = readonly (readonly [T, number])[];

function weighted<T>(rnd: Rnd, choices: Weighted<T>): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let x = rnd() * total;
  for (const [value, w] of choices) {
    x -= w;
    if (x < 0) return value;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

const chance = (rnd: Rnd, p: number) => rnd() < p;

/** Each value whose chance comes up, in list order. */
const someOf = <T>(rnd: Rnd, choices: Weighted<T>): T[] =>
  choices.filter(([, p]) => chance(rnd, p)).map(([value]) => value);

/** The clinical domain in an app's name leads its categories. */
const DOMAIN_CATEGORY: Record<string, Category> = {
  Diabetes: 'care-planning',
  Cardiology: 'clinical-documentation',
  Medication: 'medication',
  Allergy: 'clinical-documentation',
  Vitals: 'clinical-documentation',
  Oncology: 'care-planning',
  Pediatric: 'clinical-documentation',
  Maternity: 'clinical-documentation',
  Wound: 'clinical-documentation',
  Sleep: 'patient-portal-proms',
  Asthma: 'care-planning',
  Renal: 'lab-diagnostics',
  Stroke: 'decision-support',
  Immunization: 'population-health',
  Lab: 'lab-diagnostics',
  Imaging: 'imaging',
  Triage: 'decision-support',
  Nutrition: 'care-planning',
  'Mental Health': 'patient-portal-proms',
  Pain: 'patient-portal-proms',
  Rehab: 'telehealth',
  Dental: 'clinical-documentation',
  Dermatology: 'imaging',
  Geriatric: 'care-planning',
  Palliative: 'care-planning',
  Epilepsy: 'patient-portal-proms',
  Anticoagulation: 'medication',
  Hypertension: 'telehealth',
  Obesity: 'care-planning',
  Fertility: 'patient-portal-proms',
  Discharge: 'administration-scheduling',
  Referral: 'administration-scheduling',
  Consent: 'administration-scheduling',
  Sepsis: 'decision-support',
};

/** ... and the kind of product often adds a second one. */
const PRODUCT_CATEGORY: Record<string, Category> = {
  Dashboard: 'population-health',
  Insights: 'population-health',
  Portal: 'patient-portal-proms',
  Companion: 'patient-portal-proms',
  Planner: 'care-planning',
  Monitor: 'telehealth',
  Connect: 'telehealth',
  Assistant: 'decision-support',
  Checker: 'decision-support',
  Registry: 'research-registries',
  Scheduler: 'administration-scheduling',
  Studio: 'developer-tools',
  Notes: 'clinical-documentation',
  Timeline: 'clinical-documentation',
  Viewer: 'clinical-documentation',
};

const ANY_CATEGORY: Weighted<Category> = [
  ['clinical-documentation', 20],
  ['decision-support', 14],
  ['care-planning', 12],
  ['patient-portal-proms', 10],
  ['lab-diagnostics', 8],
  ['medication', 8],
  ['research-registries', 8],
  ['telehealth', 6],
  ['population-health', 6],
  ['administration-scheduling', 5],
  ['imaging', 4],
  ['developer-tools', 3],
];

const RESOURCES: Weighted<string> = [
  ['Observation', 60],
  ['Condition', 35],
  ['Encounter', 30],
  ['MedicationRequest', 25],
  ['AllergyIntolerance', 20],
  ['DiagnosticReport', 20],
  ['Procedure', 15],
  ['Practitioner', 12],
  ['Immunization', 10],
  ['CarePlan', 10],
  ['Questionnaire', 10],
  ['QuestionnaireResponse', 10],
  ['DocumentReference', 10],
  ['Goal', 6],
  ['Appointment', 6],
];

const CATEGORY_RESOURCES: Partial<Record<Category, readonly string[]>> = {
  medication: ['MedicationRequest', 'MedicationStatement', 'Medication'],
  'lab-diagnostics': ['DiagnosticReport', 'Observation', 'Specimen'],
  imaging: ['ImagingStudy', 'DiagnosticReport'],
  'care-planning': ['CarePlan', 'Goal'],
  'patient-portal-proms': ['Questionnaire', 'QuestionnaireResponse'],
  'decision-support': ['RiskAssessment', 'Observation'],
  'administration-scheduling': ['Appointment', 'Schedule', 'Slot'],
  'population-health': ['Group', 'Immunization'],
  telehealth: ['Observation', 'Device', 'Communication'],
  'research-registries': ['ResearchStudy', 'ResearchSubject'],
  'developer-tools': ['CodeSystem', 'ValueSet', 'StructureDefinition'],
};

/** Resources outside the patient compartment: a user-level scope, not a patient-level one. */
const USER_LEVEL = new Set([
  'Practitioner',
  'Medication',
  'Questionnaire',
  'Schedule',
  'Slot',
  'Group',
  'ResearchStudy',
  'CodeSystem',
  'ValueSet',
  'StructureDefinition',
]);

/** openEHR template ids as EHRbase's test data and the Ripple/IDCR demos use them. */
const TEMPLATES = [
  'IDCR - Vital Signs Encounter.v1',
  'IDCR - Problem List.v1',
  'IDCR - Adverse Reaction List.v1',
  'IDCR - Medication Statement List.v1',
  'IDCR - Laboratory Test Report.v0',
  'IDCR - Laboratory Order.v0',
  'IDCR - Procedures List.v1',
  'IDCR - Immunisation summary.v0',
  'IDCR - Relevant contacts.v0',
  'IDCR - Service Request.v0',
  'IDCR - End of Life Patient Preferences.v0',
  'NCHCD - Clinical notes.v0',
  'RIPPLE - Clinical Notes.v1',
  'RIPPLE - Height_Weight.v1',
  'Smart Growth Chart Data.v0',
  'International Patient Summary',
] as const;

const DOMAIN_TEMPLATES: Record<string, readonly string[]> = {
  Vitals: ['IDCR - Vital Signs Encounter.v1'],
  Sepsis: ['IDCR - Vital Signs Encounter.v1'],
  Triage: ['IDCR - Vital Signs Encounter.v1'],
  Hypertension: ['IDCR - Vital Signs Encounter.v1'],
  Medication: ['IDCR - Medication Statement List.v1'],
  Anticoagulation: ['IDCR - Medication Statement List.v1', 'IDCR - Laboratory Test Report.v0'],
  Allergy: ['IDCR - Adverse Reaction List.v1'],
  Lab: ['IDCR - Laboratory Test Report.v0', 'IDCR - Laboratory Order.v0'],
  Renal: ['IDCR - Laboratory Test Report.v0'],
  Immunization: ['IDCR - Immunisation summary.v0'],
  Pediatric: ['Smart Growth Chart Data.v0', 'RIPPLE - Height_Weight.v1'],
  Obesity: ['RIPPLE - Height_Weight.v1'],
  Palliative: ['IDCR - End of Life Patient Preferences.v0'],
  Referral: ['IDCR - Service Request.v0'],
  Discharge: ['IDCR - Problem List.v1', 'IDCR - Medication Statement List.v1'],
};

const LANGUAGES: Weighted<string> = [
  ['en', 0.92],
  ['de', 0.25],
  ['de-CH', 0.05],
  ['fr', 0.15],
  ['nl', 0.1],
  ['es', 0.1],
  ['it', 0.06],
  ['nb', 0.05],
  ['sv', 0.05],
  ['da', 0.03],
  ['pt-BR', 0.04],
  ['fi', 0.02],
];

const OPEN_SOURCE: Weighted<string> = [
  ['Apache-2.0', 35],
  ['MIT', 25],
  ['GPL-3.0-only', 10],
  ['AGPL-3.0-only', 10],
  ['EPL-2.0', 8],
  ['MPL-2.0', 7],
  ['BSD-3-Clause', 5],
];

/** What the app is about, as the rest of the generator drew it. */
export interface ProfileHints {
  domain: string;
  product: string;
  /** The app's own DNS label under `.example`, for its servers. */
  host: string;
}

function categoriesOf(rnd: Rnd, hints: ProfileHints): Category[] {
  const list: Category[] = [DOMAIN_CATEGORY[hints.domain] ?? weighted(rnd, ANY_CATEGORY)];
  const fromProduct = PRODUCT_CATEGORY[hints.product];
  if (fromProduct && chance(rnd, 0.7)) list.push(fromProduct);
  if (chance(rnd, 0.3)) list.push(weighted(rnd, ANY_CATEGORY));
  return [...new Set(list)].slice(0, MAX_CATEGORIES);
}

function audiencesOf(rnd: Rnd, categories: readonly Category[]): Audience[] {
  const has = (c: Category) => categories.includes(c);
  const forPatients = has('patient-portal-proms') || has('telehealth');
  const list = someOf<Audience>(rnd, [
    ['clinicians', forPatients ? 0.6 : 0.92],
    ['patients', forPatients ? 0.85 : 0.06],
    ['researchers', has('research-registries') || has('population-health') ? 0.7 : 0.05],
    ['administrators', has('administration-scheduling') ? 0.75 : 0.08],
    ['developers', has('developer-tools') ? 0.9 : 0.03],
  ]);
  return list.length > 0 ? list : ['clinicians'];
}

function platformsOf(rnd: Rnd, audiences: readonly Audience[], categories: readonly Category[]): Platform[] {
  const mobile = audiences.includes('patients') ? 0.75 : 0.2;
  const desktop = categories.includes('developer-tools') ? 3 : 1;
  const list = someOf<Platform>(rnd, [
    ['web', 0.85],
    ['ios', mobile],
    ['android', mobile + 0.03],
    ['windows', 0.08 * desktop],
    ['macos', 0.04 * desktop],
    ['linux', 0.04 * desktop],
  ]);
  return list.length > 0 ? list : ['web'];
}

const sorted = (versions: Set<FhirVersion>) => FHIR_VERSIONS.filter((v) => versions.has(v));

function fhirVersionsOf(rnd: Rnd): FhirVersion[] {
  const first = weighted<FhirVersion>(rnd, [
    ['R4', 80],
    ['R5', 7],
    ['STU3', 8],
    ['R4B', 4],
    ['DSTU2', 1],
  ]);
  const versions = new Set<FhirVersion>([first]);
  if (first === 'R4') {
    if (chance(rnd, 0.15)) versions.add('R5');
    if (chance(rnd, 0.05)) versions.add('R4B');
    if (chance(rnd, 0.07)) versions.add('STU3');
  } else if (first === 'STU3' || first === 'DSTU2') {
    if (chance(rnd, 0.4)) versions.add('R4');
  } else if (chance(rnd, 0.5)) {
    versions.add('R4');
  }
  return sorted(versions);
}

function resourcesOf(rnd: Rnd, versions: readonly FhirVersion[], categories: readonly Category[]): string[] {
  const picked = new Set<string>();
  if (chance(rnd, 0.9)) picked.add('Patient');
  for (const c of categories) {
    for (const name of CATEGORY_RESOURCES[c] ?? []) if (chance(rnd, 0.7)) picked.add(name);
  }
  const more = 1 + Math.floor(rnd() * 4);
  for (let i = 0; i < more; i++) picked.add(weighted(rnd, RESOURCES));
  return [...picked].filter((name) => isFhirResourceType(name, versions));
}

function launchTypesOf(
  rnd: Rnd,
  audiences: readonly Audience[],
  categories: readonly Category[],
): SmartLaunchType[] {
  const patients = audiences.includes('patients');
  const bulk = ['population-health', 'research-registries', 'administration-scheduling'].some((c) =>
    categories.includes(c as Category),
  );
  const list = someOf<SmartLaunchType>(rnd, [
    ['ehr', patients ? 0.3 : 0.85],
    ['standalone', patients ? 0.85 : 0.15],
    ['backend', bulk ? 0.45 : 0.05],
  ]);
  return list.length > 0 ? list : ['ehr'];
}

function scopesOf(rnd: Rnd, launch: readonly SmartLaunchType[], resources: readonly string[], v1: boolean) {
  const interactive = launch.includes('ehr') || launch.includes('standalone');
  const scopes: string[] = [];
  if (launch.includes('ehr')) scopes.push('launch');
  if (launch.includes('standalone')) scopes.push('launch/patient');
  if (interactive && chance(rnd, 0.85)) scopes.push('openid', 'fhirUser');
  if (launch.includes('standalone') && chance(rnd, 0.3)) scopes.push('offline_access');
  for (const name of resources.slice(0, 8)) {
    const writes = chance(rnd, 0.25);
    if (interactive) {
      const level = USER_LEVEL.has(name) ? 'user' : 'patient';
      scopes.push(
        v1 ? `${level}/${name}.${writes ? 'write' : 'read'}` : `${level}/${name}.${writes ? 'crus' : 'rs'}`,
      );
    }
    if (launch.includes('backend')) scopes.push(v1 ? `system/${name}.read` : `system/${name}.rs`);
  }
  return [...new Set(scopes)];
}

function implementationGuidesOf(
  rnd: Rnd,
  ctx: {
    versions: readonly FhirVersion[];
    resources: readonly string[];
    languages: readonly string[];
    launch: readonly SmartLaunchType[];
    domain: string;
  },
): ImplementationGuide[] {
  const igs: ImplementationGuide[] = [];
  const add = (packageId: string, version: string) => igs.push({ packageId, version });
  if (ctx.versions.includes('R4')) {
    if (chance(rnd, 0.3)) {
      add(
        'hl7.fhir.us.core',
        weighted(rnd, [
          ['3.1.1', 20],
          ['6.1.0', 45],
          ['7.0.0', 35],
        ]),
      );
    }
    if (chance(rnd, 0.15)) add('hl7.fhir.uv.ips', chance(rnd, 0.6) ? '1.1.0' : '2.0.0');
    if (chance(rnd, 0.06)) add('hl7.fhir.uv.ipa', '1.0.0');
    if (ctx.languages.includes('de') && chance(rnd, 0.6)) {
      add('de.basisprofil.r4', '1.5.0');
      if (chance(rnd, 0.5)) add('de.gematik.isik-basismodul', '4.0.0');
    }
    if (ctx.languages.includes('de-CH') && chance(rnd, 0.6)) add('ch.fhir.ig.ch-core', '6.0.0');
    if (ctx.resources.includes('Questionnaire') && chance(rnd, 0.5)) add('hl7.fhir.uv.sdc', '3.0.0');
    if (ctx.domain === 'Diabetes' && chance(rnd, 0.4)) add('hl7.fhir.uv.cgm', '1.0.0');
    if (ctx.launch.includes('backend') && chance(rnd, 0.6)) add('hl7.fhir.uv.bulkdata', '2.0.0');
  }
  if (ctx.launch.length > 0 && chance(rnd, 0.4)) {
    add('hl7.fhir.uv.smart-app-launch', chance(rnd, 0.5) ? '2.2.0' : '2.0.0');
  }
  return igs;
}

function openehrOf(rnd: Rnd, hints: ProfileHints): NonNullable<InteropProfile['openehr']> {
  const templates = new Set<string>();
  for (const id of DOMAIN_TEMPLATES[hints.domain] ?? []) if (chance(rnd, 0.8)) templates.add(id);
  const more = Math.floor(rnd() * 3);
  for (let i = 0; i < more; i++) templates.add(TEMPLATES[Math.floor(rnd() * TEMPLATES.length)] as string);
  const cdrs = someOf(rnd, [
    ['EHRbase', 0.65],
    ['Better Platform', 0.4],
    ['DIPS Arena', 0.08],
    ['Cambio', 0.06],
    ['Code24', 0.04],
  ]);
  if (cdrs.length === 0) cdrs.push('EHRbase');
  const ehrbase = cdrs[0] === 'EHRbase';
  return {
    restApiVersion: weighted(rnd, [
      ['1.0.3', 50],
      ['1.0.2', 25],
      ['1.0.1', 8],
      ['1.0.0', 4],
      ['1.1.0', 8],
      [null, 5],
    ] as const),
    rmVersion: weighted(rnd, [
      ['1.0.4', 40],
      ['1.1.0', 30],
      ['1.0.3', 15],
      ['1.0.2', 10],
      [null, 5],
    ] as const),
    templates: [...templates].map((id) => ({ id, ckmUrl: null })),
    cdrs,
    usesAql: weighted(rnd, [
      [true, 70],
      [false, 20],
      [null, 10],
    ]),
    demoCdrUrl: chance(rnd, 0.3)
      ? `https://cdr.${hints.host}.example${ehrbase ? '/ehrbase' : ''}/rest/openehr/v1`
      : null,
  };
}

function licenseAndPricing(rnd: Rnd): { license: string | null; pricing: Pricing | null } {
  const kind = weighted(rnd, [
    ['open-source', 40],
    ['proprietary', 54],
    ['source-available', 2],
    [null, 4],
  ] as const);
  const license =
    kind === 'open-source'
      ? weighted(rnd, OPEN_SOURCE)
      : kind === 'source-available'
        ? 'BUSL-1.1'
        : kind === 'proprietary'
          ? 'proprietary'
          : null;
  const pricing: Pricing | null = chance(rnd, 0.03)
    ? null
    : kind === 'open-source'
      ? weighted<Pricing>(rnd, [
          ['free', 80],
          ['freemium', 10],
          ['on-request', 10],
        ])
      : weighted<Pricing>(rnd, [
          ['free', 8],
          ['freemium', 25],
          ['paid', 32],
          ['on-request', 35],
        ]);
  return { license, pricing };
}

function deviceClassesOf(rnd: Rnd, audiences: readonly Audience[]): DeviceClass[] {
  const status = weighted(rnd, [
    ['none', 78],
    ['eu-mdr-i', 8],
    ['eu-mdr-iia', 8],
    ['eu-mdr-iib', 2],
    ['fda-cleared', 3],
    [null, 1],
  ] as const);
  if (status === null) return [];
  if (status === 'eu-mdr-iia' && audiences.includes('patients') && chance(rnd, 0.3)) return [status, 'diga'];
  if (status === 'fda-cleared' && chance(rnd, 0.4)) return ['eu-mdr-i', status];
  return [status];
}

/** The profile of generated app `index`. */
export function scaleProfile(index: number, hints: ProfileHints): InteropProfile {
  const rnd = random(index * 2_654_435 + 101);
  // 15 % both standards, 50 % FHIR only, 20 % openEHR only, 15 % none.
  const mix = rnd();
  const speaksFhir = mix < 0.65;
  const speaksOpenehr = mix < 0.15 || (mix >= 0.65 && mix < 0.85);

  const categories = categoriesOf(rnd, hints);
  const audiences = audiencesOf(rnd, categories);
  const platforms = platformsOf(rnd, audiences, categories);
  const languages = someOf(rnd, LANGUAGES);
  if (languages.length === 0) languages.push('en');
  const classification: InteropProfile['classification'] = {
    categories,
    audiences,
    platforms,
    languages,
    ...licenseAndPricing(rnd),
    deviceClasses: deviceClassesOf(rnd, audiences),
  };

  let fhir: InteropProfile['fhir'];
  let smart: InteropProfile['smart'];
  let cdsHooks: InteropProfile['cdsHooks'];
  if (speaksFhir) {
    const versions = fhirVersionsOf(rnd);
    const resources = resourcesOf(rnd, versions, categories);
    const withSmart = chance(rnd, 0.75);
    const launch = withSmart ? launchTypesOf(rnd, audiences, categories) : [];
    const v1 = !versions.some((v) => v === 'R4' || v === 'R4B' || v === 'R5') || chance(rnd, 0.1);
    fhir = {
      versions,
      resources,
      implementationGuides: implementationGuidesOf(rnd, {
        versions,
        resources,
        languages,
        launch,
        domain: hints.domain,
      }),
      sandboxUrl: chance(rnd, 0.45)
        ? `https://fhir.${hints.host}.example/${versions[0]?.toLowerCase()}`
        : null,
    };
    if (withSmart) {
      smart = {
        launchTypes: launch,
        clientType:
          launch.length === 1 && launch[0] === 'backend'
            ? 'confidential'
            : weighted(rnd, [
                ['public', 55],
                ['confidential', 40],
                [null, 5],
              ] as const),
        scopes: scopesOf(rnd, launch, resources, v1),
      };
    }
    if (categories.some((c) => c === 'decision-support' || c === 'medication') && chance(rnd, 0.25)) {
      const hooks = someOf(rnd, [
        ['patient-view', 0.7],
        ['order-select', 0.3],
        ['order-sign', 0.3],
        ['encounter-start', 0.1],
      ]);
      cdsHooks = {
        hooks: hooks.length > 0 ? hooks : ['patient-view'],
        discoveryUrl: chance(rnd, 0.7) ? `https://cds.${hints.host}.example` : null,
      };
    }
  }
  let openehr: InteropProfile['openehr'];
  if (speaksOpenehr) {
    openehr = openehrOf(rnd, hints);
    // SMART on openEHR: a few openEHR-only apps launch from the EHR with the patient in context.
    if (!speaksFhir && chance(rnd, 0.1)) {
      smart = { launchTypes: ['ehr'], clientType: 'public', scopes: ['launch', 'launch/patient', 'openid'] };
    }
  }

  return {
    standards: [...(speaksFhir ? (['fhir'] as const) : []), ...(speaksOpenehr ? (['openehr'] as const) : [])],
    ...(fhir ? { fhir } : {}),
    ...(smart ? { smart } : {}),
    ...(cdsHooks ? { cdsHooks } : {}),
    ...(openehr ? { openehr } : {}),
    classification,
  };
}

/** How an app's texts name its standards, from what its profile declares (undefined: declares none). */
export function standardsMentions(profile: InteropProfile): readonly string[] | undefined {
  const mentions: string[] = [];
  for (const v of profile.fhir?.versions ?? []) mentions.push(v === 'R4' ? 'HL7 FHIR R4' : `FHIR ${v}`);
  if (profile.standards.includes('fhir') && profile.fhir?.versions.length === 0) mentions.push('HL7 FHIR');
  if (profile.smart && profile.standards.includes('fhir')) mentions.push('SMART on FHIR');
  if (profile.fhir?.implementationGuides.some((ig) => ig.packageId === 'hl7.fhir.us.core')) {
    mentions.push('US Core profiles');
  }
  if (profile.openehr) {
    mentions.push('openEHR', 'openEHR archetypes');
    if (profile.openehr.templates.length > 0) mentions.push('openEHR templates');
  }
  return mentions.length > 0 ? mentions : undefined;
}
