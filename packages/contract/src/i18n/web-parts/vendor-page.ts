/** The German catalogue's part for a vendor's public page. */
import * as vendorPage from '../de/vendor-page.ts';

export const modules = [vendorPage];
