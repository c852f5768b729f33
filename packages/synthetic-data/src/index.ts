/**
 * The FHIR sandbox's synthetic patients (issue 33): Synthea's CC0 10-patient set and the Observations our
 * generator made from it, read from the gzip'd NDJSON files under data/ (see data/README.md).
 */
import type { Resource } from '@medplum/fhirtypes';
import { dateShifter, dateShiftDays, newestEncounterEnd } from './date-shift.ts';
import { GENERATED_DIR, readNdjsonGz, SYNTHEA_DIR } from './ndjson.ts';
import { summarisePatients, type SyntheticPatientSummary } from './patients.ts';
import { SYNTHEA_TYPES } from './source.ts';

export { SYNTHEA_SOURCE, SYNTHEA_TYPES } from './source.ts';
export { GENERATED_TAG } from './observation-codes.ts';
export { summarisePatients, type SyntheticPatientSummary } from './patients.ts';

/** The generated resources' files under data/generated/. */
export const GENERATED_TYPES = ['Observation'] as const;

export interface LoadOptions {
  /** The moment the data should look recent at: the newest encounter ends within the day before it. Default: now. */
  now?: Date;
}

export interface SyntheticData {
  /** Every resource, Synthea's then ours, dates shifted. */
  resources: Resource[];
  /** The whole days every date was moved by. */
  shiftDays: number;
  patients: SyntheticPatientSummary[];
}

/**
 * The files as committed, dates unshifted (what the generator reads and the tests check); `generated: false`
 * leaves out our generated files (the generator reads Synthea's alone).
 */
export function readCommittedResources({ generated = true } = {}): {
  synthea: Resource[];
  generated: Resource[];
} {
  return {
    synthea: SYNTHEA_TYPES.flatMap((type) =>
      readNdjsonGz<Resource>(new URL(`${type}.ndjson.gz`, SYNTHEA_DIR)),
    ),
    generated: generated
      ? GENERATED_TYPES.flatMap((type) => readNdjsonGz<Resource>(new URL(`${type}.ndjson.gz`, GENERATED_DIR)))
      : [],
  };
}

/** All resources with their dates shifted, the shift, and the patients' summaries. New objects on each call. */
export function loadSyntheticData({ now = new Date() }: LoadOptions = {}): SyntheticData {
  const { synthea, generated } = readCommittedResources();
  const resources = [...synthea, ...generated];
  const newest = newestEncounterEnd(resources);
  const shiftDays = newest === undefined ? 0 : dateShiftDays(newest, now);
  const shift = dateShifter(shiftDays);
  for (const resource of resources) shift(resource);
  return { resources, shiftDays, patients: summarisePatients(resources) };
}

/** Every resource (FHIR R4 JSON), dates shifted so the newest encounter ended within the day before `now`. */
export function loadSyntheticResources(options: LoadOptions = {}): Resource[] {
  return loadSyntheticData(options).resources;
}
