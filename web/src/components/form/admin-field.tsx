import type { ReactNode } from 'react';

/** What the control takes from its field: its id, and the hint and message it is described by. */
interface AdminControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface StackedProps {
  /** The control's id: the label points at it, and the hint and message ids are made from it. */
  id: string;
  label: ReactNode;
  /** The label's class: `visually-hidden` where what is around the field already shows what it is. */
  labelClassName?: string;
  /** Shown under the control as `{id}-hint`. */
  hint?: ReactNode;
  /** Shown under the hint as `{id}-error`; the control given its props is marked invalid (a red border). */
  error?: ReactNode;
  /**
   * The control, given its id and aria attributes; or a control wired by hand. Anything else the
   * field needs under its control (a datalist, a message of its own, a preview) comes with it.
   */
  children: ReactNode | ((control: AdminControlProps) => ReactNode);
  wrapped?: false;
}

interface WrappedProps {
  /** The label holds its words and the control (the practice editors, styled by `.practice-admin label`). */
  wrapped: true;
  label: ReactNode;
  children: ReactNode;
}

/**
 * One field of an admin form. Stacked (the admin's sections): a `.admin-field` with the label
 * above its control, then its hint and its message, tied to the control for screen readers; the
 * look hangs on `.admin-field`, `.admin-hint` and `.admin-field-error`. Wrapped (the question and
 * test editors): the label around its words and the control.
 */
export function AdminField(props: StackedProps | WrappedProps) {
  if (props.wrapped) {
    return (
      <label>
        {props.label}
        {props.children}
      </label>
    );
  }
  const { id, label, labelClassName, hint, error, children } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {typeof children === 'function'
        ? children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })
        : children}
      {hint && (
        <p id={hintId} className="admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
