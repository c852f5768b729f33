import { INTEROP_FORM_TEXTS, prepareChip, type ChipList } from '@showroom/contract';
import {
  useId,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import formStyles from '../../../components/form/form.module.css';
import styles from './profile.module.css';

/** The hint and error of a group of controls, and the ids that tie them to it (aria-describedby). */
function useDescription(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const text = (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
  return { id, describedBy: describedBy || undefined, text };
}

interface ChoicesProps<T extends string> {
  readonly legend: string;
  readonly options: readonly T[];
  readonly labels: Readonly<Record<T, string>>;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
}

/** Checkboxes in a fieldset named by its legend; `disabled` says which options can not be ticked now. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  labels,
  hint,
  error,
  value,
  onChange,
  disabled,
  className = styles.choices,
  children,
}: ChoicesProps<T> & {
  readonly value: readonly T[];
  readonly onChange: (value: T[]) => void;
  readonly disabled?: (option: T) => boolean;
  readonly className?: string | undefined;
  /** More content of the fieldset, after the message. */
  readonly children?: ReactNode;
}) {
  const d = useDescription(hint, error);
  const toggle = (option: T, checked: boolean): void => {
    const next = checked ? [...value, option] : value.filter((v) => v !== option);
    onChange(options.filter((o) => next.includes(o)));
  };
  return (
    <fieldset className={className} aria-describedby={d.describedBy}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="checkbox"
              checked={value.includes(option)}
              disabled={!value.includes(option) && disabled?.(option) === true}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {d.text}
      {children}
    </fieldset>
  );
}

/** Radio buttons in a fieldset, the last one `Not declared` (the value ''). */
export function RadioGroup<T extends string>({
  legend,
  options,
  labels,
  hint,
  error,
  value,
  onChange,
}: ChoicesProps<T> & { readonly value: T | ''; readonly onChange: (value: T | '') => void }) {
  const d = useDescription(hint, error);
  const choices: { value: T | ''; label: string }[] = [
    ...options.map((o) => ({ value: o, label: labels[o] })),
    { value: '', label: INTEROP_FORM_TEXTS.notDeclared },
  ];
  return (
    <fieldset
      className={styles.choices}
      role="radiogroup"
      aria-describedby={d.describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.value || 'none'} className={styles.option}>
            <input
              type="radio"
              name={d.id}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {d.text}
    </fieldset>
  );
}

/** Chosen values as chips, each with a button `Remove <value>`. */
export function Chips({
  values,
  onRemove,
  text = (v) => v,
}: {
  readonly values: readonly string[];
  readonly onRemove: (value: string) => void;
  readonly text?: (value: string) => ReactNode;
}) {
  if (values.length === 0) return null;
  return (
    <ul className={styles.chips}>
      {values.map((value) => (
        <li key={value} className={styles.chip}>
          <span>{text(value)}</span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={INTEROP_FORM_TEXTS.remove(value)}
            onClick={() => onRemove(value)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Free values entered one by one (Enter or the add button), with suggestions from a datalist; a value
 * the schema refuses (malformed, twice, one too many) stays in the input with the schema's message.
 */
export function ChipsInput({
  label,
  addLabel,
  list,
  value,
  onChange,
  suggestions = [],
  suggestionLabel,
  hint,
  error,
  chipText,
}: {
  readonly label: string;
  readonly addLabel: string;
  readonly list: ChipList;
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  readonly suggestions?: readonly string[];
  /** A suggestion's name in the list (the value is what the field keeps): 'German' for de. */
  readonly suggestionLabel?: (value: string) => string | undefined;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  readonly chipText?: (value: string) => ReactNode;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const d = useDescription(hint, problem ?? error);
  const inputId = `${d.id}-input`;
  const add = (): void => {
    if (typed.trim() === '') return;
    const result = prepareChip(list, value, typed);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    onChange([...value, result.value]);
    setTyped('');
    setProblem(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const offered = suggestions.filter((s) => !value.includes(s));
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <Chips values={value} text={chipText} onRemove={(v) => onChange(value.filter((x) => x !== v))} />
      <div className={styles.entry}>
        <input
          id={inputId}
          className={formStyles.input}
          value={typed}
          list={offered.length > 0 ? `${d.id}-suggestions` : undefined}
          autoComplete="off"
          aria-invalid={problem || error ? true : undefined}
          aria-describedby={d.describedBy}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={formStyles.button} onClick={add} disabled={typed.trim() === ''}>
          {addLabel}
        </button>
      </div>
      {offered.length > 0 ? (
        <datalist id={`${d.id}-suggestions`}>
          {offered.map((s) => (
            <option key={s} value={s} label={suggestionLabel?.(s)} />
          ))}
        </datalist>
      ) : null}
      {d.text}
    </div>
  );
}

/** A native select whose empty choice reads `Not declared`. */
export function SelectField({
  label,
  options,
  labels,
  error,
  ...rest
}: {
  readonly label: string;
  readonly options: readonly string[];
  readonly labels?: Readonly<Record<string, string>>;
  readonly error?: string | undefined;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
    readonly ref?: Ref<HTMLSelectElement>;
  }) {
  const d = useDescription(undefined, error);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`${d.id}-select`}>
        {label}
      </label>
      <select
        {...rest}
        id={`${d.id}-select`}
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={d.describedBy}
      >
        <option value="">{INTEROP_FORM_TEXTS.notDeclared}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </select>
      {d.text}
    </div>
  );
}
