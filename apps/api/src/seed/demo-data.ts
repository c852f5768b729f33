import { type InteropProfileInput, sampleDemoPath } from '@showroom/contract';
import type { Glyph, Screen } from './images.ts';
import { SAMPLE_CDS_APP } from './cds-demo-app.ts';

/*
 * The demo catalogue: fictitious vendors and apps built on openEHR and HL7 FHIR. Every address is
 * under the reserved `.example` domain (RFC 2606), every patient is a well-known placeholder name,
 * so nothing here can be mistaken for a real product, person or server. The one exception is each
 * app's demo address: the showroom's own sample demo page of the app (GET /sample-demos/{slug}, made
 * from the app's screens below), so the first click on Demo lands on a real page.
 */

/** The seeded demo vendor's account (a demo login of the embedded provider); owns the first vendor below. */
export const DEMO_VENDOR_EMAIL = 'vendor@showroom.test';

/**
 * Stands for this showroom's own FHIR sandbox (PUBLIC_URL/sandbox/fhir) in the demo profiles: the seed
 * writes the real address (seed.ts, withOwnSandbox). The FHIR apps whose FHIR claims the sandbox backs
 * (R4, resource types it holds data of) declare it, so their live checks confirm them on a fresh start;
 * apps it cannot back (SMART, terminology, other versions) keep their .example servers.
 */
export const OWN_SANDBOX = 'https://sandbox.showroom.example/fhir';

export interface DemoUpdate {
  version: string;
  descriptionShort?: string;
  /** Appended to the published description as a "What's new" section. */
  whatsNew: string[];
  addScreens: Screen[];
  /** Indexes of published screenshots the new version drops. */
  removeScreens: number[];
  updatedDaysAgo: number;
  /** The update's interoperability profile; the published one's when absent. */
  profile?: InteropProfileInput;
}

type DemoLifecycle =
  | { kind: 'active' }
  | { kind: 'active-with-update'; status: 'DRAFT' | 'WAITING_FOR_APPROVAL'; update: DemoUpdate }
  | { kind: 'draft' }
  | { kind: 'waiting' }
  | { kind: 'rejected'; reason: string }
  | { kind: 'deactivated'; reason: string };

export interface DemoApp {
  slug: string;
  name: string;
  /** At most 100 characters (the short description's limit). */
  descriptionShort: string;
  /** Markdown, no HTML. */
  description: string;
  version: string;
  repo: string;
  glyph: Glyph;
  navItems: string[];
  patient?: string;
  patientAlert?: string;
  user: string;
  screens: Screen[];
  lifecycle: DemoLifecycle;
  createdDaysAgo: number;
  /** When the (published or only) version was last changed. */
  updatedDaysAgo: number;
  /**
   * The (published or only) version's interoperability profile. Real identifiers only: FHIR package ids
   * and versions published on packages.fhir.org, openEHR template ids as public CDRs and demos use them
   * (no CKM link where the template's page is not certain); servers under `.example` like every address.
   */
  profile: InteropProfileInput;
}

export interface DemoVendor {
  slug: string;
  name: string;
  monogram: string;
  brand: string;
  accent: string;
  description: string;
  githubOrg: string;
  /** The account that owns the vendor; otherwise a synthetic, non-loginable subject `seed:<slug>`. */
  ownerEmail?: string;
  status: 'APPROVED' | 'WAITING_FOR_APPROVAL';
  createdDaysAgo: number;
  apps: DemoApp[];
}

/** The app's sample demo page on the running showroom (`publicUrl`: PUBLIC_URL, http://localhost:8080 by default). */
export const demoUrl = (publicUrl: string, app: DemoApp) =>
  `${new URL(publicUrl).origin}${sampleDemoPath(app.slug)}`;
export const repoUrl = (vendor: DemoVendor, app: DemoApp) =>
  `https://github.com/${vendor.githubOrg}/${app.repo}`;
export const vendorEmail = (vendor: DemoVendor) => `contact@${vendor.slug}.example`;
export const vendorWebsite = (vendor: DemoVendor) => `https://${vendor.slug}.example`;

/** What Demo opens in this showroom: the app's sample demo page (modules/sample-demos), not a live system. */
const DEMO_NOTE =
  "Demo opens a sample page of the app's main screens, served by this showroom with made-up sample data: no real patient, nothing to sign in to, nothing stored.";

const TIMES = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

// ---------------------------------------------------------------------------------------------
// Vitalis Health Labs: the demo account's vendor (openEHR ward apps)

const VITALIS_CDR = 'https://cdr.vitalis.example/ehrbase/rest/openehr/v1';

/** NEWS2 Watch 2.4.1 as published; 2.5.0 adds the sepsis screen: a CDS Hooks service, lactate, class IIb. */
function news2Profile(version: '2.4.1' | '2.5.0'): InteropProfileInput {
  const update = version === '2.5.0';
  return {
    standards: ['fhir', 'openehr'],
    fhir: {
      versions: ['R4'],
      resources: ['Patient', 'RiskAssessment', ...(update ? ['Observation'] : [])],
      implementationGuides: [],
      sandboxUrl: 'https://fhir.vitalis.example/r4',
    },
    // The RiskAssessment export to the early-warning registry runs as a backend service.
    smart: {
      launchTypes: ['backend'],
      clientType: 'confidential',
      scopes: ['system/Patient.rs', 'system/RiskAssessment.c', ...(update ? ['system/Observation.rs'] : [])],
    },
    cdsHooks: update ? { hooks: ['patient-view'], discoveryUrl: 'https://cds.vitalis.example' } : null,
    openehr: {
      restApiVersion: '1.0.3',
      rmVersion: '1.0.4',
      templates: [{ id: 'IDCR - Vital Signs Encounter.v1', ckmUrl: null }],
      cdrs: ['EHRbase', 'Better Platform', 'DIPS Arena'],
      usesAql: true,
      demoCdrUrl: VITALIS_CDR,
    },
    classification: {
      categories: ['decision-support', 'research-registries'],
      audiences: ['clinicians'],
      platforms: ['web', 'windows'],
      languages: ['en', 'nb'],
      license: 'proprietary',
      pricing: 'paid',
      deviceClasses: [update ? 'eu-mdr-iib' : 'eu-mdr-iia'],
    },
  };
}

const vitalis: DemoVendor = {
  slug: 'vitalis',
  name: 'Vitalis Health Labs',
  monogram: 'VH',
  brand: '#0b6e99',
  accent: '#f28c28',
  githubOrg: 'vitalis-health-labs',
  ownerEmail: DEMO_VENDOR_EMAIL,
  status: 'APPROVED',
  createdDaysAgo: 410,
  description:
    'Vitalis Health Labs builds bedside apps for hospital wards on top of openEHR. Our apps store every observation as openEHR compositions in any conformant CDR, so data captured at the bedside stays vendor-neutral and queryable with AQL.',
  apps: [
    {
      slug: 'vital-signs',
      name: 'Vitalis Vital Signs',
      descriptionShort:
        'Record and chart vital signs at the bedside, stored as openEHR compositions in any CDR.',
      version: '3.2.0',
      repo: 'vital-signs',
      glyph: 'pulse',
      user: 'RN Priya Nair',
      patient: 'Erika Mustermann · ♀ 67 y · 1958-04-12 · MRN 0048213',
      patientAlert: 'Allergy: penicillin',
      navItems: ['Chart', 'Record', 'Observations', 'Fluid balance', 'Reports'],
      createdDaysAgo: 390,
      updatedDaysAgo: 12,
      profile: {
        standards: ['fhir', 'openehr'],
        fhir: {
          versions: ['R4'],
          resources: ['Patient', 'Encounter', 'Observation'],
          implementationGuides: [
            { packageId: 'de.basisprofil.r4', version: '1.5.0' },
            { packageId: 'de.gematik.isik-basismodul', version: '4.0.0' },
          ],
          sandboxUrl: OWN_SANDBOX,
        },
        // A real SMART app in the showroom's sandbox (issue 34): its Demo and Launch in sandbox.
        smart: {
          launchTypes: ['ehr', 'standalone'],
          clientType: 'public',
          scopes: [
            'launch',
            'launch/patient',
            'openid',
            'fhirUser',
            'offline_access',
            'patient/Patient.rs',
            'patient/Observation.rs',
            'patient/Encounter.rs',
          ],
        },
        openehr: {
          restApiVersion: '1.0.3',
          rmVersion: '1.0.4',
          templates: [{ id: 'IDCR - Vital Signs Encounter.v1', ckmUrl: null }],
          cdrs: ['EHRbase', 'Better Platform'],
          usesAql: true,
          demoCdrUrl: VITALIS_CDR,
        },
        classification: {
          categories: ['clinical-documentation'],
          audiences: ['clinicians'],
          platforms: ['web', 'ios', 'android'],
          languages: ['en', 'de', 'de-CH'],
          license: 'Apache-2.0',
          pricing: 'free',
          deviceClasses: ['eu-mdr-i'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**Vitalis Vital Signs** replaces the paper observation chart. Nurses record heart rate, blood pressure, respiratory rate, SpO₂, temperature and level of consciousness on a tablet at the bedside; doctors see the trends on any screen in the hospital a second later.

Every set of observations is committed as one openEHR composition to your clinical data repository (EHRbase, Better Platform or any other conformant CDR). There is no proprietary database: the chart is rebuilt from AQL queries, so other apps can use the same data.

### Features

- Charting of all vital signs with configurable time ranges (12 h, 24 h, 72 h, 7 days)
- Fast entry form optimised for one-handed use on tablets
- Plausibility checks and out-of-range highlighting
- Printable observation chart (PDF) for transfers
- Works offline on the ward and synchronises when the network is back

### Standards

- openEHR archetypes: \`openEHR-EHR-OBSERVATION.blood_pressure.v2\`, \`pulse.v2\`, \`respiration.v2\`, \`pulse_oximetry.v1\`, \`body_temperature.v2\`
- openEHR template: *Vital signs encounter* (international CKM)
- openEHR REST API 1.0.3 and AQL
- Optional FHIR R4 façade exposing \`Observation\` resources (vital signs profile)

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'vitals',
          title: 'Vital signs chart',
          subtitle: 'Last 24 hours · 9 observation sets',
          nav: 0,
          metrics: [
            { label: 'Heart rate', value: '96', unit: 'bpm', state: 'watch' },
            { label: 'SpO₂', value: '95', unit: '%' },
            { label: 'Blood pressure', value: '138/84', unit: 'mmHg' },
            { label: 'Temperature', value: '37.9', unit: '°C', state: 'watch' },
          ],
          chart: {
            title: 'Heart rate and blood pressure',
            series: [
              { label: 'Heart rate (bpm)', min: 60, max: 120 },
              { label: 'Systolic (mmHg)', min: 110, max: 160 },
              { label: 'Diastolic (mmHg)', min: 60, max: 95 },
            ],
            xLabels: TIMES,
          },
        },
        {
          kind: 'form',
          title: 'Record observations',
          subtitle: 'Template: Vital signs encounter · committed to EHRbase',
          nav: 1,
          sections: [
            {
              heading: 'Cardiovascular',
              fields: [
                { label: 'Heart rate (bpm)', type: 'text', value: '96' },
                { label: 'Rhythm', type: 'select', value: 'Regular' },
                { label: 'Systolic (mmHg)', type: 'text', value: '138' },
                { label: 'Diastolic (mmHg)', type: 'text', value: '84' },
                {
                  label: 'Position',
                  type: 'radio',
                  options: ['Sitting', 'Standing', 'Lying'],
                  selected: 2,
                  wide: true,
                },
              ],
            },
            {
              heading: 'Respiratory and temperature',
              fields: [
                { label: 'Respiratory rate (/min)', type: 'text', value: '18' },
                { label: 'SpO₂ (%)', type: 'text', value: '95' },
                { label: 'Inspired oxygen', type: 'select', value: 'Room air' },
                { label: 'Temperature (°C)', type: 'text', value: '37.9' },
                {
                  label: 'Consciousness (ACVPU)',
                  type: 'radio',
                  options: ['Alert', 'Confused', 'Voice', 'Pain', 'Unresponsive'],
                  selected: 0,
                  wide: true,
                },
              ],
            },
          ],
          actions: ['Cancel', 'Commit'],
        },
        {
          kind: 'table',
          title: 'Observations',
          subtitle: 'AQL: all vital signs compositions for this EHR',
          nav: 2,
          filters: ['All', 'Today', 'Out of range'],
          columns: [
            { label: 'Time', width: 1.6 },
            { label: 'HR', width: 0.8 },
            { label: 'BP', width: 1.1 },
            { label: 'RR', width: 0.7 },
            { label: 'SpO₂', width: 0.8 },
            { label: 'Temp', width: 0.8 },
            { label: 'Recorded by', width: 1.6 },
            { label: 'Status', width: 1.2, type: 'chip' },
          ],
          rows: [
            ['12.03. 08:00', '96', '138/84', '18', '95 %', '37.9', 'RN P. Nair', 'Watch'],
            ['12.03. 04:00', '88', '132/80', '16', '96 %', '37.4', 'RN T. Berg', 'Normal'],
            ['12.03. 00:00', '84', '128/78', '16', '97 %', '37.2', 'RN T. Berg', 'Normal'],
            ['11.03. 20:00', '102', '146/90', '21', '94 %', '38.3', 'RN T. Berg', 'High'],
            ['11.03. 16:00', '92', '136/82', '18', '95 %', '37.8', 'RN P. Nair', 'Watch'],
            ['11.03. 12:00', '86', '130/79', '16', '97 %', '37.1', 'RN P. Nair', 'Normal'],
            ['11.03. 08:00', '82', '126/76', '15', '97 %', '36.9', 'RN P. Nair', 'Normal'],
            ['10.03. 20:00', '80', '124/76', '14', '98 %', '36.8', 'RN K. Osei', 'Normal'],
            ['10.03. 16:00', '84', '128/80', '16', '97 %', '37.0', 'RN K. Osei', 'Normal'],
            ['10.03. 12:00', '86', '130/82', '16', '97 %', '37.1', 'RN K. Osei', 'Normal'],
          ],
        },
      ],
    },
    {
      slug: 'news2',
      name: 'Vitalis NEWS2 Watch',
      descriptionShort:
        'Ward dashboard that scores NEWS2 from openEHR vital signs and flags patients at risk of sepsis.',
      version: '2.4.1',
      repo: 'news2-watch',
      glyph: 'alert',
      user: 'Dr Sam Carter',
      navItems: ['Ward overview', 'Patient', 'Escalations', 'Settings'],
      createdDaysAgo: 300,
      updatedDaysAgo: 41,
      profile: news2Profile('2.4.1'),
      lifecycle: {
        kind: 'active-with-update',
        status: 'DRAFT',
        update: {
          version: '2.5.0',
          descriptionShort:
            'NEWS2 ward dashboard with sepsis screening prompts and an escalation board, on openEHR.',
          whatsNew: [
            'Escalation board that tracks every score of 5 or more until a clinician has reviewed the patient',
            'Sepsis screening prompt (qSOFA and lactate) when the score rises by 3 or more',
            'Threshold settings moved to the organisation profile; the settings page is gone',
          ],
          addScreens: [
            {
              kind: 'board',
              title: 'Escalations',
              subtitle: 'Ward 7 · scores of 5 or more need a clinical review within 60 minutes',
              nav: 2,
              columns: [
                {
                  heading: 'New',
                  cards: [
                    { title: 'Bed 12 · Max Mustermann', meta: 'NEWS2 7 · RR 25, SpO₂ 91 %', tag: 'Urgent' },
                    { title: 'Bed 3 · Kari Nordmann', meta: 'NEWS2 5 · Temp 38.9 °C', tag: 'Due' },
                  ],
                },
                {
                  heading: 'Under review',
                  cards: [
                    {
                      title: 'Bed 8 · Mario Rossi',
                      meta: 'Reviewed by Dr S. Carter · 09:12',
                      tag: 'In progress',
                    },
                    { title: 'Bed 15 · Jan Janssen', meta: 'Sepsis screen: lactate pending', tag: 'Pending' },
                  ],
                },
                {
                  heading: 'Resolved',
                  cards: [
                    { title: 'Bed 5 · Ola Nordmann', meta: 'Antibiotics started 07:40', tag: 'Completed' },
                    { title: 'Bed 11 · Juan Pérez', meta: 'Fluids given, score now 2', tag: 'Completed' },
                  ],
                },
              ],
            },
          ],
          removeScreens: [2],
          updatedDaysAgo: 3,
          profile: news2Profile('2.5.0'),
        },
      },
      description: `**Vitalis NEWS2 Watch** calculates the National Early Warning Score 2 for every patient on the ward from the vital signs already recorded in your openEHR CDR, and shows the whole ward on one screen.

Scores are recalculated as soon as a new observation set is committed. Patients with an aggregate score of 5 or more, or a single parameter scoring 3, are highlighted and an escalation is suggested according to the Royal College of Physicians' NEWS2 chart.

### Features

- Ward overview sorted by risk, with trend arrows
- Per-patient score breakdown, parameter by parameter
- SpO₂ scale 2 for patients with hypercapnic respiratory failure
- Audit trail of every score and every escalation
- Wall display mode for the nurses' station

### Standards

- openEHR archetypes: \`openEHR-EHR-OBSERVATION.news2.v1\` and the vital signs archetypes
- AQL subscriptions through the openEHR REST API
- FHIR R4 \`RiskAssessment\` export for the hospital's early-warning registry

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'table',
          title: 'Ward 7 · overview',
          subtitle: '20 patients · sorted by NEWS2, highest first',
          nav: 0,
          filters: ['All patients', 'Score 5+', 'Overdue observations'],
          columns: [
            { label: 'NEWS2', width: 0.9, type: 'score' },
            { label: 'Bed', width: 0.6 },
            { label: 'Patient', width: 2 },
            { label: 'Trend', width: 0.9 },
            { label: 'Last obs', width: 1.1 },
            { label: 'Next due', width: 1.1 },
            { label: 'Response', width: 1.6, type: 'chip' },
          ],
          rows: [
            ['7', '12', 'Max Mustermann', '↑ +3', '08:10', '09:10', 'Urgent'],
            ['5', '3', 'Kari Nordmann', '↑ +2', '07:55', '08:55', 'Review'],
            ['5', '8', 'Mario Rossi', '→ 0', '07:40', '08:40', 'Review'],
            ['3', '15', 'Jan Janssen', '↓ −1', '06:30', '10:30', 'Ward-based'],
            ['2', '5', 'Ola Nordmann', '↓ −3', '06:00', '12:00', 'Routine'],
            ['1', '11', 'Juan Pérez', '→ 0', '06:00', '18:00', 'Routine'],
            ['1', '2', 'Erika Mustermann', '→ 0', '05:45', '17:45', 'Routine'],
            ['0', '9', 'Jane Example', '→ 0', '05:30', '17:30', 'Routine'],
            ['0', '14', 'John Doe', '↓ −1', '05:20', '17:20', 'Routine'],
          ],
        },
        {
          kind: 'vitals',
          title: 'Max Mustermann · bed 12',
          subtitle: 'NEWS2 7 · clinical response: urgent',
          nav: 1,
          metrics: [
            { label: 'Resp. rate', value: '25', unit: '/min', state: 'alert' },
            { label: 'SpO₂ (scale 1)', value: '91', unit: '%', state: 'alert' },
            { label: 'Heart rate', value: '112', unit: 'bpm', state: 'watch' },
            { label: 'Systolic BP', value: '104', unit: 'mmHg', state: 'watch' },
          ],
          chart: {
            title: 'NEWS2 parameters, last 12 hours',
            series: [
              { label: 'Heart rate (bpm)', min: 80, max: 120, trend: 'up' },
              { label: 'Systolic (mmHg)', min: 95, max: 135, trend: 'down' },
            ],
            xLabels: ['20:00', '22:00', '00:00', '02:00', '04:00', '06:00', '08:00'],
          },
        },
        {
          kind: 'form',
          title: 'Settings',
          subtitle: 'Escalation thresholds for this ward',
          nav: 3,
          sections: [
            {
              heading: 'Thresholds',
              fields: [
                { label: 'Urgent response from score', type: 'select', value: '5' },
                { label: 'Emergency response from score', type: 'select', value: '7' },
                {
                  label: 'Single parameter red score',
                  type: 'radio',
                  options: ['Escalate', 'Highlight only'],
                  selected: 0,
                  wide: true,
                },
              ],
            },
            {
              heading: 'Notifications',
              fields: [
                {
                  label: 'Notify',
                  type: 'check',
                  options: ['Nurse in charge', 'Ward doctor', 'Outreach team'],
                  selected: 1,
                  wide: true,
                },
                { label: 'Observation frequency at score 0', type: 'select', value: 'Every 12 hours' },
                { label: 'Observation frequency at score 5+', type: 'select', value: 'Hourly' },
              ],
            },
          ],
          actions: ['Reset', 'Save'],
        },
      ],
    },
    {
      slug: 'form-studio',
      name: 'Vitalis Form Studio',
      descriptionShort: 'Design clinical forms from openEHR templates and render them in any web app.',
      version: '1.8.0',
      repo: 'form-studio',
      glyph: 'form',
      user: 'Dr Lena Vogel',
      navItems: ['Templates', 'Designer', 'Preview', 'Publish'],
      createdDaysAgo: 260,
      updatedDaysAgo: 27,
      profile: {
        standards: ['fhir', 'openehr'],
        fhir: {
          versions: ['R4'],
          resources: ['CodeSystem', 'ValueSet'],
          implementationGuides: [],
          sandboxUrl: 'https://tx.vitalis.example/r4',
        },
        openehr: {
          restApiVersion: '1.0.3',
          rmVersion: '1.0.4',
          templates: [{ id: 'IDCR - Vital Signs Encounter.v1', ckmUrl: null }],
          cdrs: ['EHRbase', 'Better Platform'],
          usesAql: false,
          demoCdrUrl: VITALIS_CDR,
        },
        classification: {
          categories: ['developer-tools', 'clinical-documentation'],
          audiences: ['developers', 'administrators'],
          platforms: ['web', 'windows', 'macos'],
          languages: ['en', 'de'],
          license: 'MIT',
          pricing: 'freemium',
          deviceClasses: ['none'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**Vitalis Form Studio** turns operational templates into usable clinical forms without writing code. Upload a template (OPT 1.4) or pull it from your CDR, arrange the fields, add conditional logic, and publish the form as a web component.

The renderer is a small, framework-independent web component. It validates input against the template's constraints (ranges, units, coded values) and produces a canonical or flat openEHR composition ready to commit.

### Features

- Drag-and-drop layout on top of the template tree
- Conditional visibility and calculated fields (e.g. BMI, scores)
- Terminology bindings resolved through a FHIR terminology server
- Live preview with example data, on desktop and tablet sizes
- Versioned form definitions, stored alongside the template

### Standards

- openEHR operational templates (OPT 1.4) and Web Template format
- Canonical JSON and flat (simSDT) compositions
- FHIR R4 \`ValueSet/$expand\` for coded fields

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'form',
          title: 'Designer · Falls risk assessment',
          subtitle: 'Template: openEHR-EHR-COMPOSITION.assessment.v1 / falls_risk.v0',
          nav: 1,
          aside: {
            heading: 'Template tree',
            items: [
              'Assessment',
              '  Context',
              '  Falls risk',
              '    History of falls',
              '    Mobility',
              '    Medication',
              '  Plan',
              '  Comment',
            ],
            selected: 3,
          },
          sections: [
            {
              heading: 'History of falls',
              fields: [
                {
                  label: 'Fallen in the last 12 months?',
                  type: 'radio',
                  options: ['Yes', 'No', 'Unknown'],
                  selected: 0,
                  wide: true,
                },
                { label: 'Number of falls', type: 'text', value: '2' },
                { label: 'Most recent fall', type: 'date', value: '02.2025' },
                { label: 'Injury', type: 'select', value: 'Minor injury', wide: true },
              ],
            },
            {
              heading: 'Field settings',
              fields: [
                { label: 'Label', type: 'text', value: 'Fallen in the last 12 months?' },
                { label: 'Control', type: 'select', value: 'Radio buttons' },
                { label: 'Show when', type: 'text', value: 'Context / setting = inpatient', wide: true },
              ],
            },
          ],
          actions: ['Preview', 'Save form'],
        },
        {
          kind: 'form',
          title: 'Preview · Medication order',
          subtitle: 'Rendered by the web component, tablet layout',
          nav: 2,
          sections: [
            {
              heading: 'Medication item',
              fields: [
                { label: 'Medication', type: 'select', value: 'Amoxicillin 500 mg capsules', wide: true },
                { label: 'Dose', type: 'text', value: '500 mg' },
                { label: 'Route', type: 'select', value: 'Oral' },
                { label: 'Frequency', type: 'select', value: 'Three times a day' },
                { label: 'Start', type: 'date', value: '12.03.2025' },
                { label: 'Indication', type: 'text', value: 'Community-acquired pneumonia', wide: true },
              ],
            },
            {
              heading: 'Instructions',
              fields: [
                {
                  label: 'Patient instructions',
                  type: 'textarea',
                  value: 'Take with water, complete the full course.',
                  wide: true,
                },
              ],
            },
          ],
          actions: ['Back to designer', 'Commit example'],
        },
        {
          kind: 'table',
          title: 'Templates',
          subtitle: '14 operational templates from EHRbase · demo',
          nav: 0,
          columns: [
            { label: 'Template', width: 2.6 },
            { label: 'Root archetype', width: 2.8, type: 'mono' },
            { label: 'Forms', width: 0.7 },
            { label: 'Updated', width: 1.1 },
            { label: 'State', width: 1.1, type: 'chip' },
          ],
          rows: [
            ['Vital signs encounter', 'COMPOSITION.encounter.v1', '3', '10.03.2025', 'Published'],
            ['Medication order', 'COMPOSITION.medication_list.v1', '2', '04.03.2025', 'Published'],
            ['Falls risk assessment', 'COMPOSITION.assessment.v1', '1', '12.03.2025', 'Draft'],
            ['Discharge summary', 'COMPOSITION.discharge_summary.v1', '1', '21.02.2025', 'Published'],
            ['Pressure injury risk', 'COMPOSITION.assessment.v1', '1', '18.02.2025', 'Review'],
            ['Pain assessment', 'COMPOSITION.encounter.v1', '2', '02.02.2025', 'Published'],
            ['Nutrition screening', 'COMPOSITION.assessment.v1', '0', '28.01.2025', 'Draft'],
          ],
        },
      ],
    },
    {
      slug: 'wound-care',
      name: 'Vitalis Wound Care',
      descriptionShort:
        'Structured wound assessments with photos, measurements and healing trends on openEHR.',
      version: '1.3.2',
      repo: 'wound-care',
      glyph: 'bandage',
      user: 'RN Tomas Berg',
      patient: 'Ola Nordmann · ♂ 78 y · 1946-11-02 · MRN 0051877',
      patientAlert: 'MRSA: contact precautions',
      navItems: ['Wounds', 'Assessment', 'Healing', 'Care plan'],
      createdDaysAgo: 180,
      updatedDaysAgo: 64,
      profile: {
        standards: ['fhir', 'openehr'],
        fhir: {
          versions: ['R4'],
          resources: ['Patient', 'Condition', 'Observation'],
          implementationGuides: [],
          sandboxUrl: OWN_SANDBOX,
        },
        openehr: {
          restApiVersion: '1.0.2',
          rmVersion: '1.0.4',
          templates: [{ id: 'IDCR - Problem List.v1', ckmUrl: null }],
          cdrs: ['EHRbase'],
          usesAql: true,
          demoCdrUrl: null,
        },
        classification: {
          categories: ['clinical-documentation', 'imaging', 'care-planning'],
          audiences: ['clinicians'],
          platforms: ['ios', 'android', 'web'],
          languages: ['en', 'de', 'fr'],
          license: 'proprietary',
          pricing: 'paid',
          deviceClasses: ['none'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**Vitalis Wound Care** gives tissue viability nurses a structured, consistent way to document wounds: location on a body map, size, tissue types, exudate and signs of infection.

Each assessment is an openEHR composition, so healing trends can be compared across wards, care homes and community teams that share the same CDR.

### Features

- Body map to locate and follow each wound
- Length, width and depth with automatic area calculation
- Healing trend chart per wound
- Pressure injury categories (NPIAP/EPUAP)
- Dressing plan with reminders for the next change

### Standards

- openEHR archetypes: \`openEHR-EHR-OBSERVATION.exam.v1\` with \`CLUSTER.exam_wound.v0\`, \`CLUSTER.anatomical_location.v1\`
- SNOMED CT body structure codes
- FHIR R4 \`Condition\` and \`Observation\` export

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'vitals',
          title: 'Healing trend · sacrum',
          subtitle: 'Pressure injury category 2 · first seen 03.02.2025',
          nav: 2,
          metrics: [
            { label: 'Area', value: '4.3', unit: 'cm²' },
            { label: 'Length × width', value: '2.4×1.8', unit: 'cm' },
            { label: 'Depth', value: '0.2', unit: 'cm' },
            { label: 'Exudate', value: 'Low', unit: 'serous' },
          ],
          chart: {
            title: 'Wound area (cm²), weekly assessments',
            series: [{ label: 'Area', min: 2, max: 12, trend: 'down' }],
            xLabels: ['wk 1', 'wk 2', 'wk 3', 'wk 4', 'wk 5', 'wk 6'],
          },
        },
        {
          kind: 'form',
          title: 'Wound assessment',
          subtitle: 'Sacrum · 12.03.2025',
          nav: 1,
          sections: [
            {
              heading: 'Size and tissue',
              fields: [
                { label: 'Length (cm)', type: 'text', value: '2.4' },
                { label: 'Width (cm)', type: 'text', value: '1.8' },
                {
                  label: 'Tissue type',
                  type: 'check',
                  options: ['Granulation', 'Slough', 'Necrotic', 'Epithelial'],
                  selected: 0,
                  wide: true,
                },
                { label: 'Wound edge', type: 'select', value: 'Attached' },
                { label: 'Periwound skin', type: 'select', value: 'Macerated' },
              ],
            },
            {
              heading: 'Pain and plan',
              fields: [
                {
                  label: 'Pain at dressing change',
                  type: 'scale',
                  selected: 3,
                  options: ['No pain', 'Worst pain'],
                  wide: true,
                },
                { label: 'Next dressing change', type: 'date', value: '14.03.2025' },
                { label: 'Dressing', type: 'select', value: 'Foam, silicone border' },
              ],
            },
          ],
          actions: ['Cancel', 'Save assessment'],
        },
      ],
    },
    {
      slug: 'aql-workbench',
      name: 'Vitalis AQL Workbench',
      descriptionShort:
        'Write, run and share AQL queries against any openEHR CDR, with archetype-aware completion.',
      version: '0.9.0',
      repo: 'aql-workbench',
      glyph: 'code',
      user: 'Dr Lena Vogel',
      navItems: ['Query', 'Saved queries', 'Archetypes', 'History'],
      createdDaysAgo: 21,
      updatedDaysAgo: 2,
      profile: {
        standards: ['openehr'],
        openehr: {
          restApiVersion: '1.0.3',
          rmVersion: '1.1.0',
          templates: [],
          cdrs: ['EHRbase', 'Better Platform'],
          usesAql: true,
          demoCdrUrl: VITALIS_CDR,
        },
        classification: {
          categories: ['developer-tools', 'research-registries'],
          audiences: ['developers', 'researchers'],
          platforms: ['windows', 'macos', 'linux'],
          languages: ['en'],
          license: 'EPL-2.0',
          pricing: 'free',
          deviceClasses: ['none'],
        },
      },
      lifecycle: { kind: 'draft' },
      description: `**Vitalis AQL Workbench** is a query editor for the openEHR Archetype Query Language. It knows the archetypes and templates deployed on your CDR and completes paths as you type.

### Features

- Path completion from the CDR's templates
- Result grid with CSV and FHIR \`Bundle\` export
- Saved, shareable queries with parameters
- Query history per user

### Standards

- openEHR AQL 1.1 and the openEHR REST API query endpoint
- Works with EHRbase and other conformant CDRs

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'query',
          title: 'Query',
          subtitle: 'Connected to EHRbase 2.x · demo CDR',
          nav: 0,
          language: 'AQL 1.1',
          code: [
            'SELECT e/ehr_id/value AS ehr,',
            '       o/data[at0001]/events[at0006]/data[at0003]/items[at0004]/value/magnitude AS systolic,',
            '       o/data[at0001]/events[at0006]/time/value AS time',
            'FROM EHR e CONTAINS COMPOSITION c',
            '  CONTAINS OBSERVATION o[openEHR-EHR-OBSERVATION.blood_pressure.v2]',
            "WHERE c/archetype_details/template_id/value = 'Vital signs encounter'",
            'ORDER BY time DESC LIMIT 100',
          ],
          columns: [
            { label: 'ehr', width: 2.2, type: 'mono' },
            { label: 'systolic', width: 1, type: 'mono' },
            { label: 'time', width: 2, type: 'mono' },
          ],
          rows: [
            ['7f3c0d2e-51a1-4b0e-9c1d', '138', '2025-03-12T08:00:00Z'],
            ['0b9e44a1-7c2f-4f6b-a2de', '104', '2025-03-12T07:58:00Z'],
            ['c41d2e90-3b7a-4e55-8f10', '126', '2025-03-12T07:41:00Z'],
            ['5e8a7f03-9d64-4c21-b7aa', '147', '2025-03-12T07:30:00Z'],
            ['a2f6c9b8-1e3d-47f0-9e62', '119', '2025-03-12T07:12:00Z'],
          ],
        },
        {
          kind: 'table',
          title: 'Saved queries',
          subtitle: 'Shared with the Vitalis demo organisation',
          nav: 1,
          columns: [
            { label: 'Name', width: 2.6 },
            { label: 'Parameters', width: 1.6, type: 'mono' },
            { label: 'Owner', width: 1.4 },
            { label: 'Last run', width: 1.2 },
            { label: 'Status', width: 1, type: 'chip' },
          ],
          rows: [
            ['Latest blood pressure per EHR', '$ehr_id', 'L. Vogel', '12.03.2025', 'OK'],
            ['NEWS2 ≥ 5 in the last 24 h', '$ward', 'S. Carter', '12.03.2025', 'OK'],
            ['Open wound assessments', '$ward, $since', 'T. Berg', '11.03.2025', 'OK'],
            ['Medication orders without end date', '—', 'L. Vogel', '08.03.2025', 'Failed'],
            ['Falls in the last 12 months', '$since', 'P. Nair', '01.03.2025', 'OK'],
          ],
        },
      ],
    },
    {
      slug: 'fluid-balance',
      name: 'Vitalis Fluid Balance',
      descriptionShort: 'Intake and output charting with a running 24-hour balance, stored in openEHR.',
      version: '1.0.0',
      repo: 'fluid-balance',
      glyph: 'drop',
      user: 'RN Priya Nair',
      patient: 'Juan Pérez · ♂ 59 y · 1966-01-23 · MRN 0049920',
      navItems: ['Balance', 'Intake', 'Output', 'Targets'],
      createdDaysAgo: 48,
      updatedDaysAgo: 19,
      // Only the classification: the standards part is still to be filled in.
      profile: {
        standards: [],
        classification: {
          categories: ['clinical-documentation'],
          audiences: ['clinicians'],
          platforms: ['web', 'android'],
          languages: ['en', 'de'],
          license: 'Apache-2.0',
          pricing: 'free',
          deviceClasses: ['none'],
        },
      },
      lifecycle: {
        kind: 'rejected',
        reason:
          'The demo link asks for a login, but the description gives no demo credentials. Please enable guest access on the demo or add demo credentials to the description, then submit again.',
      },
      description: `**Vitalis Fluid Balance** replaces the paper fluid chart: every intake and output is recorded as it happens and the running balance is always up to date.

### Features

- Hourly intake and output entry (oral, IV, enteral; urine, drains, vomit)
- Running 24-hour balance with configurable targets
- Alerts for low urine output (under 0.5 ml/kg/h)

### Standards

- openEHR archetypes: \`openEHR-EHR-OBSERVATION.fluid_balance.v0\`, \`openEHR-EHR-OBSERVATION.fluid_output.v0\`
- FHIR R4 \`Observation\` export

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'vitals',
          title: 'Fluid balance',
          subtitle: 'Since 08:00 · target: +500 ml',
          nav: 0,
          metrics: [
            { label: 'Intake', value: '1850', unit: 'ml' },
            { label: 'Output', value: '1320', unit: 'ml' },
            { label: 'Balance', value: '+530', unit: 'ml' },
            { label: 'Urine', value: '0.6', unit: 'ml/kg/h', state: 'watch' },
          ],
          chart: {
            title: 'Cumulative intake and output (ml)',
            series: [
              { label: 'Intake', min: 0, max: 2000, trend: 'up' },
              { label: 'Output', min: 0, max: 1500, trend: 'up' },
            ],
            xLabels: TIMES,
          },
        },
        {
          kind: 'table',
          title: 'Entries',
          subtitle: '12.03.2025',
          nav: 1,
          columns: [
            { label: 'Time', width: 1 },
            { label: 'Type', width: 1.8 },
            { label: 'Route', width: 1.4 },
            { label: 'Volume', width: 1 },
            { label: 'By', width: 1.4 },
          ],
          rows: [
            ['08:00', 'Sodium chloride 0.9 %', 'IV', '+250 ml', 'RN P. Nair'],
            ['09:00', 'Water', 'Oral', '+200 ml', 'RN P. Nair'],
            ['10:00', 'Urine', 'Catheter', '−180 ml', 'RN P. Nair'],
            ['11:00', 'Tea', 'Oral', '+150 ml', 'HCA M. Silva'],
            ['12:00', 'Urine', 'Catheter', '−160 ml', 'RN P. Nair'],
            ['12:30', 'Drain 1', 'Wound drain', '−40 ml', 'RN P. Nair'],
          ],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Kestrel Clinical Software: SMART on FHIR apps

/** LabLens 1.6.0 as published; 1.7.0 adds microbiology orders and acknowledged critical values, and US Core 7. */
function labLensProfile(version: '1.6.0' | '1.7.0'): InteropProfileInput {
  const update = version === '1.7.0';
  return {
    standards: ['fhir'],
    fhir: {
      versions: ['R4'],
      resources: [
        'Patient',
        'DiagnosticReport',
        'Observation',
        'Specimen',
        ...(update ? ['ServiceRequest', 'Task'] : []),
      ],
      implementationGuides: [
        { packageId: 'hl7.fhir.us.core', version: update ? '7.0.0' : '6.1.0' },
        { packageId: 'hl7.fhir.uv.ipa', version: '1.0.0' },
        { packageId: 'hl7.fhir.uv.smart-app-launch', version: '2.0.0' },
      ],
      sandboxUrl: 'https://fhir.kestrel.example/r4',
    },
    smart: {
      launchTypes: ['ehr'],
      clientType: 'public',
      scopes: [
        'launch',
        'openid',
        'fhirUser',
        'patient/DiagnosticReport.rs',
        'patient/Observation.rs?category=http://terminology.hl7.org/CodeSystem/observation-category|laboratory',
        'patient/Specimen.rs',
        ...(update ? ['patient/ServiceRequest.rs', 'patient/Task.cu'] : []),
      ],
    },
    classification: {
      categories: update ? ['lab-diagnostics', 'decision-support'] : ['lab-diagnostics'],
      audiences: ['clinicians'],
      platforms: ['web'],
      languages: ['en', 'fr'],
      license: 'Apache-2.0',
      pricing: 'freemium',
      deviceClasses: ['none'],
    },
  };
}

const kestrel: DemoVendor = {
  slug: 'kestrel',
  name: 'Kestrel Clinical Software',
  monogram: 'K',
  brand: '#3949ab',
  accent: '#26a69a',
  githubOrg: 'kestrel-clinical',
  status: 'APPROVED',
  createdDaysAgo: 380,
  description:
    'Kestrel Clinical Software makes SMART on FHIR apps that launch from inside the EHR: growth charts, medication reconciliation and results review. Every app runs against any FHIR R4 server that supports SMART App Launch.',
  apps: [
    {
      slug: 'growthtrack',
      name: 'GrowthTrack',
      descriptionShort:
        'SMART on FHIR growth charts for children, with WHO and CDC references and centile tracking.',
      version: '4.1.2',
      repo: 'growthtrack',
      glyph: 'growth',
      user: 'Dr Amara Okafor',
      patient: 'Max Mustermann jr · ♂ 14 months · 2024-01-08',
      navItems: ['Weight', 'Length', 'Head', 'BMI', 'Measurements'],
      createdDaysAgo: 360,
      updatedDaysAgo: 8,
      profile: {
        standards: ['fhir'],
        // Older EHRs still speak DSTU2 and STU3, and only v1 scopes.
        fhir: {
          versions: ['DSTU2', 'STU3', 'R4'],
          resources: ['Patient', 'Observation'],
          implementationGuides: [
            { packageId: 'hl7.fhir.us.core', version: '6.1.0' },
            { packageId: 'hl7.fhir.uv.smart-app-launch', version: '2.0.0' },
          ],
          sandboxUrl: 'https://fhir.kestrel.example/r4',
        },
        smart: {
          launchTypes: ['ehr', 'standalone'],
          clientType: 'public',
          scopes: [
            'launch',
            'launch/patient',
            'openid',
            'fhirUser',
            'patient/Patient.rs',
            'patient/Observation.crs',
            'patient/Patient.read',
            'patient/Observation.read',
            'patient/Observation.write',
          ],
        },
        classification: {
          categories: ['decision-support', 'clinical-documentation'],
          audiences: ['clinicians'],
          platforms: ['web'],
          languages: ['en', 'es'],
          license: 'Apache-2.0',
          pricing: 'free',
          deviceClasses: ['eu-mdr-i', 'fda-cleared'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**GrowthTrack** plots a child's weight, length or height, head circumference and BMI against the WHO (0–2 years) and CDC (2–20 years) references, straight from the EHR.

It launches inside the EHR as a SMART app, reads the measurements from FHIR \`Observation\` resources and writes new ones back. Corrected age for preterm infants and mid-parental height are calculated automatically.

### Features

- WHO and CDC reference curves with P3 to P97 centiles
- Corrected gestational age for preterm infants
- Centile crossing alerts
- Mid-parental height and target range
- Print-ready chart for the parents' health record

### Standards

- SMART App Launch 2.0 (EHR launch and standalone launch, PKCE)
- FHIR R4: \`Patient\`, \`Observation\` (body weight, body height, head circumference, BMI; vital signs profile)
- LOINC codes 29463-7, 8302-2, 9843-4, 39156-5

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'growth',
          title: 'Weight-for-age',
          subtitle: 'WHO reference 0–2 years · boys',
          nav: 0,
          chartTitle: 'Weight-for-age',
          yUnit: 'kg',
          yMin: 2,
          yMax: 16,
          xLabels: ['0', '3', '6', '9', '12', '15', '18', '21', '24 mo'],
          side: {
            heading: 'Latest measurements',
            rows: [
              ['Weight', '10.1 kg'],
              ['Centile', 'P58'],
              ['Length', '77.4 cm'],
              ['Head circ.', '46.6 cm'],
              ['Measured', '04.03.2025'],
            ],
          },
        },
        {
          kind: 'growth',
          title: 'Length-for-age',
          subtitle: 'WHO reference 0–2 years · boys',
          nav: 1,
          chartTitle: 'Length-for-age',
          yUnit: 'cm',
          yMin: 45,
          yMax: 95,
          xLabels: ['0', '3', '6', '9', '12', '15', '18', '21', '24 mo'],
          side: {
            heading: 'Growth velocity',
            rows: [
              ['Length', '77.4 cm'],
              ['Centile', 'P61'],
              ['Velocity', '1.1 cm/month'],
              ['Mid-parental', '178 cm'],
              ['Target range', '170–186 cm'],
            ],
          },
        },
        {
          kind: 'table',
          title: 'Measurements',
          subtitle: 'FHIR Observation · vital-signs category',
          nav: 4,
          columns: [
            { label: 'Date', width: 1.2 },
            { label: 'Age', width: 1 },
            { label: 'Weight', width: 1 },
            { label: 'Length', width: 1 },
            { label: 'Head circ.', width: 1.1 },
            { label: 'Source', width: 1.4 },
          ],
          rows: [
            ['04.03.2025', '13 mo 24 d', '10.1 kg', '77.4 cm', '46.6 cm', 'Paediatric clinic'],
            ['09.12.2024', '11 mo 1 d', '9.4 kg', '74.9 cm', '45.8 cm', 'Paediatric clinic'],
            ['10.09.2024', '8 mo 2 d', '8.6 kg', '71.0 cm', '44.9 cm', 'Health visitor'],
            ['11.06.2024', '5 mo 3 d', '7.6 kg', '66.2 cm', '43.1 cm', 'Health visitor'],
            ['12.03.2024', '2 mo 4 d', '5.8 kg', '59.1 cm', '40.2 cm', 'GP'],
            ['08.01.2024', 'Birth', '3.4 kg', '50.5 cm', '34.8 cm', 'Maternity'],
          ],
        },
      ],
    },
    {
      slug: 'medrecon',
      name: 'MedRecon',
      descriptionShort:
        'Medication reconciliation on admission and discharge, built on FHIR MedicationStatement.',
      version: '2.0.3',
      repo: 'medrecon',
      glyph: 'pill',
      user: 'PharmD Chen Wei',
      patient: 'Mario Rossi · ♂ 72 y · 1953-06-30 · MRN 0047731',
      patientAlert: 'Allergy: codeine',
      navItems: ['Reconcile', 'Home medication', 'Inpatient orders', 'Discharge'],
      createdDaysAgo: 330,
      updatedDaysAgo: 33,
      profile: {
        standards: ['fhir'],
        fhir: {
          versions: ['R4'],
          resources: ['Patient', 'Medication', 'MedicationStatement', 'MedicationRequest', 'Provenance'],
          implementationGuides: [
            { packageId: 'hl7.fhir.us.core', version: '7.0.0' },
            { packageId: 'hl7.fhir.uv.ips', version: '1.1.0' },
            { packageId: 'hl7.fhir.uv.smart-app-launch', version: '2.0.0' },
          ],
          sandboxUrl: 'https://fhir.kestrel.example/r4',
        },
        smart: {
          launchTypes: ['ehr'],
          clientType: 'confidential',
          scopes: [
            'launch',
            'openid',
            'fhirUser',
            'patient/Medication.rs',
            'patient/MedicationStatement.rs',
            'patient/MedicationRequest.rus',
            'patient/Provenance.c',
          ],
        },
        cdsHooks: { hooks: ['order-select', 'order-sign'], discoveryUrl: 'https://cds.kestrel.example' },
        classification: {
          categories: ['medication', 'decision-support'],
          audiences: ['clinicians'],
          platforms: ['web'],
          languages: ['en'],
          license: 'proprietary',
          pricing: 'on-request',
          deviceClasses: ['eu-mdr-iia'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**MedRecon** helps pharmacists and doctors compare what a patient took at home with what is ordered in hospital, and decide for each medicine: continue, change or stop.

The home medication list is assembled from the patient's FHIR \`MedicationStatement\` resources and from the national patient summary, if one is available. Decisions are written back as \`MedicationRequest\` updates and a signed \`Provenance\`.

### Features

- Side-by-side home and inpatient medication lists
- Matching by active ingredient, strength and form
- Discrepancy flags: omission, duplication, dose change
- Discharge medication list for the patient and the GP

### Standards

- SMART App Launch 2.0
- FHIR R4: \`MedicationStatement\`, \`MedicationRequest\`, \`Medication\`, \`Provenance\`
- RxNorm and ATC codings

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'table',
          title: 'Reconcile on admission',
          subtitle: '9 home medicines · 3 discrepancies',
          nav: 0,
          filters: ['All', 'Discrepancies', 'Decided'],
          columns: [
            { label: 'Home medication', width: 2.4 },
            { label: 'Inpatient order', width: 2.4 },
            { label: 'Discrepancy', width: 1.4, type: 'chip' },
            { label: 'Decision', width: 1.2 },
          ],
          rows: [
            ['Metformin 1000 mg twice daily', 'Metformin 500 mg twice daily', 'Dose change', 'Change'],
            ['Ramipril 5 mg once daily', '—', 'High: omission', 'Pending'],
            ['Atorvastatin 40 mg at night', 'Atorvastatin 40 mg at night', 'Matched', 'Continue'],
            ['Bisoprolol 2.5 mg once daily', 'Bisoprolol 2.5 mg once daily', 'Matched', 'Continue'],
            ['Ibuprofen 400 mg as needed', '—', 'Review', 'Stop'],
            ['—', 'Enoxaparin 40 mg daily', 'New in hospital', 'Continue'],
            ['Omeprazole 20 mg once daily', 'Pantoprazole 40 mg daily', 'Review', 'Pending'],
          ],
        },
        {
          kind: 'board',
          title: 'Decisions',
          subtitle: 'Drag a medicine to record the decision',
          nav: 0,
          columns: [
            {
              heading: 'Continue',
              cards: [
                { title: 'Atorvastatin 40 mg', meta: 'At night · unchanged', tag: 'Matched' },
                { title: 'Bisoprolol 2.5 mg', meta: 'Once daily · unchanged', tag: 'Matched' },
              ],
            },
            {
              heading: 'Change',
              cards: [
                { title: 'Metformin 500 mg', meta: 'eGFR 38: dose reduced', tag: 'Review' },
                { title: 'Pantoprazole 40 mg', meta: 'Formulary switch', tag: 'Pending' },
              ],
            },
            {
              heading: 'Stop',
              cards: [{ title: 'Ibuprofen 400 mg', meta: 'AKI risk with ACE inhibitor', tag: 'High risk' }],
            },
          ],
        },
        {
          kind: 'summary',
          title: 'Discharge medication',
          subtitle: 'For the patient and the GP · FHIR Bundle ready to send',
          nav: 3,
          cards: [
            { heading: 'Continued', items: ['Atorvastatin 40 mg at night', 'Bisoprolol 2.5 mg once daily'] },
            {
              heading: 'Changed',
              items: ['Metformin 500 mg twice daily (was 1000 mg)', 'Pantoprazole 40 mg (was omeprazole)'],
            },
            {
              heading: 'Stopped',
              tone: 'alert',
              items: ['Ibuprofen: avoid NSAIDs with ramipril and reduced kidney function'],
            },
            { heading: 'New', items: ['Enoxaparin 40 mg daily for 7 days'] },
          ],
        },
      ],
    },
    {
      slug: 'lablens',
      name: 'LabLens',
      descriptionShort:
        'Cumulative lab results with trends and reference ranges, from FHIR DiagnosticReport.',
      version: '1.6.0',
      repo: 'lablens',
      glyph: 'flask',
      user: 'Dr Amara Okafor',
      patient: 'Kari Nordmann · ♀ 45 y · 1980-09-17 · MRN 0050262',
      navItems: ['Results', 'Trends', 'Reports', 'Microbiology'],
      createdDaysAgo: 240,
      updatedDaysAgo: 52,
      profile: labLensProfile('1.6.0'),
      lifecycle: {
        kind: 'active-with-update',
        status: 'WAITING_FOR_APPROVAL',
        update: {
          version: '1.7.0',
          whatsNew: [
            'Microbiology view: cultures, organisms and susceptibilities',
            'Critical values can be acknowledged from the results list',
          ],
          addScreens: [
            {
              kind: 'table',
              title: 'Microbiology',
              subtitle: 'Blood culture · collected 10.03.2025 06:20',
              nav: 3,
              columns: [
                { label: 'Antibiotic', width: 2 },
                { label: 'MIC (mg/L)', width: 1 },
                { label: 'Interpretation', width: 1.3, type: 'chip' },
                { label: 'Organism', width: 2 },
              ],
              rows: [
                ['Amoxicillin', '≥ 32', 'Resistant', 'Escherichia coli'],
                ['Co-amoxiclav', '8', 'Intermediate', 'Escherichia coli'],
                ['Ceftriaxone', '≤ 1', 'Susceptible', 'Escherichia coli'],
                ['Gentamicin', '≤ 1', 'Susceptible', 'Escherichia coli'],
                ['Ciprofloxacin', '0.5', 'Susceptible', 'Escherichia coli'],
                ['Meropenem', '≤ 0.25', 'Susceptible', 'Escherichia coli'],
              ],
            },
          ],
          removeScreens: [],
          updatedDaysAgo: 5,
          profile: labLensProfile('1.7.0'),
        },
      },
      description: `**LabLens** shows a patient's laboratory results as a cumulative table and as trends, so a rising creatinine or a falling haemoglobin is obvious at a glance.

It reads FHIR \`DiagnosticReport\` and \`Observation\` resources from the EHR, groups them by panel, and highlights values outside the reference range.

### Features

- Cumulative view across all reports, grouped by panel
- Trend charts with reference ranges
- Abnormal and critical flags
- Links to the full report (PDF attachment or presented form)

### Standards

- SMART App Launch 2.0
- FHIR R4: \`DiagnosticReport\`, \`Observation\` (laboratory category), \`Specimen\`
- LOINC result codes, UCUM units

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'table',
          title: 'Results',
          subtitle: 'Last 7 days · 4 reports',
          nav: 0,
          filters: ['All', 'Haematology', 'Chemistry', 'Abnormal only'],
          columns: [
            { label: 'Test', width: 2.2 },
            { label: 'Result', width: 1 },
            { label: 'Unit', width: 1 },
            { label: 'Reference', width: 1.3 },
            { label: 'Flag', width: 0.9, type: 'chip' },
            { label: 'Collected', width: 1.4 },
          ],
          rows: [
            ['Haemoglobin', '10.9', 'g/dL', '12.0–15.5', 'L', '12.03. 06:10'],
            ['White cell count', '14.2', '10⁹/L', '4.0–11.0', 'H', '12.03. 06:10'],
            ['Platelets', '312', '10⁹/L', '150–400', 'Normal', '12.03. 06:10'],
            ['C-reactive protein', '86', 'mg/L', '0–5', 'H', '12.03. 06:10'],
            ['Creatinine', '132', 'µmol/L', '45–90', 'H', '12.03. 06:10'],
            ['Potassium', '4.6', 'mmol/L', '3.5–5.1', 'Normal', '12.03. 06:10'],
            ['Sodium', '134', 'mmol/L', '135–145', 'L', '12.03. 06:10'],
            ['Lactate', '1.4', 'mmol/L', '0.5–2.2', 'Normal', '11.03. 22:40'],
          ],
        },
        {
          kind: 'vitals',
          title: 'Trends',
          subtitle: 'Kidney function · last 10 days',
          nav: 1,
          metrics: [
            { label: 'Creatinine', value: '132', unit: 'µmol/L', state: 'alert' },
            { label: 'eGFR', value: '43', unit: 'ml/min', state: 'watch' },
            { label: 'Urea', value: '9.8', unit: 'mmol/L', state: 'watch' },
          ],
          chart: {
            title: 'Creatinine (µmol/L)',
            series: [{ label: 'Creatinine', min: 70, max: 140, trend: 'up' }],
            xLabels: [
              '03.03',
              '04.03',
              '05.03',
              '06.03',
              '07.03',
              '08.03',
              '09.03',
              '10.03',
              '11.03',
              '12.03',
            ],
          },
        },
      ],
    },
    {
      slug: 'ips-viewer',
      name: 'IPS Viewer',
      descriptionShort:
        'Read an International Patient Summary (IPS) bundle and present it clearly to clinicians.',
      version: '1.0.0',
      repo: 'ips-viewer',
      glyph: 'card',
      user: 'Dr Amara Okafor',
      patient: 'Jane Example · ♀ 38 y · 1987-02-11 · Passport X1234567',
      patientAlert: 'Allergy: penicillin (anaphylaxis)',
      navItems: ['Summary', 'Medication', 'Allergies', 'Problems', 'Source'],
      createdDaysAgo: 16,
      updatedDaysAgo: 6,
      profile: {
        standards: ['fhir'],
        fhir: {
          versions: ['R4'],
          resources: [
            'Patient',
            'Bundle',
            'Composition',
            'AllergyIntolerance',
            'MedicationStatement',
            'Condition',
            'Immunization',
          ],
          implementationGuides: [
            { packageId: 'hl7.fhir.uv.ips', version: '1.1.0' },
            { packageId: 'hl7.fhir.uv.smart-app-launch', version: '2.0.0' },
          ],
          sandboxUrl: 'https://fhir.kestrel.example/r4',
        },
        smart: {
          launchTypes: ['ehr', 'standalone'],
          clientType: 'public',
          scopes: [
            'launch',
            'launch/patient',
            'openid',
            'fhirUser',
            'patient/Patient.rs',
            'patient/Composition.rs',
            'patient/AllergyIntolerance.rs',
            'patient/MedicationStatement.rs',
            'patient/Condition.rs',
            'patient/Immunization.rs',
          ],
        },
        classification: {
          categories: ['clinical-documentation'],
          audiences: ['clinicians'],
          platforms: ['web'],
          languages: ['en', 'fr', 'de', 'nl'],
          license: 'MIT',
          pricing: 'free',
          deviceClasses: ['none'],
        },
      },
      lifecycle: { kind: 'waiting' },
      description: `**IPS Viewer** displays an International Patient Summary for unplanned, cross-border care: allergies, medication, problems, immunisations and results, in the clinician's language.

Open an IPS from a FHIR server, a file or a SMART Health Link; the viewer validates the bundle against the IPS profiles and shows any problems it finds.

### Features

- All mandatory and recommended IPS sections
- Validation report against the IPS implementation guide
- Coded values displayed with their SNOMED CT and LOINC terms
- Print and PDF export

### Standards

- HL7 FHIR R4 International Patient Summary IG 1.1 (\`Bundle\`, \`Composition\`, \`AllergyIntolerance\`, \`MedicationStatement\`, \`Condition\`, \`Immunization\`)
- SMART App Launch 2.0 and SMART Health Links

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'summary',
          title: 'Patient summary',
          subtitle: 'IPS bundle · authored 28.02.2025 by the patient’s GP',
          nav: 0,
          cards: [
            {
              heading: 'Allergies and intolerances',
              tone: 'alert',
              items: ['Penicillin: anaphylaxis (high criticality)', 'Latex: contact dermatitis'],
            },
            {
              heading: 'Medication',
              items: ['Levothyroxine 75 µg once daily', 'Salbutamol inhaler as needed'],
            },
            { heading: 'Problems', items: ['Hypothyroidism (since 2019)', 'Asthma, mild intermittent'] },
            {
              heading: 'Immunisations',
              items: ['Influenza, 10.2024', 'Tetanus, diphtheria, pertussis, 05.2021'],
            },
            { heading: 'Results', items: ['TSH 2.1 mIU/L (01.2025)', 'Haemoglobin 13.4 g/dL (01.2025)'] },
            { heading: 'Devices and implants', items: ['None known'] },
          ],
        },
        {
          kind: 'table',
          title: 'Validation',
          subtitle: 'Against hl7.fhir.uv.ips 1.1.0',
          nav: 4,
          columns: [
            { label: 'Severity', width: 1, type: 'chip' },
            { label: 'Location', width: 2.6, type: 'mono' },
            { label: 'Message', width: 3.4 },
          ],
          rows: [
            ['Info', 'Bundle.entry[3].resource', 'Medication coded with SNOMED CT and ATC'],
            ['Warning', 'Composition.section[4]', 'Section "Results" has no entries for the last 12 months'],
            ['Info', 'Bundle.entry[7].resource', 'Immunization.occurrence given as partial date'],
            ['Info', 'Bundle.signature', 'Signature present, not verified in demo mode'],
          ],
        },
      ],
    },
    // The sample CDS Hooks service's app (issue 36): seed/cds-demo-app.ts.
    SAMPLE_CDS_APP,
  ],
};

// ---------------------------------------------------------------------------------------------
// Meridian Health Informatics: FHIR infrastructure tools

const meridian: DemoVendor = {
  slug: 'meridian',
  name: 'Meridian Health Informatics',
  monogram: 'M',
  brand: '#00796b',
  accent: '#ffb300',
  githubOrg: 'meridian-hi',
  status: 'APPROVED',
  createdDaysAgo: 420,
  description:
    'Meridian Health Informatics builds tools for the people who run health data platforms: terminology browsing, bulk data export and interface migration, all on HL7 FHIR R4.',
  apps: [
    {
      slug: 'terminology-browser',
      name: 'Meridian Terminology Browser',
      descriptionShort:
        'Search and explore SNOMED CT, LOINC and local code systems through a FHIR terminology server.',
      version: '3.0.1',
      repo: 'terminology-browser',
      glyph: 'book',
      user: 'Terminologist R. Haas',
      navItems: ['Search', 'Concept', 'Value sets', 'Maps'],
      createdDaysAgo: 340,
      updatedDaysAgo: 15,
      profile: {
        standards: ['fhir'],
        fhir: {
          versions: ['R4', 'R4B', 'R5'],
          resources: ['CodeSystem', 'ValueSet', 'ConceptMap'],
          implementationGuides: [{ packageId: 'hl7.terminology.r4', version: '6.5.0' }],
          sandboxUrl: 'https://tx.meridian.example/r4',
        },
        classification: {
          categories: ['developer-tools'],
          audiences: ['developers', 'administrators', 'researchers'],
          platforms: ['web', 'windows', 'macos', 'linux'],
          languages: ['en', 'de', 'fr'],
          license: 'Apache-2.0',
          pricing: 'free',
          deviceClasses: ['none'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**Meridian Terminology Browser** is a fast, friendly front end for any FHIR terminology server. Search concepts across code systems, follow hierarchies, and check which value sets include a code.

It uses only standard FHIR terminology operations, so it works with Ontoserver, Snowstorm, HAPI FHIR and other servers.

### Features

- Type-ahead search across SNOMED CT, LOINC, ICD-10 and local code systems
- Concept details: designations, properties, parents and children
- Value set expansion and membership check
- Concept maps (e.g. SNOMED CT to ICD-10)

### Standards

- FHIR R4 terminology module: \`CodeSystem/$lookup\`, \`ValueSet/$expand\`, \`ValueSet/$validate-code\`, \`ConceptMap/$translate\`
- SNOMED CT Expression Constraint Language (ECL) in implicit value sets

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'table',
          title: 'Search',
          subtitle: '“heart failure” · SNOMED CT · 48 matches',
          nav: 0,
          filters: ['SNOMED CT', 'LOINC', 'ICD-10', 'Local'],
          columns: [
            { label: 'Code', width: 1.3, type: 'mono' },
            { label: 'Preferred term', width: 3.2 },
            { label: 'Semantic tag', width: 1.4 },
            { label: 'Status', width: 1, type: 'chip' },
          ],
          rows: [
            ['84114007', 'Heart failure', 'disorder', 'Active'],
            ['42343007', 'Congestive heart failure', 'disorder', 'Active'],
            ['85232009', 'Left heart failure', 'disorder', 'Active'],
            ['367363000', 'Right ventricular failure', 'disorder', 'Active'],
            ['703272007', 'Heart failure with reduced ejection fraction', 'disorder', 'Active'],
            ['446221000', 'Heart failure with normal ejection fraction', 'disorder', 'Active'],
            ['10633002', 'Acute congestive heart failure', 'disorder', 'Active'],
            ['88805009', 'Chronic congestive heart failure', 'disorder', 'Active'],
          ],
        },
        {
          kind: 'summary',
          title: '703272007 · Heart failure with reduced ejection fraction',
          subtitle: 'SNOMED CT International · $lookup',
          nav: 1,
          cards: [
            {
              heading: 'Designations',
              items: ['HFrEF (synonym)', 'Heart failure with reduced ejection fraction (FSN)'],
            },
            {
              heading: 'Parents',
              items: ['84114007 Heart failure'],
            },
            {
              heading: 'Children',
              items: ['HFrEF due to coronary artery disease', 'HFrEF due to dilated cardiomyopathy'],
            },
            { heading: 'Value sets', items: ['Heart failure diagnoses (local)', 'IPS problems (uv-ips)'] },
          ],
        },
        {
          kind: 'query',
          title: 'Value set expansion',
          subtitle: 'Implicit value set from an ECL expression',
          nav: 2,
          language: 'FHIR',
          code: [
            'GET /ValueSet/$expand',
            "    ?url=http://snomed.info/sct?fhir_vs=ecl/'<< 84114007'",
            '    &filter=chronic',
            '    &count=20',
          ],
          columns: [
            { label: 'code', width: 1.2, type: 'mono' },
            { label: 'display', width: 3, type: 'mono' },
          ],
          rows: [
            ['88805009', 'Chronic congestive heart failure'],
            ['48447003', 'Chronic heart failure'],
            ['441481004', 'Chronic systolic heart failure'],
            ['441530006', 'Chronic diastolic heart failure'],
          ],
        },
      ],
    },
    {
      slug: 'bulk-export',
      name: 'Meridian Bulk Export',
      descriptionShort:
        'Run, monitor and download FHIR Bulk Data exports for analytics and population health.',
      version: '1.4.0',
      repo: 'bulk-export',
      glyph: 'export',
      user: 'Data engineer S. Ito',
      navItems: ['Jobs', 'New export', 'Files', 'Clients'],
      createdDaysAgo: 280,
      updatedDaysAgo: 95,
      profile: {
        standards: ['fhir'],
        fhir: {
          versions: ['R4'],
          resources: ['Patient', 'Group', 'Encounter', 'Observation', 'Condition', 'MedicationRequest'],
          implementationGuides: [
            { packageId: 'hl7.fhir.uv.bulkdata', version: '2.0.0' },
            { packageId: 'hl7.fhir.uv.smart-app-launch', version: '2.2.0' },
          ],
          sandboxUrl: 'https://fhir.meridian.example/r4',
        },
        smart: {
          launchTypes: ['backend'],
          clientType: 'confidential',
          scopes: [
            'system/Patient.rs',
            'system/Group.rs',
            'system/Encounter.rs',
            'system/Observation.rs',
            'system/Condition.rs',
            'system/MedicationRequest.rs',
          ],
        },
        // Source-available: an SPDX licence that is not open source.
        classification: {
          categories: ['population-health', 'research-registries', 'developer-tools'],
          audiences: ['researchers', 'administrators', 'developers'],
          platforms: ['web', 'linux'],
          languages: ['en'],
          license: 'BUSL-1.1',
          pricing: 'on-request',
          deviceClasses: ['none'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**Meridian Bulk Export** is a console for FHIR Bulk Data Access. Start system, group or patient level exports, watch their progress and download the NDJSON files, without writing scripts.

Authentication uses SMART Backend Services with asymmetric keys, so the console works with the same registration as your analytics pipeline.

### Features

- Start exports with \`_type\`, \`_since\` and \`_typeFilter\`
- Live progress from the status endpoint
- Download or stream NDJSON files to object storage
- Scheduled incremental exports

### Standards

- HL7 FHIR Bulk Data Access IG 2.0 (\`$export\` at system, group and patient level)
- SMART Backend Services authorization (JWT client assertion)
- FHIR R4 NDJSON

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'table',
          title: 'Export jobs',
          subtitle: 'FHIR server: demo R4 · 1,000 synthetic patients',
          nav: 0,
          columns: [
            { label: 'Job', width: 1.2, type: 'mono' },
            { label: 'Level', width: 1.4 },
            { label: 'Types', width: 2.2 },
            { label: 'Progress', width: 2.2, type: 'progress' },
            { label: 'Status', width: 1.1, type: 'chip' },
          ],
          rows: [
            ['a91f3c', 'Group: diabetes', 'Patient, Observation, Condition', '100', 'Completed'],
            ['77be02', 'System', 'All resource types', '64', 'Running'],
            ['5c2d91', 'Patient', 'MedicationRequest', '100', 'Completed'],
            ['e0413a', 'Group: heart failure', 'Observation', '12', 'Running'],
            ['19fa7d', 'System (since 01.03.)', 'Encounter, Procedure', '0', 'Queued'],
            ['c3e8b0', 'Group: COPD', 'Patient, Condition', '100', 'Failed'],
          ],
        },
        {
          kind: 'form',
          title: 'New export',
          subtitle: 'Kick-off request: GET [base]/Group/[id]/$export',
          nav: 1,
          sections: [
            {
              heading: 'Scope',
              fields: [
                {
                  label: 'Level',
                  type: 'radio',
                  options: ['System', 'Group', 'Patient'],
                  selected: 1,
                  wide: true,
                },
                { label: 'Group', type: 'select', value: 'Type 2 diabetes cohort (214)' },
                { label: 'Since (_since)', type: 'date', value: '01.01.2025' },
                {
                  label: 'Resource types (_type)',
                  type: 'check',
                  options: ['Patient', 'Observation', 'Condition', 'MedicationRequest'],
                  selected: 2,
                  wide: true,
                },
              ],
            },
            {
              heading: 'Output',
              fields: [
                { label: 'Format', type: 'select', value: 'application/fhir+ndjson' },
                { label: 'Destination', type: 'select', value: 'Download' },
                {
                  label: 'Type filter (_typeFilter)',
                  type: 'text',
                  value: 'Observation?category=laboratory',
                  wide: true,
                },
              ],
            },
          ],
          actions: ['Cancel', 'Start export'],
        },
        {
          kind: 'table',
          title: 'Files · job a91f3c',
          subtitle: 'Completed 12.03.2025 07:42 · expires in 23 hours',
          nav: 2,
          columns: [
            { label: 'File', width: 2.6, type: 'mono' },
            { label: 'Type', width: 1.4 },
            { label: 'Resources', width: 1 },
            { label: 'Size', width: 1 },
          ],
          rows: [
            ['Patient.000.ndjson', 'Patient', '214', '412 KB'],
            ['Observation.000.ndjson', 'Observation', '50,000', '38.1 MB'],
            ['Observation.001.ndjson', 'Observation', '21,877', '16.9 MB'],
            ['Condition.000.ndjson', 'Condition', '1,486', '1.2 MB'],
          ],
        },
      ],
    },
    {
      slug: 'v2-bridge',
      name: 'Meridian v2 Bridge Classic',
      descriptionShort:
        'Converts HL7 v2 ADT and ORU messages to FHIR R4 resources. Superseded by Meridian Bridge 2.',
      version: '0.8.2',
      repo: 'v2-bridge-classic',
      glyph: 'code',
      user: 'Integration engineer M. Dubois',
      navItems: ['Messages', 'Mappings', 'Errors'],
      createdDaysAgo: 400,
      updatedDaysAgo: 150,
      profile: {
        standards: ['fhir'],
        fhir: {
          versions: ['STU3', 'R4'],
          resources: ['Patient', 'Encounter', 'DiagnosticReport', 'Observation'],
          implementationGuides: [{ packageId: 'hl7.fhir.uv.v2mappings', version: null }],
          sandboxUrl: null,
        },
        smart: {
          launchTypes: ['backend'],
          clientType: 'confidential',
          scopes: [
            'system/Patient.cu',
            'system/Encounter.cu',
            'system/DiagnosticReport.c',
            'system/Observation.c',
          ],
        },
        classification: {
          categories: ['administration-scheduling', 'developer-tools'],
          audiences: ['administrators', 'developers'],
          platforms: ['linux', 'windows'],
          languages: ['en'],
          license: 'MIT',
          pricing: 'free',
          deviceClasses: ['none'],
        },
      },
      lifecycle: {
        kind: 'deactivated',
        reason:
          'Retired by the vendor: superseded by Meridian Bridge 2, the demo server has been switched off.',
      },
      description: `**Meridian v2 Bridge Classic** converts HL7 v2.5 ADT and ORU messages into FHIR R4 resources and posts them to a FHIR server.

This version is no longer maintained.

### Features

- ADT A01, A03, A08 to \`Patient\` and \`Encounter\`
- ORU R01 to \`DiagnosticReport\` and \`Observation\`
- Error queue with replay

### Standards

- HL7 v2.5, HL7 FHIR R4, the HL7 v2-to-FHIR mapping IG

### Demo

The demo server has been switched off.`,
      screens: [
        {
          kind: 'query',
          title: 'Message',
          subtitle: 'ADT^A01 · received 12.11.2024 14:02',
          nav: 0,
          language: 'HL7 v2.5',
          code: [
            'MSH|^~\\&|ADT|DEMOHOSP|BRIDGE|MERIDIAN|202411121402||ADT^A01|MSG00042|P|2.5',
            'EVN|A01|202411121401',
            'PID|1||0048213^^^DEMOHOSP^MR||Mustermann^Erika||19580412|F',
            'PV1|1|I|W7^12^1||||DOC123^Carter^Sam',
          ],
          columns: [
            { label: 'FHIR resource', width: 1.6, type: 'mono' },
            { label: 'Id', width: 1.4, type: 'mono' },
            { label: 'Result', width: 1, type: 'chip' },
          ],
          rows: [
            ['Patient', 'pat-0048213', 'Created'],
            ['Encounter', 'enc-9912', 'Created'],
          ],
        },
        {
          kind: 'table',
          title: 'Errors',
          subtitle: 'Messages that could not be mapped',
          nav: 2,
          columns: [
            { label: 'Message', width: 1.4, type: 'mono' },
            { label: 'Type', width: 1 },
            { label: 'Error', width: 3.2 },
            { label: 'State', width: 1, type: 'chip' },
          ],
          rows: [
            ['MSG00017', 'ORU^R01', 'OBX-2 value type CE not supported', 'Failed'],
            ['MSG00031', 'ADT^A08', 'PID-3 without assigning authority', 'Failed'],
            ['MSG00039', 'ORU^R01', 'Unknown unit "mmol/l " (trailing space)', 'Review'],
          ],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Open Ward Systems: nursing documentation

const OPENWARD_CDR = 'https://cdr.openward.example/ehrbase/rest/openehr/v1';

const openward: DemoVendor = {
  slug: 'openward',
  name: 'Open Ward Systems',
  monogram: 'OW',
  brand: '#6a1b9a',
  accent: '#ec407a',
  githubOrg: 'open-ward',
  status: 'APPROVED',
  createdDaysAgo: 300,
  description:
    'Open Ward Systems is a cooperative of nurses and developers. We build open-source nursing documentation on openEHR: care plans, assessments and shift handover that nurses actually like to use.',
  apps: [
    {
      slug: 'care-plans',
      name: 'OpenWard Care Plans',
      descriptionShort:
        'Nursing care plans and assessments: goals, interventions and evaluations, stored in openEHR.',
      version: '5.2.0',
      repo: 'care-plans',
      glyph: 'clipboard',
      user: 'RN Kofi Osei',
      patient: 'Erika Mustermann · ♀ 67 y · 1958-04-12 · MRN 0048213',
      patientAlert: 'Falls risk: high',
      navItems: ['Care plan', 'Assessments', 'Tasks', 'Evaluations'],
      createdDaysAgo: 290,
      updatedDaysAgo: 22,
      profile: {
        standards: ['fhir', 'openehr'],
        fhir: {
          versions: ['R4'],
          resources: ['CarePlan', 'Goal'],
          implementationGuides: [],
          sandboxUrl: null,
        },
        openehr: {
          restApiVersion: '1.0.3',
          rmVersion: '1.1.0',
          templates: [{ id: 'IDCR - Problem List.v1', ckmUrl: null }],
          cdrs: ['EHRbase'],
          usesAql: true,
          demoCdrUrl: OPENWARD_CDR,
        },
        classification: {
          categories: ['care-planning', 'clinical-documentation'],
          audiences: ['clinicians'],
          platforms: ['web', 'android'],
          languages: ['en', 'nl', 'nb'],
          license: 'GPL-3.0-only',
          pricing: 'free',
          deviceClasses: ['none'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**OpenWard Care Plans** supports the nursing process from assessment to evaluation. Nurses pick problems and goals from a shared catalogue, plan interventions, and evaluate progress at every shift.

Care plans are stored as openEHR compositions, so they follow the patient across wards and can be analysed across the hospital.

### Features

- Goal and intervention catalogue, configurable per ward
- Task list for the shift, generated from the care plan
- Standard assessments: falls risk, pressure injury risk (Braden), nutrition (MUST), pain
- Evaluation notes with progress towards each goal

### Standards

- openEHR archetypes: \`openEHR-EHR-EVALUATION.goal.v1\`, \`openEHR-EHR-INSTRUCTION.care_plan.v0\`, \`openEHR-EHR-ACTION.procedure.v1\`
- Nursing terminology bindings (SNOMED CT, ICNP)
- FHIR R4 \`CarePlan\` and \`Goal\` export

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'board',
          title: 'Care plan',
          subtitle: 'Ward 4B · reviewed at every shift',
          nav: 0,
          columns: [
            {
              heading: 'Goals',
              cards: [
                {
                  title: 'Walk 20 m with frame',
                  meta: 'Target 14.03. · with physiotherapy',
                  tag: 'In progress',
                },
                { title: 'Pain at most 3/10', meta: 'Daily · nursing', tag: 'In progress' },
                { title: 'Skin intact over sacrum', meta: 'Braden 14 · nursing', tag: 'Watch' },
              ],
            },
            {
              heading: 'Interventions',
              cards: [
                { title: 'Reposition every 4 hours', meta: 'Next due 12:00', tag: 'Due' },
                { title: 'Analgesia 30 min before mobilising', meta: 'As prescribed', tag: 'Due' },
                { title: 'Fluid intake 1.5 l per day', meta: 'Chart on fluid balance', tag: 'In progress' },
              ],
            },
            {
              heading: 'Evaluated',
              cards: [
                { title: 'Falls risk assessed', meta: '11.03. · RN K. Osei', tag: 'Completed' },
                { title: 'Nutrition screening (MUST 1)', meta: '10.03. · RN T. Berg', tag: 'Completed' },
              ],
            },
          ],
        },
        {
          kind: 'form',
          title: 'Braden scale',
          subtitle: 'Pressure injury risk assessment',
          nav: 1,
          sections: [
            {
              heading: 'Assessment',
              fields: [
                { label: 'Sensory perception', type: 'select', value: '3 · Slightly limited' },
                { label: 'Moisture', type: 'select', value: '3 · Occasionally moist' },
                { label: 'Activity', type: 'select', value: '2 · Chairfast' },
                { label: 'Mobility', type: 'select', value: '2 · Very limited' },
                { label: 'Nutrition', type: 'select', value: '2 · Probably inadequate' },
                { label: 'Friction and shear', type: 'select', value: '2 · Potential problem' },
              ],
            },
            {
              heading: 'Result',
              fields: [
                { label: 'Total score', type: 'text', value: '14 · moderate risk' },
                { label: 'Reassess', type: 'select', value: 'Every 24 hours' },
                {
                  label: 'Comment',
                  type: 'textarea',
                  value: 'Pressure-relieving mattress ordered.',
                  wide: true,
                },
              ],
            },
          ],
          actions: ['Cancel', 'Save assessment'],
        },
        {
          kind: 'table',
          title: 'Tasks for this shift',
          subtitle: 'Early shift 06:00–14:00 · 6 patients',
          nav: 2,
          filters: ['My patients', 'Whole ward', 'Overdue'],
          columns: [
            { label: 'Time', width: 0.8 },
            { label: 'Bed', width: 0.6 },
            { label: 'Patient', width: 1.8 },
            { label: 'Task', width: 2.6 },
            { label: 'State', width: 1.2, type: 'chip' },
          ],
          rows: [
            ['08:00', '4', 'Erika Mustermann', 'Reposition, check sacrum', 'Done'],
            ['08:30', '6', 'John Doe', 'Wound dressing left leg', 'Overdue'],
            ['09:00', '2', 'Jan Janssen', 'Blood glucose before breakfast', 'Done'],
            ['10:00', '4', 'Erika Mustermann', 'Mobilise with frame', 'Due'],
            ['11:00', '9', 'Juan Pérez', 'Catheter care', 'Due'],
            ['12:00', '4', 'Erika Mustermann', 'Reposition, check sacrum', 'Due'],
            ['13:00', '7', 'Kari Nordmann', 'Falls risk reassessment', 'Due'],
          ],
        },
      ],
    },
    {
      slug: 'handover',
      name: 'OpenWard Handover',
      descriptionShort: 'Structured SBAR shift handover for nurses, prefilled from the openEHR record.',
      version: '1.3.1',
      repo: 'handover',
      glyph: 'survey',
      user: 'RN Kofi Osei',
      navItems: ['Handover', 'My patients', 'History'],
      createdDaysAgo: 150,
      updatedDaysAgo: 70,
      profile: {
        standards: ['openehr'],
        // SMART on openEHR: launched from the EHR with the patient in context.
        smart: {
          launchTypes: ['ehr'],
          clientType: 'public',
          scopes: ['launch', 'launch/patient', 'openid', 'fhirUser'],
        },
        openehr: {
          restApiVersion: '1.0.3',
          rmVersion: '1.1.0',
          templates: [
            { id: 'NCHCD - Clinical notes.v0', ckmUrl: null },
            { id: 'IDCR - Vital Signs Encounter.v1', ckmUrl: null },
          ],
          cdrs: ['EHRbase', 'Better Platform'],
          usesAql: true,
          demoCdrUrl: OPENWARD_CDR,
        },
        classification: {
          categories: ['clinical-documentation', 'care-planning', 'administration-scheduling'],
          audiences: ['clinicians', 'administrators'],
          platforms: ['web', 'ios', 'android'],
          languages: ['en', 'nl'],
          license: 'AGPL-3.0-only',
          pricing: 'free',
          deviceClasses: ['none'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**OpenWard Handover** structures shift handover with SBAR (situation, background, assessment, recommendation). Each patient's handover is prefilled with the latest observations, scores, tasks and care plan goals, so nurses only add what matters.

### Features

- SBAR handover per patient, prefilled from the record
- Ward list with outstanding tasks and alerts
- Handover history, searchable
- Print view for ward rounds

### Standards

- openEHR archetypes: \`openEHR-EHR-EVALUATION.clinical_synopsis.v1\`, \`openEHR-EHR-EVALUATION.recommendation.v1\`
- AQL to prefill observations and NEWS2 scores

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'summary',
          title: 'Handover · bed 4 · Erika Mustermann',
          subtitle: 'Early to late shift · 12.03.2025 13:45',
          nav: 0,
          cards: [
            {
              heading: 'Situation',
              items: ['Day 3 after hip replacement, mobilising slowly', 'Pain 4/10 at rest'],
            },
            {
              heading: 'Background',
              items: ['Type 2 diabetes, hypertension', 'Lives alone, stairs at home'],
            },
            {
              heading: 'Assessment',
              items: ['NEWS2 1, observations stable', 'Braden 14: moderate pressure risk'],
            },
            {
              heading: 'Recommendation',
              tone: 'alert',
              items: ['Review analgesia before physio at 15:00', 'Check sacrum at 16:00'],
            },
          ],
        },
        {
          kind: 'table',
          title: 'My patients',
          subtitle: 'Late shift · 6 patients',
          nav: 1,
          columns: [
            { label: 'Bed', width: 0.6 },
            { label: 'Patient', width: 1.8 },
            { label: 'NEWS2', width: 0.8, type: 'score' },
            { label: 'Open tasks', width: 0.9 },
            { label: 'Key point', width: 2.6 },
          ],
          rows: [
            ['4', 'Erika Mustermann', '1', '3', 'Analgesia before physio'],
            ['6', 'John Doe', '2', '2', 'Dressing overdue'],
            ['2', 'Jan Janssen', '0', '1', 'Discharge tomorrow'],
            ['9', 'Juan Pérez', '3', '2', 'Low urine output, on fluid chart'],
            ['7', 'Kari Nordmann', '5', '2', 'Escalated to ward doctor 12:10'],
            ['3', 'Mario Rossi', '1', '0', 'Awaiting social care assessment'],
          ],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Lumen Maternal Health

const lumen: DemoVendor = {
  slug: 'lumen',
  name: 'Lumen Maternal Health',
  monogram: 'L',
  brand: '#c2185b',
  accent: '#7e57c2',
  githubOrg: 'lumen-maternal',
  status: 'APPROVED',
  createdDaysAgo: 220,
  description:
    'Lumen Maternal Health builds digital records for pregnancy, birth and the first weeks of life, shared between midwives, obstetricians and parents through openEHR and FHIR.',
  apps: [
    {
      slug: 'antenatal',
      name: 'Lumen Antenatal Record',
      descriptionShort:
        'A shared antenatal record for midwives and parents: visits, scans, risks and birth plan.',
      version: '2.2.0',
      repo: 'antenatal-record',
      glyph: 'heart',
      user: 'Midwife Ines Costa',
      patient: 'Kari Nordmann · ♀ 31 y · G2 P1 · EDD 28.06.2025',
      navItems: ['Pregnancy', 'Visits', 'Scans', 'Birth plan', 'Documents'],
      createdDaysAgo: 210,
      updatedDaysAgo: 10,
      profile: {
        standards: ['fhir', 'openehr'],
        fhir: {
          versions: ['R4'],
          resources: ['Patient', 'Observation', 'DiagnosticReport'],
          implementationGuides: [{ packageId: 'hl7.fhir.uv.smart-app-launch', version: '2.2.0' }],
          sandboxUrl: 'https://fhir.lumen.example/r4',
        },
        // The parents' companion app.
        smart: {
          launchTypes: ['standalone'],
          clientType: 'public',
          scopes: [
            'launch/patient',
            'openid',
            'fhirUser',
            'offline_access',
            'patient/Patient.r',
            'patient/Observation.rs',
            'patient/DiagnosticReport.rs',
          ],
        },
        openehr: {
          restApiVersion: '1.0.3',
          rmVersion: '1.0.4',
          templates: [
            { id: 'IDCR - Vital Signs Encounter.v1', ckmUrl: null },
            { id: 'IDCR - Laboratory Test Report.v0', ckmUrl: null },
          ],
          cdrs: ['Better Platform'],
          usesAql: true,
          demoCdrUrl: 'https://cdr.lumen.example/rest/openehr/v1',
        },
        classification: {
          categories: ['clinical-documentation', 'patient-portal-proms', 'imaging'],
          audiences: ['clinicians', 'patients'],
          platforms: ['web', 'ios', 'android'],
          languages: ['en', 'nl'],
          license: 'proprietary',
          pricing: 'on-request',
          deviceClasses: ['none'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**Lumen Antenatal Record** brings the pregnancy record together in one place: booking, routine visits, scans, screening results, risks and the birth plan. Midwives and obstetricians work in the same record; parents see it in a companion app.

The record is an openEHR EHR; results from laboratories and ultrasound systems arrive as FHIR resources and are stored alongside.

### Features

- Pregnancy timeline with due visits, scans and screening
- Blood pressure, urine and fundal height charts
- Risk assessment at booking and at every visit
- Birth plan, shared with the parents
- Handover to the birth unit with a single click

### Standards

- openEHR archetypes: \`openEHR-EHR-EVALUATION.pregnancy_summary.v0\`, \`openEHR-EHR-OBSERVATION.fundal_height.v0\`, \`openEHR-EHR-OBSERVATION.blood_pressure.v2\`
- FHIR R4 \`Observation\` and \`DiagnosticReport\` for screening results
- SMART App Launch for the parents' companion app

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'timeline',
          title: 'Pregnancy',
          subtitle: 'Second pregnancy · low risk · EDD 28.06.2025',
          nav: 0,
          axisLabel: 'Gestation in weeks',
          marks: [
            { at: 0.2, label: '8 · Booking' },
            { at: 0.3, label: '12 · Dating scan' },
            { at: 0.5, label: '20 · Anomaly scan' },
            { at: 0.7, label: '28 · Anti-D, bloods' },
            { at: 0.85, label: '34' },
            { at: 1, label: '40 · EDD' },
          ],
          current: 0.61,
          currentLabel: '24+3 weeks',
          cards: [
            {
              heading: 'Next appointments',
              items: ['25.03. Midwife visit, 25 weeks', '08.04. Glucose tolerance test'],
            },
            { heading: 'Risks', tone: 'alert', items: ['Previous caesarean section', 'BMI 31 at booking'] },
            { heading: 'Screening', items: ['Combined test: low chance', 'Anomaly scan: no concerns'] },
            {
              heading: 'Birth plan',
              items: ['Wishes vaginal birth after caesarean', 'Water birth if possible'],
            },
          ],
        },
        {
          kind: 'vitals',
          title: 'Visits',
          subtitle: 'Blood pressure and fundal height at each visit',
          nav: 1,
          metrics: [
            { label: 'Blood pressure', value: '118/72', unit: 'mmHg' },
            { label: 'Fundal height', value: '24', unit: 'cm' },
            { label: 'Fetal heart', value: '144', unit: 'bpm' },
            { label: 'Urine protein', value: 'neg', unit: '' },
          ],
          chart: {
            title: 'Blood pressure at visits (mmHg)',
            series: [
              { label: 'Systolic', min: 105, max: 130 },
              { label: 'Diastolic', min: 62, max: 82 },
            ],
            xLabels: ['8 wk', '12 wk', '16 wk', '20 wk', '24 wk'],
          },
        },
        {
          kind: 'form',
          title: 'Visit at 24+3 weeks',
          subtitle: 'Routine antenatal visit',
          nav: 1,
          sections: [
            {
              heading: 'Mother',
              fields: [
                { label: 'Blood pressure', type: 'text', value: '118/72 mmHg' },
                { label: 'Urine dipstick', type: 'select', value: 'Protein negative' },
                {
                  label: 'Feels well?',
                  type: 'radio',
                  options: ['Yes', 'Some concerns', 'No'],
                  selected: 0,
                  wide: true,
                },
              ],
            },
            {
              heading: 'Baby',
              fields: [
                { label: 'Fundal height (cm)', type: 'text', value: '24' },
                { label: 'Fetal heart rate (bpm)', type: 'text', value: '144' },
                {
                  label: 'Movements',
                  type: 'radio',
                  options: ['Felt', 'Reduced', 'Not yet'],
                  selected: 0,
                  wide: true,
                },
                {
                  label: 'Notes',
                  type: 'textarea',
                  value: 'Discussed glucose tolerance test and birth options.',
                  wide: true,
                },
              ],
            },
          ],
          actions: ['Cancel', 'Sign visit'],
        },
      ],
    },
    {
      slug: 'newborn-check',
      name: 'Lumen Newborn Check',
      descriptionShort: 'Newborn and infant physical examination with screening outcomes and referrals.',
      version: '1.1.0',
      repo: 'newborn-check',
      glyph: 'search',
      user: 'Dr Noor Hassan',
      patient: 'Baby Nordmann · ♀ 2 days · born 10.03.2025 · 3.2 kg',
      navItems: ['Examination', 'Screening', 'Referrals'],
      createdDaysAgo: 120,
      updatedDaysAgo: 36,
      // Only the classification: the standards part is still to be filled in.
      profile: {
        standards: [],
        classification: {
          categories: ['clinical-documentation', 'lab-diagnostics'],
          audiences: ['clinicians'],
          platforms: ['ios', 'android'],
          languages: ['en', 'nl', 'fr'],
          license: 'proprietary',
          pricing: 'paid',
          deviceClasses: ['eu-mdr-i'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**Lumen Newborn Check** guides the newborn physical examination within 72 hours of birth: eyes, heart, hips and testes, with screening outcomes and referrals recorded in one place.

### Features

- Step-by-step examination with the screening criteria at hand
- Automatic referral when a screen is not clear
- Hearing and blood spot screening results from the laboratory
- Summary for the parents and the health visitor

### Standards

- openEHR archetypes: \`openEHR-EHR-OBSERVATION.exam.v1\` with examination clusters for eyes, heart, hips
- FHIR R4 \`ServiceRequest\` for referrals, \`Observation\` for screening results

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'form',
          title: 'Newborn examination',
          subtitle: 'Within 72 hours of birth · screening criteria shown on each step',
          nav: 0,
          aside: {
            heading: 'Steps',
            items: ['History', 'Eyes', 'Heart', 'Hips', 'Testes', 'General', 'Summary'],
            selected: 3,
          },
          sections: [
            {
              heading: 'Hips',
              fields: [
                {
                  label: 'Barlow and Ortolani, left',
                  type: 'radio',
                  options: ['Stable', 'Unstable'],
                  selected: 0,
                },
                {
                  label: 'Barlow and Ortolani, right',
                  type: 'radio',
                  options: ['Stable', 'Unstable'],
                  selected: 0,
                },
                {
                  label: 'Risk factors',
                  type: 'check',
                  options: ['Breech presentation', 'Family history'],
                  selected: 0,
                  wide: true,
                },
                { label: 'Outcome', type: 'select', value: 'Referral for hip ultrasound', wide: true },
              ],
            },
          ],
          actions: ['Back', 'Next step'],
        },
        {
          kind: 'table',
          title: 'Screening',
          subtitle: 'Newborn screening programme',
          nav: 1,
          columns: [
            { label: 'Screen', width: 2 },
            { label: 'Date', width: 1.2 },
            { label: 'Result', width: 2.2 },
            { label: 'Outcome', width: 1.3, type: 'chip' },
          ],
          rows: [
            ['Physical examination', '11.03.2025', 'Hips: breech presentation', 'Referral'],
            ['Hearing', '11.03.2025', 'Clear response both ears', 'Clear'],
            ['Blood spot', '15.03.2025', 'Sample due on day 5', 'Pending'],
            ['Pulse oximetry', '10.03.2025', '98 % pre- and post-ductal', 'Clear'],
          ],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Auralis Outcomes: patient-facing apps

const auralis: DemoVendor = {
  slug: 'auralis',
  name: 'Auralis Outcomes',
  monogram: 'A',
  brand: '#e65100',
  accent: '#1e88e5',
  githubOrg: 'auralis-outcomes',
  status: 'APPROVED',
  createdDaysAgo: 260,
  description:
    'Auralis Outcomes builds patient-facing apps that collect what patients report and measure at home, and bring it back into the clinical record with FHIR.',
  apps: [
    {
      slug: 'proms',
      name: 'Auralis PROMs',
      descriptionShort:
        'Patient-reported outcome questionnaires on FHIR, with scores and trends for the care team.',
      version: '3.5.0',
      repo: 'proms',
      glyph: 'chart',
      user: 'Dr Noor Hassan',
      patient: 'John Doe · ♂ 52 y · 1973-05-21 · MRN 0052208',
      navItems: ['Questionnaires', 'Responses', 'Scores', 'Schedules'],
      createdDaysAgo: 250,
      updatedDaysAgo: 4,
      profile: {
        standards: ['fhir'],
        fhir: {
          versions: ['R4', 'R5'],
          resources: ['Patient', 'Questionnaire', 'QuestionnaireResponse', 'Observation'],
          implementationGuides: [
            { packageId: 'hl7.fhir.uv.sdc', version: '3.0.0' },
            { packageId: 'hl7.fhir.uv.smart-app-launch', version: '2.2.0' },
          ],
          sandboxUrl: 'https://fhir.auralis.example/r4',
        },
        smart: {
          launchTypes: ['ehr', 'standalone'],
          clientType: 'confidential',
          scopes: [
            'launch',
            'launch/patient',
            'openid',
            'fhirUser',
            'user/Questionnaire.rs',
            'patient/QuestionnaireResponse.crs',
            'patient/Observation.rs',
          ],
        },
        classification: {
          categories: ['patient-portal-proms', 'research-registries', 'administration-scheduling'],
          audiences: ['patients', 'clinicians', 'researchers'],
          platforms: ['web', 'ios', 'android'],
          languages: ['en', 'de', 'fr', 'es'],
          license: 'proprietary',
          pricing: 'freemium',
          deviceClasses: ['none'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**Auralis PROMs** sends questionnaires to patients at the right time (before a visit, after surgery, every month) and shows the answers and scores to the care team inside the EHR.

Questionnaires are standard FHIR \`Questionnaire\` resources, so you can import existing ones or build your own. Scores are calculated with FHIRPath expressions defined in the questionnaire itself.

### Features

- Questionnaire library: PHQ-9, GAD-7, PROMIS Global Health and more
- Scheduling rules per care pathway
- Patient reminders by e-mail or SMS
- Score trends with clinically relevant thresholds

### Standards

- FHIR R4 \`Questionnaire\`, \`QuestionnaireResponse\` and the Structured Data Capture (SDC) IG
- FHIRPath calculated expressions
- SMART App Launch for the clinician view

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'form',
          title: 'PHQ-9',
          subtitle: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
          nav: 0,
          sections: [
            {
              heading: 'Question 1 of 9',
              fields: [
                {
                  label: 'Little interest or pleasure in doing things',
                  type: 'radio',
                  options: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
                  selected: 1,
                  wide: true,
                },
              ],
            },
            {
              heading: 'Question 2 of 9',
              fields: [
                {
                  label: 'Feeling down, depressed, or hopeless',
                  type: 'radio',
                  options: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
                  selected: 0,
                  wide: true,
                },
              ],
            },
            {
              heading: 'General health',
              fields: [
                {
                  label: 'How would you rate your health today?',
                  type: 'scale',
                  selected: 7,
                  options: ['Worst imaginable', 'Best imaginable'],
                  wide: true,
                },
              ],
            },
          ],
          actions: ['Back', 'Next'],
        },
        {
          kind: 'vitals',
          title: 'Scores',
          subtitle: 'Depression and anxiety screening, monthly',
          nav: 2,
          metrics: [
            { label: 'PHQ-9', value: '6', unit: 'mild' },
            { label: 'GAD-7', value: '4', unit: 'minimal' },
            { label: 'Global health', value: '7', unit: '/ 10' },
            { label: 'Completion', value: '92', unit: '%' },
          ],
          chart: {
            title: 'Scores over 7 months',
            series: [
              { label: 'PHQ-9', min: 4, max: 16, trend: 'down' },
              { label: 'GAD-7', min: 2, max: 12, trend: 'down' },
            ],
            xLabels: ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'],
          },
        },
        {
          kind: 'table',
          title: 'Responses',
          subtitle: 'QuestionnaireResponse · completed',
          nav: 1,
          columns: [
            { label: 'Questionnaire', width: 2.2 },
            { label: 'Completed', width: 1.3 },
            { label: 'Score', width: 0.8 },
            { label: 'Interpretation', width: 1.6, type: 'chip' },
            { label: 'Channel', width: 1.1 },
          ],
          rows: [
            ['PHQ-9', '10.03.2025', '6', 'Mild', 'App'],
            ['GAD-7', '10.03.2025', '4', 'Minimal', 'App'],
            ['PROMIS Global Health', '10.03.2025', '48', 'Average', 'App'],
            ['PHQ-9', '09.02.2025', '9', 'Mild', 'E-mail link'],
            ['GAD-7', '09.02.2025', '7', 'Mild', 'E-mail link'],
            ['PHQ-9', '12.01.2025', '14', 'Moderate', 'Clinic tablet'],
          ],
        },
      ],
    },
    {
      slug: 'glucocoach',
      name: 'GlucoCoach',
      descriptionShort:
        'Diabetes self-management: glucose, meals, insulin and activity, shared with the care team.',
      version: '2.9.4',
      repo: 'glucocoach',
      glyph: 'drop',
      user: 'Jan Janssen',
      navItems: ['Today', 'Log', 'Trends', 'Goals', 'Share'],
      createdDaysAgo: 230,
      updatedDaysAgo: 58,
      profile: {
        standards: ['fhir'],
        fhir: {
          versions: ['R4'],
          resources: ['Patient', 'Observation', 'MedicationAdministration', 'Goal', 'Consent', 'Device'],
          implementationGuides: [
            { packageId: 'hl7.fhir.uv.cgm', version: '1.0.0' },
            { packageId: 'hl7.fhir.uv.phd', version: '1.1.0' },
            { packageId: 'hl7.fhir.uv.smart-app-launch', version: '2.2.0' },
          ],
          sandboxUrl: 'https://fhir.auralis.example/r4',
        },
        smart: {
          launchTypes: ['standalone'],
          clientType: 'public',
          scopes: [
            'launch/patient',
            'openid',
            'fhirUser',
            'offline_access',
            'patient/Observation.crs',
            'patient/MedicationAdministration.crs',
            'patient/Goal.rs',
            'patient/Consent.crs',
            'patient/Device.rs',
          ],
        },
        classification: {
          categories: ['patient-portal-proms', 'telehealth', 'medication'],
          audiences: ['patients', 'clinicians'],
          platforms: ['ios', 'android'],
          languages: ['en', 'de', 'nl'],
          license: 'proprietary',
          pricing: 'paid',
          deviceClasses: ['eu-mdr-iia', 'diga'],
        },
      },
      lifecycle: { kind: 'active' },
      description: `**GlucoCoach** helps people with diabetes keep track of glucose readings, meals, insulin and activity, and understand their patterns. With the patient's consent, the data is shared with the diabetes team as FHIR resources.

Readings come from Bluetooth meters, continuous glucose monitors or manual entry.

### Features

- Time in range, averages and patterns by time of day
- Meal and insulin log with carbohydrate counting
- Personal goals agreed with the care team
- Share a report with the clinic before each visit

### Standards

- FHIR R4: \`Observation\` (glucose, HbA1c), \`MedicationAdministration\` (insulin), \`Goal\`, \`Consent\`
- Continuous glucose monitoring summary following the HL7 CGM IG
- SMART App Launch (standalone patient launch)

### Demo

${DEMO_NOTE}`,
      screens: [
        {
          kind: 'vitals',
          title: 'Today',
          subtitle: 'Continuous glucose monitor connected · last reading 2 min ago',
          nav: 0,
          metrics: [
            { label: 'Glucose now', value: '7.4', unit: 'mmol/L' },
            { label: 'Time in range', value: '76', unit: '%' },
            { label: 'Average (14 d)', value: '8.1', unit: 'mmol/L' },
            { label: 'HbA1c', value: '53', unit: 'mmol/mol', state: 'watch' },
          ],
          chart: {
            title: 'Glucose today (mmol/L)',
            series: [{ label: 'Glucose', min: 4, max: 12 }],
            xLabels: ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00'],
          },
        },
        {
          kind: 'table',
          title: 'Log',
          subtitle: 'Wednesday 12 March',
          nav: 1,
          columns: [
            { label: 'Time', width: 0.8 },
            { label: 'Entry', width: 2.2 },
            { label: 'Value', width: 1.3 },
            { label: 'Note', width: 2.2 },
            { label: 'Range', width: 1, type: 'chip' },
          ],
          rows: [
            ['07:10', 'Glucose before breakfast', '6.2 mmol/L', '', 'In range'],
            ['07:20', 'Breakfast', '45 g carbs', 'Porridge, berries', 'Logged'],
            ['07:22', 'Rapid-acting insulin', '5 units', '', 'Logged'],
            ['10:05', 'Glucose', '9.8 mmol/L', 'Coffee break', 'High'],
            ['12:30', 'Lunch', '60 g carbs', 'Sandwich, apple', 'Logged'],
            ['15:40', 'Walk', '35 min', '4,200 steps', 'Logged'],
            ['16:10', 'Glucose', '4.1 mmol/L', 'After walk', 'Low'],
          ],
        },
        {
          kind: 'summary',
          title: 'Goals',
          subtitle: 'Agreed with the diabetes team on 14.02.2025',
          nav: 3,
          cards: [
            { heading: 'Time in range above 70 %', items: ['This week: 76 %', 'Last week: 71 %'] },
            {
              heading: 'Fewer lows after exercise',
              items: ['Snack of 15 g before long walks', '2 lows this week (last week 4)'],
            },
            { heading: 'Walk 30 minutes a day', items: ['5 of 7 days this week', 'Average 5,900 steps'] },
            { heading: 'Next clinic visit', items: ['02.04.2025 · report will be shared 2 days before'] },
          ],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Tessera Data Labs: a registration waiting for an admin

const tessera: DemoVendor = {
  slug: 'tessera',
  name: 'Tessera Data Labs',
  monogram: 'T',
  brand: '#455a64',
  accent: '#26c6da',
  githubOrg: 'tessera-data',
  status: 'WAITING_FOR_APPROVAL',
  createdDaysAgo: 4,
  description:
    'Tessera Data Labs is a start-up working on population health dashboards built on openEHR AQL and FHIR Bulk Data. We would like to publish our first app in the showroom.',
  apps: [],
};

export const DEMO_VENDORS: readonly DemoVendor[] = [
  vitalis,
  kestrel,
  meridian,
  openward,
  lumen,
  auralis,
  tessera,
];

/** The published description plus a "What's new" section, for an update in progress. */
export function updatedDescription(app: DemoApp, update: DemoUpdate): string {
  const items = update.whatsNew.map((line) => `- ${line}`).join('\n');
  return `${app.description}\n\n### What's new in ${update.version}\n\n${items}`;
}
