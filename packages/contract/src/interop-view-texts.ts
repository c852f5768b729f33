import { texts } from './i18n/locale.ts';
// A module of its own: the interoperability section is a lazy chunk of the app page, loaded after its
// first view.

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
  launchUrl: 'Launch URL',
  redirectUris: 'Redirect URIs',
  /** Shown once a live check looked for the app's SMART app manifest (issue 37). */
  manifest: 'App manifest',
  manifestPublished: 'SMART app manifest (.well-known/smart/manifest.json)',
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
