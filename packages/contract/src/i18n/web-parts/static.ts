/** The German catalogue's part for the static pages (their long texts), the open data and sandbox pages. */
import * as openData from '../de/open-data.ts';
import * as sandbox from '../de/sandbox.ts';
import * as staticPages from '../de/static-pages.ts';
import * as statistics from '../de/statistics.ts';

export const modules = [staticPages, openData, sandbox, statistics];
