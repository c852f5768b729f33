/** The start page's intro above the catalogue. */
import type { START_PAGE_TEXTS } from '../../start-page-texts.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof START_PAGE_TEXTS>('START_PAGE_TEXTS', {
    eyebrow: 'Apps auf Basis von openEHR und HL7 FHIR',
    forUsers: 'Für Klinik und Gesundheits-IT',
    userPoints: [
      { title: 'Kuratierte Apps', text: 'Jeder Anbieter und jede App wird vorab geprüft.' },
      { title: 'Nahtlose Integration', text: 'Apps, die zu Ihrer klinischen Datenumgebung passen.' },
      { title: 'Schnellere Innovation', text: 'Eine Live-Demo mit einem Klick, noch heute.' },
      { title: 'Vertrauen in Qualität', text: 'Geprüfte Apps auf offenen Standards.' },
    ],
    forDevelopers: 'Für Entwickler und Anbieter',
    developerPoints: [
      { title: 'Sichtbarkeit', text: 'Erreichen Sie die Gesundheitswelt.' },
      { title: 'Eine realistische Testumgebung', text: 'Demos mit strukturierten Testdaten.' },
      { title: 'Validierung', text: 'Zeigen Sie, dass Ihre App openEHR und FHIR spricht.' },
      { title: 'Präsentation', text: 'Screenshots und eine Demo mit einem Klick, kostenlos.' },
    ],
    sandboxLink: 'Die FHIR-Sandbox ausprobieren',
    ctaHeading: 'Zeigen Sie Ihre App der Gesundheitswelt',
    ctaText:
      'Erstellen Sie ein kostenloses Konto, registrieren Sie sich als Anbieter und veröffentlichen Sie Ihre erste App.',
    ctaButton: 'Als Anbieter registrieren',
  }),
];

export const functions: Catalogue['functions'] = {};
