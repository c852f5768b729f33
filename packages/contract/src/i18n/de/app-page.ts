/** An app's page: the texts of its first view (the interoperability and evidence sections and the live checks bring theirs: interop-view.ts). */
import type { APP_DETAILS_TEXTS } from '../../app-details-texts.ts';
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
];

export const functions: Catalogue['functions'] = {};
