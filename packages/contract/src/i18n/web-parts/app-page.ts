/** The German catalogue's part for an app's page: its texts, the live checks, interoperability and evidence. */
import * as appPage from '../de/app-page.ts';

export const modules = [appPage];
