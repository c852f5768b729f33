import { getSiteTextRoute, type SiteText, type SiteTextName } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client-core.ts';

/** Query keys of the site texts, one factory so reads and any invalidation agree. */
export const siteTextKeys = {
  all: ['site-texts'] as const,
  text: (name: SiteTextName) => [...siteTextKeys.all, name] as const,
};

/** GET /site-texts/{name}: the operator's imprint or privacy policy as Markdown. */
export const fetchSiteText = (name: SiteTextName, signal?: AbortSignal): Promise<SiteText> =>
  apiFetch(getSiteTextRoute, { params: { name }, signal });

export const siteTextQueryOptions = (name: SiteTextName) =>
  queryOptions({
    queryKey: siteTextKeys.text(name),
    queryFn: ({ signal }) => fetchSiteText(name, signal),
  });

export const useSiteText = (name: SiteTextName) => useQuery(siteTextQueryOptions(name));
