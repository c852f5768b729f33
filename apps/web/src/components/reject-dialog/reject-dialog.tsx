import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_TEXTS, rejectFormSchema, UI_TEXTS, type RejectForm } from '@showroom/contract';
import { useId, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../form/form-field.tsx';
import { ModalDialog } from '../dialog/dialog.tsx';
import formStyles from '../form/form.module.css';

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
 * The Reject button and its modal (the web's one ModalDialog) titled 'Reason for Rejection:' with one text
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

  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={subject ? subjectId : undefined}
      initialFocus={textarea}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
    >
      <form
        noValidate
        className={formStyles.dialogForm}
        onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values.reason.trim()))(event)}
      >
        <h2 id={titleId} className={formStyles.dialogTitle}>
          {UI_TEXTS.rejectDialogTitle}
        </h2>
        {subject ? (
          <p id={subjectId} className={formStyles.dialogSubject}>
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
    </ModalDialog>
  );
}
