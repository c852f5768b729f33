import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import styles from './form.module.css';

interface CommonProps {
  readonly label: string;
  /** Shown under the field and announced with it; pass it only when it should be visible (e.g. dirty). */
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
}

type InputProps = CommonProps & {
  readonly multiline?: false;
  readonly ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>;

type TextareaProps = CommonProps & {
  readonly multiline: true;
  readonly ref?: Ref<HTMLTextAreaElement>;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'>;

/**
 * A labelled text input or text area with its hint and error tied to it (aria-describedby), so a
 * screen reader reads the message with the field and tests find the field by its label. A `required`
 * field shows a visible '*' beside its label (the form explains the mark) and is required for AT.
 */
export function FormField(props: InputProps | TextareaProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const control = props.multiline ? (
    <TextareaControl props={props} id={id} describedBy={describedBy} />
  ) : (
    <InputControl props={props} id={id} describedBy={describedBy} />
  );
  const label = (
    <label className={styles.label} htmlFor={id}>
      {props.label}
    </label>
  );
  return (
    <div className={styles.field}>
      {props.required ? (
        // The mark sits beside the label, not in it, so the field's name stays its label; screen
        // readers hear 'required' from the control's own attribute instead of the star.
        <div className={styles.labelRow}>
          {label}
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        </div>
      ) : (
        label
      )}
      {control}
      {props.hint ? (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className={styles.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function InputControl({
  props,
  id,
  describedBy,
}: {
  props: InputProps;
  id: string;
  describedBy: string | undefined;
}) {
  const { label: _label, error, hint: _hint, multiline: _multiline, className, ...rest } = props;
  return (
    <input
      {...rest}
      id={id}
      className={`${styles.input} ${className ?? ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
}

function TextareaControl({
  props,
  id,
  describedBy,
}: {
  props: TextareaProps;
  id: string;
  describedBy: string | undefined;
}) {
  const { label: _label, error, hint: _hint, multiline: _multiline, className, ...rest } = props;
  return (
    <textarea
      {...rest}
      id={id}
      className={`${styles.input} ${className ?? ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
}
