/**
 * The public page /sandbox's texts (issue 33): the FHIR R4 sandbox with synthetic patients, what it
 * supports and what not. In a module of its own: only the page's chunk holds them.
 */
import { texts } from './i18n/locale.ts';

export const SANDBOX_PAGE = texts('SANDBOX_PAGE', {
  title: 'Sandbox',
  intro:
    'A FHIR R4 server with synthetic patients, for trying a FHIR app against data that look like a real clinic’s. Anyone may read it; nobody can change it. The patients are made up: no real person is behind them.',
  baseUrlHeading: 'Base URL',
  baseUrlLabel: 'FHIR base URL',
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'Could not copy: the text is selected, press Ctrl+C (⌘C on a Mac).',
  exampleHeading: 'Example request',
  exampleLabel: 'Example request',
  exampleIntro: 'The latest vital signs and laboratory results of a patient, newest first:',
  copyExample: 'Copy example',
  patientsHeading: 'Patients',
  patientsIntro:
    'Each patient has a history of encounters, conditions, medications, procedures and immunizations.',
  name: 'Name',
  age: 'Age',
  sex: 'Sex',
  conditions: 'Main conditions',
  /** After the age at death of a patient who died. */
  deceased: 'deceased',
  sexes: { female: 'female', male: 'male', other: 'other', unknown: 'unknown' },
  noConditions: 'no active conditions',
  loading: 'Loading the patients…',
  unavailable: 'The sandbox is not available right now. Please try again later.',
  noPatients: 'The sandbox holds no patients.',
  supportsHeading: 'What it supports',
  supports: [
    'FHIR R4 (4.0.1) in JSON; the CapabilityStatement at [base]/metadata.',
    'Read, version read and history of each resource.',
    'Search with the common parameters: patient, subject, code, date (with ge, gt, le, lt, eq), category, status, _id, chained parameters, _sort, _include, _revinclude, _summary, _elements.',
    'Paging: 20 results a page unless _count says otherwise (at most 1000), with self and next links.',
    'Unknown search parameters are ignored and named in the result; with Prefer: handling=strict they are refused.',
    '$validate: a structural check against the FHIR R4 definitions.',
  ],
  notSupportedHeading: 'What it does not support',
  notSupported: [
    'Writing: create, update, patch and delete answer 405. A signed-in vendor gets a writable sandbox of its own: My sandbox, in the user menu.',
    'XML.',
    'A terminology service: $validate does not check codes against value sets.',
    'Bulk data export ($export).',
    'Subscriptions.',
  ],
} as const);
