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
} as const);
