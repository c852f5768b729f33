/**
 * The German catalogue's part for the sandbox page and the app page's section that launches an app in
 * the sandbox (its try-a-CDS-service section has its own: cds-try.ts).
 */
import * as sandbox from '../de/sandbox.ts';

export const modules = [sandbox];
