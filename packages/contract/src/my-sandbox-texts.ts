/**
 * The page My sandbox's texts (issue 33): a vendor's own writable FHIR sandbox. In a module of its own:
 * only the page's chunk holds them.
 */
import { texts } from './i18n/locale.ts';

export const MY_SANDBOX_TEXTS = texts('MY_SANDBOX_TEXTS', {
  intro:
    'Your own FHIR R4 server for trying your app. It starts as a copy of the shared sandbox’s synthetic patients and accepts create, update, patch, delete and transaction bundles. Your changes are yours alone: no other vendor sees them.',
  none: 'You have no sandbox yet.',
  create: 'Create my sandbox',
  creating: 'Creating…',
  loading: 'Loading your sandbox…',
  loadFailed: 'Your sandbox could not be loaded. Please try again later.',
  createFailed: 'Your sandbox could not be created. Please try again.',
  baseUrlHeading: 'Base URL',
  baseUrlLabel: 'Your FHIR base URL',
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'Could not copy: the text is selected, press Ctrl+C (⌘C on a Mac).',
  access:
    'The address is the key: anyone who has it can read and change this sandbox, so share it only with people you trust. Store synthetic data only, never a real person’s.',
  changesHeading: 'Your changes',
  changedResources: (count: number, limit: number): string =>
    `Changed resources: ${count} of at most ${limit}.`,
  refreshNote: 'The count follows what your app writes.',
  idle: (days: number): string => `A sandbox not used for ${days} days is reset to the shared data.`,
  reset: 'Reset sandbox',
  resetting: 'Resetting…',
  resetConfirm:
    'Reset your sandbox? Every resource you created, changed or deleted goes back to the shared data. This cannot be undone.',
  resetDone: 'Your sandbox is back to the shared data.',
  resetFailed: 'Your sandbox could not be reset. Please try again.',
  // Registering apps as SMART clients of the sandbox (issue 34).
  clientsHeading: 'SMART apps in the sandbox',
  clientsIntro:
    'Register an app of yours as a SMART client of the shared sandbox: its launch URL, its redirect URIs, and whether it is a public client (no secret, e.g. a browser app) or a confidential one (with a client secret). The registration belongs to the app and stays when you update it. Once the app is published and declares SMART EHR launch, its page offers Launch in sandbox.',
  clientsLoading: 'Loading your apps…',
  clientsLoadFailed: 'Your apps could not be loaded. Please try again later.',
  noApps: 'You have no apps yet. Add one under My apps first.',
  noVendor: 'You are not registered as a vendor yet. Register as a vendor first, then add your apps.',
  appLabel: 'App',
  registered: 'Registered',
  notRegistered: 'Not registered yet.',
  builtInClient:
    'This app is one of the showroom’s sample demos: it launches in the sandbox with the showroom’s own SMART client and needs no registration.',
  launchUrlLabel: 'Launch URL',
  redirectUrisLabel: 'Redirect URIs (one per line)',
  urlHint: 'https addresses; for testing also http on localhost or 127.0.0.1.',
  clientTypeLegend: 'Client type',
  clientTypes: {
    public: 'Public (no secret)',
    confidential: 'Confidential (with a client secret)',
  },
  register: 'Register for the sandbox',
  save: 'Save registration',
  saving: 'Saving…',
  saved: 'The registration is saved.',
  saveFailed: 'The registration could not be saved. Check the fields and try again.',
  clientIdLabel: 'Client ID',
  copyClientId: 'Copy client ID',
  secretLabel: 'Client secret',
  copySecret: 'Copy client secret',
  secretOnce:
    'Copy the client secret now: it is shown only this once. If it is lost, make a new one; the old one stops working.',
  newSecret: 'New client secret',
  newSecretConfirm: 'Make a new client secret? The current one stops working at once.',
  newSecretFailed: 'No new client secret could be made. Please try again.',
  remove: 'Remove registration',
  removeConfirm: 'Remove this registration? The app can no longer sign in to the sandbox.',
  removed: 'The registration is removed.',
  removeFailed: 'The registration could not be removed. Please try again.',
  urlInvalid:
    'Enter an https address, or an http address on localhost or 127.0.0.1 for testing, without a # part.',
  redirectUrisRequired: 'Enter at least one redirect URI.',
  redirectUrisTooMany: (max: number): string => `Enter at most ${max} redirect URIs.`,
} as const);
