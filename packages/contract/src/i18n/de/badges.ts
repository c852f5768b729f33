/** The app page's Badge block (the app's vendor and admins). The badge itself is English everywhere (badges.ts). */
import type { BADGE_TEXTS } from '../../badges.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof BADGE_TEXTS>('BADGE_TEXTS', {
    heading: 'Badge',
    intro:
      'Zeigen Sie, dass Ihre App hier gelistet ist: Kopieren Sie das Badge auf Ihre Website oder in Ihre README. Es nennt die Standards, die Live-Prüfungen bestätigen.',
    preview: 'Vorschau',
    markdown: 'Markdown',
    html: 'HTML',
    copyMarkdown: 'Markdown kopieren',
    copyHtml: 'HTML kopieren',
    copied: 'Kopiert',
    copyFailed: 'Markiert: Drücken Sie Strg+C (⌘C auf einem Mac), um zu kopieren.',
  }),
];

export const functions: Catalogue['functions'] = {};
