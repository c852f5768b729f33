/** Open data: the page /open-data (issue 18; the Atom feed's titles are the servers': servers.ts). */
import type { OPEN_DATA_PAGE } from '../../open-data-page-texts.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof OPEN_DATA_PAGE>('OPEN_DATA_PAGE', {
    title: 'Offene Daten',
    intro:
      'Der veröffentlichte Katalog ist offene Daten: jede veröffentlichte App mit ihrem Anbieter, ihrem Interoperabilitätsprofil und den Ergebnissen ihrer letzten Prüfungen. Nicht veröffentlichte Apps (Entwürfe, Apps in Prüfung, abgelehnte oder deaktivierte Apps) sind nie enthalten.',
    formatsHeading: 'Formate',
    json: 'JSON: der ganze Katalog in einem Dokument',
    schema: 'JSON Schema: was jedes Feld des JSON bedeutet',
    csv: 'CSV: eine Zeile pro App, für Tabellenkalkulationen (Listen durch Semikolons getrennt)',
    feed: 'Atom-Feed: neue und aktualisierte Apps, die neuesten zuerst',
    feedPerCategory: 'Ein Feed einer Kategorie, zum Beispiel',
    licenceHeading: 'Lizenz',
    licence:
      'Jede Datei nennt ihre Lizenz: CC BY 4.0, sofern der Betreiber dieses Showrooms keine andere gewählt hat. Bitte nennen Sie den Showroom als Quelle.',
    freshnessHeading: 'Wie aktuell die Daten sind',
    freshness:
      'Die Dateien werden bei jeder Änderung des Katalogs und mindestens stündlich neu erstellt; jede nennt den Stand ihrer Daten.',
    fhirHeading: 'Warum es keinen FHIR-Export gibt',
    fhir: 'FHIR R4 hat keine Ressource, die ein Softwareprodukt getreu beschreibt: DeviceDefinition beschreibt Medizinprodukte und ihre Bestandteile, und der Showroom weiß nicht, ob eine App eines ist.',
  }),
];

export const functions: Catalogue['functions'] = {};
