/** The compare page's table. */
import type { COMPARE_TABLE_TEXTS } from '../../compare.ts';
import { icu, pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof COMPARE_TABLE_TEXTS>('COMPARE_TABLE_TEXTS', {
    table: 'Apps im Vergleich',
    loading: 'Apps werden geladen …',
    remove: 'Entfernen',
    removeColumn: icu('{0} aus dem Vergleich entfernen'),
    differs: 'Unterschiedlich',
    hideIdentical: 'Gleiche Zeilen ausblenden',
    showIdentical: icu('{0, plural, one {# gleiche Zeile einblenden} other {# gleiche Zeilen einblenden}}'),
    notDeclared: 'Nicht angegeben',
    vendor: 'Anbieter',
    demo: 'Demo',
    noDemo: 'Keine Demo',
    checks: 'Live-Prüfungen',
    checksDisabled: 'Live-Prüfungen sind ausgeschaltet',
    neverChecked: 'Noch nicht geprüft',
    checkedFacts: icu('{0}: {1} von {2, plural, one {# Angabe} other {# Angaben}} bestätigt'),
    checkedOutcomes: icu('{0}: {1} von {2, plural, one {# Prüfung} other {# Prüfungen}} bestanden'),
  }),
];

export const functions: Catalogue['functions'] = {};
