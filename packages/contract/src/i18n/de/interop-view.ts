/** An app's interoperability and evidence sections and its live checks' results and history (also the compare page's and the vendor's screens use them); they load with those sections, after the page's first view. */
import { CHECK_NOW_PER_HOUR, REPORTS_A_VALUE } from '../../check-limits.ts';
import type { CHECK_KIND_LABELS, CHECK_OUTCOME_LABELS, CHECK_TEXTS } from '../../check-texts.ts';
import { formatDate } from '../../constants.ts';
import type { CLINICAL_VIEW_TEXTS, EVIDENCE_VIEW_TEXTS } from '../../evidence-texts.ts';
import type { INTEROP_VIEW_TEXTS } from '../../interop-view-texts.ts';
import { icu, pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof CHECK_TEXTS>('CHECK_TEXTS', {
    disabled: 'Live-Prüfungen sind in diesem Showroom ausgeschaltet.',
    nothingToCheck:
      'Diese App gibt keine Adresse zum Prüfen an: Fügen Sie eine FHIR-Sandbox, eine CDS-Hooks-Discovery- oder Demo-CDR-URL, eine Demo oder ein Repository hinzu.',
    tooSoon:
      'Diese App wurde gerade erst geprüft. Bitte warten Sie eine Minute, bevor Sie sie erneut prüfen.',
    draftNotChecked:
      'Entwürfe werden geprüft, wenn Sie sie einreichen: „Jetzt prüfen“ prüft Apps in Prüfung und veröffentlichte Apps.',
    budgetSpent: `Sie haben Ihre ${CHECK_NOW_PER_HOUR} Live-Prüfungen der letzten Stunde aufgebraucht. Bitte versuchen Sie es später erneut; veröffentlichte Apps werden außerdem regelmäßig geprüft.`,
    declared: 'Vom Anbieter angegeben',
    notCheckable: (why) =>
      why ? `Vom Anbieter angegeben (nicht prüfbar: ${why})` : 'Vom Anbieter angegeben (nicht prüfbar)',
    confirmedOn: (finishedAt) => `Durch eine Live-Prüfung am ${formatDate(finishedAt)} bestätigt`,
    notConfirmed: (fact) =>
      fact.reported === undefined
        ? 'Nicht durch eine Live-Prüfung bestätigt'
        : REPORTS_A_VALUE.has(fact.key)
          ? `Nicht bestätigt: Der Server meldet ${fact.reported}`
          : `Nicht bestätigt: ${fact.reported}`,
    intro: 'Was der Anbieter angegeben hat und was Live-Prüfungen seiner Server ergeben haben.',
    howWeCheckLink: 'So prüfen wir',
    liveChecksHeading: 'Live-Prüfungen',
    checkNow: 'Jetzt prüfen',
    checking: 'Wird geprüft …',
    checked: 'Geprüft.',
    neverChecked: 'Noch nicht geprüft.',
    lastChecked: (finishedAt) => `Zuletzt geprüft am ${formatDate(finishedAt)}`,
    nextCheck: icu('Nächste geplante Prüfung: {0}'),
    historyToggle: 'Prüfverlauf',
    historyEmpty: 'Noch keine Prüfungen.',
    historyColumns: {
      what: 'Was',
      url: 'Adresse',
      finishedAt: 'Wann',
      outcome: 'Ergebnis',
      httpStatus: 'HTTP-Status',
      timeMs: 'Zeit (ms)',
      detail: 'Details',
    },
    runFailed: 'Beim Prüfen der App ist ein Fehler aufgetreten.',
  }),
  pair<typeof CHECK_KIND_LABELS>('CHECK_KIND_LABELS', {
    fhir: 'FHIR-Metadaten',
    smart: 'SMART-Konfiguration',
    'smart-manifest': 'SMART-App-Manifest',
    registers: 'Öffentliche Register',
    'cds-hooks': 'CDS-Hooks-Discovery',
    openehr: 'openEHR-CDR',
    demo: 'Demo',
    website: 'Website des Anbieters',
    repository: 'Repository',
  }),
  pair<typeof CHECK_OUTCOME_LABELS>('CHECK_OUTCOME_LABELS', {
    passed: 'Bestanden',
    failed: 'Fehlgeschlagen',
    error: 'Nicht erreicht',
  }),
  pair<typeof INTEROP_VIEW_TEXTS>('INTEROP_VIEW_TEXTS', {
    heading: 'Interoperabilität',
    empty: 'Der Anbieter hat nicht angegeben, welche Standards diese App nutzt.',
    standards: 'Standards',
    notDeclared: 'Nicht angegeben',
    classification: 'Einordnung',
    versions: 'Versionen',
    resources: 'Ressourcen',
    implementationGuides: 'Implementation Guides',
    sandbox: 'Sandbox',
    launch: 'Launch',
    client: 'Client',
    scopes: 'Scopes',
    launchUrl: 'Launch-URL',
    redirectUris: 'Redirect-URIs',
    manifest: 'App-Manifest',
    manifestPublished: 'SMART-App-Manifest (.well-known/smart/manifest.json)',
    hooks: 'Hooks',
    discovery: 'Discovery',
    restApi: 'REST-API',
    referenceModel: 'Referenzmodell',
    templates: 'Templates',
    testedWith: 'Getestet mit',
    usesAql: 'Nutzt AQL',
    demoCdr: 'Demo-CDR',
    categories: 'Kategorien',
    audiences: 'Für',
    platforms: 'Plattformen',
    languages: 'Sprachen',
    license: 'Lizenz',
    pricing: 'Preismodell',
    deviceClasses: 'Medizinprodukt',
  }),
  pair<typeof CLINICAL_VIEW_TEXTS>('CLINICAL_VIEW_TEXTS', {
    heading: 'Klinische Evidenz',
    intendedUse: 'Zweckbestimmung',
    indications: 'Indikationen (ICD-10-CM)',
    contraindications: 'Kontraindikationen',
    studies: 'Studien',
    outcome: 'Angegebener Nutzen',
    doi: icu('DOI {0}'),
    registry: icu('Registereintrag {0}'),
    publication: 'Publikation',
  }),
  pair<typeof EVIDENCE_VIEW_TEXTS>('EVIDENCE_VIEW_TEXTS', {
    heading: 'Wo sie läuft, wer sie nutzt, Zertifizierungen',
    declared: 'Vom Anbieter angegeben',
    runsOn: 'Läuft auf',
    usedBy: 'Genutzt von',
    certifications: 'Zertifizierungen',
    dataProtection: 'Datenschutz',
    version: icu('Version {0}'),
    marketplace: icu('Eintrag im Marktplatz von {0}'),
    since: icu('seit {0}'),
    issuer: 'Aussteller',
    identifier: 'Nummer',
    issued: 'Ausgestellt',
    expires: 'Gültig bis',
    expired: icu('Abgelaufen am {0}'),
    validUntil: icu('Gültig bis {0}'),
    record: 'Öffentlicher Nachweis',
    website: 'Website',
    processing: 'Datenverarbeitung in',
    hosting: 'Hosting',
    gdprDpa: 'Auftragsverarbeitungsvertrag (DSGVO)',
    yes: 'Verfügbar',
    no: 'Nicht verfügbar',
    privacyPolicy: 'Datenschutzerklärung',
    referenceSites: icu('{0, plural, one {# Referenzeinrichtung} other {# Referenzeinrichtungen}}'),
  }),
];

export const functions: Catalogue['functions'] = {};
