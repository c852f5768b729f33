/** The German catalogue's part for the labels of an app's facts and the catalogue's filters. */
import * as facts from '../de/facts.ts';

export const modules = [facts];
