/**
 * The static pages' long texts (how we check, the two FAQs): a part of their own, loaded with those
 * pages' chunk, so a German visitor's first page does not carry them.
 */
import { ICON_SIZE_PX, MAX_UPLOAD_BYTES, PRODUCT_NAME } from '../../constants.ts';
import type { HOW_WE_CHECK } from '../../how-we-check.ts';
import type { FAQ_USERS_TEXTS, FAQ_VENDORS_TEXTS } from '../../static-pages.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

const maxMegabytes = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

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
  pair<typeof FAQ_USERS_TEXTS>('FAQ_USERS_TEXTS', {
    intro: `Antworten für klinisches Personal und Gesundheits-IT-Teams, die ${PRODUCT_NAME} erkunden.`,
    entries: [
      {
        question: `Was ist ${PRODUCT_NAME}?`,
        answer:
          'Ein Katalog digitaler Gesundheits-Apps auf Basis der offenen Standards openEHR und HL7 FHIR. Sie können zu jeder App lesen, Screenshots ansehen und ihre Live-Demo öffnen.',
      },
      {
        question: 'Brauche ich ein Konto?',
        answer:
          'Nein. Den Katalog durchsuchen und Demos öffnen kann jeder. Konten sind für Anbieter, die Apps veröffentlichen.',
      },
      {
        question: 'Wie probiere ich eine App aus?',
        answer:
          'Jede App-Seite hat eine Schaltfläche „Demo“. Sie öffnet die Live-Demo der App in einem neuen Tab, verbunden mit unserem öffentlichen Demo-Server.',
      },
      {
        question: 'Wie erreiche ich den Anbieter einer App?',
        answer:
          'Jede App-Seite hat den Link „Anbieter kontaktieren“, der eine E-Mail an den Anbieter öffnet. Fragen Sie dort nach Lizenzen, Preisen, Support und dem Einsatz der App in Ihrer Organisation.',
      },
      {
        question: 'Welche Daten enthält der Demo-Server?',
        answer:
          'Nur strukturierte Testdaten. Der Demo-Server ist öffentlich: Seine Daten sind für alle Nutzer sichtbar und werden regelmäßig zurückgesetzt. Geben Sie in einer Demo niemals echte Patientendaten oder andere personenbezogene Daten ein.',
      },
      {
        question: 'Werden die Apps geprüft?',
        answer:
          'Ja. Jeder Anbieter und jede App, einschließlich jedes Updates, wird vor der Veröffentlichung geprüft. Ein Eintrag ist keine Zertifizierung und keine Zulassung als Medizinprodukt: Bitte bewerten Sie eine App für Ihren eigenen klinischen Einsatz.',
      },
    ],
  }),
  pair<typeof FAQ_VENDORS_TEXTS>('FAQ_VENDORS_TEXTS', {
    intro: `Wie Sie Ihre App auf ${PRODUCT_NAME} präsentieren.`,
    entries: [
      {
        question: 'Wie registriere ich mich als Anbieter?',
        answer:
          'Wählen Sie oben auf der Seite „Anmelden/Registrieren“ und melden Sie sich an oder erstellen Sie ein Konto. Wählen Sie dann im Benutzermenü „Als Anbieter registrieren“, geben Sie Name, Beschreibung, Website und E-Mail-Adresse Ihres Unternehmens ein, laden Sie ein Icon hoch und reichen Sie Ihre Registrierung ein.',
      },
      {
        question: 'Wie läuft die Prüfung ab?',
        answer:
          'Unser Team prüft jede Anbieter-Registrierung und jede App vor der Veröffentlichung. Sie erhalten eine E-Mail, wenn Ihre Registrierung genehmigt oder abgelehnt wurde. Eine Ablehnung enthält einen Grund: Aktualisieren Sie Ihre Angaben und reichen Sie sie erneut ein.',
      },
      {
        question: 'Wie veröffentliche ich eine App?',
        answer: `Öffnen Sie „Meine Apps“ und wählen Sie „Neue App hinzufügen“. Geben Sie die App-Informationen ein, laden Sie ein Icon (quadratisch, ${ICON_SIZE_PX}x${ICON_SIZE_PX} Pixel, max. ${maxMegabytes}) und Screenshots (je max. ${maxMegabytes}, mit ähnlichem Seitenverhältnis) hoch, prüfen Sie die Vorschau und reichen Sie die App zur Prüfung ein.`,
      },
      {
        question: 'Was kostet es?',
        answer: `Die Veröffentlichung ist kostenlos. Kostenpflichtige Apps sind willkommen, aber ${PRODUCT_NAME} wickelt keine Zahlungen ab: Preise, Lizenzen und Verträge vereinbaren Sie mit Ihren Kunden.`,
      },
      {
        question: 'Woher bekommt meine Demo ihre Daten?',
        answer:
          'Verbinden Sie Ihre Demo mit unserem öffentlichen Demo-Server und seinen strukturierten openEHR- und FHIR-Testdaten. Seine Daten sind für alle Nutzer sichtbar und werden regelmäßig zurückgesetzt; verlassen Sie sich also nie auf Daten, die Sie dort gespeichert haben.',
      },
      {
        question: 'Wie aktualisiere ich eine veröffentlichte App?',
        answer:
          'Bearbeiten Sie die App unter „Meine Apps“. Ihre veröffentlichte Version bleibt verfügbar, während das Update eine kurze Prüfung durchläuft, und wird nach der Genehmigung durch das Update ersetzt.',
      },
      {
        question: 'Wie nehme ich eine App offline?',
        answer:
          'Deaktivieren Sie sie über ihre Karte unter „Meine Apps“. Eine deaktivierte App verschwindet aus dem Katalog. Um sie wieder verfügbar zu machen, wenden Sie sich bitte an den Support.',
      },
    ],
  }),
];

export const functions: Catalogue['functions'] = {};
