import { fhirResourceTypesFor, INTEROP_FORM_TEXTS as T, type FhirVersion } from '@showroom/contract';
import { useMemo, useState } from 'react';
import { Combobox } from './combobox.tsx';
import { Chips } from './controls.tsx';

/** The options for a search: those starting with it first, then those containing it. */
function matching(options: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...options];
  const starts = options.filter((o) => o.toLowerCase().startsWith(q));
  const contains = options.filter((o) => !o.toLowerCase().startsWith(q) && o.toLowerCase().includes(q));
  return [...starts, ...contains];
}

/**
 * FHIR resource types as a searchable multi-select (ARIA combobox with a listbox, combobox.tsx): typing
 * filters the resource types of the chosen versions, arrow keys move through them, Enter or a click adds
 * one, Escape closes the list (and a second Escape clears the search). Only listed types can be added;
 * the chosen ones show as chips with `Remove <Type>` buttons.
 */
export function ResourcePicker({
  versions,
  value,
  onChange,
  error,
}: {
  readonly versions: readonly FhirVersion[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  readonly error?: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const all = useMemo(() => fhirResourceTypesFor(versions), [versions]);
  const options = useMemo(
    () =>
      matching(
        all.filter((o) => !value.includes(o)),
        query,
      ),
    [all, value, query],
  );
  const noMatch = query.trim() !== '' && options.length === 0;

  return (
    <Combobox
      label={T.resourceTypes}
      placeholder={T.resourceSearch}
      query={query}
      onQuery={setQuery}
      options={options.map((type) => ({ value: type, label: type }))}
      onChoose={(type) => onChange([...value, type])}
      exact={(q) => options.find((o) => o.toLowerCase() === q.trim().toLowerCase())}
      chosen={<Chips values={value} onRemove={(type) => onChange(value.filter((v) => v !== type))} />}
      hint={
        <>
          {versions.length > 0 ? T.resourceTypesOf(versions.join(', ')) : T.resourceTypesAll} {T.resourceKeys}
        </>
      }
      status={noMatch ? T.noResourceMatch(query.trim()) : ''}
      error={error}
    />
  );
}
