/**
 * The German catalogue's part for an app's page before its first view: its texts. The interoperability
 * and evidence sections and the live checks bring theirs (web-parts/interop.ts) when they load.
 */
import * as appPage from '../de/app-page.ts';

export const modules = [appPage];
