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
}: FormActionsProps) {
  return (
    <div className={className}>
      <button type="submit" className="button button-primary" disabled={busy || submitDisabled}>
        {busy ? busyLabel : submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button button-outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
      )}
    </div>
  );
}
