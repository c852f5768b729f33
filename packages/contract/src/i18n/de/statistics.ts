/** Statistics without cookies (issue 18): the vendor's statistics page, My apps' totals, the privacy section. */
import type { PRIVACY_STATISTICS_TEXTS } from '../../static-pages.ts';
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
  pair<typeof PRIVACY_STATISTICS_TEXTS>('PRIVACY_STATISTICS_TEXTS', {
    heading: 'Statistik ohne Cookies',
    intro:
      'Showroom zählt pro App und Tag, wie viele Besucherinnen und Besucher die Seite der App geöffnet und wie viele auf ihre Schaltfläche „Demo“ geklickt haben. Sonst wird nichts gezählt.',
    points: [
      'Für die Zählung wird kein Cookie gesetzt, und in Ihrem Browser wird nichts gespeichert.',
      'Weder Ihre IP-Adresse noch die Kennung Ihres Browsers (User-Agent) wird gespeichert.',
      'Eine Besucherin oder ein Besucher zählt einmal pro App und Tag, eine Netzwerkadresse höchstens als fünf. Um sie an diesem Tag wiederzuerkennen, berechnet der Server einen Hash aus IP-Adresse (bei IPv6 ihrem Netz) und Browserkennung mit einem geheimen Schlüssel, der jeden Tag ersetzt und nie gespeichert wird; die Hashes werden nur im Arbeitsspeicher gehalten.',
      'Bots werden nicht gezählt: Sie werden an ihrer Browserkennung und an der Häufigkeit ihrer Aufrufe erkannt.',
      'Gespeichert werden nur die Tagessummen pro App, nie ein Eintrag zu einem einzelnen Besuch. Der Anbieter der App sieht sie, und sie werden mit der App gelöscht.',
    ],
  }),
];

export const functions: Catalogue['functions'] = {};
