/** The screen shown when the web's runtime configuration cannot be loaded. */
import type { CONFIG_ERROR_TEXTS } from '../../config-error-texts.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof CONFIG_ERROR_TEXTS>('CONFIG_ERROR_TEXTS', {
    invalid: 'Der Showroom konnte nicht starten: Seine Konfiguration ist ungültig.',
    unreachable: 'Der Showroom konnte nicht starten: Seine Konfiguration konnte nicht geladen werden.',
    invalidProblems: 'Diese Einstellungen sind falsch:',
    unreachableProblems: 'Was passiert ist:',
    invalidHint: 'Der Betreiber dieser Installation muss /config/config.json korrigieren.',
    unreachableHint:
      'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut. Besteht das Problem weiter, muss der Betreiber den Server prüfen.',
    retry: 'Erneut versuchen',
  }),
];

export const functions: Catalogue['functions'] = {};
