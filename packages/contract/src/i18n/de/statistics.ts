/** Statistics without cookies (issue 18): the vendor's statistics page and My apps' totals (the privacy policy's section: site-texts.ts). */
import type { STATISTICS_TEXTS } from '../../statistics-core.ts';
import { icu, pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof STATISTICS_TEXTS>('STATISTICS_TEXTS', {
    menuItem: 'Statistik',
    pageTitle: 'App-Statistik',
    loading: 'Wird geladen…',
    loadFailed: 'Die Statistik konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    backToMyApps: 'Zurück zu „Meine Apps“',
    intro:
      'Aufrufe der App-Seite und Klicks auf „Demo“ pro Tag, gezählt ohne Cookies: Jede Besucherin und jeder Besucher zählt einmal pro App und Tag.',
    estimate:
      'Die Zahlen sind Schätzungen: Besucherinnen und Besucher werden ohne Cookies erkannt, mehrere Personen hinter einer Netzwerkadresse zählen höchstens als wenige, und Bots sowie ungewöhnlich häufige Aufrufe werden nicht gezählt.',
    chartLabel: 'Liniendiagramm: Aufrufe und Demo-Klicks pro Tag',
    views: 'Aufrufe',
    demoClicks: 'Demo-Klicks',
    date: 'Datum',
    showTable: 'Als Tabelle anzeigen',
    tableCaption: 'Aufrufe und Demo-Klicks pro Tag',
    heading: icu('Statistik: {0}'),
    summary: icu(
      'Letzte {0} Tage: {1, plural, one {# Aufruf} other {# Aufrufe}} und {2, plural, one {# Demo-Klick} other {# Demo-Klicks}}.',
    ),
    cardLine: icu(
      '{0, plural, one {# Aufruf} other {# Aufrufe}} · {1, plural, one {# Demo-Klick} other {# Demo-Klicks}} (letzte {2} Tage)',
    ),
  }),
];

export const functions: Catalogue['functions'] = {};
