/** Where the Synthea part of the data comes from (data/README.md says the same, for people). */
export const SYNTHEA_SOURCE = {
  repository: 'https://github.com/smart-on-fhir/sample-bulk-fhir-datasets',
  branch: '10-patients',
  commit: '8aef4e027b789f249382162d931bf73fc151a712',
  licence: 'CC0-1.0',
  /** Quoted from the repository's README (branch main), section "License". */
  licenceText:
    'The script that generates these datasets is Apache 2, but the datasets themselves can be treated as CC0 licensed (i.e. as close to public domain as possible).',
} as const;

/** The resource types taken from the Synthea set, each committed as data/synthea/<Type>.ndjson.gz. */
export const SYNTHEA_TYPES = [
  'Patient',
  'Encounter',
  'Condition',
  'MedicationRequest',
  'Procedure',
  'Immunization',
  'AllergyIntolerance',
  'Device',
  'Organization',
  'Practitioner',
  'PractitionerRole',
  'Location',
] as const;
