/**
 * The German catalogue's part for the compare page: its table, and the facts' labels and values it
 * compares (the evidence's rows bring their texts with their chunk: web-parts/interop.ts).
 */
import * as facts from '../de/facts.ts';
import * as comparePage from '../de/compare-page.ts';

export const modules = [facts, comparePage];
