/** The German catalogue's part for the FAQ for users. */
import * as faqUsers from '../de/faq-users.ts';

export const modules = [faqUsers];
