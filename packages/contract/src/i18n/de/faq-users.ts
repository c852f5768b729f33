/** The FAQ for users (its long text): a part of its own, loaded with that page. */
import { PRODUCT_NAME } from '../../constants.ts';
import type { FAQ_USERS_TEXTS } from '../../static-pages.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
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
];

export const functions: Catalogue['functions'] = {};
