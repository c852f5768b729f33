import { texts } from './i18n/locale.ts';
// What an app page says around the app's own data: its sections, the screenshots' controls and the
// interoperability section's headings and terms. Zod-free, for the app page's (lazy) chunk.

export const APP_DETAILS_TEXTS = texts('APP_DETAILS_TEXTS', {
  loading: 'Loading the app…',
  about: 'About this app',
  developer: 'Developer',
  contactVendor: 'Contact Vendor',
  /** The full-screen view's title: 'Screenshot 2 of 5'. */
  screenshot: (n: number, count: number): string => `Screenshot ${n} of ${count}`,
  previousScreenshots: 'Previous screenshots',
  nextScreenshots: 'Next screenshots',
  /** The carousel's position: '1–3 of 5'. */
  screenshotPosition: (shown: string, count: number): string => `${shown} of ${count}`,
  close: 'Close',
  previousScreenshot: 'Previous screenshot',
  nextScreenshot: 'Next screenshot',
} as const);

/** The interoperability section of an app page: its heading, group headings and the facts' terms. */
export const INTEROP_VIEW_TEXTS = texts('INTEROP_VIEW_TEXTS', {
  heading: 'Interoperability',
  empty: 'The vendor has not declared which standards this app uses.',
  standards: 'Standards',
  notDeclared: 'Not declared',
  classification: 'Classification',
  versions: 'Versions',
  resources: 'Resources',
  implementationGuides: 'Implementation guides',
  sandbox: 'Sandbox',
  launch: 'Launch',
  client: 'Client',
  scopes: 'Scopes',
  hooks: 'Hooks',
  discovery: 'Discovery',
  restApi: 'REST API',
  referenceModel: 'Reference Model',
  templates: 'Templates',
  testedWith: 'Tested with',
  usesAql: 'Uses AQL',
  demoCdr: 'Demo CDR',
  categories: 'Categories',
  audiences: 'For',
  platforms: 'Platforms',
  languages: 'Languages',
  license: 'Licence',
  pricing: 'Pricing',
  deviceClasses: 'Medical device',
} as const);
