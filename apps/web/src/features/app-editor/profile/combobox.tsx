import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import formStyles from '../../../components/form/form.module.css';
import styles from './profile.module.css';

export interface ComboOption {
  readonly value: string;
  readonly label: ReactNode;
}

/**
 * A search field with a list of options to choose from (the ARIA combobox pattern with a listbox):
 * typing asks the owner for options (`onQuery`), arrow keys move through them, Enter or a click chooses
 * one (`onChoose`; Enter without a highlighted option chooses `exact`, when given), Escape closes the
 * list and a second Escape clears the search. The chosen values are the owner's (`chosen`, shown above).
 */
export function Combobox({
  label,
  placeholder,
  query,
  onQuery,
  options,
  onChoose,
  exact,
  chosen,
  hint,
  status,
  error,
}: {
  readonly label: string;
  readonly placeholder?: string | undefined;
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly options: readonly ComboOption[];
  readonly onChoose: (value: string) => void;
  readonly exact?: ((query: string) => string | undefined) | undefined;
  readonly chosen?: ReactNode;
  readonly hint: ReactNode;
  /** Announced as it changes (no match, searching, failed). */
  readonly status: ReactNode;
  readonly error?: string | undefined;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = `${id}-list`;
  const optionId = (i: number): string => `${id}-option-${i}`;
  const current = open && options.length > 0 ? Math.min(active, options.length - 1) : -1;

  const choose = (value: string): void => {
    onChoose(value);
    onQuery('');
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
        const picked = current >= 0 ? options[current]?.value : exact?.(query);
        if (picked) choose(picked);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (query !== '') {
          event.preventDefault();
          onQuery('');
        }
        break;
      default:
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`${id}-input`}>
        {label}
      </label>
      {chosen}
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
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            onQuery(event.target.value);
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
          aria-label={label}
          className={styles.listbox}
          hidden={!open || options.length === 0}
        >
          {open
            ? options.map((option, i) => (
                // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- the combobox pattern: keys stay with the input (arrows, Enter, aria-activedescendant); a click is the pointer's way
                <li
                  key={option.value}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  // Keeps the focus in the input, so the list stays the input's.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option.value)}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p id={hintId} className={formStyles.hint}>
        {hint}
      </p>
      <p className={formStyles.hint} role="status">
        {status}
      </p>
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
