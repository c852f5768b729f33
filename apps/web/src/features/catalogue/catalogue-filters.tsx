import { CATALOGUE_TEXTS, SEARCH_FILTERS, type CatalogueFacets } from '@showroom/contract';
import { lazy, Suspense, useId, useRef, useState, useSyncExternalStore } from 'react';
import { withLocalePart } from '../../lib/locale.ts';
import styles from './catalogue-filters.module.css';
import type { CatalogueSearch } from './use-catalogue-search.ts';

// Both bring the labels of the facts with them in German (their part of the catalogue: lib/locale.ts).
const FilterDialog = lazy(withLocalePart('facts', () => import('./filter-dialog.tsx')));
// The panel and its labels load beside the first page's data: its column is there from the start.
const FilterPanel = lazy(
  withLocalePart('facts', () => import('./filter-panel.tsx').then((m) => ({ default: m.FilterPanel }))),
);

/** From this width the filters are a sidebar; below it, a dialog behind the `Filters` button. */
const WIDE = '(min-width: 48rem)';

const subscribe = (onChange: () => void): (() => void) => {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
// Without matchMedia (jsdom) the screen counts as wide.
const isWide = (): boolean => window.matchMedia?.(WIDE).matches ?? true;

/** Whether the filters show as a sidebar: known at the first render, so nothing moves afterwards. */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, isWide);

interface FiltersProps {
  readonly search: CatalogueSearch;
  readonly facets: CatalogueFacets | undefined;
}

/** Wide screens: the filters left of the cards, headed `Filters`, with `Clear filters` once any is ticked. */
export function FilterSidebar({ search, facets, headingLevel }: FiltersProps & { headingLevel: 2 | 3 }) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.sidebar} aria-labelledby={headingId}>
      <div className={styles.sidebarHead}>
        <Heading id={headingId} className={styles.sidebarTitle}>
          {CATALOGUE_TEXTS.filters}
        </Heading>
        {search.filterCount > 0 ? (
          <button type="button" className={styles.textButton} onClick={search.clearFilters}>
            {CATALOGUE_TEXTS.clearFilters}
          </button>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <FilterPanel search={search} facets={facets} headingLevel={headingLevel === 2 ? 3 : 4} skipLink />
      </Suspense>
    </section>
  );
}

/** Narrow screens: the `Filters` button, with the number of ticked filters, opening the dialog. */
export function FilterButton({ search, facets }: FiltersProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = search.filterCount;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.filterButton}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {CATALOGUE_TEXTS.filters}
        {count > 0 ? (
          <>
            <span className={styles.badge} aria-hidden="true">
              {count}
            </span>{' '}
            <span className="visually-hidden">({count} active)</span>
          </>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FilterDialog
            search={search}
            facets={facets}
            returnFocusTo={button}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Filters without a panel group (resource, IG, template) from the address, each a removable chip named
 * 'Remove filter Observation' (their values are their labels).
 */
export function SearchFilterChips({ search }: { readonly search: CatalogueSearch }) {
  const chips = SEARCH_FILTERS.flatMap((param) =>
    (search.filters[param] ?? []).map((value) => ({ param, value })),
  );
  if (chips.length === 0) return null;
  return (
    // eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- Safari drops the role of an unstyled list
    <ul role="list" className={styles.chips} aria-label={CATALOGUE_TEXTS.otherFilters}>
      {chips.map(({ param, value }) => (
        <li key={`${param}=${value}`}>
          <button type="button" className={styles.chip} onClick={() => search.setFilter(param, value, false)}>
            <span className="visually-hidden">{CATALOGUE_TEXTS.removeFilter}</span> {value}
          </button>
        </li>
      ))}
    </ul>
  );
}
