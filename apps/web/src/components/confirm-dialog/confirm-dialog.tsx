import { useEffect, useId, useRef, type SyntheticEvent } from 'react';
import formStyles from '../form/form.module.css';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  /** The question, the dialog's accessible name. */
  readonly title: string;
  /** What happens on confirming, the dialog's accessible description. */
  readonly message?: string | undefined;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** A destructive action: the confirm button in the danger style. */
  readonly danger?: boolean;
  readonly onConfirm: () => void;
  /** Cancel, Escape: the dialog closes and nothing happens. */
  readonly onCancel: () => void;
}

/**
 * A modal confirmation: a native `<dialog>` opened with showModal (the page behind it is inert, so
 * focus stays inside), role alertdialog, named by its title and described by its message. Focus starts
 * on Cancel, the safe choice; Escape cancels; when it closes, focus returns to where it was.
 * Render it only while the question is open.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      // The page behind a modal dialog is inert: focus can go back only once the dialog is gone.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Escape's `cancel` would close the dialog behind React's back; the owner's state closes it instead.
  const onDialogCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault();
    onCancel();
  };

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      onCancel={onDialogCancel}
    >
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {message ? (
          <p id={messageId} className={styles.message}>
            {message}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button ref={cancelRef} type="button" className={formStyles.button} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`${formStyles.button} ${danger ? formStyles.danger : formStyles.primary}`}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
