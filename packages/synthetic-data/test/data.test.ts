import type { Resource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { loadSyntheticData, SYNTHEA_TYPES } from '../src/index.ts';
import { RELATIVE_REFERENCE, referencesIn } from '../src/references.ts';

const { resources, patients } = loadSyntheticData({ now: new Date('2026-11-27T21:00:00Z') });
const byType = (type: string): Resource[] => resources.filter((r) => r.resourceType === type);

describe('the synthetic data set', () => {
  it('holds Synthea’s 13 patients with their histories and our Observations, under 50,000 resources', () => {
    const counts = Object.fromEntries(SYNTHEA_TYPES.map((type) => [type, byType(type).length]));
    expect(counts).toEqual({
      Patient: 13,
      Encounter: 1215,
      Condition: 555,
      MedicationRequest: 1745,
      Procedure: 2056,
      Immunization: 161,
      AllergyIntolerance: 11,
      Device: 16,
      Organization: 43,
      Practitioner: 43,
      PractitionerRole: 43,
      Location: 44,
    });
    const observations = byType('Observation').length;
    expect(observations).toBeGreaterThan(9 * 1200);
    expect(resources).toHaveLength(5945 + observations);
    expect(resources.length).toBeLessThan(50_000);
  });

  it('has unique ids per type, no narratives, and every reference is Type/id of a resource in the set', () => {
    const keys = new Set(resources.map((r) => `${r.resourceType}/${r.id}`));
    expect(keys.size).toBe(resources.length);
    const problems: string[] = [];
    const referenced = new Set<string>();
    for (const resource of resources) {
      if ('text' in resource) problems.push(`${resource.resourceType}/${resource.id} has a narrative`);
      for (const ref of referencesIn(resource)) {
        const reference = typeof ref.reference === 'string' ? ref.reference : '';
        if (!RELATIVE_REFERENCE.test(reference) || !keys.has(reference)) {
          problems.push(`${resource.resourceType}/${resource.id} → ${reference || JSON.stringify(ref)}`);
        }
        referenced.add(reference.split('/')[0] ?? '');
      }
    }
    expect(problems).toEqual([]);
    // The references the sandbox's searches follow are there (patient, encounter, practitioner…).
    expect([...referenced].sort()).toEqual(
      expect.arrayContaining([
        'Condition',
        'Encounter',
        'Location',
        'Organization',
        'Patient',
        'Practitioner',
      ]),
    );
  });

  it('lists the patients with name, birth date, sex and main conditions', () => {
    expect(patients).toHaveLength(13);
    for (const summary of patients) {
      const patient = resources.find((r) => r.resourceType === 'Patient' && r.id === summary.id);
      expect(patient).toMatchObject({ birthDate: summary.birthDate, gender: summary.sex });
      expect(summary.name).toMatch(/^\S+( \S+)+$/);
      expect(summary.mainConditions.length).toBeLessThanOrEqual(5);
      for (const condition of summary.mainConditions)
        expect(condition.display).not.toMatch(/\((finding|situation|disorder)\)$/);
    }
    const withConditions = patients.filter((p) => p.mainConditions.length > 0);
    expect(withConditions.length).toBeGreaterThanOrEqual(8);
    expect(patients.flatMap((p) => p.mainConditions.map((c) => c.display))).toEqual(
      expect.arrayContaining(['Essential hypertension', 'Prediabetes', 'Chronic kidney disease stage 4']),
    );
    expect(patients.map((p) => p.name)).toEqual(
      [...patients.map((p) => p.name)].sort((a, b) => a.localeCompare(b)),
    );
  });
});
