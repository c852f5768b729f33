/** The imprint's and the privacy policy's texts around the operator's own (CONTENT_DIR). */
import { PRODUCT_NAME } from '../../constants.ts';
import type { SITE_TEXT_UI_TEXTS } from '../../site-texts-core.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof SITE_TEXT_UI_TEXTS>('SITE_TEXT_UI_TEXTS', {
    loading: 'Wird geladen …',
    loadFailed: 'Diese Seite konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    retry: 'Erneut versuchen',
    imprintIntro: `Wer ${PRODUCT_NAME} herausgibt und wie Sie uns erreichen.`,
    privacyIntro: 'Welche personenbezogenen Daten wir erheben, warum, und was wir nicht tun.',
  }),
];

export const functions: Catalogue['functions'] = {};
