/** The German catalogue's part for the open data page. */
import * as openData from '../de/open-data.ts';

export const modules = [openData];
