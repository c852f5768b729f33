/** The German catalogue's part for the compare page: its table, and the interoperability and evidence texts of the facts it compares. */
import * as facts from '../de/facts.ts';
import * as interopView from '../de/interop-view.ts';
import * as comparePage from '../de/compare-page.ts';

export const modules = [facts, interopView, comparePage];
