import type { ReactNode } from 'react';

interface FormActionsProps {
  /** The submit button's words, and what it says while the form is being sent. */
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  busy: boolean;
  /** Without one, no Cancel button (a form that is always open). */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  /** Disables the submit button for a reason other than sending (a part still loading). */
  submitDisabled?: boolean;
  className?: string;
  /** The buttons' own classes where a form's look differs: a full-width submit, a danger button, small buttons. */
  submitClassName?: string;
  cancelClassName?: string;
  /** Cancel first and the submit button last, as dialogs place their primary action. */
  cancelFirst?: boolean;
  /** The buttons straight in the form, without their row, where the form's own layout places them. */
  bare?: boolean;
  /** Tells assistive technology on the submit button whether the form is being sent (aria-busy). */
  announceBusy?: boolean;
  /** A row outside a form (a dialog's confirm step): the primary button runs this rather than submitting. */
  onConfirm?: () => void;
}

/**
 * The foot of a form: the primary submit button, then Cancel. Both wait while the form is being
 * sent, so a second tap neither sends twice nor closes a form whose answer is on its way.
 */
export function FormActions({
  submitLabel,
  busyLabel,
  busy,
  onCancel,
  cancelLabel,
  submitDisabled = false,
  className = 'button-row',
  submitClassName = 'button button-primary',
  cancelClassName = 'button button-outline',
  cancelFirst = false,
  bare = false,
  announceBusy = false,
  onConfirm,
}: FormActionsProps) {
  const submit = (
    <button
      type={onConfirm ? 'button' : 'submit'}
      className={submitClassName}
      onClick={onConfirm}
      disabled={busy || submitDisabled}
      aria-busy={announceBusy ? busy : undefined}
    >
      {busy ? busyLabel : submitLabel}
    </button>
  );
  const cancel = onCancel && (
    <button type="button" className={cancelClassName} onClick={onCancel} disabled={busy}>
      {cancelLabel}
    </button>
  );
  const buttons = cancelFirst ? (
    <>
      {cancel}
      {submit}
    </>
  ) : (
    <>
      {submit}
      {cancel}
    </>
  );
  return bare ? buttons : <div className={className}>{buttons}</div>;
}
