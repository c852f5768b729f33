/** The public side: the header and footer, the start page and catalogue, app pages, compare, vendor pages. */
import type { AppCountOptions } from '../../catalogue.ts';
import type { APP_SORT_LABELS, CARD_CHECK_TEXTS, CATALOGUE_TEXTS } from '../../catalogue.ts';
import type { FILTER_PANEL_TEXTS } from '../../filter-panel-texts.ts';
import type { COMPARE_TEXTS } from '../../compare.ts';
import type { COMPARE_TOGGLE_TEXTS } from '../../compare-core.ts';
import { COMPARE_MAX, COMPARE_MIN } from '../../compare-core.ts';
import { formatDate, PRODUCT_NAME } from '../../constants.ts';
import type { PROFILE_FACT_LABELS } from '../../interop-facts.ts';
import type {
  AUDIENCE_LABELS,
  CATEGORY_LABELS,
  DEVICE_CLASS_LABELS,
  FACET_GROUP_LABELS,
  LICENSE_KIND_LABELS,
  PLATFORM_LABELS,
  PRICING_LABELS,
  SMART_CLIENT_LABELS,
  SMART_LAUNCH_LABELS,
  STANDARD_LABELS,
  VERIFIED_FACET_LABELS,
} from '../../interop-labels.ts';
import type {
  APP_PAGE_TEXTS,
  ERROR_TEXTS,
  LOAD_APP_FAILURE,
  LOAD_APPS_FAILURE,
  PUBLIC_UI_TEXTS,
  SHELL_TEXTS,
} from '../../messages-core.ts';
import type { ACCESS_TEXTS, FOOTER_LINKS, PUBLIC_ROUTE_TITLES } from '../../routes.ts';
import type { SITE_TEXT_UI_TEXTS } from '../../site-texts-core.ts';
import type { CONFIG_ERROR_TEXTS } from '../../config-error-texts.ts';
import type { NOT_FOUND_TEXTS } from '../../not-found-texts.ts';
import type { CERTIFICATION_LABELS, HOSTING_LABELS } from '../../evidence-texts.ts';
import type { RUNS_ON_OTHER } from '../../runs-on-names.ts';
import type { EVIDENCE_FACT_LABELS } from '../../evidence-facts.ts';
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
  pair<typeof FILTER_PANEL_TEXTS>('FILTER_PANEL_TEXTS', { skipToResults: 'Zu den Ergebnissen springen' }),
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
  pair<typeof STANDARD_LABELS>('STANDARD_LABELS', { fhir: 'HL7 FHIR', openehr: 'openEHR' }),
  pair<typeof SMART_LAUNCH_LABELS>('SMART_LAUNCH_LABELS', {
    ehr: 'EHR-Launch',
    standalone: 'Standalone-Launch',
    backend: 'Backend-Services',
  }),
  pair<typeof SMART_CLIENT_LABELS>('SMART_CLIENT_LABELS', {
    public: 'Öffentlicher Client',
    confidential: 'Vertraulicher Client',
  }),
  pair<typeof CATEGORY_LABELS>('CATEGORY_LABELS', {
    'clinical-documentation': 'Klinische Dokumentation',
    medication: 'Medikation',
    'lab-diagnostics': 'Labor und Diagnostik',
    imaging: 'Bildgebung',
    'patient-portal-proms': 'Patientenportal und PROMs',
    'care-planning': 'Versorgungsplanung',
    'decision-support': 'Entscheidungsunterstützung',
    'research-registries': 'Forschung und Register',
    'population-health': 'Bevölkerungsgesundheit',
    telehealth: 'Telemedizin',
    'administration-scheduling': 'Verwaltung und Terminplanung',
    'developer-tools': 'Entwicklerwerkzeuge',
  }),
  pair<typeof AUDIENCE_LABELS>('AUDIENCE_LABELS', {
    clinicians: 'Klinisches Personal',
    patients: 'Patienten',
    researchers: 'Forschende',
    administrators: 'Verwaltung',
    developers: 'Entwickler',
  }),
  pair<typeof PLATFORM_LABELS>('PLATFORM_LABELS', {
    web: 'Web',
    ios: 'iOS',
    android: 'Android',
    windows: 'Windows',
    macos: 'macOS',
    linux: 'Linux',
  }),
  pair<typeof PRICING_LABELS>('PRICING_LABELS', {
    free: 'Kostenlos',
    freemium: 'Freemium',
    paid: 'Kostenpflichtig',
    'on-request': 'Auf Anfrage',
  }),
  pair<typeof DEVICE_CLASS_LABELS>('DEVICE_CLASS_LABELS', {
    none: 'Kein Medizinprodukt',
    'eu-mdr-i': 'EU-MDR Klasse I',
    'eu-mdr-iia': 'EU-MDR Klasse IIa',
    'eu-mdr-iib': 'EU-MDR Klasse IIb',
    'eu-mdr-iii': 'EU-MDR Klasse III',
    'fda-cleared': 'Von der FDA freigegeben',
    diga: 'Als DiGA gelistet',
  }),
  pair<typeof LICENSE_KIND_LABELS>('LICENSE_KIND_LABELS', {
    'open-source': 'Open Source',
    proprietary: 'Proprietär',
  }),
  pair<typeof FACET_GROUP_LABELS>('FACET_GROUP_LABELS', {
    standard: 'Standard',
    fhirVersion: 'FHIR-Version',
    smartLaunch: 'SMART-Launch',
    category: 'Kategorie',
    audience: 'Zielgruppe',
    platform: 'Plattform',
    license: 'Lizenz',
    pricing: 'Preismodell',
    language: 'Sprache',
    deviceClass: 'Medizinprodukt',
    runsOn: 'Läuft auf',
    verified: 'Verifiziert',
  }),
  pair<typeof VERIFIED_FACET_LABELS>('VERIFIED_FACET_LABELS', { yes: 'Durch Live-Prüfungen verifiziert' }),
  pair<typeof COMPARE_TOGGLE_TEXTS>('COMPARE_TOGGLE_TEXTS', {
    toggle: 'Vergleichen',
    full: `Sie können bis zu ${COMPARE_MAX} Apps vergleichen. Entfernen Sie eine, um eine andere hinzuzufügen.`,
  }),
  pair<typeof COMPARE_TEXTS>('COMPARE_TEXTS', {
    heading: 'Apps vergleichen',
    tray: 'Apps zum Vergleichen',
    trayCompare: 'Apps vergleichen',
    trayClear: 'Leeren',
    trayRemove: icu('{0} aus dem Vergleich entfernen'),
    trayNeedMore: `Wählen Sie mindestens ${COMPARE_MIN} Apps zum Vergleichen.`,
    empty: `Wählen Sie ${COMPARE_MIN} bis ${COMPARE_MAX} Apps zum Vergleichen: Nutzen Sie „Vergleichen“ auf ihren Karten oder Seiten.`,
    browseApps: 'Apps ansehen',
    notFound: (id) => `App ${id} ist nicht im Katalog.`,
    loadFailed: 'Die Apps konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  }),
  pair<typeof SITE_TEXT_UI_TEXTS>('SITE_TEXT_UI_TEXTS', {
    loading: 'Wird geladen …',
    loadFailed: 'Diese Seite konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    retry: 'Erneut versuchen',
    imprintIntro: `Wer ${PRODUCT_NAME} herausgibt und wie Sie uns erreichen.`,
    privacyIntro: 'Welche personenbezogenen Daten wir erheben, warum, und was wir nicht tun.',
  }),
  pair<typeof ERROR_TEXTS>('ERROR_TEXTS', {
    network: 'Es ist ein Netzwerkfehler aufgetreten, bitte versuchen Sie es später erneut',
    appNotFound: 'Die App wurde nicht gefunden.',
  }),
  pair<typeof LOAD_APPS_FAILURE>('LOAD_APPS_FAILURE', {
    text: 'Beim Laden der Apps ist ein Fehler aufgetreten.',
  }),
  pair<typeof LOAD_APP_FAILURE>('LOAD_APP_FAILURE', {
    text: 'Beim Laden der App ist ein Fehler aufgetreten.',
    notFoundText: 'Die App wurde nicht gefunden.',
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
  pair<typeof CONFIG_ERROR_TEXTS>('CONFIG_ERROR_TEXTS', {
    invalid: 'Der Showroom konnte nicht starten: Seine Konfiguration ist ungültig.',
    unreachable: 'Der Showroom konnte nicht starten: Seine Konfiguration konnte nicht geladen werden.',
    invalidProblems: 'Diese Einstellungen sind falsch:',
    unreachableProblems: 'Was passiert ist:',
    invalidHint: 'Der Betreiber dieser Installation muss /config/config.json korrigieren.',
    unreachableHint:
      'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut. Besteht das Problem weiter, muss der Betreiber den Server prüfen.',
    retry: 'Erneut versuchen',
  }),
  pair<typeof PROFILE_FACT_LABELS>('PROFILE_FACT_LABELS', {
    standards: 'Standards',
    'fhir.versions': 'FHIR-Versionen',
    'fhir.resources': 'FHIR-Ressourcen',
    'fhir.implementationGuides': 'Implementation Guides',
    'fhir.sandboxUrl': 'FHIR-Sandbox',
    'smart.launchTypes': 'SMART-Launch',
    'smart.clientType': 'SMART-Client',
    'smart.scopes': 'SMART-Scopes',
    'smart.launchUrl': 'SMART-Launch-URL',
    'smart.redirectUris': 'SMART-Redirect-URIs',
    'cdsHooks.hooks': 'CDS Hooks',
    'cdsHooks.discoveryUrl': 'CDS-Hooks-Discovery',
    'openehr.restApiVersion': 'openEHR-REST-API',
    'openehr.rmVersion': 'openEHR-Referenzmodell',
    'openehr.templates': 'openEHR-Templates',
    'openehr.cdrs': 'Getestet mit CDRs',
    'openehr.usesAql': 'Nutzt AQL',
    'openehr.demoCdrUrl': 'Demo-CDR',
    'classification.categories': 'Kategorien',
    'classification.audiences': 'Zielgruppe',
    'classification.platforms': 'Plattformen',
    'classification.languages': 'Sprachen',
    'classification.license': 'Lizenz',
    'classification.pricing': 'Preismodell',
    'classification.deviceClasses': 'Medizinprodukt',
  }),
  pair<typeof RUNS_ON_OTHER>('RUNS_ON_OTHER', { label: 'Andere' }),
  pair<typeof EVIDENCE_FACT_LABELS>('EVIDENCE_FACT_LABELS', {
    runsOn: 'Läuft auf',
    usedBy: 'Genutzt von',
    certifications: 'Zertifizierungen',
    'dataProtection.processingRegions': 'Datenverarbeitung in',
    'dataProtection.hosting': 'Hosting',
    'dataProtection.gdprDpa': 'Auftragsverarbeitungsvertrag (DSGVO)',
    'dataProtection.privacyPolicyUrl': 'Datenschutzerklärung',
  }),
  pair<typeof CERTIFICATION_LABELS>('CERTIFICATION_LABELS', {
    'medical-device': 'Medizinprodukte-Zertifikat',
    diga: 'Eintrag im DiGA-Verzeichnis',
    dipa: 'Eintrag im DiPA-Verzeichnis',
    'iso-27001': 'ISO/IEC 27001',
    'soc-2': 'SOC 2',
    c5: 'BSI C5',
    'bsi-tr-03161': 'BSI TR-03161',
    'onc-health-it': 'ONC-Health-IT-Zertifizierung',
    connectathon: 'Ergebnis eines IHE/HL7-Connectathons',
    inferno: 'Inferno-Testergebnis',
  }),
  pair<typeof HOSTING_LABELS>('HOSTING_LABELS', {
    'vendor-cloud': 'Cloud des Anbieters',
    'on-premises': 'Beim Kunden vor Ort',
    both: 'Cloud des Anbieters oder beim Kunden vor Ort',
  }),
];

export const functions: Catalogue['functions'] = {
  openScreenshotLabel: (n: number, count: number) => `Screenshot ${n} von ${count} im Vollbild öffnen`,
  noAppsMatchText,
  noAppsMatchFiltersText,
  showAppsText: (total: number | undefined) =>
    total === undefined ? 'Apps anzeigen' : `${apps(total)} anzeigen`,
  appCountText,
};
