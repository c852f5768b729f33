/** The German catalogue's part for the page How we check. */
import * as howWeCheck from '../de/how-we-check.ts';

export const modules = [howWeCheck];
