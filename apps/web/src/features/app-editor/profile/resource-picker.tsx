import { fhirResourceTypesFor, INTEROP_FORM_TEXTS as T, type FhirVersion } from '@showroom/contract';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import formStyles from '../../../components/form/form.module.css';
import { Chips } from './controls.tsx';
import styles from './profile.module.css';

/** The options for a search: those starting with it first, then those containing it. */
function matching(options: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...options];
  const starts = options.filter((o) => o.toLowerCase().startsWith(q));
  const contains = options.filter((o) => !o.toLowerCase().startsWith(q) && o.toLowerCase().includes(q));
  return [...starts, ...contains];
}

/**
 * FHIR resource types as a searchable multi-select (ARIA combobox with a listbox): typing filters the
 * resource types of the chosen versions, arrow keys move through them, Enter or a click adds one, Escape
 * closes the list (and a second Escape clears the search). Only listed types can be added; the chosen
 * ones show as chips with `Remove <Type>` buttons.
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
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const all = useMemo(() => fhirResourceTypesFor(versions), [versions]);
  const options = useMemo(
    () =>
      matching(
        all.filter((o) => !value.includes(o)),
        query,
      ),
    [all, value, query],
  );
  const listId = `${id}-list`;
  const optionId = (i: number): string => `${id}-option-${i}`;
  const current = open && options.length > 0 ? Math.min(active, options.length - 1) : -1;

  const choose = (type: string): void => {
    onChange([...value, type]);
    setQuery('');
    setActive(0);
    setOpen(false);
  };

  const move = (to: number): void => {
    setOpen(true);
    const next = Math.max(0, Math.min(to, options.length - 1));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(open ? current + 1 : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(open ? current - 1 : options.length - 1);
        break;
      case 'Enter': {
        event.preventDefault();
        const exact = options.find((o) => o.toLowerCase() === query.trim().toLowerCase());
        const picked = current >= 0 ? options[current] : exact;
        if (picked) choose(picked);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        break;
      default:
    }
  };

  const noMatch = query.trim() !== '' && options.length === 0;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`${id}-input`}>
        {T.resourceTypes}
      </label>
      <Chips values={value} onRemove={(type) => onChange(value.filter((v) => v !== type))} />
      <div className={styles.combo}>
        <input
          id={`${id}-input`}
          className={formStyles.input}
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={T.resourceSearch}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(query !== '')}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={T.resourceTypes}
          className={styles.listbox}
          hidden={!open || options.length === 0}
        >
          {open
            ? options.map((type, i) => (
                // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- the combobox pattern: keys stay with the input (arrows, Enter, aria-activedescendant); a click is the pointer's way
                <li
                  key={type}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  // Keeps the focus in the input, so the list stays the input's.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(type)}
                >
                  {type}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p id={hintId} className={formStyles.hint}>
        {versions.length > 0 ? T.resourceTypesOf(versions.join(', ')) : T.resourceTypesAll} {T.resourceKeys}
      </p>
      <p id={statusId} className={formStyles.hint} role="status">
        {noMatch ? T.noResourceMatch(query.trim()) : ''}
      </p>
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
