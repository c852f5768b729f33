/** The German catalogue's part for the static pages: their long texts, the privacy policy's statistics section. */
import * as siteTexts from '../de/site-texts.ts';
import * as staticPages from '../de/static-pages.ts';
import * as statistics from '../de/statistics.ts';

export const modules = [staticPages, siteTexts, statistics];
