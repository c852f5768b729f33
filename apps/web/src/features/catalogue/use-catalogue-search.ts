import { appSortChoices, defaultAppSort, SEARCH_DEBOUNCE_MS, type AppSort } from '@showroom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const isSort = (value: string | null, q: string): value is AppSort =>
  value !== null && (appSortChoices(q) as readonly string[]).includes(value);

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
}

/**
 * Search and sort live in the address (`?q=…&sort=…`), so a result can be shared and the back button
 * restores it. Typing updates the address after a pause: the first update of a burst of typing adds
 * one history entry and the following ones replace it, so Back returns to the list as it was before
 * the search rather than stepping through every keystroke. Enter, a sort choice or clearing commit
 * at once. A sort equal to the default for the search is left out of the address.
 */
export function useCatalogueSearch(): CatalogueSearch {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
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
  };
}
