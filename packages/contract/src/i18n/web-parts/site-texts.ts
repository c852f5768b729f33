/** The German catalogue's part for the imprint and the privacy policy: the texts around the operator's own. */
import * as siteTexts from '../de/site-texts.ts';

export const modules = [siteTexts];
