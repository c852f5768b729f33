/** The German catalogue's part for the FAQ for vendors. */
import * as faqVendors from '../de/faq-vendors.ts';

export const modules = [faqVendors];
