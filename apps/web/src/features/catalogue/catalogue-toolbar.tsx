import {
  APP_SORT_LABELS,
  appSortChoices,
  CATALOGUE_TEXTS,
  SEARCH_QUERY_MAX,
  type AppSort,
} from '@showroom/contract';
import { useId, type FormEvent } from 'react';
import styles from './catalogue-section.module.css';
import type { CatalogueSearch } from './use-catalogue-search.ts';

/** The search field and the sort choice above the cards. */
export function CatalogueToolbar({ search }: { search: CatalogueSearch }) {
  const searchId = useId();
  const sortId = useId();
  const choices = appSortChoices(search.q);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    search.submit();
  };

  return (
    <div className={styles.toolbar}>
      <form role="search" className={styles.searchForm} onSubmit={onSubmit}>
        <label htmlFor={searchId} className={styles.label}>
          {CATALOGUE_TEXTS.searchLabel}
        </label>
        <div className={styles.searchBox}>
          <input
            id={searchId}
            className={styles.searchInput}
            type="search"
            name="q"
            value={search.draft}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={CATALOGUE_TEXTS.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(event) => search.setDraft(event.target.value)}
          />
          <button type="submit" className={styles.searchButton}>
            {CATALOGUE_TEXTS.searchButton}
          </button>
        </div>
      </form>
      <div className={styles.sortField}>
        <label htmlFor={sortId} className={styles.label}>
          {CATALOGUE_TEXTS.sortLabel}
        </label>
        <select
          id={sortId}
          className={styles.select}
          value={choices.includes(search.sort) ? search.sort : choices[0]}
          onChange={(event) => search.setSort(event.target.value as AppSort)}
        >
          {choices.map((sort) => (
            <option key={sort} value={sort}>
              {APP_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
