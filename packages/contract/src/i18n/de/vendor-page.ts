/** A vendor's public page, and a vendor's icon wherever it shows. */
import type { LOAD_VENDOR_FAILURE, PUBLIC_VENDOR_TEXTS } from '../../vendor-page.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof PUBLIC_VENDOR_TEXTS>('PUBLIC_VENDOR_TEXTS', {
    loading: 'Anbieter wird geladen …',
    about: 'Über diesen Anbieter',
    apps: 'Apps',
    noApps: 'Dieser Anbieter hat noch keine veröffentlichten Apps.',
    notFoundTitle: 'Anbieter nicht gefunden',
    notFound: 'Der Anbieter wurde nicht gefunden. Möglicherweise ist er (noch) nicht im Showroom aufgeführt.',
    loadFailed: 'Der Anbieter konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    browseApps: 'Alle Apps ansehen',
  }),
  pair<typeof LOAD_VENDOR_FAILURE>('LOAD_VENDOR_FAILURE', {
    text: 'Beim Laden des Anbieters ist ein Fehler aufgetreten.',
  }),
];

export const functions: Catalogue['functions'] = {
  vendorIconAlt: (name: string) => `Anbieter-Icon von ${name}`,
};
