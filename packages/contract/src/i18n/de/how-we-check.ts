/** The page How we check (its long text): a part of its own, loaded with that page. */
import type { HOW_WE_CHECK } from '../../how-we-check.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof HOW_WE_CHECK>('HOW_WE_CHECK', {
    title: 'So prüfen wir',
    intro:
      'Anbieter geben an, welche Standards ihre Apps sprechen. Wo sie uns eine Adresse nennen, fragt der Showroom die Server des Anbieters, was sie über sich selbst sagen, und vergleicht es mit der Angabe.',
    sections: [
      {
        heading: 'Was wir lesen',
        items: [
          'HL7 FHIR: das CapabilityStatement unter [base]/metadata der Sandbox (FHIR-Version, Ressourcentypen, Implementation Guides).',
          'SMART App Launch: [base]/.well-known/smart-configuration (Launch-Typen, Client-Typen, Scopes).',
          'SMART-App-Manifest: unterhalb der Launch-URL der App, sonst an ihrem Ursprung, .well-known/smart/manifest.json (launch_url und redirect_uris gegen die angegebene Launch-URL und Redirect-URIs).',
          'CDS Hooks: /cds-services des Discovery-Endpunkts (die Hooks, auf die seine Services antworten).',
          'openEHR: die OPTIONS-Antwort des Demo-CDR (REST-API-Version) und seine Template-Liste.',
          'Öffentliche Register: die DOI jeder Studie bei doi.org und ihre ClinicalTrials.gov-ID (NCT…) bei ClinicalTrials.gov (das DRKS hat keine öffentliche Schnittstelle: seine IDs bleiben Angaben des Anbieters).',
          'Ob die Demo, die Website des Anbieters und das Repository antworten.',
        ],
      },
      {
        heading: 'Wann wir prüfen',
        items: [
          'Wenn ein Anbieter eine App zur Prüfung einreicht und wenn ein Admin sie genehmigt.',
          'Wenn der Anbieter oder ein Admin auf „Jetzt prüfen“ klickt (höchstens einmal pro Minute und App).',
          'Alle 24 Stunden für jede veröffentlichte App (der Betreiber kann ein anderes Intervall wählen).',
        ],
      },
      {
        heading: 'Sicherheitsregeln',
        items: [
          'Nur öffentliche Adressen: keine privaten, Loopback- oder Link-Local-Netze (ein Betreiber kann benannte Intranet-Hosts erlauben).',
          'Nur https, außer für Intranet-Hosts, die der Betreiber erlaubt.',
          'Höchstens 3 Sekunden für den Verbindungsaufbau, 10 Sekunden insgesamt und 2 MB pro Antwort.',
          'Niemals Cookies und niemals Zugangsdaten.',
          'Jede Anfrage gibt sich mit dem User-Agent Showroom-Checks/1 zu erkennen.',
        ],
      },
      {
        heading: 'Was die Ergebnisse bedeuten',
        items: [
          'Durch eine Live-Prüfung an einem Datum bestätigt: An diesem Tag hat der Server gesagt, was der Anbieter angegeben hat.',
          'Nicht bestätigt: Der Server hat etwas anderes gesagt, und die Seite zeigt, was er meldet.',
          'Vom Anbieter angegeben: Noch keine Prüfung hat die Angabe abgedeckt, oder der Server kann es nicht sagen (dann nennt die Seite den Grund, warum sie nicht prüfbar ist).',
        ],
      },
    ],
  }),
];

export const functions: Catalogue['functions'] = {};
