import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_TEXTS, rejectFormSchema, UI_TEXTS, type RejectForm } from '@showroom/contract';
import { useEffect, useId, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../form/form-field.tsx';
import formStyles from '../form/form.module.css';
import styles from './reject-dialog.module.css';

export interface RejectActionProps {
  /** Called with the reason once the person confirms in the dialog; the dialog is closed by then. */
  readonly onReject: (reason: string) => void;
  readonly disabled?: boolean | undefined;
  /** What is rejected, said under the dialog's title (e.g. the vendor's or app's name). */
  readonly subject?: string | undefined;
  /** Extra classes for the Reject button, so it matches the buttons beside it. */
  readonly className?: string | undefined;
}

/**
 * The Reject button and its modal: a native `<dialog>` titled 'Reason for Rejection:' with one text
 * field 'Reason' (the contract's reject form) and a Reject submit that stays disabled while the reason
 * is empty. Cancel and Escape close it; focus goes back to the button.
 */
export function RejectAction({ onReject, disabled, subject, className }: RejectActionProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className ?? `${formStyles.button} ${formStyles.danger}`}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {ADMIN_TEXTS.reject}
      </button>
      {open ? (
        <RejectDialog
          subject={subject}
          returnFocusTo={opener}
          onClose={() => setOpen(false)}
          onSubmit={(reason) => {
            setOpen(false);
            onReject(reason);
          }}
        />
      ) : null}
    </>
  );
}

function RejectDialog({
  subject,
  returnFocusTo,
  onClose,
  onSubmit,
}: {
  readonly subject: string | undefined;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
  readonly onSubmit: (reason: string) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const subjectId = useId();
  const form = useForm<RejectForm>({
    resolver: zodResolver(rejectFormSchema),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const { errors, isValid, dirtyFields } = form.formState;
  const { ref: registerRef, ...reasonField } = form.register('reason');
  const textarea = useRef<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    const opener = returnFocusTo.current;
    if (dialog && !dialog.open) dialog.showModal();
    textarea.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      // The page behind a modal dialog is inert: focus can go back only once the dialog is gone.
      opener?.focus();
    };
  }, [returnFocusTo]);

  // Escape's `cancel` would close the dialog behind React's back; the state closes it instead.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={subject ? subjectId : undefined}
      onCancel={onCancel}
    >
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values.reason.trim()))(event)}
      >
        <h2 id={titleId} className={styles.title}>
          {UI_TEXTS.rejectDialogTitle}
        </h2>
        {subject ? (
          <p id={subjectId} className={styles.subject}>
            {subject}
          </p>
        ) : null}
        <FormField
          label={ADMIN_TEXTS.reasonField}
          multiline
          rows={5}
          error={dirtyFields.reason ? errors.reason?.message : undefined}
          ref={(element: HTMLTextAreaElement | null) => {
            registerRef(element);
            textarea.current = element;
          }}
          {...reasonField}
        />
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.button} onClick={onClose}>
            {ADMIN_TEXTS.cancel}
          </button>
          <button type="submit" className={`${formStyles.button} ${formStyles.primary}`} disabled={!isValid}>
            {ADMIN_TEXTS.reject}
          </button>
        </div>
      </form>
    </dialog>
  );
}
