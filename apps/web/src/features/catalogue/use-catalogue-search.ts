import {
  appSortChoices,
  defaultAppSort,
  FACET_GROUP_VALUES,
  FILTER_PARAMS,
  FILTER_VALUES_MAX,
  SEARCH_DEBOUNCE_MS,
  type AppSort,
  type FilterParam,
} from '@showroom/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SelectedFilters } from './api/query-keys.ts';

const isSort = (value: string | null, q: string): value is AppSort =>
  value !== null && (appSortChoices(q) as readonly string[]).includes(value);

/**
 * The filters in the address: the GET /apps parameters, repeated per value. Values a controlled group does
 * not know are left out (an old or mistyped link still lists apps), as are repeats.
 */
export function readFilters(params: URLSearchParams): SelectedFilters {
  const filters: SelectedFilters = {};
  for (const param of FILTER_PARAMS) {
    const known = (FACET_GROUP_VALUES as Partial<Record<FilterParam, readonly string[]>>)[param];
    const values = [...new Set(params.getAll(param).map((v) => v.trim()))]
      .filter((v) => v && (!known || known.includes(v)))
      .slice(0, FILTER_VALUES_MAX);
    if (values.length > 0) filters[param] = values;
  }
  return filters;
}

export interface CatalogueSearch {
  /** The search in the address (what the list shows), trimmed. */
  readonly q: string;
  /** The sort in effect: the address's if it is a choice for this search, else the default. */
  readonly sort: AppSort;
  /** What the search field holds, ahead of the address while the visitor types. */
  readonly draft: string;
  readonly setDraft: (value: string) => void;
  /** Runs the field's search now (Enter, the Search button). */
  readonly submit: () => void;
  readonly setSort: (sort: AppSort) => void;
  readonly clear: () => void;
  /** The filters in the address. */
  readonly filters: SelectedFilters;
  /** How many filter values are chosen. */
  readonly filterCount: number;
  /** Ticks or unticks one value: a new history entry, so Back undoes it. */
  readonly setFilter: (param: FilterParam, value: string, on: boolean) => void;
  /** Removes every filter, keeping the search and sort. */
  readonly clearFilters: () => void;
}

/**
 * Search, sort and filters live in the address (`?q=…&sort=…&fhirVersion=R4`), so a result can be shared and the back button
 * restores it. Typing updates the address after a pause: the first update of a burst of typing adds
 * one history entry and the following ones replace it, so Back returns to the list as it was before
 * the search rather than stepping through every keystroke. Enter, a sort choice or clearing commit
 * at once. A sort equal to the default for the search is left out of the address.
 */
export function useCatalogueSearch(): CatalogueSearch {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // Parsed once per address, so the query keys and the panel get the same object until it changes.
  const paramString = params.toString();
  const addressFilters = useMemo(() => readFilters(new URLSearchParams(paramString)), [paramString]);
  // A tick shows at once: the address changes only when the router's navigation completes, and a
  // checkbox that waited for it would spring back meanwhile. Dropped as soon as the address moves on.
  const [pending, setPending] = useState<SelectedFilters | null>(null);
  const [addressSeen, setAddressSeen] = useState(paramString);
  if (paramString !== addressSeen) {
    setAddressSeen(paramString);
    setPending(null);
  }
  const filters = pending ?? addressFilters;
  const sortParam = params.get('sort');
  const sort: AppSort = isSort(sortParam, q) ? sortParam : defaultAppSort(q);

  const [draft, setDraftState] = useState(q);
  // The search this hook asked the address for and the address has not shown yet. When the address
  // changes to anything else (Back/Forward, a link), the field follows the address.
  const [expected, setExpected] = useState<string | null>(null);
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (q === expected) setExpected(null);
    else setDraftState(q);
  }
  const committed = expected ?? q;
  /** Whether the current burst of typing already has its own history entry. */
  const typingEntry = useRef(false);

  const write = useCallback(
    (nextQ: string, nextSort: AppSort | null, mode: 'typing' | 'commit') => {
      const trimmed = nextQ.trim();
      const next = new URLSearchParams(params);
      if (trimmed) next.set('q', trimmed);
      else next.delete('q');
      const chosen = nextSort ?? (isSort(sortParam, trimmed) ? sortParam : null);
      if (chosen && chosen !== defaultAppSort(trimmed) && isSort(chosen, trimmed)) next.set('sort', chosen);
      else next.delete('sort');

      const replace = typingEntry.current;
      if (next.toString() === params.toString()) {
        if (mode === 'commit') typingEntry.current = false;
        return;
      }
      typingEntry.current = mode === 'typing';
      if (trimmed !== q) setExpected(trimmed);
      setParams(next, { replace, preventScrollReset: true });
    },
    [params, setParams, sortParam, q],
  );

  const writeFilters = (next: SelectedFilters): void => {
    const nextParams = new URLSearchParams(params);
    for (const param of FILTER_PARAMS) {
      nextParams.delete(param);
      for (const value of next[param] ?? []) nextParams.append(param, value);
    }
    typingEntry.current = false;
    setPending(next);
    setParams(nextParams, { preventScrollReset: true });
  };

  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = window.setTimeout(() => write(draft, null, 'typing'), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, committed, write]);

  return {
    q,
    sort,
    draft,
    setDraft: setDraftState,
    submit: () => write(draft, null, 'commit'),
    setSort: (next) => write(draft, next, 'commit'),
    clear: () => {
      setDraftState('');
      write('', null, 'commit');
    },
    filters,
    filterCount: Object.values(filters).reduce((sum, values) => sum + values.length, 0),
    setFilter: (param, value, on) => {
      const values = (filters[param] ?? []).filter((v) => v !== value);
      writeFilters({ ...filters, [param]: on ? [...values, value] : values });
    },
    clearFilters: () => writeFilters({}),
  };
}
