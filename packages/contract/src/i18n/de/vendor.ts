/**
 * The vendor side: vendor information and registration, my apps, the app editor with its
 * interoperability profile, uploads, the status banner on an app's page, the snackbars and
 * confirmations, and the forms' validation messages.
 */
import type { CHECK_RUN_TEXTS } from '../../check-texts.ts';
import type { APP_GAP_TEXTS } from '../../app-gaps.ts';
import type { IMAGE_UPLOAD_TEXTS } from '../../image-shape.ts';
import type { MY_APPS_VENDOR_TEXTS, VENDOR_PAGE_TEXTS } from '../../status-machine.ts';
import {
  DESCRIPTION_MAX,
  EMAIL_LOCAL_PART_MAX,
  EMAIL_MAX,
  SHORT_DESCRIPTION_MAX,
  URL_MAX,
  VENDOR_DESCRIPTION_MAX,
  VENDOR_NAME_MAX,
  VERSION_MAX,
  COMBINING_MARKS_MAX,
} from '../../constants.ts';
import type { INTEROP_MESSAGES } from '../../interop.ts';
import type { EVIDENCE_MESSAGES } from '../../evidence.ts';
import type { EVIDENCE_FORM_TEXTS } from '../../evidence-form.ts';
import type { INTEROP_FORM_TEXTS } from '../../interop-editing.ts';
import type {
  APP_FORM_MESSAGES,
  CONFIRM_TEXTS,
  FAILURE_RULES,
  FAILURE_TEXTS,
  SUCCESS_TEXTS,
  VENDOR_FORM_MESSAGES,
} from '../../messages.ts';
import type { PUBLIC_URL_MESSAGES } from '../../public-url.ts';
import type { EDITOR_STEPS } from '../../routes.ts';
import type { TEXT_RULE_MESSAGES } from '../../text-rules.ts';
import type {
  EDITOR_TEXTS,
  MY_APPS_TEXTS,
  DISCARD_UPDATE_TEXTS,
  REJECTION_TEXTS,
  SUPPORT_TEXTS,
  UPLOAD_MESSAGES,
  VENDOR_BANNER_TEXTS,
  VENDOR_PROFILE_TEXTS,
} from '../../vendor-screens.ts';
import { icu, pair, type Catalogue, type Translation, type TranslationPair } from '../translate.ts';

const loading = 'Wird geladen …';

/** The failures with their rules; FAILURE_TEXTS (a copy made at load) gets the same texts below. */
const failureRules: Translation<typeof FAILURE_RULES> = {
  loadApps: { text: 'Beim Laden der Apps ist ein Fehler aufgetreten.' },
  loadApp: {
    text: 'Beim Laden der App ist ein Fehler aufgetreten.',
    notFoundText: 'Die App wurde nicht gefunden.',
  },
  loadMyApps: { text: 'Beim Laden Ihrer Apps ist ein Fehler aufgetreten.' },
  createApp: { text: 'Beim Erstellen Ihrer App ist ein Fehler aufgetreten.' },
  updateApp: { text: 'Beim Ändern Ihrer App-Informationen ist ein Fehler aufgetreten.' },
  appIcon: { text: 'Beim Ändern des Icons Ihrer App ist ein Fehler aufgetreten.' },
  addScreenshot: { text: 'Beim Hinzufügen des Screenshots zu Ihrer App ist ein Fehler aufgetreten.' },
  deleteScreenshot: { text: 'Beim Löschen des Screenshots Ihrer App ist ein Fehler aufgetreten.' },
  submitApp: { text: 'Beim Einreichen Ihrer App ist ein Fehler aufgetreten.' },
  deactivateApp: { text: 'Beim Deaktivieren Ihrer App ist ein Fehler aufgetreten.' },
  deleteApp: { text: 'Beim Löschen Ihrer App ist ein Fehler aufgetreten.' },
  createVendor: { text: 'Beim Übermitteln Ihrer Anbieterinformationen ist ein Fehler aufgetreten.' },
  updateVendor: { text: 'Beim Aktualisieren Ihrer Anbieterinformationen ist ein Fehler aufgetreten.' },
  vendorIcon: { text: 'Beim Ändern Ihres Anbieter-Icons ist ein Fehler aufgetreten.' },
  submitVendorRegistration: {
    text: 'Beim Einreichen Ihrer Anbieterregistrierung ist ein Fehler aufgetreten.',
  },
  adminApproveApp: { text: 'Beim Genehmigen der App ist ein Fehler aufgetreten' },
  adminRejectApp: { text: 'Beim Ablehnen der App ist ein Fehler aufgetreten' },
  adminActivateApp: { text: 'Beim Aktivieren der App ist ein Fehler aufgetreten' },
  adminDeactivateApp: { text: 'Beim Deaktivieren der App ist ein Fehler aufgetreten' },
  adminApproveVendor: { text: 'Beim Genehmigen des Anbieters ist ein Fehler aufgetreten' },
  adminRejectVendor: { text: 'Beim Ablehnen des Anbieters ist ein Fehler aufgetreten' },
  loadVendors: { text: 'Beim Laden der Apps ist ein Fehler aufgetreten.' },
};

const failureTexts = Object.fromEntries(
  Object.entries(failureRules).map(([key, rule]) => [key, rule.text]),
) as Translation<typeof FAILURE_TEXTS>;

export const pairs: readonly TranslationPair[] = [
  pair<typeof APP_GAP_TEXTS>('APP_GAP_TEXTS', {
    vendorHeading: 'Was Besuchern fehlen wird',
    vendorHint:
      'Sie können die App auch ohne diese Angaben einreichen; mit ihnen können Besucher Ihre App besser beurteilen.',
    adminHeading: 'Was dieser Version fehlt',
    demo: 'Eine Demo-Adresse: Besucher können die App nicht ausprobieren.',
    screenshots: 'Screenshots: Besucher sehen die App nicht, bevor sie sie ausprobieren.',
    profile:
      'Ein Interoperabilitätsprofil: Besucher sehen nicht, welche Standards die App nutzt, und die Live-Prüfungen haben nichts zu bestätigen.',
  }),
  pair<typeof SUCCESS_TEXTS>('SUCCESS_TEXTS', {
    appSubmitted: 'Ihre App wurde eingereicht',
    appDeactivated: 'Ihre App wurde deaktiviert',
    appDeleted: 'Ihre App wurde gelöscht',
    vendorCreated: 'Ihre Anbieterinformationen wurden erfolgreich übermittelt',
    vendorUpdated: 'Ihre Anbieterinformationen wurden erfolgreich aktualisiert',
    vendorRegistrationSubmitted:
      'Ihre Anbieterregistrierung wurde erfolgreich eingereicht. Sie erhalten eine E-Mail mit weiteren Anweisungen.',
    adminAppApproved: 'App wurde genehmigt',
    adminAppRejected: 'App wurde abgelehnt',
    adminAppActivated: 'App wurde aktiviert',
    adminAppDeactivated: 'App wurde deaktiviert',
    adminVendorApproved: 'Anbieter wurde genehmigt',
    adminVendorRejected: 'Anbieter wurde abgelehnt',
  }),
  pair<typeof FAILURE_RULES>('FAILURE_RULES', failureRules),
  pair<typeof FAILURE_TEXTS>('FAILURE_TEXTS', failureTexts),
  pair<typeof CONFIRM_TEXTS>('CONFIRM_TEXTS', {
    deleteApp: 'Möchten Sie diese App wirklich löschen?',
    deactivateApp: 'Möchten Sie diese App wirklich deaktivieren?',
    adminActivateApp: 'Möchten Sie diese App wirklich aktivieren?',
    adminDeactivateApp: 'Möchten Sie diese App wirklich deaktivieren?',
  }),
  pair<typeof APP_FORM_MESSAGES>('APP_FORM_MESSAGES', {
    nameRequired: 'Der Name darf nicht leer sein',
    nameInvalid: 'Ungültiger Name',
    descriptionShortRequired: 'Die Kurzbeschreibung darf nicht leer sein',
    descriptionShortTooLong: `Die Kurzbeschreibung darf höchstens ${SHORT_DESCRIPTION_MAX} Zeichen lang sein`,
    descriptionRequired: 'Die Beschreibung darf nicht leer sein',
    descriptionTooLong: `Die Beschreibung darf höchstens ${DESCRIPTION_MAX} Zeichen lang sein`,
    demoUrlFormat: 'Die Demo-URL muss das Format https://{host} haben, zum Beispiel https://demo.example.org',
    repoUrlFormat:
      'Die Repository-URL muss das Format https://{host} haben, zum Beispiel https://github.com/example/app',
    demoUrlTooLong: `Die Demo-URL darf höchstens ${URL_MAX} Zeichen lang sein`,
    repoUrlTooLong: `Die Repository-URL darf höchstens ${URL_MAX} Zeichen lang sein`,
    versionTooLong: `Die Version darf höchstens ${VERSION_MAX} Zeichen lang sein`,
  }),
  pair<typeof VENDOR_FORM_MESSAGES>('VENDOR_FORM_MESSAGES', {
    nameRequired: 'Der Anbietername darf nicht leer sein',
    nameTooLong: `Der Anbietername darf höchstens ${VENDOR_NAME_MAX} Zeichen lang sein`,
    descriptionRequired: 'Die Beschreibung darf nicht leer sein',
    descriptionTooLong: `Die Beschreibung darf höchstens ${VENDOR_DESCRIPTION_MAX} Zeichen lang sein`,
    websiteRequired: 'Die Website darf nicht leer sein',
    websiteFormat: 'Die Website muss das Format https://{host} haben, zum Beispiel https://www.example.org',
    websiteTooLong: `Die Website darf höchstens ${URL_MAX} Zeichen lang sein`,
    emailRequired: 'Die E-Mail-Adresse darf nicht leer sein',
    emailInvalid: 'Ungültige E-Mail-Adresse',
    emailTooLong: `Die E-Mail-Adresse darf höchstens ${EMAIL_MAX} Zeichen lang sein`,
    emailLocalPartTooLong: `Der Teil vor dem @ darf höchstens ${EMAIL_LOCAL_PART_MAX} Zeichen lang sein`,
  }),
  pair<typeof VENDOR_PAGE_TEXTS>('VENDOR_PAGE_TEXTS', {
    DRAFT:
      'Nachdem Sie Ihre Anbieterinformationen hinzugefügt und ein Icon festgelegt haben, können Sie Ihre Anbieterregistrierung einreichen.',
    WAITING_FOR_APPROVAL:
      'Ihre Anbieterregistrierung wurde eingereicht. Bitte warten Sie auf die Genehmigung. Sie erhalten eine E-Mail, sobald Ihre Registrierung genehmigt oder abgelehnt wurde.',
    APPROVED: 'Wenn Sie Ihre Anbieterinformationen ändern möchten, wenden Sie sich bitte an den Support.',
    DEACTIVATED:
      'Ihr Anbieterkonto ist deaktiviert. Bitte wenden Sie sich an den Support, wenn Sie es wieder nutzen möchten.',
    REJECTED: 'Ihre Anbieterregistrierung wurde abgelehnt. Grund:',
  }),
  pair<typeof MY_APPS_VENDOR_TEXTS>('MY_APPS_VENDOR_TEXTS', {
    DRAFT:
      'Ihre Anbieterregistrierung wurde noch nicht genehmigt. Bitte warten Sie die Prüfung Ihrer Anbieterregistrierung ab, bevor Sie Apps hinzufügen.',
    REJECTED:
      'Ihre Anbieterregistrierung wurde abgelehnt. Bitte aktualisieren Sie Ihre Anbieterinformationen und reichen Sie Ihre Registrierung erneut ein.',
    DEACTIVATED: 'Ihr Anbieterkonto ist deaktiviert. Bitte wenden Sie sich an den Support.',
  }),
  pair<typeof TEXT_RULE_MESSAGES>('TEXT_RULE_MESSAGES', {
    control:
      'Bitte entfernen Sie Steuerzeichen (etwa BEL, ESC oder Zeilenumbrüche in einem einzeiligen Feld)',
    direction:
      'Bitte entfernen Sie Zeichen, die die Schreibrichtung ändern (U+202A–U+202E, U+2066–U+2069); Links-nach-rechts- und Rechts-nach-links-Markierungen sind erlaubt',
    combining: `Bitte verwenden Sie höchstens ${COMBINING_MARKS_MAX} Akzente oder andere kombinierende Zeichen auf einem Buchstaben`,
    invalid: 'Bitte entfernen Sie Zeichen, die kein Text sind (Unicode-Nichtzeichen wie U+FFFF)',
    invisible: 'Bitte verwenden Sie mindestens einen sichtbaren Buchstaben, eine Ziffer oder ein Symbol',
  }),
  pair<typeof PUBLIC_URL_MESSAGES>('PUBLIC_URL_MESSAGES', {
    ipAddress: 'Bitte verwenden Sie einen Hostnamen, keine IP-Adresse',
    internalHost:
      'Bitte verwenden Sie eine öffentliche Adresse: lokale und interne Namen (localhost, .local, .internal, .corp und ähnliche) erreichen Besucher nicht',
    publicSuffix:
      'Bitte verwenden Sie einen Hostnamen unter einer öffentlichen Domain wie .com, .org oder .de',
    port: 'Der Port muss eine Zahl von 1 bis 65535 sein',
    mixedScripts:
      'Der Hostname mischt Alphabete (z. B. lateinische und kyrillische Buchstaben), wie es Nachahmungen anderer Adressen tun; bitte schreiben Sie ihn in einem Alphabet',
    hostShape:
      'Der Hostname ist ungültig: Verwenden Sie Buchstaben, Ziffern und Bindestriche zwischen Punkten, ohne Bindestrich am Anfang oder Ende eines Teils',
    emailDomain: 'Die E-Mail-Adresse braucht nach dem @ eine öffentliche Domain, z. B. name@firma.de',
    credentials:
      'Bitte lassen Sie Benutzername und Passwort aus der Adresse weg: nichts mit einem @ vor dem Host',
    httpsOnly:
      'Bitte verwenden Sie eine https://-Adresse: einfaches http:// ist nur für Server, die der Betreiber erlaubt',
  }),
  pair<typeof EVIDENCE_MESSAGES>('EVIDENCE_MESSAGES', {
    urlFormat: 'Bitte geben Sie eine https-URL ein',
    tooMany: icu('Höchstens {0} {1}'),
    duplicate: icu('{0} ist doppelt aufgeführt'),
    system: 'Bitte wählen Sie ein System aus der Liste',
    otherName: 'Bitte geben Sie den Namen des Systems ein',
    nameOnlyForOther: 'Ein Name wird nur bei „Andere“ angegeben',
    text: 'Bitte geben Sie einen Text mit höchstens 200 Zeichen in einer Zeile ein',
    version: 'Bitte geben Sie eine Version mit höchstens 50 Zeichen ein',
    organisation: 'Bitte geben Sie den Namen der Einrichtung ein',
    country: 'Bitte wählen Sie ein Land (ISO-3166-Code, z. B. DE)',
    region: icu('{0} ist kein Länder- oder Regionscode (z. B. DE, EU)'),
    since: 'Bitte geben Sie Jahr und Monat (JJJJ-MM) oder ein Datum (JJJJ-MM-TT) ein',
    quote: 'Bitte geben Sie ein Zitat mit höchstens 300 Zeichen ein',
    certificationType: 'Bitte wählen Sie eine Art aus der Liste',
    deviceClass: 'Bitte wählen Sie die Produktklasse',
    deviceClassOnlyForDevice: 'Eine Produktklasse wird nur bei einem Medizinprodukte-Zertifikat angegeben',
    identifier: 'Bitte geben Sie die Nummer oder Kennung wie angegeben ein (höchstens 100 Zeichen)',
    date: 'Bitte geben Sie ein Datum ein (JJJJ-MM-TT)',
    expiresBeforeIssued: 'Das Ablaufdatum kann nicht vor dem Ausstellungsdatum liegen',
    hosting: 'Bitte wählen Sie, wo die Daten gehostet werden',
    lists: {
      runsOn: 'Systeme',
      usedBy: 'Referenzeinrichtungen',
      certifications: 'Zertifizierungen',
      regions: 'Länder oder Regionen',
    },
  }),
  pair<typeof EVIDENCE_FORM_TEXTS>('EVIDENCE_FORM_TEXTS', {
    heading: 'Wo sie läuft, wer sie nutzt, Zertifizierungen',
    intro: 'Alles ist optional und wird als Ihre Angabe gezeigt. Nennen Sie nur Einrichtungen, nie Personen.',
    runsOn: 'Läuft auf',
    system: 'System',
    otherName: 'Name des Systems',
    version: 'Version (optional)',
    marketplaceUrl: 'Eintrag im Marktplatz (optional, https)',
    addSystem: 'System hinzufügen',
    usedBy: 'Genutzt von (Referenzeinrichtungen)',
    organisation: 'Einrichtung',
    country: 'Land (ISO-Code, z. B. DE)',
    since: 'Seit (JJJJ-MM oder JJJJ-MM-TT)',
    siteUrl: 'Website (optional, https)',
    quote: 'Zitat (optional)',
    addSite: 'Referenzeinrichtung hinzufügen',
    certifications: 'Zertifizierungen',
    type: 'Art',
    deviceClass: 'Produktklasse',
    issuer: 'Aussteller (optional)',
    identifier: 'Nummer oder Kennung (optional)',
    issuedOn: 'Ausgestellt am (optional, JJJJ-MM-TT)',
    expiresOn: 'Gültig bis (optional, JJJJ-MM-TT)',
    recordUrl: 'Öffentlicher Nachweis (optional, https)',
    addCertification: 'Zertifizierung hinzufügen',
    dataProtection: 'Datenschutz',
    processingRegions: 'Datenverarbeitung in (ISO-Codes durch Kommas getrennt, z. B. DE, EU)',
    hosting: 'Hosting',
    gdprDpa: 'Auftragsverarbeitungsvertrag (DSGVO)',
    notDeclared: 'Nicht angegeben',
    yes: 'Verfügbar',
    no: 'Nicht verfügbar',
    privacyPolicyUrl: 'Datenschutzerklärung (optional, https)',
    choose: 'Bitte wählen…',
    remove: icu('{0} entfernen'),
    systemN: icu('System {0}'),
    siteN: icu('Referenzeinrichtung {0}'),
    certificationN: icu('Zertifizierung {0}'),
  }),
  pair<typeof INTEROP_MESSAGES>('INTEROP_MESSAGES', {
    urlFormat: 'Bitte geben Sie eine https-URL ein',
    appUrlFormat: 'Bitte geben Sie die https-URL der App ein (https://…, oder http://… in einem Intranet)',
    serverUrlFormat:
      'Bitte geben Sie die Basis-URL des Servers ein (https://…, oder http://… in einem Intranet)',
    duplicate: icu('{0} ist doppelt aufgeführt'),
    tooMany: icu('Höchstens {0} {1}'),
    unknownResource: (name, versions) => `${name} ist in ${versions.join(', ')} kein FHIR-Ressourcentyp`,
    igPackageId: 'Bitte geben Sie eine FHIR-Paket-ID ein, z. B. hl7.fhir.us.core',
    igVersion: 'Bitte geben Sie eine Paketversion ein, z. B. 6.1.0',
    smartScope: icu(
      '{0} ist kein SMART-Scope (z. B. patient/Observation.rs, user/*.read, launch/patient, openid)',
    ),
    hookName: 'Bitte geben Sie einen Hook-Namen in Kleinbuchstaben mit Bindestrichen ein, z. B. patient-view',
    templateId: 'Bitte geben Sie die Template-ID so ein, wie sie im Template steht (ohne Zeilenumbrüche)',
    cdrName: 'Bitte geben Sie den Namen des CDR ein',
    language: icu('{0} ist kein Sprach-Tag (z. B. en, de-CH, pt-BR)'),
    license: 'Bitte wählen Sie eine SPDX-Lizenz-ID (z. B. Apache-2.0) oder proprietary',
    deviceNone: '„Kein Medizinprodukt“ kann nicht mit einer Geräteklasse kombiniert werden',
    anyFhirVersion: 'allen FHIR-Versionen',
    fhirNotDeclared: 'Wählen Sie HL7 FHIR unter „Standards“, um FHIR-Angaben zu machen',
    openehrNotDeclared: 'Wählen Sie openEHR unter „Standards“, um openEHR-Angaben zu machen',
    smartNeedsStandard:
      'Wählen Sie HL7 FHIR oder openEHR unter „Standards“, um einen SMART-Launch zu beschreiben',
    lists: {
      versions: 'Versionen',
      resourceTypes: 'Ressourcentypen',
      implementationGuides: 'Implementation Guides',
      launchTypes: 'Launch-Typen',
      scopes: 'Scopes',
      redirectUris: 'Redirect-URIs',
      hooks: 'Hooks',
      templates: 'Templates',
      cdrs: 'CDRs',
      categories: 'Kategorien',
      audiences: 'Zielgruppen',
      platforms: 'Plattformen',
      languages: 'Sprachen',
      deviceClasses: 'Geräteklassen',
      standards: 'Standards',
    },
  }),
  pair<typeof INTEROP_FORM_TEXTS>('INTEROP_FORM_TEXTS', {
    heading: 'Interoperabilitätsprofil',
    intro:
      'Welche Standards die App nutzt und wie sie eingeordnet ist. Alle Angaben sind freiwillig: Was Sie leer lassen, gilt als nicht angegeben.',
    standards: 'Standards',
    standardsHint:
      'Kreuzen Sie die Standards an, die die App nutzt, um sie näher zu beschreiben: HL7 FHIR öffnet FHIR, SMART und CDS Hooks; openEHR öffnet openEHR und SMART.',
    keptNote: icu(
      'Ihre Angaben zu {0} bleiben beim Bearbeiten erhalten, werden aber nur gespeichert, wenn {1} angekreuzt {2, plural, =0 {ist} one {ist} other {sind}}.',
    ),
    and: 'und',
    or: 'oder',
    notDeclared: 'Nicht angegeben',
    remove: icu('{0} entfernen'),
    fhirVersions: 'FHIR-Versionen',
    resourceTypes: 'FHIR-Ressourcentypen',
    resourceSearch: 'Suchen, z. B. Observation',
    resourceTypesOf: icu('Die Ressourcentypen von FHIR {0}.'),
    resourceTypesAll:
      'Die Ressourcentypen aller FHIR-Versionen; wählen Sie oben Versionen aus, um sie einzugrenzen.',
    resourceKeys: 'Tippen Sie zum Suchen; wählen Sie mit den Pfeiltasten und der Eingabetaste.',
    noResourceMatch: icu('Kein FHIR-Ressourcentyp passt zu {0}'),
    implementationGuides: 'Implementation Guides',
    implementationGuide: icu('Implementation Guide {0}'),
    packageId: 'Paket-ID',
    packageVersion: 'Paketversion',
    removeImplementationGuide: 'Implementation Guide entfernen',
    addImplementationGuide: 'Implementation Guide hinzufügen',
    sandboxUrl: 'FHIR-Sandbox-URL',
    sandboxUrlHint: 'Die Basis-URL eines öffentlichen FHIR-Servers, auf dem die App ausprobiert werden kann.',
    launchTypes: 'Launch-Typen',
    clientType: 'Client-Typ',
    scopes: 'SMART-Scopes',
    scopesHint: 'Ein Scope pro Zeile, z. B. patient/Observation.rs, launch/patient, openid.',
    launchUrl: 'Launch-URL',
    launchUrlHint: 'Die Adresse, die ein Primärsystem zum Start der App öffnet (mit iss und launch).',
    redirectUris: 'Redirect-URIs',
    redirectUrisHint:
      'Eine Adresse pro Zeile. Die Live-Prüfung vergleicht beide mit dem SMART-App-Manifest, das die App veröffentlicht (.well-known/smart/manifest.json).',
    hooks: 'Hooks',
    addHook: 'Hook hinzufügen',
    hooksHint: 'Die Hooks, auf die die CDS-Services der App antworten, z. B. patient-view.',
    discoveryUrl: 'CDS-Hooks-Discovery-URL',
    discoveryUrlHint: 'Die Basis-URL, unter deren /cds-services die Services aufgeführt sind.',
    restApiVersion: 'REST-API-Version',
    rmVersion: 'RM-Version',
    templates: 'Templates',
    template: icu('Template {0}'),
    templateId: 'Template-ID',
    ckmUrl: 'CKM-URL (optional)',
    removeTemplate: 'Template entfernen',
    addTemplate: 'Template hinzufügen',
    cdrs: 'Getestet mit CDRs',
    addCdr: 'CDR hinzufügen',
    cdrsHint: 'Die klinischen Datenrepositorys, mit denen die App getestet wurde.',
    usesAql: 'Nutzt AQL',
    yes: 'Ja',
    no: 'Nein',
    demoCdrUrl: 'Demo-CDR-URL',
    classification: 'Einordnung',
    categories: 'Kategorien',
    categoriesFull: icu(
      '{0} von {0} Kategorien gewählt: Entfernen Sie ein Häkchen, um eine andere zu wählen.',
    ),
    categoriesHint: icu('Wählen Sie bis zu {0}.'),
    audience: 'Zielgruppe',
    platforms: 'Plattformen',
    languages: 'Sprachen',
    addLanguage: 'Sprache hinzufügen',
    languagesHint: 'Die Sprachen der Benutzeroberfläche der App als BCP-47-Tags, z. B. en, de-CH, pt-BR.',
    licence: 'Lizenz',
    licenceHint: 'Eine SPDX-Lizenz-ID wie Apache-2.0 oder MIT, oder proprietary.',
    pricing: 'Preismodell',
    medicalDevice: 'Medizinprodukt',
    medicalDeviceHint: '„Kein Medizinprodukt“ steht für sich; die Klassen lassen sich kombinieren.',
  }),
  pair<typeof UPLOAD_MESSAGES>('UPLOAD_MESSAGES', {
    notAnImage: 'Bitte wählen Sie ein PNG-, JPEG-, WebP-, AVIF- oder GIF-Bild.',
    tooLarge: 'Diese Datei ist größer als 2 MB. Bitte wählen Sie eine kleinere.',
    previews: icu('Vorschau: {0}'),
    previewAlt: icu('Vorschau von {0}'),
  }),
  pair<typeof EDITOR_TEXTS>('EDITOR_TEXTS', {
    rejected: 'Ihre App wurde abgelehnt. Grund:',
    saveFirst:
      'Speichern Sie zuerst die App-Informationen; danach können Sie ein Icon und Screenshots hinzufügen.',
    noIcon: 'Noch kein Icon.',
    noScreenshots: 'Noch keine Screenshots.',
    conflictHint:
      'Laden Sie die App neu, um die neueste Version zu sehen; Ihre nicht gespeicherten Änderungen gehen dabei verloren.',
    reload: 'Neu laden',
    loading,
    steps: 'Schritte des Editors',
    back: 'Zurück',
    next: 'Weiter',
    save: 'Speichern',
    infoForm: 'App-Informationen',
    name: 'Name',
    descriptionShort: 'Kurzbeschreibung',
    description: 'Beschreibung',
    demoUrl: 'Demo-URL',
    repoUrl: 'Repository-URL',
    version: 'Version',
    iconSection: 'App-Icon',
    iconAlt: icu('Icon von {0}'),
    icon: 'Icon',
    uploadingIcon: 'Icon wird hochgeladen',
    uploadIcon: 'Icon hochladen',
    iconChanged: 'Das Icon Ihrer App wurde geändert.',
    screenshotsSection: 'Screenshots',
    screenshotAlt: icu('Screenshot {0} von {1}'),
    screenshotCaption: icu('Screenshot {0}'),
    deleteScreenshot: 'Screenshot löschen',
    screenshot: 'Screenshot',
    uploadingScreenshots: 'Screenshots werden hochgeladen',
    addScreenshot: 'Screenshot hinzufügen',
    previewSection: 'Vorschau',
    submitForReview: 'Zur Prüfung einreichen',
    submitUnavailable:
      'Nur ein Entwurf oder eine abgelehnte Version kann eingereicht werden; diese Version enthält nichts Neues zum Einreichen.',
    requiredLegend: 'Mit * markierte Felder sind Pflichtfelder.',
    charactersUsed: icu('{0} von {1} Zeichen'),
    nameFixed: 'Den Namen einer veröffentlichten App kann der Support ändern.',
    markdownHelp:
      'Sie können Markdown verwenden: **fett**, *kursiv*, # Überschriften, - Listen, [Links](https://…) und `Code`; HTML wird nicht angezeigt. Der Schritt Vorschau zeigt den Text so, wie Besucher ihn sehen.',
    saveNeeds: icu('Speichern ist möglich, sobald diese Felder richtig ausgefüllt sind: {0}.'),
    stepsNeedIcon: 'Zurück und Weiter sind möglich, sobald die App ein Icon hat: Wählen Sie oben ein Bild.',
    unsavedTitle: 'Ohne Speichern verlassen?',
    unsavedMessage:
      'Ihre Änderungen an den App-Informationen sind nicht gespeichert. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
    stay: 'Bleiben',
    leave: 'Ohne Speichern verlassen',
  }),
  pair<typeof EDITOR_STEPS>('EDITOR_STEPS', [
    { label: 'Info', title: 'App-Informationen bearbeiten' },
    { label: 'Icon', title: 'App-Icon bearbeiten' },
    { label: 'Screenshots', title: 'Screenshots bearbeiten' },
    { label: 'Vorschau', title: 'App-Vorschau' },
  ]),
  pair<typeof MY_APPS_TEXTS>('MY_APPS_TEXTS', {
    loading,
    yourApps: 'Ihre Apps',
    appActions: 'App-Aktionen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    deactivate: 'Deaktivieren',
    addAfterApproval:
      'Ihre Anbieterregistrierung wartet auf die Genehmigung. Bitte warten Sie die Prüfung Ihrer Anbieterregistrierung ab, bevor Sie Apps hinzufügen.',
  }),
  pair<typeof VENDOR_PROFILE_TEXTS>('VENDOR_PROFILE_TEXTS', {
    loading,
    loadFailed:
      'Ihre Anbieterinformationen konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    loadFailedTitle: 'Ihre Anbieterinformationen konnten nicht geladen werden.',
    tryAgainLater: 'Bitte versuchen Sie es später erneut.',
    form: 'Anbieterinformationen',
    vendorName: 'Anbietername',
    description: 'Beschreibung',
    website: 'Website',
    email: 'E-Mail',
    save: 'Speichern',
    icon: 'Icon',
    vendorIcon: 'Anbieter-Icon',
    uploadingVendorIcon: 'Anbieter-Icon wird hochgeladen',
    uploadIcon: 'Icon hochladen',
    registration: 'Registrierung',
    submitRegistration: 'Registrierung einreichen',
  }),
  pair<typeof IMAGE_UPLOAD_TEXTS>('IMAGE_UPLOAD_TEXTS', {
    empty: 'Die Datei ist leer.',
    tooLarge: icu('Die Datei ist größer als {0} MB.'),
    unsupportedType: 'Die Datei ist kein unterstütztes Bild (PNG, JPEG, WebP, AVIF oder GIF).',
    unreadable:
      'Das Bild konnte nicht gelesen werden; die Datei ist möglicherweise beschädigt oder unvollständig.',
    sideTooLong: icu(
      'Das Bild ist zu groß: höchstens {0} Pixel je Seite sind erlaubt; dieses Bild ist {1}x{2} Pixel groß.',
    ),
    tooManyPixels: icu(
      'Das Bild ist zu groß: höchstens {0} Megapixel (zum Beispiel 8000x5000) sind erlaubt; dieses Bild ist {1}x{2} Pixel groß.',
    ),
    iconNotSquare: icu(
      'Das Icon muss quadratisch sein, zum Beispiel {0}x{0} Pixel; dieses Bild ist {1}x{2} Pixel groß.',
    ),
    screenshotShape: icu(
      'Screenshots werden in einem breiten 16:10-Rahmen gezeigt: Verwenden Sie ein Querformat zwischen 5:4 und 21:9, zum Beispiel {0}x{1} Pixel; dieses Bild ist {2}x{3} Pixel groß.',
    ),
    busy: 'Gerade werden viele Bilder verarbeitet. Bitte versuchen Sie das Hochladen gleich noch einmal.',
  }),
  pair<typeof VENDOR_BANNER_TEXTS>('VENDOR_BANNER_TEXTS', {
    banner: 'Status Ihrer App',
    status: 'Status',
    edit: 'Bearbeiten',
    viewPreview: 'Vorschau ansehen',
    viewPublished: 'Veröffentlichte Version ansehen',
  }),
  pair<typeof CHECK_RUN_TEXTS>('CHECK_RUN_TEXTS', {
    confirmed: icu('Bestätigt: {0}.'),
    notConfirmed: icu('Nicht bestätigt: {0}.'),
    notReached: icu('Nicht erreicht: {0}.'),
  }),
  pair<typeof DISCARD_UPDATE_TEXTS>('DISCARD_UPDATE_TEXTS', {
    menuItem: 'Aktualisierung verwerfen',
    confirm: 'Möchten Sie diese Aktualisierung wirklich verwerfen?',
    discarded: icu('Ihre Aktualisierung wurde verworfen; Version {0} bleibt veröffentlicht'),
    discardedUnnamed: 'Ihre Aktualisierung wurde verworfen; die veröffentlichte Version bleibt online',
  }),
  pair<typeof REJECTION_TEXTS>('REJECTION_TEXTS', {
    appRejected: 'Ihre App wurde abgelehnt:',
    updateRejected: 'Ihre Aktualisierung wurde abgelehnt:',
    liveVersion: icu('Version {0} bleibt veröffentlicht.'),
    liveUnnamed: 'Die veröffentlichte Version bleibt online.',
    appRejectedTitle: 'Ihre App wurde abgelehnt. Grund:',
    updateRejectedTitle: 'Ihre Aktualisierung wurde abgelehnt. Grund:',
  }),
  pair<typeof SUPPORT_TEXTS>('SUPPORT_TEXTS', {
    contact: 'Support:',
  }),
];

export const functions: Catalogue['functions'] = {
  vendorIconAlt: (name: string) => `Anbieter-Icon von ${name}`,
};
