import { useEffect, useId, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import formStyles from '../form/form.module.css';

// The web's one modal (ModalDialog) and the confirmation built on it, in one module: the routes that
// use them name one file in their preload lists, not two (the first chunk carries those lists).

export interface ModalDialogProps {
  /** 'alertdialog' for a question that interrupts (a confirmation), 'dialog' for a form. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly labelledBy: string;
  readonly describedBy?: string | undefined;
  /** Escape, or anything the content calls it for: the owner unmounts the dialog. */
  readonly onClose: () => void;
  /** What gets focus when the dialog opens (the safe choice of a confirmation; a form's first field). */
  readonly initialFocus: RefObject<HTMLElement | null>;
  /**
   * Where focus goes back when the dialog closes; by default the element that had focus when it opened.
   * Give it when that element goes away with the dialog's opening (a menu item).
   */
  readonly returnFocusTo?: RefObject<HTMLElement | null> | undefined;
  readonly children: ReactNode;
}

/**
 * The one modal of the web: a native `<dialog>` opened with showModal (the page behind is inert, focus
 * stays inside), its initial focus set, Escape closing it through the owner's state, and focus back
 * where it came from once it is gone. The confirmation dialog and the reject dialog are built on it.
 */
export function ModalDialog({
  role = 'dialog',
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  returnFocusTo,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const opener = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);
    if (dialog && !dialog.open) dialog.showModal();
    initialFocus.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      // The page behind a modal dialog is inert: focus can go back only once the dialog is gone.
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus, returnFocusTo]);

  // Escape's `cancel` would close the dialog behind React's back; the owner's state closes it instead.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault();
    onClose();
  };

  // In the body, not inside whatever opened it (a card, a table row): the modal is the page's, not theirs.
  return createPortal(
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      className={formStyles.dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={onCancel}
    >
      {children}
    </dialog>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  readonly title: string;
  /** The question. */
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** A destructive action: the confirm button in the danger colour. */
  readonly danger?: boolean | undefined;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * A styled confirmation, for questions the spec does not ask (the editor's unsaved edits); the spec's
 * own confirmations (Delete, Deactivate, Activate) are the browser's `window.confirm`. Role
 * alertdialog, titled and described by its question, focus on the safe button (Cancel), Escape
 * cancels, the confirm button confirms (by click, or Enter or Space once focused), and focus returns
 * to where it came from.
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
  const titleId = useId();
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={cancel}
      onClose={onCancel}
    >
      <div className={formStyles.dialogBody}>
        <h2 id={titleId} className={formStyles.dialogTitle}>
          {title}
        </h2>
        <p id={messageId} className={formStyles.dialogMessage}>
          {message}
        </p>
        <div className={`${formStyles.actions} ${formStyles.dialogActions}`}>
          <button ref={cancel} type="button" className={formStyles.button} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`${formStyles.button} ${danger ? formStyles.dialogDanger : formStyles.primary}`}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
