/** The German catalogue's part for the app page's `Try this CDS service` (issue 36), loaded with it. */
import * as cdsTry from '../de/cds-try.ts';

export const modules = [cdsTry];
