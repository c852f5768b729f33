/** The German catalogue's part for the compare page: its table, and the app page's texts of the facts it compares. */
import * as facts from '../de/facts.ts';
import * as appPage from '../de/app-page.ts';
import * as comparePage from '../de/compare-page.ts';

export const modules = [facts, appPage, comparePage];
