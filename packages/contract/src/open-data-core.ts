// Open data's addresses and texts, zod-free: the footer links to the page and the feed, the public
// page /open-data (a lazy chunk) explains them, and the API serves them.
import { texts } from './i18n/locale.ts';

/** The exports' addresses (the API's, under /api). */
export const OPEN_DATA_EXPORTS = {
  json: '/api/export/catalogue.json',
  csv: '/api/export/catalogue.csv',
  schema: '/api/export/catalogue.schema.json',
} as const;

/** How many entries a feed holds: the newest published or updated apps. */
export const FEED_LIMIT = 50;

/** The open data's licence unless the operator names another (OPEN_DATA_LICENCE_NAME, _URL). */
export const DEFAULT_OPEN_DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/**
 * The feed's texts. The feed is one document for every reader (kept by the front door and by
 * proxies), so it is written in English; its German is here for completeness and a later `?lang=`.
 */
export const FEED_TEXTS = texts('FEED_TEXTS', {
  title: 'Showroom: new and updated apps',
  subtitle: 'Apps published or updated in the showroom of openEHR and HL7 FHIR apps, newest first.',
  categoryTitle: (category: string): string => `Showroom: new and updated apps in ${category}`,
  /** A 400's detail for ?category= with no known category. */
  unknownCategory: (known: string): string => `The category is not one of: ${known}.`,
} as const);

/** The public page /open-data: what can be downloaded, in which formats, under which licence. */
export const OPEN_DATA_PAGE = texts('OPEN_DATA_PAGE', {
  title: 'Open data',
  intro:
    'The published catalogue is open data: every published app with its vendor, its interoperability profile and the results of its last checks. Apps that are not published (drafts, apps in review, rejected or deactivated apps) are never part of it.',
  formatsHeading: 'Formats',
  json: 'JSON: the whole catalogue in one document',
  schema: 'JSON Schema: what each field of the JSON means',
  csv: 'CSV: one row per app, for spreadsheets (lists separated by semicolons)',
  feed: 'Atom feed: new and updated apps, newest first',
  feedPerCategory: 'A feed for one category only: add ?category= and the category, for example',
  licenceHeading: 'Licence',
  licence: (name: string): string =>
    `The data may be used under the licence ${name}. Please name the showroom as the source.`,
  freshnessHeading: 'How fresh it is',
  freshness:
    'The files are made again whenever the catalogue changes and at least every hour; each says when it was made.',
  fhirHeading: 'Why there is no FHIR export',
  fhir: 'FHIR R4 has no resource that describes a software product faithfully: DeviceDefinition describes medical devices and their components, and the showroom does not know whether an app is one.',
} as const);
