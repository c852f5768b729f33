/**
 * The admin side and the signed-in shell: the admin lists and review actions, the change view, the
 * audit history, the statuses, the reject dialog, the header's user menu, the signed-in pages' titles
 * and the sign-in pages.
 */
import type {
  ADMIN_APP_ACTION_TEXTS,
  ADMIN_TEXTS,
  ADMIN_VENDOR_ACTION_TEXTS,
  APP_DIFF_FIELD_LABELS,
  AUDIT_ACTION_LABELS,
} from '../../admin-screens.ts';
import { REASON_MAX } from '../../constants.ts';
import type { MENU_TEXTS } from '../../menu.ts';
import type { ADMIN_LIST_EMPTY_TEXTS } from '../../admin-list-texts.ts';
import type { REASON_TEXTS, REJECT_FORM_MESSAGES, UI_TEXTS } from '../../messages.ts';
import type { ACCOUNT_PAGE_TITLES } from '../../routes.ts';
import type { AUTH_TEXTS } from '../../auth-texts.ts';
import type {
  APP_STATUS_LABELS,
  APP_UPDATE_STATUS_LABELS,
  APP_LIVE_MARKER_TEXTS,
  VENDOR_STATUS_LABELS,
} from '../../status-machine.ts';
import { pair, type Catalogue, type Translation, type TranslationPair } from '../translate.ts';

const LIST_EMPTY: Translation<typeof ADMIN_LIST_EMPTY_TEXTS> = {
  emptySubmittedApps: 'Es warten keine Apps auf Genehmigung.',
  emptyDeactivatedApps: 'Es gibt keine deaktivierten Apps.',
  emptyApprovedApps: 'Es gibt keine veröffentlichten Apps.',
  emptySubmittedVendors: 'Derzeit sind keine Anbieter zu genehmigen.',
  emptyVendors: 'Es sind keine Anbieter vorhanden.',
};

export const pairs: readonly TranslationPair[] = [
  pair<typeof ADMIN_APP_ACTION_TEXTS>('ADMIN_APP_ACTION_TEXTS', {
    approve: 'Genehmigen',
    reject: 'Ablehnen',
    activate: 'Aktivieren',
    deactivate: 'Deaktivieren',
  }),
  pair<typeof ADMIN_VENDOR_ACTION_TEXTS>('ADMIN_VENDOR_ACTION_TEXTS', {
    approve: 'Genehmigen',
    reject: 'Ablehnen',
  }),
  pair<typeof ADMIN_TEXTS>('ADMIN_TEXTS', {
    appTabsLabel: 'App-Listen',
    vendorTabsLabel: 'Anbieterlisten',
    vendorTableLabel: 'Anbieter',
    columnIcon: 'Icon',
    columnName: 'Name',
    columnDescription: 'Beschreibung',
    columnContact: 'E-Mail & Website',
    columnActions: 'Aktionen',
    noVendorIcon: 'Kein Anbieter-Icon',
    loading: 'Wird geladen …',
    working: 'Wird ausgeführt …',
    retry: 'Erneut versuchen',
    cancel: 'Abbrechen',
    viewUpdate: 'Aktualisierung in Prüfung ansehen',
    reviewRegion: 'Prüfung',
    changesHeading: 'Änderungen in dieser Aktualisierung',
    changesLoading: 'Die veröffentlichte Version wird geladen …',
    changesLoadFailed:
      'Die veröffentlichte Version konnte nicht geladen werden, daher können die Änderungen nicht angezeigt werden.',
    noChanges: 'Diese Aktualisierung ändert nichts, was angezeigt wird.',
    fieldColumn: 'Feld',
    publishedColumn: 'Veröffentlicht',
    proposedColumn: 'Vorgeschlagen',
    changed: 'Geändert',
    unchangedFields: 'Unverändert:',
    textsUnchanged: 'Die Texte sind unverändert.',
    iconHeading: 'Icon',
    iconChanged: 'Das Icon ändert sich.',
    publishedIcon: 'Veröffentlichtes Icon',
    proposedIcon: 'Vorgeschlagenes Icon',
    noIcon: 'Kein Icon',
    screenshotsAdded: 'Hinzugefügte Screenshots',
    screenshotsRemoved: 'Entfernte Screenshots',
    historyHeading: 'Verlauf',
    historyEmpty: 'Noch kein Verlauf.',
    historyLoadFailed: 'Der Verlauf konnte nicht geladen werden.',
    showMore: 'Mehr anzeigen',
    showHistory: 'Verlauf anzeigen',
    hideHistory: 'Verlauf ausblenden',
    reasonLabel: 'Grund:',
    transitionTo: 'zu',
    reviewActions: 'Prüfaktionen',
    reject: 'Ablehnen',
    reasonField: 'Grund',
    emptyText: '(leer)',
    opensInNewTab: '(öffnet in einem neuen Tab)',
  }),
  pair<typeof APP_DIFF_FIELD_LABELS>('APP_DIFF_FIELD_LABELS', {
    name: 'Name',
    descriptionShort: 'Kurzbeschreibung',
    description: 'Beschreibung',
    demoUrl: 'Demo-URL',
    repoUrl: 'Repository-URL',
    version: 'Version',
  }),
  pair<typeof AUDIT_ACTION_LABELS>('AUDIT_ACTION_LABELS', {
    submit: 'Eingereicht',
    resubmit: 'Erneut eingereicht',
    approve: 'Genehmigt',
    reject: 'Abgelehnt',
    deactivate: 'Deaktiviert',
    activate: 'Aktiviert',
    create: 'Erstellt',
    update: 'Aktualisiert',
    delete: 'Gelöscht',
    icon: 'Icon geändert',
    screenshots: 'Screenshots geändert',
  }),
  pair<typeof APP_STATUS_LABELS>('APP_STATUS_LABELS', {
    DRAFT: 'Entwurf',
    WAITING_FOR_APPROVAL: 'In Prüfung',
    ACTIVE: 'Veröffentlicht',
    REJECTED: 'Abgelehnt',
    DEACTIVATED: 'Deaktiviert',
  }),
  pair<typeof APP_UPDATE_STATUS_LABELS>('APP_UPDATE_STATUS_LABELS', {
    DRAFT: 'Neuer Entwurf',
    WAITING_FOR_APPROVAL: 'Aktualisierung in Prüfung',
    REJECTED: 'Aktualisierung abgelehnt',
  }),
  pair<typeof APP_LIVE_MARKER_TEXTS>('APP_LIVE_MARKER_TEXTS', { live: 'Online' }),
  pair<typeof VENDOR_STATUS_LABELS>('VENDOR_STATUS_LABELS', {
    DRAFT: 'Entwurf',
    WAITING_FOR_APPROVAL: 'In Prüfung',
    APPROVED: 'Genehmigt',
    REJECTED: 'Abgelehnt',
    DEACTIVATED: 'Deaktiviert',
  }),
  pair<typeof REJECT_FORM_MESSAGES>('REJECT_FORM_MESSAGES', {
    reasonRequired: 'Der Grund darf nicht leer sein',
    reasonTooLong: `Der Grund darf höchstens ${REASON_MAX} Zeichen lang sein`,
  }),
  pair<typeof REASON_TEXTS>('REASON_TEXTS', {
    noReason: 'Kein Grund angegeben.',
  }),
  pair<typeof ADMIN_LIST_EMPTY_TEXTS>('ADMIN_LIST_EMPTY_TEXTS', LIST_EMPTY),
  pair<typeof UI_TEXTS>('UI_TEXTS', {
    // The start page's and header's texts (PUBLIC_UI_TEXTS, de/public.ts), copied into UI_TEXTS.
    startHeading: 'Entdecken Sie, wo digitale Gesundheit lebendig wird',
    catalogueHeading: 'Apps entdecken',
    loginRegister: 'Anmelden/Registrieren',
    updatePassword: 'Passwort ändern',
    logout: 'Abmelden',
    addNewApp: 'Neue App hinzufügen',
    iconGuidance: 'Quadratisch, 244 × 244 Pixel, max. 2 MB.',
    screenshotGuidance: 'Max. 2 MB, ähnliches Seitenverhältnis.',
    ...LIST_EMPTY,
    rejectDialogTitle: 'Grund der Ablehnung:',
  }),
  pair<typeof ACCOUNT_PAGE_TITLES>('ACCOUNT_PAGE_TITLES', {
    previewApp: 'App-Vorschau',
    registerVendor: 'Als Anbieter registrieren',
    myVendorInfo: 'Meine Anbieterinformationen',
    myApps: 'Meine Apps',
    mySandbox: 'Meine Sandbox',
    adminDashboard: 'Übersicht',
    adminApps: 'App-Verwaltung',
    adminVendors: 'Anbieterverwaltung',
    submittedApps: 'Eingereichte Apps',
    deactivatedApps: 'Deaktivierte Apps',
    approvedApps: 'Genehmigte Apps',
    submittedVendors: 'Eingereichte Anbieter',
    approvedVendors: 'Genehmigte Anbieter',
    rejectedVendors: 'Abgelehnte Anbieter',
    signingIn: 'Anmeldung',
  }),
  pair<typeof MENU_TEXTS>('MENU_TEXTS', {
    userMenu: 'Benutzermenü',
    signedInAs: 'Angemeldet als',
  }),
  pair<typeof AUTH_TEXTS>('AUTH_TEXTS', {
    pageNotAvailable: 'Diese Seite ist nicht verfügbar.',
    accessDenied: 'Sie haben keinen Zugriff auf diese Seite.',
    accessDeniedHint:
      'Wenn Sie Zugriff haben sollten, melden Sie sich mit einem anderen Konto an oder wenden Sie sich an den Support.',
    loginFailed: 'Die Anmeldeseite konnte nicht geöffnet werden.',
    pleaseSignIn: 'Bitte melden Sie sich an',
    redirecting: 'Sie werden zur Anmeldeseite weitergeleitet …',
    callbackFailed: 'Die Anmeldung konnte nicht abgeschlossen werden.',
    callbackFailedHint:
      'Der Anmeldelink ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.',
    toStartPage: 'Zur Startseite',
    signingIn: 'Sie werden angemeldet …',
    oneMoment: 'Einen Moment bitte.',
  }),
];

export const functions: Catalogue['functions'] = {
  vendorHistoryLabel: (name: string): string => `Verlauf von ${name}`,
  auditAppLabel: (appId: number): string => `App ${appId}`,
  auditDeletedAppLabel: (appId: number): string => `App ${appId} (gelöscht)`,
  addedScreenshotAlt: (n: number): string => `Hinzugefügter Screenshot ${n}`,
  removedScreenshotAlt: (n: number): string => `Entfernter Screenshot ${n}`,
  lastRejectionLabel: (name: string): string => `Grund der letzten Ablehnung von ${name}:`,
};
