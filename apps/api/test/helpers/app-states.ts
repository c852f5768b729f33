/**
 * Every state an app can be in, as the visibility tests build them (catalogue-visibility.test.ts,
 * open-data.test.ts): what a visitor may see of each is decided by the state alone.
 */
export const APP_STATES = [
  'draft',
  'waiting',
  'rejected',
  'active',
  'activeWithDraft',
  'activeWithUpdateWaiting',
  'activeWithUpdateRejected',
  'deactivated',
  'deactivatedNeverPublished',
  'activeOfDeactivatedVendor',
] as const;
export type AppState = (typeof APP_STATES)[number];

/** The states whose published version visitors see (the update in progress never). */
export const PUBLIC_APP_STATES: readonly AppState[] = [
  'active',
  'activeWithDraft',
  'activeWithUpdateWaiting',
  'activeWithUpdateRejected',
];
