/** The public side: the header and footer, the start page and catalogue, app pages, compare, vendor pages. */
import { CATALOGUE_TEXTS } from '../../catalogue.ts';
import { APP_PAGE_TEXTS, PUBLIC_UI_TEXTS } from '../../messages-core.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair(PUBLIC_UI_TEXTS, {
    startHeading: 'Entdecken Sie, wo digitale Gesundheit lebendig wird',
    catalogueHeading: 'Apps entdecken',
    loginRegister: 'Anmelden/Registrieren',
  }),
  pair(APP_PAGE_TEXTS, {
    skipLink: 'Zum Hauptinhalt springen',
    back: 'Zurück',
    by: 'von',
    version: 'Version',
    lastUpdated: 'Zuletzt aktualisiert',
    repository: 'Repository',
    demo: 'Demo',
    demoHint: 'öffnet die Live-Demo in einem neuen Tab',
    screenshots: 'Screenshots',
  }),
  pair(CATALOGUE_TEXTS, {
    searchLabel: 'Apps durchsuchen',
    searchPlaceholder: 'App, Anbieter oder Thema',
    searchButton: 'Suchen',
    sortLabel: 'Sortieren nach',
    showMore: 'Mehr anzeigen',
    clearSearch: 'Suche löschen',
    retry: 'Erneut versuchen',
    loadFailed: 'Die Apps konnten nicht geladen werden.',
    loading: 'Apps werden geladen …',
    noApps: 'Es sind noch keine Apps veröffentlicht.',
    noMatchHint:
      'Prüfen Sie die Schreibweise, versuchen Sie ein allgemeineres Wort wie „FHIR“ oder „openEHR“ oder sehen Sie sich alle Apps an.',
    filters: 'Filter',
    clearFilters: 'Filter zurücksetzen',
    close: 'Schließen',
    showAllLanguages: 'Alle Sprachen anzeigen',
    showFewerLanguages: 'Weniger Sprachen anzeigen',
    otherFilters: 'Weitere Filter',
    removeFilter: 'Filter entfernen',
    noMatchFiltersHint: 'Entfernen Sie einen Filter oder setzen Sie alle zurück, um mehr Apps zu sehen.',
    standards: 'Standards',
  }),
];

export const functions: Catalogue['functions'] = {};
