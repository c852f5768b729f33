/** The German catalogue's part for the start page's intro. */
import * as startPage from '../de/start-page.ts';

export const modules = [startPage];
