/**
 * A small clinic for the tests, written here so that every answer is known: 3 patients, 2 encounters each,
 * and per encounter a heart rate and a body weight, 1 condition per patient (Alice's resolved).
 */
import type { Resource } from '@medplum/fhirtypes';

const LOINC = 'http://loinc.org';
export const HEART_RATE = '8867-4';
export const BODY_WEIGHT = '29463-7';

const PATIENTS = [
  { id: 'p-alice', family: 'Adams', given: 'Alice', gender: 'female', birthDate: '1950-03-01' },
  { id: 'p-bob', family: 'Brown', given: 'Bob', gender: 'male', birthDate: '1980-07-15' },
  { id: 'p-carol', family: 'Clark', given: 'Carol', gender: 'female', birthDate: '2001-11-30' },
] as const;

/** Encounter dates: each patient has one in 2024 and one in 2025. */
const DATES = ['2024-05-10T09:00:00Z', '2025-02-20T14:30:00Z'] as const;

export function testResources(): Resource[] {
  const resources: Resource[] = [
    { resourceType: 'Organization', id: 'org-1', name: 'Test Clinic' },
    { resourceType: 'Practitioner', id: 'pr-1', name: [{ family: 'Doe', given: ['Dana'] }] },
  ];
  PATIENTS.forEach((p, i) => {
    resources.push({
      resourceType: 'Patient',
      id: p.id,
      name: [{ family: p.family, given: [p.given] }],
      gender: p.gender,
      birthDate: p.birthDate,
      managingOrganization: { reference: 'Organization/org-1' },
      text: {
        status: 'generated',
        div: `<div xmlns="http://www.w3.org/1999/xhtml">${p.given} ${p.family}</div>`,
      },
    });
    resources.push({
      resourceType: 'Condition',
      id: `c-${p.id}`,
      subject: { reference: `Patient/${p.id}` },
      clinicalStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
            code: i === 0 ? 'resolved' : 'active',
          },
        ],
      },
      code: { coding: [{ system: 'http://snomed.info/sct', code: '38341003', display: 'Hypertension' }] },
    });
    DATES.forEach((date, j) => {
      const encounter = `e-${p.id}-${j}`;
      resources.push({
        resourceType: 'Encounter',
        id: encounter,
        status: 'finished',
        class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
        subject: { reference: `Patient/${p.id}` },
        participant: [{ individual: { reference: 'Practitioner/pr-1' } }],
        period: { start: date, end: date },
      });
      for (const [code, display, value, unit] of [
        [HEART_RATE, 'Heart rate', 60 + i * 5 + j, '/min'],
        [BODY_WEIGHT, 'Body weight', 70 + i * 3 + j, 'kg'],
      ] as const) {
        resources.push({
          resourceType: 'Observation',
          id: `o-${p.id}-${j}-${code}`,
          status: 'final',
          category: [
            {
              coding: [
                { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' },
              ],
            },
          ],
          code: { coding: [{ system: LOINC, code, display }] },
          subject: { reference: `Patient/${p.id}` },
          encounter: { reference: `Encounter/${encounter}` },
          effectiveDateTime: date,
          valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
        });
      }
    });
  });
  // Many observations for paging: 45 more laboratory results for Bob.
  for (let k = 0; k < 45; k++) {
    resources.push({
      resourceType: 'Observation',
      id: `lab-${k}`,
      status: k % 5 === 0 ? 'preliminary' : 'final',
      category: [
        {
          coding: [
            { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' },
          ],
        },
      ],
      code: { coding: [{ system: LOINC, code: '2345-7', display: 'Glucose' }] },
      subject: { reference: 'Patient/p-bob' },
      effectiveDateTime: `2023-01-${String((k % 28) + 1).padStart(2, '0')}T08:00:00Z`,
      valueQuantity: { value: 90 + k, unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' },
    });
  }
  return resources;
}
