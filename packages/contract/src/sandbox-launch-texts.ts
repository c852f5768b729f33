/**
 * The app page's `Launch in sandbox` dialog and the /sandbox page's section on launching (issue 34). In a
 * module of their own: only those chunks hold them.
 */
import { texts } from './i18n/locale.ts';

export const SANDBOX_LAUNCH = texts('SANDBOX_LAUNCH', {
  button: 'Launch in sandbox',
  title: 'Launch in sandbox',
  intro:
    'Choose a synthetic patient of the FHIR sandbox, and if you like a practitioner and one of the patient’s encounters. The app opens in a new tab with that patient, as an EHR launches it (SMART App Launch). The patients are made up.',
  patient: 'Patient',
  practitioner: 'Practitioner (optional)',
  defaultPractitioner: 'The sandbox’s default practitioner',
  practitionersUnavailable:
    'The practitioners could not be loaded: the app is launched by the sandbox’s default practitioner.',
  encounter: 'Encounter (optional)',
  noEncounter: 'No encounter',
  encounterHint: 'The patient’s most recent encounters; the app receives it if it asks for launch/encounter.',
  loadingEncounters: 'Loading the patient’s encounters…',
  encountersUnavailable: 'The encounters could not be loaded: the app is launched without an encounter.',
  launch: 'Launch',
  cancel: 'Cancel',
  loading: 'Loading the patients…',
  unavailable: 'The sandbox is not available right now. Please try again later.',
  noPatients: 'The sandbox holds no patients.',
  choose: 'Choose a patient.',
  years: 'years',
  /** Among a patient's facts, after the age at death of a patient who died. */
  deceased: 'deceased',
  sexes: { female: 'female', male: 'male', other: 'other', unknown: 'unknown' },
  noConditions: 'no active conditions',
  // The /sandbox page's section on launching (its own chunk there too).
  launchHeading: 'Launching SMART apps',
  launchIntro:
    'The sandbox has its own SMART App Launch authorization server (SMART 2.x; 1.0 scopes are accepted): EHR and standalone launch, PKCE S256, openid fhirUser, offline_access, and patient, user and resource-specific scopes. Its sign-in page lets you pick a synthetic patient; there are no passwords. A request with an access token reaches only what its scopes allow, and a patient-level token only that patient’s record; requests without a token read the shared data as before.',
  copied: 'Copied.',
  copyFailed: 'Could not copy: the text is selected, press Ctrl+C (⌘C on a Mac).',
  smartConfigurationLabel: 'SMART configuration',
  copySmartConfiguration: 'Copy SMART configuration address',
  registerHeading: 'Registering an app',
  register:
    'The seeded demo apps are registered as public clients. Vendors register their own apps (launch URL, redirect URIs, public or confidential client) in My sandbox, reached from the user menu.',
  registerLink: 'Register an app in My sandbox',
  startStandalone: 'Start in sandbox (standalone launch)',
  exampleLaunchLabel: 'Example launch URL',
  copyLaunchExample: 'Copy launch URL',
  exampleLaunchIntro:
    'An EHR launch of a seeded demo with the first patient: the app receives iss (the FHIR base) and launch, and the sandbox gives it that patient. The launch value is base64url JSON of patient, and optionally encounter and practitioner, as the Launch in sandbox dialog on an app’s page chooses them: an app that asks for launch/encounter receives the encounter, and fhirUser names the practitioner.',
  specLink: 'SMART App Launch specification',
  infernoLink: 'Inferno test kits for conformance testing',
});
