import type { DemoApp } from './demo-data.ts';

/**
 * Stands for this showroom's own sample CDS service (PUBLIC_URL/sample-demos, whose discovery is
 * …/sample-demos/cds-services; modules/cds-try) in the demo profile: the seed writes the real address,
 * as it does for the sandbox (seed.ts).
 */
export const OWN_SAMPLE_CDS = 'https://cds.showroom.example/sample-demos';

/**
 * The seeded CDS Hooks app (issue 36): its service is the showroom's own sample, so that `Try this CDS
 * service` works on a fresh `npm start`. Labelled a sample in its name and its text.
 */
export const SAMPLE_CDS_APP: DemoApp = {
  slug: 'vital-signs-check',
  name: 'Blood Pressure Watch (sample CDS service)',
  descriptionShort: 'A sample CDS Hooks service: flags missing vital signs and out-of-range blood pressure.',
  version: '1.0.0',
  repo: 'vital-signs-check',
  glyph: 'alert',
  user: 'Dr. Erika Mustermann',
  patient: 'Max Mustermann · ♂ 67 y · 1958-04-12 · MRN 0042137',
  navItems: ['Cards', 'Rules', 'Settings'],
  createdDaysAgo: 40,
  updatedDaysAgo: 12,
  profile: {
    standards: ['fhir'],
    fhir: {
      versions: ['R4'],
      resources: ['Patient', 'Observation'],
      implementationGuides: [],
      sandboxUrl: null,
    },
    cdsHooks: { hooks: ['patient-view'], discoveryUrl: OWN_SAMPLE_CDS },
    classification: {
      categories: ['decision-support'],
      audiences: ['clinicians'],
      platforms: ['web'],
      languages: ['en'],
      license: 'Apache-2.0',
      pricing: 'free',
      deviceClasses: ['none'],
    },
  },
  lifecycle: { kind: 'active' },
  description: `**Blood Pressure Watch** is a sample: a CDS Hooks service that the showroom serves itself, so that you can see what a decision-support service says about a patient before you install one. It is not a product and not for clinical use.

When an EHR opens a patient's chart (the \`patient-view\` hook), the service looks at the vital signs the EHR sends along and answers with cards.

### Features

- Flags a patient without vital signs, or whose latest are older than 12 months
- Flags an incomplete set (heart rate, respiratory rate, temperature, oxygen saturation, blood pressure)
- Flags a latest blood pressure of 140/90 mmHg or more (critical from 180/120 mmHg) or below 90/60 mmHg
- Suggests a repeat measurement; never changes anything itself

### Standards

- CDS Hooks 2.0: discovery, \`patient-view\`, prefetch of \`Patient\` and vital-sign \`Observation\`s
- FHIR R4, LOINC codes of the vital signs panel

### Try it

Open **Try this CDS service** below, pick a synthetic patient of the showroom's FHIR sandbox and press **Call service**.`,
  screens: [
    {
      kind: 'summary',
      title: 'Cards for this patient',
      subtitle: 'patient-view · synthetic data',
      nav: 0,
      cards: [
        {
          heading: 'Blood pressure 152/94 mmHg is above 140/90 mmHg',
          items: ['Warning', 'Suggestion: repeat the blood pressure measurement', 'Source: sample service'],
          tone: 'alert',
        },
        {
          heading: 'Latest vital signs are complete',
          items: ['Info', 'Heart rate, respiratory rate, temperature, SpO2, blood pressure'],
        },
      ],
    },
    {
      kind: 'table',
      title: 'Rules',
      subtitle: 'What the sample service checks',
      nav: 1,
      columns: [
        { label: 'Rule', width: 1.8 },
        { label: 'Indicator', width: 0.9, type: 'chip' },
        { label: 'Threshold', width: 1.3 },
      ],
      rows: [
        ['No vital signs', 'Warning', 'none on record'],
        ['Vital signs out of date', 'Warning', 'older than 12 months'],
        ['High blood pressure', 'Warning', '≥ 140/90 mmHg'],
        ['Hypertensive crisis range', 'Critical', '≥ 180/120 mmHg'],
        ['Low blood pressure', 'Warning', '< 90/60 mmHg'],
      ],
    },
  ],
};
