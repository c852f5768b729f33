/**
 * The public side's texts in every German first load: the header and footer, the catalogue (at /apps
 * and below the start page), what app cards and an app's page share. The compare tray's and page's
 * come with the facts' labels (facts.ts), an app's loading failure with its page (app-page.ts).
 */
import type { AppCountOptions } from '../../catalogue.ts';
import type { APP_SORT_LABELS, CARD_CHECK_TEXTS, CATALOGUE_TEXTS } from '../../catalogue.ts';
import type { COMPARE_TOGGLE_TEXTS } from '../../compare-core.ts';
import { COMPARE_MAX } from '../../compare-core.ts';
import { formatDate } from '../../constants.ts';
import type {
  APP_PAGE_TEXTS,
  ERROR_TEXTS,
  LOAD_APPS_FAILURE,
  PUBLIC_UI_TEXTS,
  SHELL_TEXTS,
} from '../../messages-core.ts';
import type { ACCESS_TEXTS, FOOTER_LINKS, PUBLIC_ROUTE_TITLES } from '../../routes.ts';
import type { NOT_FOUND_TEXTS } from '../../not-found-texts.ts';
import { icu, pair, type Catalogue, type TranslationPair } from '../translate.ts';

let numbers: Intl.NumberFormat | undefined;
/** '1 App', '1.200 Apps'. */
const apps = (n: number): string => {
  numbers ??= new Intl.NumberFormat('de-DE');
  return `${numbers.format(n)} ${n === 1 ? 'App' : 'Apps'}`;
};

const noAppsMatchText = (q: string): string => `Keine Apps passen zu „${q.trim()}“.`;

const noAppsMatchFiltersText = (q: string | null | undefined): string =>
  q?.trim() ? `Keine Apps passen zu „${q.trim()}“ und diesen Filtern.` : 'Keine Apps passen zu den Filtern.';

function appCountText(count: number, options: AppCountOptions): string {
  const q = (options.q ?? '').trim();
  if (options.filtered) {
    const total = options.total ?? (options.hasMore ? undefined : count);
    if (count === 0 || total === 0) return noAppsMatchFiltersText(q);
    const what = q ? `„${q}“ und den Filtern` : 'den Filtern';
    if (total === undefined) return `${apps(count)} passend zu ${what} angezeigt; weitere sind verfügbar.`;
    const shown = options.hasMore && count < total ? `; ${count} angezeigt` : '';
    return `${apps(total)} ${total === 1 ? 'passt' : 'passen'} zu ${what}${shown}.`;
  }
  if (count === 0) return q ? noAppsMatchText(q) : NO_APPS;
  if (options.hasMore) return `${apps(count)}${q ? ` zu „${q}“` : ''} angezeigt; weitere sind verfügbar.`;
  return q ? `${apps(count)} ${count === 1 ? 'passt' : 'passen'} zu „${q}“.` : `${apps(count)}.`;
}

const NO_APPS = 'Es sind noch keine Apps veröffentlicht.';

export const pairs: readonly TranslationPair[] = [
  pair<typeof NOT_FOUND_TEXTS>('NOT_FOUND_TEXTS', {
    message: 'Diese Seite gibt es nicht',
  }),
  pair<typeof ACCESS_TEXTS>('ACCESS_TEXTS', {
    loading: 'Wird geladen …',
  }),
  pair<typeof PUBLIC_UI_TEXTS>('PUBLIC_UI_TEXTS', {
    startHeading: 'Entdecken Sie, wo digitale Gesundheit lebendig wird',
    catalogueHeading: 'Apps entdecken',
    loginRegister: 'Anmelden/Registrieren',
  }),
  pair<typeof APP_PAGE_TEXTS>('APP_PAGE_TEXTS', {
    skipLink: 'Zum Hauptinhalt springen',
    back: 'Zurück',
    by: 'von',
    version: 'Version',
    lastUpdated: 'Zuletzt aktualisiert',
    repository: 'Repository',
    demo: 'Demo',
    demoHint: 'öffnet die Live-Demo in einem neuen Tab',
    screenshots: 'Screenshots',
    interopDetails: 'Details zur Interoperabilität',
  }),
  pair<typeof CATALOGUE_TEXTS>('CATALOGUE_TEXTS', {
    searchLabel: 'Apps durchsuchen',
    searchPlaceholder: 'App, Anbieter oder Thema',
    searchButton: 'Suchen',
    sortLabel: 'Sortieren nach',
    showMore: 'Mehr anzeigen',
    clearSearch: 'Suche löschen',
    retry: 'Erneut versuchen',
    loadFailed: 'Die Apps konnten nicht geladen werden.',
    loading: 'Apps werden geladen …',
    noApps: NO_APPS,
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
    cardStatus: 'Status:',
    details: 'Details',
    preview: 'Vorschau',
    opensInNewTab: 'öffnet sich in einem neuen Tab',
    usedBySites: icu('Genutzt von {0, plural, one {# Einrichtung} other {# Einrichtungen}}'),
  }),
  pair<typeof APP_SORT_LABELS>('APP_SORT_LABELS', {
    name: 'Name',
    updated: 'Zuletzt aktualisiert',
    relevance: 'Relevanz',
  }),
  pair<typeof CARD_CHECK_TEXTS>('CARD_CHECK_TEXTS', {
    checks: 'Live-Prüfungen',
    verified: 'Verifiziert',
    demoUnavailable: 'Demo nicht erreichbar',
    demoChecked: (iso) => `Demo geprüft am ${formatDate(iso)}`,
    demoFailed: (iso) => `Demo bei der letzten Prüfung am ${formatDate(iso)} nicht erreichbar`,
  }),
  pair<typeof COMPARE_TOGGLE_TEXTS>('COMPARE_TOGGLE_TEXTS', {
    toggle: 'Vergleichen',
    full: `Sie können bis zu ${COMPARE_MAX} Apps vergleichen. Entfernen Sie eine, um eine andere hinzuzufügen.`,
  }),
  pair<typeof ERROR_TEXTS>('ERROR_TEXTS', {
    network: 'Es ist ein Netzwerkfehler aufgetreten, bitte versuchen Sie es später erneut',
    appNotFound: 'Die App wurde nicht gefunden.',
  }),
  pair<typeof LOAD_APPS_FAILURE>('LOAD_APPS_FAILURE', {
    text: 'Beim Laden der Apps ist ein Fehler aufgetreten.',
  }),
  pair<typeof PUBLIC_ROUTE_TITLES>('PUBLIC_ROUTE_TITLES', {
    apps: 'Apps',
    appDetails: 'App-Details',
    imprint: 'Impressum',
    privacyPolicy: 'Datenschutzerklärung',
    faqVendors: 'FAQ für Anbieter',
    faqUsers: 'FAQ für Nutzer',
    howWeCheck: 'So prüfen wir',
    openData: 'Offene Daten',
    compare: 'Apps vergleichen',
    vendorPage: 'Anbieter',
  }),
  pair<typeof FOOTER_LINKS>('FOOTER_LINKS', [
    { name: 'Startseite' },
    { name: 'Apps' },
    { name: 'FAQ für Nutzer' },
    { name: 'FAQ für Anbieter' },
    { name: 'So prüfen wir' },
    { name: 'Offene Daten' },
    { name: 'Sandbox' },
    { name: 'Feed' },
    { name: 'Impressum' },
    { name: 'Datenschutzerklärung' },
  ]),
  pair<typeof SHELL_TEXTS>('SHELL_TEXTS', {
    footer: 'Fußzeile',
    closeMessage: 'Meldung schließen',
    routeErrorTitle: 'Etwas ist schiefgelaufen.',
    routeErrorText: 'Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
    goToStart: 'Zur Startseite',
  }),
];

export const functions: Catalogue['functions'] = {
  noAppsMatchText,
  noAppsMatchFiltersText,
  showAppsText: (total: number | undefined) =>
    total === undefined ? 'Apps anzeigen' : `${apps(total)} anzeigen`,
  appCountText,
};
