/** The app page's section `Try this CDS service` (issue 36): a part of its own, loaded with the section. */
import type { CDS_TRY_TEXTS } from '../../cds-try-texts.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

// The limits (10 s, 1 MB) are CDS_TRY_TIMEOUT_MS and CDS_TRY_MAX_BYTES, written out: importing them would
// make the English texts' module a chunk of its own beside the section's.
const FIELD_PROBLEMS = {
  missing: 'fehlt',
  'wrong-type': 'hat den falschen Typ',
  'not-allowed': 'hat einen Wert, den die Spezifikation nicht zulässt',
  'too-long': 'ist zu lang',
  empty: 'ist leer',
  invalid: 'ist ungültig',
} as const;

export const pairs: readonly TranslationPair[] = [
  pair<typeof CDS_TRY_TEXTS>('CDS_TRY_TEXTS', {
    heading: 'Diesen CDS-Dienst ausprobieren',
    intro:
      'Der Showroom spielt die elektronische Patientenakte: Er ruft den Dienst für einen synthetischen Patienten seiner FHIR-Sandbox auf und zeigt die Karten, die der Dienst zurückgibt, so wie eine Ärztin sie sähe. Nichts wird gespeichert, und Vorschläge werden nur aufgelistet, nie ausgeführt.',
    loading: 'Die Dienste werden gelesen…',
    servicesHeading: 'Dienste',
    noServices: 'Das Discovery-Dokument nennt keine Dienste.',
    hook: 'Hook',
    notCallable:
      'Diesen Hook kann der Showroom noch nicht aufrufen: Er ruft patient-view-, order-select- und order-sign-Dienste auf.',
    serviceLegend: 'Dienst',
    patientLegend: 'Patient',
    noPatients:
      'Die Sandbox hat gerade keine Patienten anzubieten. Bitte versuchen Sie es später noch einmal.',
    call: 'Dienst aufrufen',
    calling: 'Der Dienst wird aufgerufen…',
    cardsHeading: 'Karten',
    noCards: 'Der Dienst hat für diesen Patienten keine Karten zurückgegeben.',
    cardCount: (n) => (n === 1 ? '1 Karte' : `${n} Karten`),
    indicators: { info: 'Info', warning: 'Warnung', critical: 'Kritisch' },
    source: 'Quelle',
    suggestions: 'Vorschläge (nicht ausgeführt)',
    recommended: 'empfohlen',
    links: 'Links',
    smartLink: 'SMART-App (eine Patientenakte würde sie starten)',
    raw: 'Anfrage und Antwort (für Integratoren)',
    rawRequest: 'Gesendete Anfrage',
    rawResponse: 'Erhaltene Antwort',
    rawNoResponse: 'Es kam keine Antwort.',
    rawTruncated: 'Die Antwort ist länger; nur ihr Anfang wird gezeigt.',
    status: 'HTTP-Status',
    took: (ms) => `Antwort nach ${ms} ms.`,
    sampleNote: 'Synthetische Patienten: Keine echte Person steht hinter ihnen.',
    tooMany:
      'Sie haben in der letzten Minute oft CDS-Dienste aufgerufen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    noDiscovery: 'Diese App gibt keine CDS-Hooks-Discovery-URL an.',
    failed: 'Der Aufruf hat nicht funktioniert.',
    failure: (f) => {
      const what = f.stage === 'discovery' ? 'Das Discovery-Dokument' : 'Der Dienst';
      switch (f.reason) {
        case 'unreachable':
          return `${what} war nicht erreichbar${f.url ? ` unter ${f.url}` : ''}.`;
        case 'blocked':
          return `${what} wurde nicht aufgerufen: Seine Adresse${f.url ? ` (${f.url})` : ''} führt zu einer privaten oder reservierten Netzadresse, die der Showroom nie aufruft.`;
        case 'timeout':
          return `${what} hat nicht innerhalb von 10 Sekunden geantwortet.`;
        case 'too-large':
          return `${what} hat mit mehr als 1 MB geantwortet; mehr liest der Showroom nicht.`;
        case 'http-status':
          return `${what} hat mit dem HTTP-Status ${f.status ?? '?'} geantwortet.`;
        case 'not-json':
          return `${what} hat nicht mit JSON geantwortet.`;
        case 'invalid':
          return `${what} hat nicht mit ${f.stage === 'discovery' ? 'einem gültigen CDS-Hooks-Discovery-Dokument' : 'einer gültigen CDS-Hooks-Antwort'} geantwortet: ${f.field ?? 'ein Feld'} ${FIELD_PROBLEMS[f.problem ?? 'invalid']}.`;
        case 'no-service':
          return 'Das Discovery-Dokument nennt diesen Dienst nicht mehr.';
        case 'hook-not-supported':
          return 'Diesen Hook kann der Showroom noch nicht aufrufen: Er ruft patient-view-, order-select- und order-sign-Dienste auf.';
        case 'no-patient':
          return 'Die Sandbox hat keinen solchen Patienten.';
        case 'no-draft-order':
          return 'Die Sandbox hat keine Medikation dieses Patienten, die sich als Entwurf einer Verordnung vorschlagen ließe: Wählen Sie einen anderen Patienten.';
        case 'sandbox-unavailable':
          return 'Die FHIR-Sandbox ist gerade nicht erreichbar, daher konnten die Daten des Patienten nicht mitgeschickt werden. Bitte versuchen Sie es später noch einmal.';
      }
    },
  }),
];

export const functions: Catalogue['functions'] = {};
