/**
 * The message for an address no page has, which the web redirects to the start page (spec section 2).
 * A module of its own: only that redirect's chunk holds it.
 */
import { texts } from './i18n/locale.ts';

export const NOT_FOUND_TEXTS = texts('NOT_FOUND_TEXTS', {
  message: 'That page does not exist',
} as const);
