import {
  appCountText,
  CATALOGUE_TEXTS,
  LOAD_APPS_FAILURE,
  noAppsMatchFiltersText,
  noAppsMatchText,
  PUBLIC_UI_TEXTS,
} from '@showroom/contract';
import { useEffect, useRef } from 'react';
import { AppCard, AppCardGrid, AppCardGridItem, AppCardSkeleton } from '../../components/app-card/index.ts';
import { useSnackbar } from '../../components/snackbar/index.ts';
// Not messageFor (api-client.ts): it would bring the whole failure catalogue into the first chunk.
import { messageForFailure } from '../../lib/api-client-core.ts';
import { useAppFacets } from './api/list-facets.ts';
import { useAppList } from './api/list-apps.ts';
import { FilterButton, FilterSidebar, SearchFilterChips, useWideScreen } from './catalogue-filters.tsx';
import styles from './catalogue-section.module.css';
import { CatalogueToolbar } from './catalogue-toolbar.tsx';
import { useCatalogueSearch } from './use-catalogue-search.ts';

/** Cards whose icons load at once: the first row on wide screens. */
const EAGER_ICONS = 4;
const SKELETON_CARDS = 8;

/**
 * The app list headed 'Discover Apps': an h2 under the start page's intro, the page's h1 on /apps.
 * Search, sort and filters live in the address; 'Show more' loads the next page. The filters are a
 * sidebar on wide screens and a dialog behind a `Filters` button on narrow ones; their counts come from
 * GET /apps/facets, without which the list works all the same.
 */
export function CatalogueSection({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const search = useCatalogueSearch();
  const { q, sort, filters } = search;
  const list = useAppList({ q, sort, filters });
  const facets = useAppFacets({ q, filters });
  const wide = useWideScreen();
  const snackbar = useSnackbar();

  useEffect(() => {
    if (list.error) snackbar.show(messageForFailure(list.error, LOAD_APPS_FAILURE));
  }, [list.error, snackbar]);

  const apps = list.data?.pages.flatMap((page) => page.apps) ?? [];

  // After 'Show more', focus moves to the first new card: the button may be gone, and keyboard and
  // screen reader users continue where the new cards begin. On its first action (Details), which the
  // app's name describes, rather than its first link, the vendor's name, which says nothing of the app.
  const sectionRef = useRef<HTMLElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || apps.length <= index) return;
    firstNew.current = null;
    const card = sectionRef.current?.querySelectorAll('article')[index];
    card?.querySelector<HTMLElement>('a[aria-describedby]')?.focus();
  }, [apps.length]);
  // The result being replaced by a new search is not the answer to it.
  const filtered = search.filterCount > 0;
  // With filters the count says how many match in all, once the counts for this address have answered.
  const facetsSettled = facets.isError || (facets.isSuccess && !facets.isPlaceholderData);
  const settled = list.isSuccess && !list.isPlaceholderData && (!filtered || facetsSettled);
  const countText = settled
    ? appCountText(apps.length, {
        q,
        hasMore: list.hasNextPage,
        filtered,
        total: facets.isSuccess ? facets.data.total : undefined,
      })
    : '';
  const busy = list.isPending || list.isPlaceholderData || list.isFetchingNextPage;

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="catalogue-heading">
      <div className={styles.header}>
        <Heading id="catalogue-heading" className={headingLevel === 1 ? styles.pageHeading : styles.heading}>
          {PUBLIC_UI_TEXTS.catalogueHeading}
        </Heading>
        <CatalogueToolbar search={search} />
      </div>

      <div className={wide ? `${styles.layout} ${styles.withSidebar}` : styles.layout}>
        {wide ? (
          <FilterSidebar search={search} facets={facets.data} headingLevel={headingLevel === 1 ? 2 : 3} />
        ) : null}
        <div className={styles.results}>
          {wide ? null : <FilterButton search={search} facets={facets.data} />}
          <SearchFilterChips search={search} />
          <p className={styles.count} role="status">
            {countText}
          </p>

          {list.isPending ? (
            <AppCardGrid busy label={CATALOGUE_TEXTS.loading}>
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <AppCardSkeleton key={i} />
              ))}
            </AppCardGrid>
          ) : list.isError && apps.length === 0 ? (
            <div className={styles.notice}>
              <p>{CATALOGUE_TEXTS.loadFailed}</p>
              <button type="button" className={styles.secondaryButton} onClick={() => void list.refetch()}>
                {CATALOGUE_TEXTS.retry}
              </button>
            </div>
          ) : apps.length === 0 ? (
            filtered ? (
              <div className={styles.notice}>
                <p className={styles.noticeTitle}>{noAppsMatchFiltersText(q)}</p>
                <p>{CATALOGUE_TEXTS.noMatchFiltersHint}</p>
                <button type="button" className={styles.secondaryButton} onClick={search.clearFilters}>
                  {CATALOGUE_TEXTS.clearFilters}
                </button>
              </div>
            ) : q ? (
              <div className={styles.notice}>
                <p className={styles.noticeTitle}>{noAppsMatchText(search.q)}</p>
                <p>{CATALOGUE_TEXTS.noMatchHint}</p>
                <button type="button" className={styles.secondaryButton} onClick={search.clear}>
                  {CATALOGUE_TEXTS.clearSearch}
                </button>
              </div>
            ) : (
              <div className={styles.notice}>
                <p className={styles.noticeTitle}>{CATALOGUE_TEXTS.noApps}</p>
              </div>
            )
          ) : (
            <>
              <AppCardGrid busy={busy}>
                {apps.map((card, i) => (
                  <AppCardGridItem key={card.id}>
                    <AppCard
                      card={card}
                      headingLevel={headingLevel === 1 ? 2 : 3}
                      eagerIcon={i < EAGER_ICONS}
                      compare
                    />
                  </AppCardGridItem>
                ))}
              </AppCardGrid>
              {list.hasNextPage ? (
                <div className={styles.more}>
                  <button
                    type="button"
                    className={styles.secondaryButton}
                    aria-disabled={list.isFetchingNextPage || undefined}
                    onClick={() => {
                      if (list.isFetchingNextPage) return;
                      firstNew.current = apps.length;
                      void list.fetchNextPage();
                    }}
                  >
                    {CATALOGUE_TEXTS.showMore}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
