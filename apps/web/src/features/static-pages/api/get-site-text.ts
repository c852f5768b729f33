import { getSiteTextRoute, type Locale, type SiteText, type SiteTextName } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client-core.ts';
import { useLocale } from '../../../lib/locale.ts';

/** Query keys of the site texts, one factory so reads and any invalidation agree. */
export const siteTextKeys = {
  all: ['site-texts'] as const,
  text: (name: SiteTextName, locale: Locale) => [...siteTextKeys.all, name, locale] as const,
};

/**
 * GET /site-texts/{name}: the operator's imprint or privacy policy as Markdown, in the language on
 * screen (the API answers English where the operator wrote none in that language). English asks
 * without the parameter, the address every cache already holds.
 */
export const fetchSiteText = (name: SiteTextName, locale: Locale, signal?: AbortSignal): Promise<SiteText> =>
  apiFetch(getSiteTextRoute, {
    params: { name },
    ...(locale === 'en' ? {} : { query: { lang: locale } }),
    signal,
  });

export const siteTextQueryOptions = (name: SiteTextName, locale: Locale) =>
  queryOptions({
    queryKey: siteTextKeys.text(name, locale),
    queryFn: ({ signal }) => fetchSiteText(name, locale, signal),
  });

export const useSiteText = (name: SiteTextName) => useQuery(siteTextQueryOptions(name, useLocale()));
