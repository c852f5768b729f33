/** An app's page: the texts of its first view and of its loading failure (the interoperability and evidence sections and the live checks bring theirs: interop-view.ts). */
import type { APP_DETAILS_TEXTS } from '../../app-details-texts.ts';
import type { LOAD_APP_FAILURE } from '../../messages-core.ts';
import { icu, pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof APP_DETAILS_TEXTS>('APP_DETAILS_TEXTS', {
    loading: 'App wird geladen …',
    about: 'Über diese App',
    developer: 'Entwickler',
    contactVendor: 'Anbieter kontaktieren',
    screenshot: icu('Screenshot {0} von {1}'),
    previousScreenshots: 'Vorherige Screenshots',
    nextScreenshots: 'Nächste Screenshots',
    screenshotPosition: icu('{0} von {1}'),
    close: 'Schließen',
    previousScreenshot: 'Vorheriger Screenshot',
    nextScreenshot: 'Nächster Screenshot',
  }),
  pair<typeof LOAD_APP_FAILURE>('LOAD_APP_FAILURE', {
    text: 'Beim Laden der App ist ein Fehler aufgetreten.',
    notFoundText: 'Die App wurde nicht gefunden.',
  }),
];

export const functions: Catalogue['functions'] = {
  openScreenshotLabel: (n: number, count: number) => `Screenshot ${n} von ${count} im Vollbild öffnen`,
};
