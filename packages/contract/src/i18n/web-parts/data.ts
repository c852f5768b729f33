/**
 * The German catalogue's part for the open data and sandbox pages, and the app page's sections that
 * launch an app in the sandbox or try a CDS service on its patients.
 */
import * as facts from '../de/facts.ts';
import * as openData from '../de/open-data.ts';
import * as sandbox from '../de/sandbox.ts';

export const modules = [facts, openData, sandbox];
