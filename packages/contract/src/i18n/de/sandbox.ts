/**
 * The sandbox page /sandbox (issue 33), as it first shows. Its launching section and the app page's
 * `Launch in sandbox` (issue 34) have a module of their own (sandbox-launch.ts), loaded with them; the
 * app page's `Try this CDS service` too (cds-try.ts).
 */
import type { SANDBOX_PAGE } from '../../sandbox-page-texts.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof SANDBOX_PAGE>('SANDBOX_PAGE', {
    title: 'Sandbox',
    intro:
      'Ein FHIR-R4-Server mit synthetischen Patienten, um eine FHIR-App mit Daten zu erproben, die wie die einer echten Praxis aussehen. Jeder darf ihn lesen; niemand kann ihn ändern. Die Patienten sind erfunden: Keine echte Person steht hinter ihnen.',
    baseUrlHeading: 'Basis-URL',
    baseUrlLabel: 'FHIR-Basis-URL',
    copy: 'Kopieren',
    copied: 'Kopiert.',
    copyFailed: 'Kopieren nicht möglich: Der Text ist markiert, drücken Sie Strg+C (⌘C auf einem Mac).',
    exampleHeading: 'Beispielanfrage',
    exampleLabel: 'Beispielanfrage',
    exampleIntro: 'Die neuesten Vitalwerte und Laborergebnisse eines Patienten, die neuesten zuerst:',
    copyExample: 'Beispiel kopieren',
    patientsHeading: 'Patienten',
    patientsIntro:
      'Jeder Patient hat eine Vorgeschichte aus Begegnungen, Diagnosen, Medikationen, Prozeduren und Impfungen.',
    name: 'Name',
    age: 'Alter',
    sex: 'Geschlecht',
    conditions: 'Wichtigste Diagnosen',
    deceased: 'verstorben',
    sexes: { female: 'weiblich', male: 'männlich', other: 'divers', unknown: 'unbekannt' },
    noConditions: 'keine aktiven Diagnosen',
    loading: 'Die Patienten werden geladen…',
    unavailable: 'Die Sandbox ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
    noPatients: 'Die Sandbox enthält keine Patienten.',
    supportsHeading: 'Was sie kann',
    supports: [
      'FHIR R4 (4.0.1) in JSON; das CapabilityStatement unter [base]/metadata.',
      'Lesen, Lesen einer Version und die Historie jeder Ressource.',
      'Suche mit den gängigen Parametern: patient, subject, code, date (mit ge, gt, le, lt, eq), category, status, _id, verkettete Parameter, _sort, _include, _revinclude, _summary, _elements.',
      'Seitenweise Ergebnisse: 20 pro Seite, sofern _count nichts anderes sagt (höchstens 1000), mit self- und next-Links.',
      'Unbekannte Suchparameter werden ignoriert und im Ergebnis genannt; mit Prefer: handling=strict werden sie abgelehnt.',
      '$validate: eine strukturelle Prüfung gegen die Definitionen von FHIR R4.',
    ],
    notSupportedHeading: 'Was sie nicht kann',
    notSupported: [
      'Schreiben: create, update, patch und delete antworten mit 405. Angemeldete Anbieter erhalten eine eigene beschreibbare Sandbox: Meine Sandbox, im Benutzermenü.',
      'XML.',
      'Einen Terminologieserver: $validate prüft Codes nicht gegen Value Sets.',
      'Bulk-Datenexport ($export).',
      'Subscriptions.',
    ],
  }),
];

export const functions: Catalogue['functions'] = {};
