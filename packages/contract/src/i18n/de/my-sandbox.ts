/** The page My sandbox (issue 33): a vendor's own writable FHIR sandbox. */
import type { MY_SANDBOX_TEXTS } from '../../my-sandbox-texts.ts';
import { icu, pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof MY_SANDBOX_TEXTS>('MY_SANDBOX_TEXTS', {
    intro:
      'Ihr eigener FHIR-R4-Server, um Ihre App zu erproben. Er beginnt als Kopie der synthetischen Patienten der gemeinsamen Sandbox und nimmt Anlegen, Ändern, Patchen, Löschen und Transaktions-Bundles an. Ihre Änderungen gehören nur Ihnen: Kein anderer Anbieter sieht sie.',
    none: 'Sie haben noch keine Sandbox.',
    create: 'Meine Sandbox anlegen',
    creating: 'Wird angelegt…',
    loading: 'Ihre Sandbox wird geladen…',
    loadFailed: 'Ihre Sandbox konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    createFailed: 'Ihre Sandbox konnte nicht angelegt werden. Bitte versuchen Sie es noch einmal.',
    baseUrlHeading: 'Basis-URL',
    baseUrlLabel: 'Ihre FHIR-Basis-URL',
    copy: 'Kopieren',
    copied: 'Kopiert.',
    copyFailed: 'Kopieren nicht möglich: Der Text ist markiert, drücken Sie Strg+C (⌘C auf einem Mac).',
    access:
      'Die Adresse ist der Schlüssel: Wer sie kennt, kann diese Sandbox lesen und ändern. Geben Sie sie nur Personen, denen Sie vertrauen. Speichern Sie nur synthetische Daten, nie die einer echten Person.',
    changesHeading: 'Ihre Änderungen',
    changedResources: icu('Geänderte Ressourcen: {0, number} von höchstens {1, number}.'),
    refreshNote: 'Die Zahl folgt dem, was Ihre App schreibt.',
    idle: icu(
      'Eine Sandbox, die {0, number} Tage nicht genutzt wurde, wird auf die gemeinsamen Daten zurückgesetzt.',
    ),
    reset: 'Sandbox zurücksetzen',
    resetting: 'Wird zurückgesetzt…',
    resetConfirm:
      'Ihre Sandbox zurücksetzen? Jede Ressource, die Sie angelegt, geändert oder gelöscht haben, kehrt zu den gemeinsamen Daten zurück. Das lässt sich nicht rückgängig machen.',
    resetDone: 'Ihre Sandbox ist wieder auf dem Stand der gemeinsamen Daten.',
    resetFailed: 'Ihre Sandbox konnte nicht zurückgesetzt werden. Bitte versuchen Sie es noch einmal.',
  }),
];

export const functions: Catalogue['functions'] = {};
