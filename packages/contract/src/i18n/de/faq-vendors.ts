/** The FAQ for vendors (its long text): a part of its own, loaded with that page. */
import { ICON_SIZE_PX, MAX_UPLOAD_BYTES, PRODUCT_NAME } from '../../constants.ts';
import type { FAQ_VENDORS_TEXTS } from '../../faq-vendors-texts.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

const maxMegabytes = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

export const pairs: readonly TranslationPair[] = [
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
