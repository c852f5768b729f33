// The public page /open-data's texts, apart from the feed's and the exports' (open-data-core.ts): the
// page loads with the other static pages, which are near the first-load budget.
import { texts } from './i18n/locale.ts';
import { DEFAULT_OPEN_DATA_LICENCE } from './open-data-core.ts';

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
  feedPerCategory: 'A feed of one category, for example',
  licenceHeading: 'Licence',
  licence: `Each file names its licence: ${DEFAULT_OPEN_DATA_LICENCE.name} unless this showroom's operator chose another. Please name the showroom as the source.`,
  freshnessHeading: 'How fresh it is',
  freshness:
    'The files are made again whenever the catalogue changes and at least every hour; each gives the date of its data.',
  fhirHeading: 'Why there is no FHIR export',
  fhir: 'FHIR R4 has no resource that describes a software product faithfully: DeviceDefinition describes medical devices and their components, and the showroom does not know whether an app is one.',
} as const);
