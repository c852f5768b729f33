/** The German catalogue's part for an app's page: its texts, the live checks, interoperability and evidence. */
import * as appPage from '../de/app-page.ts';
import * as facts from '../de/facts.ts';

export const modules = [facts, appPage];
