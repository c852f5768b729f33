/** The German catalogue's part for the static pages: their long texts, the privacy policy's statistics section. */
import * as staticPages from '../de/static-pages.ts';
import * as statistics from '../de/statistics.ts';

export const modules = [staticPages, statistics];
