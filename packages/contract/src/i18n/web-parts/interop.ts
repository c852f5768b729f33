/** The German catalogue's part for an app's interoperability and evidence sections and its live checks. */
import * as facts from '../de/facts.ts';
import * as interopView from '../de/interop-view.ts';

export const modules = [facts, interopView];
