/** The imprint's and the privacy policy's texts around the operator's own (CONTENT_DIR). */
import { PRODUCT_NAME } from '../../constants.ts';
import type { SITE_TEXT_UI_TEXTS } from '../../site-texts-core.ts';
import type { PRIVACY_STATISTICS_TEXTS } from '../../privacy-statistics-texts.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof SITE_TEXT_UI_TEXTS>('SITE_TEXT_UI_TEXTS', {
    loading: 'Wird geladen …',
    loadFailed: 'Diese Seite konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    retry: 'Erneut versuchen',
    imprintIntro: `Wer ${PRODUCT_NAME} herausgibt und wie Sie uns erreichen.`,
    privacyIntro: 'Welche personenbezogenen Daten wir erheben, warum, und was wir nicht tun.',
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
