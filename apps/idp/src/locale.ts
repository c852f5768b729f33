// The language of the provider's pages and mails: German or English, as the rest of Showroom.
import {
  acceptLanguageTags,
  DEFAULT_LOCALE,
  IDP_MAIL_TEXTS,
  IDP_MESSAGE_TEXTS,
  IDP_PAGE_TEXTS,
  isLocale,
  pickLocale,
  type Locale,
} from '@showroom/contract';
import { localized } from '@showroom/contract/i18n';

export type { Locale } from '@showroom/contract';

/** Everything a page needs to speak one language. */
export interface PageTexts {
  locale: Locale;
  page: typeof IDP_PAGE_TEXTS;
  messages: typeof IDP_MESSAGE_TEXTS;
}

export const pageTexts = (locale: Locale): PageTexts => ({
  locale,
  page: localized(IDP_PAGE_TEXTS, locale),
  messages: localized(IDP_MESSAGE_TEXTS, locale),
});

export const mailTexts = (locale: Locale): typeof IDP_MAIL_TEXTS => localized(IDP_MAIL_TEXTS, locale);

/** The first supported language of an OIDC `ui_locales` parameter (space-separated tags), if any. */
export function uiLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  for (const tag of value.split(' ')) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/**
 * The language of a page: the authorization request's `ui_locales` (the web sends the language on its
 * screen; it stays with the interaction, so login, registration and back keep it), else the browser's
 * Accept-Language, else English.
 */
export function pageLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  return uiLocale(uiLocales) ?? pickLocale(acceptLanguageTags(acceptLanguage));
}

/** A stored locale, English for anything unknown. */
export const storedLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
