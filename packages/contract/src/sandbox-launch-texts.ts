/**
 * The app page's `Launch in sandbox` dialog (issue 34). In a module of its own: only the dialog's chunk
 * holds them.
 */
import { texts } from './i18n/locale.ts';

export const SANDBOX_LAUNCH = texts('SANDBOX_LAUNCH', {
  button: 'Launch in sandbox',
  title: 'Launch in sandbox',
  intro:
    'Choose a synthetic patient of the FHIR sandbox. The app opens in a new tab with that patient, as an EHR launches it (SMART App Launch). The patients are made up.',
  patient: 'Patient',
  launch: 'Launch',
  cancel: 'Cancel',
  loading: 'Loading the patients…',
  unavailable: 'The sandbox is not available right now. Please try again later.',
  noPatients: 'The sandbox holds no patients.',
  choose: 'Choose a patient.',
  years: 'years',
  sexes: { female: 'female', male: 'male', other: 'other', unknown: 'unknown' },
  noConditions: 'no active conditions',
});
