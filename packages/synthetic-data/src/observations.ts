/**
 * Our deterministic Observation generator: vital signs for every encounter of a living patient and common
 * laboratory results where a clinic would take them, plausible for the patient's age, sex and the conditions
 * active at the time. Every number comes from a generator seeded with the patient's or the encounter's id,
 * so the same Synthea files always give the same Observations (`npm run generate` rebuilds the file).
 */
import type {
  Condition,
  Encounter,
  Observation,
  ObservationComponent,
  Patient,
  Quantity,
  Resource,
} from '@medplum/fhirtypes';
import {
  BLOOD_PRESSURE_PANEL,
  GENERATED_TAG,
  INTERPRETATION,
  LOINC,
  MEASURES,
  OBSERVATION_CATEGORY,
  UCUM,
  type Category,
  type Measure,
  type MeasureName,
} from './observation-codes.ts';
import { normal, seededRandom, stableUuid } from './random.ts';

const YEAR_MS = 365.2425 * 86_400_000;
const DEATH_CERTIFICATION = '308646001';

type Sex = 'male' | 'female';
/** Rows of [age in years, male, female], interpolated linearly. */
type SexTable = readonly (readonly [number, number, number])[];
/** Rows of [age in years, value]. */
type AgeTable = readonly (readonly [number, number])[];

/** Median height (cm) for age, after the CDC growth charts (50th percentile), adult from 20. */
const HEIGHT_CM: SexTable = [
  [0, 50, 49.1],
  [0.5, 67.6, 65.7],
  [1, 75.7, 74],
  [1.5, 82.3, 80.7],
  [2, 87.1, 85.7],
  [3, 96.1, 95.1],
  [4, 103.3, 102.7],
  [5, 110, 109.4],
  [6, 116, 115.5],
  [7, 121.7, 121.1],
  [8, 127.3, 126.6],
  [9, 132.6, 132.5],
  [10, 137.8, 138.6],
  [11, 143.1, 144.8],
  [12, 149.1, 151.2],
  [13, 156.2, 157.1],
  [14, 163.6, 160.4],
  [15, 169.9, 161.8],
  [16, 173.5, 162.5],
  [17, 175.2, 163],
  [18, 176.1, 163.3],
  [20, 176.8, 163.3],
];
/** Median weight (kg) for age, after the CDC growth charts (50th percentile). */
const WEIGHT_KG: SexTable = [
  [0, 3.5, 3.4],
  [0.5, 7.9, 7.3],
  [1, 9.6, 8.9],
  [1.5, 10.9, 10.2],
  [2, 12.2, 11.5],
  [3, 14.3, 13.9],
  [4, 16.3, 15.9],
  [5, 18.4, 18],
  [6, 20.7, 20.2],
  [7, 22.9, 22.4],
  [8, 25.6, 25],
  [9, 28.6, 28.2],
  [10, 31.9, 31.9],
  [11, 35.6, 36],
  [12, 39.9, 40.5],
  [13, 45.3, 44.6],
  [14, 50.8, 48.4],
  [15, 56, 51],
  [16, 60.8, 53],
  [17, 64.6, 54.5],
  [18, 67.2, 56],
  [20, 70.6, 57.9],
];
/** Typical resting heart rate (/min) and respiratory rate (/min) for age. */
const HEART_RATE: AgeTable = [
  [0, 135],
  [1, 120],
  [2, 110],
  [4, 100],
  [6, 95],
  [10, 85],
  [14, 78],
  [18, 72],
];
const RESPIRATORY_RATE: AgeTable = [
  [0, 40],
  [1, 30],
  [2, 26],
  [5, 22],
  [10, 19],
  [14, 17],
  [18, 15],
];

function interpolate(rows: readonly (readonly number[])[], age: number, column: number): number {
  const first = rows[0] ?? [];
  if (age <= (first[0] ?? 0)) return first[column] ?? 0;
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1] ?? [];
    const b = rows[i] ?? [];
    const [ageA = 0, ageB = 0] = [a[0], b[0]];
    if (age <= ageB) {
      const t = (age - ageA) / (ageB - ageA);
      return (a[column] ?? 0) + t * ((b[column] ?? 0) - (a[column] ?? 0));
    }
  }
  return rows.at(-1)?.[column] ?? 0;
}
const bySex = (table: SexTable, age: number, sex: Sex): number =>
  interpolate(table, age, sex === 'male' ? 1 : 2);
const byAge = (table: AgeTable, age: number): number => interpolate(table, age, 1);
const clamp = (value: number, low: number, high: number): number => Math.max(low, Math.min(high, value));

/** What the conditions active at an encounter mean for its measurements. */
export interface Health {
  diabetes: boolean;
  prediabetes: boolean;
  hypertension: boolean;
  hyperlipidemia: boolean;
  hypertriglyceridemia: boolean;
  /** Chronic kidney disease stage 1-4, 5 for end-stage renal disease, 0 for none. */
  kidneyStage: number;
  anemia: boolean;
  obesity: boolean;
  severeObesity: boolean;
  /** An acute infection that began in the last two weeks: fever, faster heart and breathing. */
  febrile: boolean;
  /** Sepsis that began in the last two weeks (Synthea leaves some unabated). */
  sepsis: boolean;
  /** Lung disease or pneumonia: a lower oxygen saturation. */
  lungs: boolean;
}

const KIDNEY_STAGES: Record<string, number> = {
  '431855005': 1,
  '431856006': 2,
  '433144002': 3,
  '431857002': 4,
  '46177005': 5,
};
const ACUTE_INFECTION =
  /pharyngitis|sinusitis|bronchitis|pneumonia|sepsis|otitis|influenza|covid|fever|streptococcal|urinary tract infection/i;

/** The conditions of `conditions` active at `at` (onset at or before, not yet abated). */
export function healthAt(conditions: readonly Condition[], at: number): Health {
  const health: Health = {
    diabetes: false,
    prediabetes: false,
    hypertension: false,
    hyperlipidemia: false,
    hypertriglyceridemia: false,
    kidneyStage: 0,
    anemia: false,
    obesity: false,
    severeObesity: false,
    febrile: false,
    sepsis: false,
    lungs: false,
  };
  for (const condition of conditions) {
    const onset = Date.parse(condition.onsetDateTime ?? '');
    const abated = condition.abatementDateTime ? Date.parse(condition.abatementDateTime) : Infinity;
    if (!(onset <= at && at < abated)) continue;
    const coding = condition.code?.coding?.[0];
    const code = coding?.code ?? '';
    const display = coding?.display ?? '';
    if (/prediabetes|hyperglycemia|metabolic syndrome/i.test(display)) health.prediabetes = true;
    else if (/diabetes/i.test(display)) health.diabetes = true;
    if (/hypertension/i.test(display)) health.hypertension = true;
    if (/hyperlipidemia/i.test(display)) health.hyperlipidemia = true;
    if (/hypertriglyceridemia|metabolic syndrome/i.test(display)) health.hypertriglyceridemia = true;
    health.kidneyStage = Math.max(health.kidneyStage, KIDNEY_STAGES[code] ?? 0);
    if (/anemia/i.test(display)) health.anemia = true;
    if (code === '162864005') health.obesity = true;
    if (code === '408512008') health.severeObesity = health.obesity = true;
    if (ACUTE_INFECTION.test(display) && at - onset < 14 * 86_400_000) health.febrile = true;
    if (/sepsis/i.test(display) && at - onset < 14 * 86_400_000) health.sepsis = true;
    if (/lung|pulmonary|emphysema|pneumonia|covid/i.test(display)) health.lungs = true;
  }
  health.prediabetes &&= !health.diabetes;
  return health;
}

/** A patient's own constants (how tall, how heavy, how their blood pressure runs), from their id. */
interface Baseline {
  heightZ: number;
  weightZ: number;
  adultBmi: number;
  heartRate: number;
  systolic: number;
  diastolic: number;
  hemoglobin: number;
  creatinine: number;
  cholesterol: number;
  hdl: number;
}

function baselineOf(patient: Patient, everObese: boolean, everSeverelyObese: boolean): Baseline {
  const random = seededRandom(`${patient.id}|baseline`);
  let adultBmi = normal(random, 26, 3.2, 2);
  if (everObese) adultBmi = Math.max(adultBmi, 32);
  if (everSeverelyObese) adultBmi = Math.max(adultBmi, 41.5);
  return {
    heightZ: normal(random, 0, 1, 2.2),
    weightZ: normal(random, 0, 1, 2),
    adultBmi,
    heartRate: normal(random, 0, 5),
    systolic: normal(random, 0, 6),
    diastolic: normal(random, 0, 4),
    hemoglobin: normal(random, 0, 0.5),
    creatinine: normal(random, 1, 0.08),
    cholesterol: normal(random, 0, 18),
    hdl: normal(random, 0, 7),
  };
}

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

function quantity(measure: Measure, value: number): Quantity {
  return { value: round(value, measure.decimals), unit: measure.unit, system: UCUM, code: measure.ucum };
}

const CATEGORY_DISPLAY: Record<Category, string> = { 'vital-signs': 'Vital Signs', laboratory: 'Laboratory' };
const INTERPRETATION_DISPLAY = { L: 'Low', N: 'Normal', H: 'High' } as const;

interface Context {
  patient: Patient;
  encounter: Encounter;
  sex: Sex;
}

function observation(
  context: Context,
  code: { loinc: string; display: string; alsoLoinc?: readonly { code: string; display: string }[] },
  category: Category,
): Observation {
  const start = context.encounter.period?.start ?? '';
  return {
    resourceType: 'Observation',
    id: stableUuid(`${context.encounter.id}|${code.loinc}`),
    meta: { tag: [{ ...GENERATED_TAG }] },
    status: 'final',
    category: [
      { coding: [{ system: OBSERVATION_CATEGORY, code: category, display: CATEGORY_DISPLAY[category] }] },
    ],
    code: {
      coding: [
        { system: LOINC, code: code.loinc, display: code.display },
        ...(code.alsoLoinc ?? []).map((also) => ({ system: LOINC, code: also.code, display: also.display })),
      ],
      text: code.display,
    },
    subject: { reference: `Patient/${context.patient.id}` },
    encounter: { reference: `Encounter/${context.encounter.id}` },
    effectiveDateTime: start,
    issued: start,
  };
}

function measured(context: Context, name: MeasureName, value: number): Observation {
  const measure: Measure = MEASURES[name];
  const result: Observation = {
    ...observation(context, measure, measure.category),
    valueQuantity: quantity(measure, value),
  };
  if (measure.range) {
    const range = (context.sex === 'female' && measure.range.female) || measure.range;
    const shown = round(value, measure.decimals);
    const flag = shown < range.low ? 'L' : shown > range.high ? 'H' : 'N';
    result.interpretation = [
      { coding: [{ system: INTERPRETATION, code: flag, display: INTERPRETATION_DISPLAY[flag] }] },
    ];
    result.referenceRange = [{ low: quantity(measure, range.low), high: quantity(measure, range.high) }];
  }
  return result;
}

function bloodPressure(context: Context, systolic: number, diastolic: number): Observation {
  const component = (name: 'systolic' | 'diastolic', value: number): ObservationComponent => ({
    code: {
      coding: [{ system: LOINC, code: MEASURES[name].loinc, display: MEASURES[name].display }],
      text: MEASURES[name].display,
    },
    valueQuantity: quantity(MEASURES[name], value),
  });
  return {
    ...observation(context, BLOOD_PRESSURE_PANEL, BLOOD_PRESSURE_PANEL.category),
    component: [component('systolic', systolic), component('diastolic', diastolic)],
  };
}

type Panel = 'cbc' | 'metabolic' | 'lipids' | 'hba1c';

/** Which laboratory panels an encounter gets: check-ups, admissions and emergencies, chronic follow-ups. */
function panelsFor(encounter: Encounter, age: number, health: Health, random: () => number): Set<Panel> {
  const panels = new Set<Panel>();
  const kind = encounter.class?.code ?? '';
  const type = encounter.type?.[0]?.coding?.[0]?.display ?? '';
  const wellness = /check up|general examination|well child|periodic reevaluation/i.test(type);
  const glycaemia = health.diabetes || health.prediabetes;
  if (kind === 'IMP' || kind === 'EMER') {
    panels.add('cbc').add('metabolic');
    if (health.diabetes) panels.add('hba1c');
  } else if (wellness) {
    if (age >= 18) panels.add('cbc').add('metabolic');
    else if (age >= 0.75 && age < 1.5) panels.add('cbc');
    if (age >= 20) panels.add('lipids');
    if (age >= 35 || glycaemia) panels.add('hba1c');
  } else if (/prenatal initial/i.test(type)) {
    panels.add('cbc').add('metabolic');
  } else if (kind === 'AMB' && /problem|follow-up|consultation/i.test(type)) {
    const chronic =
      glycaemia || health.kidneyStage > 0 || health.hypertension || health.hyperlipidemia || health.anemia;
    if (chronic && random() < 0.35) {
      panels.add('metabolic');
      if (glycaemia) panels.add('hba1c');
      if (health.anemia || health.kidneyStage >= 3) panels.add('cbc');
      if (health.hyperlipidemia && random() < 0.5) panels.add('lipids');
    }
  }
  return panels;
}

/** The Observations of one encounter; none after the patient's death (Synthea's death certification). */
function forEncounter(context: Context, age: number, health: Health, baseline: Baseline): Observation[] {
  const { encounter, sex } = context;
  const random = seededRandom(`${encounter.id}|vitals`);
  const male = sex === 'male';
  const kind = encounter.class?.code ?? '';
  const acute = kind === 'IMP' || kind === 'EMER';
  const virtual = kind === 'VR';
  const result: Observation[] = [];

  // Height and weight: children along the growth charts at their own percentile, adults at their own BMI.
  let height = bySex(HEIGHT_CM, age, sex) * (1 + 0.04 * baseline.heightZ);
  if (age > 60) height -= 0.12 * (age - 60);
  height = round(height + normal(random, 0, 0.3), 1);
  const childBmi = (at: number): number =>
    (bySex(WEIGHT_KG, at, sex) * (1 + 0.1 * baseline.weightZ)) / (bySex(HEIGHT_CM, at, sex) / 100) ** 2;
  let bmi: number;
  if (age < 18) bmi = childBmi(age);
  else if (age < 40) bmi = childBmi(18) + ((baseline.adultBmi - childBmi(18)) * (age - 18)) / 22;
  else bmi = baseline.adultBmi - (age > 70 ? 0.12 * (age - 70) : 0);
  if (health.obesity) bmi = Math.max(bmi, health.severeObesity ? 40.3 : 30.3);
  bmi += normal(random, 0, 0.25);
  const weight = round(bmi * (height / 100) ** 2, 1);

  let heartRate = byAge(HEART_RATE, age) + baseline.heartRate + normal(random, 0, 4);
  let respiratoryRate = byAge(RESPIRATORY_RATE, age) + normal(random, 0, 1.2);
  let temperature = normal(random, 36.8, 0.2);
  let saturation = normal(random, 97.8, 0.8);
  if (health.febrile) {
    heartRate += 12;
    respiratoryRate += 3;
    temperature = normal(random, 38.3, 0.35);
  }
  if (health.sepsis) {
    heartRate += 20;
    respiratoryRate += 6;
    temperature = normal(random, 38.9, 0.3);
    saturation -= 4;
  }
  if (acute) heartRate += 6;
  if (health.lungs) {
    respiratoryRate += 2;
    saturation -= 3;
  }

  let systolic: number;
  let diastolic: number;
  if (age < 18) {
    systolic = 90 + 1.6 * age;
    diastolic = 55 + 1.1 * age;
  } else {
    systolic = 114 + 0.45 * (age - 20) + (male ? 5 : 0);
    diastolic = 74 + 0.25 * Math.min(age - 20, 35) - 0.3 * Math.max(0, age - 60) + (male ? 3 : 0);
  }
  systolic += baseline.systolic + normal(random, 0, 6);
  diastolic += baseline.diastolic + normal(random, 0, 4);
  if (health.hypertension) {
    systolic += 20;
    diastolic += 10;
  }
  if (health.kidneyStage >= 3) {
    systolic += 8;
    diastolic += 4;
  }
  diastolic = Math.min(diastolic, systolic - 25);

  // A virtual visit: what the patient measures at home. Blood pressure from 3 years, BMI from 2.
  if (!virtual) result.push(measured(context, 'height', height));
  result.push(measured(context, 'weight', weight));
  if (!virtual && age >= 2) {
    result.push(measured(context, 'bmi', weight / (height / 100) ** 2));
  }
  result.push(measured(context, 'heartRate', clamp(heartRate, 40, 190)));
  if (!virtual) {
    result.push(measured(context, 'respiratoryRate', clamp(respiratoryRate, 8, 60)));
    result.push(measured(context, 'temperature', clamp(temperature, 35.5, 40.5)));
  }
  if (age >= 3) result.push(bloodPressure(context, systolic, diastolic));
  result.push(measured(context, 'oxygenSaturation', clamp(saturation, 85, 100)));

  // Laboratory results.
  const labs = seededRandom(`${encounter.id}|laboratory`);
  const panels = panelsFor(encounter, age, health, labs);
  const child = age < 12;
  if (panels.has('cbc')) {
    let hemoglobin = (child ? 12.4 : male ? 15 : 13.6) + baseline.hemoglobin + normal(labs, 0, 0.4);
    if (health.anemia) hemoglobin -= 2;
    if (health.kidneyStage >= 3) hemoglobin -= 0.8 * (health.kidneyStage - 2);
    let leukocytes = normal(labs, age < 5 ? 9.5 : 7, 1.4);
    if (health.febrile) leukocytes += 3.5;
    if (health.sepsis) leukocytes += 9;
    let platelets = normal(labs, 255, 45);
    if (health.sepsis) platelets -= 80;
    result.push(measured(context, 'hemoglobin', clamp(hemoglobin, 6, 19)));
    result.push(measured(context, 'leukocytes', clamp(leukocytes, 2, 30)));
    result.push(measured(context, 'platelets', clamp(platelets, 40, 600)));
  }
  if (panels.has('metabolic')) {
    let glucose = health.diabetes
      ? normal(labs, 155, 35)
      : health.prediabetes
        ? normal(labs, 110, 8)
        : normal(labs, 91, 7);
    if (acute) glucose += 10;
    const creatinineBase = child ? 0.35 + 0.04 * age : male ? 0.98 : 0.78;
    const kidneyFactor = [1, 1.05, 1.35, 1.9, 3.1, 6.5][health.kidneyStage] ?? 1;
    const creatinine = creatinineBase * baseline.creatinine * kidneyFactor * normal(labs, 1, 0.05);
    let potassium = normal(labs, 4.2, 0.3);
    if (health.kidneyStage >= 4) potassium += health.kidneyStage === 5 ? 0.9 : 0.6;
    result.push(measured(context, 'glucose', clamp(glucose, 55, 450)));
    result.push(measured(context, 'creatinine', clamp(creatinine, 0.2, 12)));
    result.push(measured(context, 'sodium', clamp(normal(labs, 140, 1.8), 128, 150)));
    result.push(measured(context, 'potassium', clamp(potassium, 3, 6.5)));
  }
  if (panels.has('lipids')) {
    let cholesterol = normal(labs, 188 + baseline.cholesterol + (age > 40 ? 0.5 * (age - 40) : 0), 10);
    if (health.hyperlipidemia) cholesterol += 55;
    let hdl = (male ? 48 : 58) + baseline.hdl + normal(labs, 0, 3);
    if (health.hypertriglyceridemia || health.diabetes) hdl -= 8;
    let triglycerides = health.hypertriglyceridemia ? normal(labs, 280, 50) : normal(labs, 115, 25);
    if (health.diabetes) triglycerides += 40;
    hdl = clamp(hdl, 25, 95);
    const ldl = Math.max(30, cholesterol - hdl - triglycerides / 5);
    result.push(measured(context, 'cholesterol', cholesterol));
    result.push(measured(context, 'hdl', hdl));
    result.push(measured(context, 'ldl', ldl));
    result.push(measured(context, 'triglycerides', clamp(triglycerides, 40, 800)));
  }
  if (panels.has('hba1c')) {
    const hba1c = health.diabetes
      ? Math.max(6.5, normal(labs, 7.7, 0.8))
      : health.prediabetes
        ? clamp(normal(labs, 6, 0.15), 5.7, 6.4)
        : Math.min(5.6, normal(labs, 5.3, 0.2));
    result.push(measured(context, 'hba1c', hba1c));
  }
  return result;
}

/** Whether an encounter gets Observations: not the certification of a death, nothing after it. */
export function isMeasurable(encounter: Encounter, patient: Patient): boolean {
  if (encounter.type?.some((t) => t.coding?.some((c) => c.code === DEATH_CERTIFICATION))) return false;
  const death = patient.deceasedDateTime ? Date.parse(patient.deceasedDateTime) : Infinity;
  return Date.parse(encounter.period?.start ?? '') < death;
}

/** The Observations for every measurable encounter of `resources` (Synthea's set), in encounter id order. */
export function generateObservations(resources: readonly Resource[]): Observation[] {
  const patients = new Map<string, Patient>();
  const conditions = new Map<string, Condition[]>();
  const encounters: Encounter[] = [];
  for (const resource of resources) {
    if (resource.resourceType === 'Patient') patients.set(`Patient/${resource.id}`, resource);
    else if (resource.resourceType === 'Encounter') encounters.push(resource);
    else if (resource.resourceType === 'Condition') {
      const subject = resource.subject.reference ?? '';
      conditions.set(subject, [...(conditions.get(subject) ?? []), resource]);
    }
  }
  const baselines = new Map<string, Baseline>();
  const observations: Observation[] = [];
  for (const encounter of [...encounters].sort((a, b) => (a.id ?? '').localeCompare(b.id ?? ''))) {
    const subject = encounter.subject?.reference ?? '';
    const patient = patients.get(subject);
    if (!patient) throw new Error(`Encounter/${encounter.id}: no ${subject} in the set`);
    if (!isMeasurable(encounter, patient)) continue;
    const own = conditions.get(subject) ?? [];
    let baseline = baselines.get(subject);
    if (!baseline) {
      const codes = new Set(own.map((c) => c.code?.coding?.[0]?.code));
      baseline = baselineOf(
        patient,
        codes.has('162864005') || codes.has('408512008'),
        codes.has('408512008'),
      );
      baselines.set(subject, baseline);
    }
    const start = Date.parse(encounter.period?.start ?? '');
    const age = (start - Date.parse(patient.birthDate ?? '')) / YEAR_MS;
    const sex: Sex = patient.gender === 'male' ? 'male' : 'female';
    observations.push(...forEncounter({ patient, encounter, sex }, age, healthAt(own, start), baseline));
  }
  return observations;
}
