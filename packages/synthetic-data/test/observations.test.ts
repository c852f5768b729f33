import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Encounter, Observation, Patient, Quantity } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { readCommittedResources } from '../src/index.ts';
import { GENERATED_DIR, toNdjson } from '../src/ndjson.ts';
import {
  BLOOD_PRESSURE_PANEL,
  GENERATED_TAG,
  LOINC,
  MEASURES,
  OBSERVATION_CATEGORY,
  UCUM,
  type Measure,
} from '../src/observation-codes.ts';
import { generateObservations, healthAt, isMeasurable } from '../src/observations.ts';

const { synthea } = readCommittedResources({ generated: false });
const observations = generateObservations(synthea);
const encounters = synthea.filter((r): r is Encounter => r.resourceType === 'Encounter');
const patients = new Map(
  synthea.filter((r): r is Patient => r.resourceType === 'Patient').map((p) => [`Patient/${p.id}`, p]),
);
const conditions = new Map<string, Parameters<typeof healthAt>[0]>();
for (const r of synthea) {
  if (r.resourceType === 'Condition') {
    const subject = r.subject.reference ?? '';
    conditions.set(subject, [...(conditions.get(subject) ?? []), r]);
  }
}
const TABLE: Measure[] = Object.values(MEASURES);
const byLoinc = new Map(TABLE.map((m) => [m.loinc, m]));

const encounterOf = new Map(encounters.map((e) => [`Encounter/${e.id}`, e]));
const observationsOf = new Map<string, Observation[]>();
for (const o of observations) {
  const key = o.encounter?.reference ?? '';
  const own = observationsOf.get(key);
  if (own) own.push(o);
  else observationsOf.set(key, [o]);
}
const ageAt = (o: Observation): number => {
  const patient = patients.get(o.subject?.reference ?? '');
  return (
    (Date.parse(o.effectiveDateTime ?? '') - Date.parse(patient?.birthDate ?? '')) / (365.2425 * 86_400_000)
  );
};
const valueOf = (o: Observation, loinc: string): number | undefined =>
  o.code.coding?.[0]?.code === loinc ? o.valueQuantity?.value : undefined;
const values = (loinc: string, filter: (o: Observation) => boolean = () => true): number[] =>
  observations.filter(filter).flatMap((o) => valueOf(o, loinc) ?? []);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('generateObservations', () => {
  it('is deterministic, and the committed file is what it makes', () => {
    const text = toNdjson(observations);
    expect(toNdjson(generateObservations(readCommittedResources({ generated: false }).synthea))).toBe(text);
    const committed = gunzipSync(readFileSync(new URL('Observation.ndjson.gz', GENERATED_DIR))).toString(
      'utf8',
    );
    // Not equal: run `npm run generate -w @showroom/synthetic-data` and commit the file.
    expect(committed === text).toBe(true);
    expect(new Set(observations.map((o) => o.id)).size).toBe(observations.length);
  });

  it('measures vital signs at every encounter but the certification of a death', () => {
    const unmeasured = encounters.filter((e) => !observationsOf.has(`Encounter/${e.id}`));
    expect(unmeasured.map((e) => e.type?.[0]?.coding?.[0]?.display)).toEqual([
      'Death Certification',
      'Death Certification',
      'Death Certification',
    ]);
    for (const encounter of encounters) {
      const patient = patients.get(encounter.subject?.reference ?? '') as Patient;
      const own = observationsOf.get(`Encounter/${encounter.id}`) ?? [];
      expect(own.length > 0).toBe(isMeasurable(encounter, patient));
      if (own.length === 0) continue;
      const codes = new Set(own.map((o) => o.code.coding?.[0]?.code));
      const vitals = ['29463-7', '8867-4', '59408-5'];
      if (encounter.class.code !== 'VR') vitals.push('8302-2', '9279-1', '8310-5');
      const age = ageAt(own[0] as Observation);
      if (age >= 3) vitals.push(BLOOD_PRESSURE_PANEL.loinc);
      if (age >= 2 && encounter.class.code !== 'VR') vitals.push('39156-5');
      for (const code of vitals) expect(codes, `${encounter.id} ${code}`).toContain(code);
    }
  });

  it('codes every Observation from the fixed LOINC/UCUM table, tagged, on its encounter’s patient and start', () => {
    const problems: string[] = [];
    const checkQuantity = (o: Observation, loinc: string, q: Quantity | undefined): void => {
      const measure = byLoinc.get(loinc);
      if (!measure) problems.push(`${o.id}: ${loinc} is not in the table`);
      else if (
        q?.system !== UCUM ||
        q.code !== measure.ucum ||
        q.unit !== measure.unit ||
        typeof q.value !== 'number'
      ) {
        problems.push(`${o.id}: ${loinc} in ${JSON.stringify(q)}`);
      }
    };
    for (const o of observations) {
      const encounter = encounterOf.get(o.encounter?.reference ?? '');
      const [coding, ...also] = o.code.coding ?? [];
      const loinc = coding?.code ?? '';
      const panel = loinc === BLOOD_PRESSURE_PANEL.loinc;
      const measure = byLoinc.get(loinc);
      const category = panel ? BLOOD_PRESSURE_PANEL.category : measure?.category;
      if (
        coding?.system !== LOINC ||
        coding.display !== (panel ? BLOOD_PRESSURE_PANEL.display : measure?.display)
      ) {
        problems.push(`${o.id}: code ${JSON.stringify(coding)}`);
      }
      if (
        JSON.stringify(also) !==
        JSON.stringify((measure?.alsoLoinc ?? []).map((a) => ({ system: LOINC, ...a })))
      ) {
        problems.push(`${o.id}: further codes ${JSON.stringify(also)}`);
      }
      if (JSON.stringify(o.meta?.tag) !== JSON.stringify([GENERATED_TAG])) problems.push(`${o.id}: tag`);
      const categoryCoding = o.category?.[0]?.coding?.[0];
      if (categoryCoding?.system !== OBSERVATION_CATEGORY || categoryCoding.code !== category) {
        problems.push(`${o.id}: category ${JSON.stringify(o.category)}`);
      }
      if (o.status !== 'final') problems.push(`${o.id}: status ${o.status}`);
      if (!encounter || o.subject?.reference !== encounter.subject?.reference)
        problems.push(`${o.id}: subject`);
      if (o.effectiveDateTime !== encounter?.period?.start) problems.push(`${o.id}: effective`);
      if (panel) {
        if (o.valueQuantity) problems.push(`${o.id}: the panel has a value`);
        const components = o.component ?? [];
        if (components.map((c) => c.code.coding?.[0]?.code).join() !== '8480-6,8462-4') {
          problems.push(`${o.id}: components`);
        }
        for (const c of components) checkQuantity(o, c.code.coding?.[0]?.code ?? '', c.valueQuantity);
      } else checkQuantity(o, loinc, o.valueQuantity);
    }
    expect(problems).toEqual([]);
    // Both categories and every code of the table occur.
    const seen = new Set(
      observations.flatMap((o) => [
        o.code.coding?.[0]?.code,
        ...(o.component ?? []).map((c) => c.code.coding?.[0]?.code),
      ]),
    );
    expect([...byLoinc.keys()].filter((code) => !seen.has(code))).toEqual([]);
  });

  it('gives adults heights of 140–210 cm, children growing, and BMI from the height and weight', () => {
    const adult = values('8302-2', (o) => ageAt(o) >= 20);
    expect(adult.length).toBeGreaterThan(500);
    expect(Math.min(...adult)).toBeGreaterThanOrEqual(140);
    expect(Math.max(...adult)).toBeLessThanOrEqual(210);
    const children = values('8302-2', (o) => ageAt(o) < 1);
    expect(Math.max(...children)).toBeLessThan(85);
    // Per patient, height never falls by more than a measurement error until old age.
    for (const subject of patients.keys()) {
      const heights = observations
        .filter(
          (o) => o.subject?.reference === subject && ageAt(o) < 50 && valueOf(o, '8302-2') !== undefined,
        )
        .sort((a, b) => Date.parse(a.effectiveDateTime ?? '') - Date.parse(b.effectiveDateTime ?? ''))
        .map((o) => valueOf(o, '8302-2') ?? 0);
      heights.forEach((h, i) => i > 0 && expect(h).toBeGreaterThan((heights[i - 1] ?? 0) - 1.5));
    }
    for (const [, own] of observationsOf) {
      const height = own.flatMap((o) => valueOf(o, '8302-2') ?? []);
      const weight = own.flatMap((o) => valueOf(o, '29463-7') ?? []);
      const bmi = own.flatMap((o) => valueOf(o, '39156-5') ?? []);
      if (bmi.length)
        expect(Math.abs((bmi[0] ?? 0) - (weight[0] ?? 0) / ((height[0] ?? 1) / 100) ** 2)).toBeLessThan(0.06);
    }
  });

  it('keeps blood pressure, heart rate, temperature and saturation plausible; systolic above diastolic', () => {
    for (const o of observations.filter((x) => x.code.coding?.[0]?.code === BLOOD_PRESSURE_PANEL.loinc)) {
      const [systolic, diastolic] = (o.component ?? []).map((c) => c.valueQuantity?.value ?? NaN);
      expect(systolic).toBeGreaterThan((diastolic ?? 0) + 15);
      expect(systolic).toBeGreaterThanOrEqual(70);
      expect(systolic).toBeLessThanOrEqual(200);
    }
    expect(Math.min(...values('8310-5'))).toBeGreaterThanOrEqual(35.5);
    expect(Math.max(...values('8310-5'))).toBeLessThanOrEqual(40.5);
    expect(Math.max(...values('59408-5'))).toBeLessThanOrEqual(100);
    expect(Math.min(...values('8867-4', (o) => ageAt(o) >= 18))).toBeGreaterThanOrEqual(40);
    expect(mean(values('8867-4', (o) => ageAt(o) < 1))).toBeGreaterThan(
      mean(values('8867-4', (o) => ageAt(o) >= 18)),
    );
  });

  it('follows the conditions: higher HbA1c and glucose with diabetes, higher blood pressure with hypertension', () => {
    const health = new Map<string, ReturnType<typeof healthAt>>();
    const healthOf = (o: Observation): ReturnType<typeof healthAt> => {
      const key = o.encounter?.reference ?? '';
      let found = health.get(key);
      if (!found) {
        found = healthAt(
          conditions.get(o.subject?.reference ?? '') ?? [],
          Date.parse(o.effectiveDateTime ?? ''),
        );
        health.set(key, found);
      }
      return found;
    };
    const diabetic = values('4548-4', (o) => healthOf(o).diabetes);
    const other = values('4548-4', (o) => !healthOf(o).diabetes && !healthOf(o).prediabetes);
    expect(diabetic.length).toBeGreaterThan(10);
    expect(other.length).toBeGreaterThan(10);
    expect(mean(diabetic)).toBeGreaterThan(mean(other) + 1);
    expect(Math.min(...diabetic)).toBeGreaterThanOrEqual(6.5);
    expect(Math.max(...other)).toBeLessThan(5.7);
    expect(mean(values('2345-7', (o) => healthOf(o).diabetes))).toBeGreaterThan(
      mean(values('2345-7', (o) => !healthOf(o).diabetes)) + 20,
    );
    const systolic = (filter: (o: Observation) => boolean) =>
      observations
        .filter((o) => o.code.coding?.[0]?.code === BLOOD_PRESSURE_PANEL.loinc && ageAt(o) >= 40 && filter(o))
        .map((o) => o.component?.[0]?.valueQuantity?.value ?? NaN);
    const hypertensive = systolic((o) => healthOf(o).hypertension);
    expect(hypertensive.length).toBeGreaterThan(5);
    expect(mean(hypertensive)).toBeGreaterThan(mean(systolic((o) => !healthOf(o).hypertension)) + 10);
    const kidney = values('2160-0', (o) => healthOf(o).kidneyStage >= 4);
    expect(mean(kidney)).toBeGreaterThan(2 * mean(values('2160-0', (o) => healthOf(o).kidneyStage === 0)));
  });
});
