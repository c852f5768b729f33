/** The admin dashboard (issue 18): waiting reviews, the charts and their tables, failing demos, the CSV export. */
import type { DASHBOARD_STATE_LABELS, DASHBOARD_TEXTS } from '../../dashboard.ts';
import { icu, pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof DASHBOARD_TEXTS>('DASHBOARD_TEXTS', {
    waitingHeading: 'Warten auf Prüfung',
    waitingVendors: 'Wartende Anbieter',
    waitingApps: 'Wartende Apps',
    oldestSince: icu('Am längsten wartend seit {0} ({1, plural, one {# Tag} other {# Tage}})'),
    noVendorsWaiting: 'Es warten keine Anbieter',
    noAppsWaiting: 'Es warten keine Apps',
    reviewVendors: 'Anbieter prüfen',
    reviewApps: 'Apps prüfen',
    reviewsHeading: 'Genehmigungen und Ablehnungen pro Woche',
    reviewsSummary: icu(
      'Balkendiagramm: {0, plural, one {# Genehmigung} other {# Genehmigungen}} und {1, plural, one {# Ablehnung} other {# Ablehnungen}} in den letzten {2} Wochen',
    ),
    approvals: 'Genehmigungen',
    rejections: 'Ablehnungen',
    weekColumn: 'Woche',
    statusHeading: 'Apps nach Status',
    statusColumn: 'Status',
    standardHeading: 'Veröffentlichte Apps nach Standard',
    standardColumn: 'Standard',
    categoryHeading: 'Veröffentlichte Apps nach Kategorie',
    categoryColumn: 'Kategorie',
    countColumn: 'Apps',
    chartSummary: icu('Balkendiagramm, {0}: {1}'),
    showTable: 'Als Tabelle anzeigen',
    failingHeading: 'Fehlschlagende Demos',
    noFailingDemos: 'Alle veröffentlichten Demos antworten',
    appColumn: 'App',
    vendorColumn: 'Anbieter',
    failingSinceColumn: 'Fehlschlagend seit',
    failuresColumn: 'Fehlgeschlagene Prüfungen in Folge',
    auditHeading: 'Audit-Verlauf',
    downloadAudit: 'Audit-Verlauf herunterladen (CSV)',
    downloading: 'Der Download wird vorbereitet …',
    downloadFailed: 'Der Audit-Verlauf konnte nicht heruntergeladen werden.',
    loadFailed: 'Die Übersicht konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    loading: 'Wird geladen …',
  }),
  pair<typeof DASHBOARD_STATE_LABELS>('DASHBOARD_STATE_LABELS', {
    DRAFT: 'Entwurf',
    WAITING_FOR_APPROVAL: 'In Prüfung',
    REJECTED: 'Abgelehnt',
    ACTIVE: 'Veröffentlicht',
    UPDATE_DRAFT: 'Veröffentlicht, neuer Entwurf',
    UPDATE_WAITING_FOR_APPROVAL: 'Veröffentlicht, Aktualisierung in Prüfung',
    UPDATE_REJECTED: 'Veröffentlicht, Aktualisierung abgelehnt',
    DEACTIVATED: 'Deaktiviert',
  }),
];

export const functions: Catalogue['functions'] = {};
