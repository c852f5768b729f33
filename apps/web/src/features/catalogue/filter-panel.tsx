import {
  CATALOGUE_TEXTS,
  FACET_GROUP_LABELS,
  FACET_GROUP_VALUES,
  FACET_GROUPS,
  isOpenFacetGroup,
  FILTER_PANEL_TEXTS,
  facetValueLabel,
  runsOnName,
  type CatalogueFacets,
  type FacetCount,
  type FacetGroup,
} from '@showroom/contract';
import { useId, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import styles from './filter-panel.module.css';
import type { CatalogueSearch } from './use-catalogue-search.ts';

/** Languages listed before 'Show all languages' (the most common first; chosen ones always show). */
const LANGUAGES_SHOWN = 5;

/**
 * The folded groups in the address (`?folded=audience,platform`, in the panel's order), there only once
 * a group is folded: a shared or reloaded address shows the panel as it was left. Replaces the history
 * entry (Back leaves the catalogue, it does not unfold); the API never reads it.
 */
export const FOLDED_PARAM = 'folded';

function useFoldedGroups(): [ReadonlySet<string>, (group: FacetGroup, folded: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const folded = new Set((params.get(FOLDED_PARAM) ?? '').split(','));
  const setFolded = (group: FacetGroup, fold: boolean) => {
    if (fold) folded.add(group);
    else folded.delete(group);
    const next = new URLSearchParams(params);
    const list = FACET_GROUPS.filter((g) => folded.has(g));
    if (list.length > 0) next.set(FOLDED_PARAM, list.join(','));
    else next.delete(FOLDED_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return [folded, setFolded];
}

interface FilterPanelProps {
  readonly search: CatalogueSearch;
  /** The counts; without them (loading, failed) the options show without counts. */
  readonly facets: CatalogueFacets | undefined;
  /** Level of the groups' headings. */
  readonly headingLevel: 3 | 4;
  /** The sidebar's first line: a link past the groups to the results (not in the dialog, which covers them). */
  readonly skipLink?: boolean;
}

/**
 * The catalogue's filters: a group per facet headed by its name, each option a checkbox named by its
 * value and its count ('R4 (12)': the space between the spans keeps them apart in the name). The count's
 * column is there before the counts arrive, so nothing moves when they do. Options that would give no
 * app are disabled unless ticked. Each group's heading is a button that folds its options away (kept in
 * the address: FOLDED_PARAM); in the sidebar a button first in the panel leads past the groups to the results.
 */
export function FilterPanel({ search, facets, headingLevel, skipLink = false }: FilterPanelProps) {
  const [folded, setFolded] = useFoldedGroups();
  return (
    <div className={styles.groups}>
      {skipLink ? (
        <button type="button" className={styles.skip} onClick={skipToResults}>
          {FILTER_PANEL_TEXTS.skipToResults}
        </button>
      ) : null}
      {FACET_GROUPS.map((group) => (
        <FacetGroupField
          key={group}
          group={group}
          selected={search.filters[group] ?? []}
          counts={facets?.groups[group]}
          headingLevel={headingLevel}
          open={!folded.has(group)}
          onToggle={() => setFolded(group, !folded.has(group))}
          onChange={(value, on) => search.setFilter(group, value, on)}
        />
      ))}
    </div>
  );
}

/**
 * The skip button's target is the results beside the sidebar (the count, then the cards): the element
 * after the sidebar's section, focused as a whole. Found from here, so the catalogue's first-render code
 * carries no id for it.
 */
function skipToResults(event: MouseEvent<HTMLButtonElement>) {
  const results = event.currentTarget.closest('section')?.nextElementSibling;
  if (!(results instanceof HTMLElement)) return;
  results.tabIndex = -1;
  results.focus();
}

function FacetGroupField({
  group,
  selected,
  counts,
  headingLevel,
  open,
  onToggle,
  onChange,
}: {
  readonly group: FacetGroup;
  readonly selected: readonly string[];
  readonly counts: readonly FacetCount[] | undefined;
  readonly headingLevel: 3 | 4;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onChange: (value: string, on: boolean) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const Heading = `h${headingLevel}` as const;
  const countOf = new Map(counts?.map((c) => [c.value, c.count]));
  // Languages and runs-on systems are those the catalogue has, by count (a chosen one the answer lacks has none).
  let values = isOpenFacetGroup(group)
    ? [...countOf.keys(), ...selected.filter((v) => !countOf.has(v))]
    : FACET_GROUP_VALUES[group];
  const long = group === 'language' && values.length > LANGUAGES_SHOWN;
  if (long && !showAll) values = values.filter((v, i) => i < LANGUAGES_SHOWN || selected.includes(v));

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Heading className={styles.groupHeading}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            onClick={onToggle}
          >
            {FACET_GROUP_LABELS[group]}
          </button>
        </Heading>
      </legend>
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- Safari drops the role of an unstyled list */}
      <ul role="list" id={listId} className={styles.options} hidden={!open}>
        {values.map((value) => {
          const checked = selected.includes(value);
          const count = countOf.get(value) ?? (counts && isOpenFacetGroup(group) ? 0 : undefined);
          return (
            <li key={value}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={checked}
                  disabled={count === 0 && !checked}
                  onChange={(event) => onChange(value, event.target.checked)}
                />
                <span className={styles.value}>
                  {group === 'runsOn' ? runsOnName(value) : facetValueLabel(group, value)}
                </span>{' '}
                <span className={styles.count}>{count === undefined ? '' : `(${count})`}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {long && open ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? CATALOGUE_TEXTS.showFewerLanguages : CATALOGUE_TEXTS.showAllLanguages}
        </button>
      ) : null}
    </fieldset>
  );
}
