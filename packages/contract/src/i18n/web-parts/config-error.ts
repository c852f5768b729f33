/** The German catalogue's part for the screen shown when the runtime configuration cannot be loaded. */
import * as configError from '../de/config-error.ts';

export const modules = [configError];
