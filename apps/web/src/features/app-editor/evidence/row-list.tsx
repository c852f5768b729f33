import { EVIDENCE_FORM_TEXTS as T } from '@showroom/contract';
import type { ReactNode } from 'react';
import formStyles from '../../../components/form/form.module.css';
import styles from '../profile/profile.module.css';
import own from './evidence.module.css';

/**
 * A list of rows of the evidence (systems, reference sites, certifications, contraindications, studies):
 * a fieldset named by its legend; each row a group named by its number with its fields and a
 * `Remove <row>` button; an Add button (disabled at the list's limit) and the list's own message.
 */
export function RowList({
  legend,
  rows,
  rowLabel,
  renderRow,
  onRemove,
  addLabel,
  onAdd,
  max,
  error,
  children,
}: {
  readonly legend: string;
  readonly rows: readonly { readonly id: string }[];
  readonly rowLabel: (n: number) => string;
  readonly renderRow: (i: number) => ReactNode;
  readonly onRemove: (i: number) => void;
  readonly addLabel: string;
  readonly onAdd: () => void;
  readonly max: number;
  readonly error?: string | undefined;
  /** More content of the fieldset, before the rows. */
  readonly children?: ReactNode;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {children}
      {rows.map((row, i) => (
        <div key={row.id} className={own.row} role="group" aria-label={rowLabel(i + 1)}>
          {renderRow(i)}
          <button type="button" className={formStyles.button} onClick={() => onRemove(i)}>
            {T.remove(rowLabel(i + 1))}
          </button>
        </div>
      ))}
      <div>
        <button type="button" className={formStyles.button} disabled={rows.length >= max} onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      {error ? <p className={formStyles.error}>{error}</p> : null}
    </fieldset>
  );
}
