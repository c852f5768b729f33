import { CATALOGUE_TEXTS, showAppsText, type CatalogueFacets } from '@showroom/contract';
import { useEffect, useId, useRef, type RefObject, type SyntheticEvent } from 'react';
import { FilterPanel } from './filter-panel.tsx';
import styles from './filter-panel.module.css';
import type { CatalogueSearch } from './use-catalogue-search.ts';

/**
 * The filters on narrow screens: a modal <dialog> titled 'Filters' with `Close`, the panel, `Clear
 * filters` and `Show N apps`. Each tick applies at once (the list behind follows); Escape, Close and
 * Show close it and focus goes back to the Filters button. Loaded when first opened.
 */
export default function FilterDialog({
  search,
  facets,
  returnFocusTo,
  onClose,
}: {
  readonly search: CatalogueSearch;
  readonly facets: CatalogueFacets | undefined;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = returnFocusTo.current;
    if (dialog && !dialog.open) dialog.showModal();
    closeButton.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      // The page behind a modal dialog is inert: focus can go back only once the dialog is gone.
      opener?.focus();
    };
  }, [returnFocusTo]);

  // Escape's `cancel` would close the dialog behind React's back; the state closes it instead.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onCancel={onCancel}>
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {CATALOGUE_TEXTS.filters}
        </h2>
        <button ref={closeButton} type="button" className={styles.textButton} onClick={onClose}>
          {CATALOGUE_TEXTS.close}
        </button>
      </div>
      <div className={styles.dialogBody}>
        <FilterPanel search={search} facets={facets} headingLevel={3} />
      </div>
      <div className={styles.dialogFoot}>
        {search.filterCount > 0 ? (
          <button type="button" className={styles.textButton} onClick={search.clearFilters}>
            {CATALOGUE_TEXTS.clearFilters}
          </button>
        ) : null}
        <button type="button" className={styles.showButton} onClick={onClose}>
          {showAppsText(facets?.total)}
        </button>
      </div>
    </dialog>
  );
}
