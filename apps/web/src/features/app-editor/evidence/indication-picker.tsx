import { EVIDENCE_FORM_TEXTS as T, EVIDENCE_LIMITS, type IndicationForm } from '@showroom/contract';
import { useState } from 'react';
import { useIcd10Search } from '../api/search-icd10.ts';
import { Combobox } from '../profile/combobox.tsx';
import styles from '../profile/profile.module.css';

/**
 * The indications as ICD-10-CM codes, chosen by searching the API's list by name or code (an ARIA
 * combobox, combobox.tsx): each chosen one shows its code and name with a `Remove <code>` button. Only
 * listed codes can be chosen; the API looks each up again and stores the list's name.
 */
export function IndicationPicker({
  value,
  onAdd,
  onRemove,
  error,
}: {
  readonly value: readonly IndicationForm[];
  readonly onAdd: (indication: IndicationForm) => void;
  readonly onRemove: (i: number) => void;
  readonly error?: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const search = useIcd10Search(query);
  const typed = query.trim();
  const chosenCodes = new Set(value.map((v) => v.code));
  const found = typed === '' ? [] : (search.data ?? []).filter((c) => !chosenCodes.has(c.code));
  const status =
    typed === ''
      ? ''
      : search.isError
        ? T.indicationFailed
        : search.isFetching && found.length === 0
          ? T.indicationSearching
          : search.isSuccess && found.length === 0
            ? T.indicationNone(typed)
            : '';
  const full = value.length >= EVIDENCE_LIMITS.indications;

  return (
    <Combobox
      label={T.indicationSearch}
      query={query}
      onQuery={setQuery}
      options={
        full
          ? []
          : found.map((c) => ({
              value: c.code,
              label: (
                <>
                  <strong>{c.code}</strong> {c.display}
                </>
              ),
            }))
      }
      onChoose={(code) => {
        const concept = found.find((c) => c.code === code);
        if (concept) onAdd({ code: concept.code, display: concept.display });
      }}
      chosen={
        value.length > 0 ? (
          <ul className={styles.chips} aria-label={T.indications}>
            {value.map((indication, i) => (
              <li key={indication.code} className={styles.chip}>
                <span>
                  {indication.code} {indication.display}
                </span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={T.remove(indication.code)}
                  onClick={() => onRemove(i)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null
      }
      hint={
        <>
          {T.indicationHint} {T.indicationSource}
        </>
      }
      status={status}
      error={error}
    />
  );
}
