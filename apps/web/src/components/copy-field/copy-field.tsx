import { useId, useRef, useState } from 'react';
import buttons from '../../styles/buttons.module.css';
import styles from './copy-field.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A read-only value (a snippet, an address) with a button that copies it: its text is selected on
 * focus, and where the clipboard cannot be written (an insecure context, a refused permission) the
 * text is selected and the status says how to copy it. The app's badge and the sandbox page use it.
 */
export function CopyField({
  label,
  copyLabel,
  value,
  rows,
  copiedText,
  failedText,
}: {
  readonly label: string;
  readonly copyLabel: string;
  readonly value: string;
  readonly rows: number;
  /** The status after a copy, and after the clipboard refused (in the page's language). */
  readonly copiedText: string;
  readonly failedText: string;
}) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setState('failed');
    }
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        ref={field}
        className={styles.code}
        readOnly
        rows={rows}
        spellCheck={false}
        value={value}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className={styles.controls}>
        <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => void copy()}>
          {copyLabel}
        </button>
        <p className={styles.status} role="status">
          {state === 'copied' ? copiedText : state === 'failed' ? failedText : ''}
        </p>
      </div>
    </div>
  );
}
