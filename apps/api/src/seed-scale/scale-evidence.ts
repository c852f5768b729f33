/*
 * Evidence for the scale catalogue (issue 37): where apps run and who uses them, with the spread a real
 * catalogue would show: about half declare the systems they run on (one to three; FHIR apps mostly on the
 * large US and European EHRs and the cloud FHIR services, openEHR apps on the CDRs), one in five names
 * reference sites. A pure function of the index, drawn from its own random stream, so the app's other
 * fields stay as they were before evidence existed.
 */
import type { AppEvidence, InteropProfile, RunsOnSystem } from '@showroom/contract';
import { random } from '../seed/random.ts';

type Weighted = readonly (readonly [RunsOnSystem, number])[];

const FHIR_SYSTEMS: Weighted = [
  ['epic', 30],
  ['oracle-health', 18],
  ['meditech', 8],
  ['athenahealth', 7],
  ['veradigm', 3],
  ['eclinicalworks', 4],
  ['nextgen', 3],
  ['sap-ish-med', 3],
  ['cgm', 4],
  ['dedalus-orbis', 4],
  ['meierhofer', 2],
  ['cambio', 2],
  ['hapi-fhir', 6],
  ['azure-health-data-services', 4],
  ['google-cloud-healthcare', 3],
  ['aws-healthlake', 3],
  ['openmrs', 2],
  ['open-dental', 1],
];

const OPENEHR_SYSTEMS: Weighted = [
  ['ehrbase', 10],
  ['better', 8],
  ['dips-arena', 5],
  ['cambio', 3],
];

const ORGANISATIONS = [
  ['University Hospital', 'DE'],
  ['Regional Health Trust', 'GB'],
  ['Medical Center', 'US'],
  ['Kantonsspital', 'CH'],
  ['Academic Hospital', 'NL'],
  ['Health District', 'NO'],
  ['Clinic Group', 'AT'],
] as const;

function pickWeighted(rnd: () => number, choices: Weighted): RunsOnSystem {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let x = rnd() * total;
  for (const [value, w] of choices) {
    x -= w;
    if (x < 0) return value;
  }
  return choices[0]![0];
}

/** The evidence of scale app `index` with `profile`, or null (about half declare none). */
export function scaleEvidence(index: number, profile: InteropProfile): AppEvidence | null {
  const rnd = random(index * 3_141_593 + 29);
  const fhir = profile.standards.includes('fhir');
  const openehr = profile.standards.includes('openehr');
  const runsOn = new Set<RunsOnSystem>();
  if ((fhir || openehr) && rnd() < 0.55) {
    const n = 1 + Math.floor(rnd() * 3);
    for (let i = 0; i < n; i++) {
      const pool = fhir && (!openehr || rnd() < 0.6) ? FHIR_SYSTEMS : OPENEHR_SYSTEMS;
      runsOn.add(pickWeighted(rnd, pool));
    }
  }
  const usedBy =
    rnd() < 0.2
      ? Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, i) => {
          const [kind, country] = ORGANISATIONS[Math.floor(rnd() * ORGANISATIONS.length)]!;
          return {
            organisation: `${kind} ${(index * 7 + i) % 500}`,
            country,
            since: `${2015 + (index % 10)}-0${1 + (i % 9)}`,
          };
        })
      : [];
  if (runsOn.size === 0 && usedBy.length === 0) return null;
  return {
    runsOn: [...runsOn].map((system) => ({ system })),
    ...(usedBy.length > 0 ? { usedBy } : {}),
  };
}
