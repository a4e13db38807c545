import { useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useT } from '../../i18n/catalog';
import { formCatalog } from './i18n';
import './auth-form.css';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * Label, control and message: the message sits right under its field and is tied to the control
 * with aria-describedby, so a screen reader reads it when the field gets focus.
 */
function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="auth-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="auth-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
};

export function TextField({ id, label, value, onValueChange, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <input
          id={id}
          name={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
}

/** A password input with a Show/Hide switch: typing a password on a phone keyboard is error-prone. */
export function PasswordField({ id, label, value, onValueChange, error, hint, ...inputProps }: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useT(formCatalog);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className="auth-password">
          <input
            id={id}
            name={id}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...inputProps}
          />
          <button
            type="button"
            className="auth-password-toggle"
            aria-controls={id}
            aria-pressed={visible}
            aria-label={t(visible ? 'form.hideLabel' : 'form.showLabel', { label: label.toLowerCase() })}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? t('form.hide') : t('form.show')}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A value, or a value with the label the reader sees (the stored value stays the same in every language). */
  options: ReadonlyArray<string | { value: string; label: string }>;
  placeholder: string;
  error?: string;
};

export function SelectField({ id, label, value, onValueChange, options, placeholder, error, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(describedBy) => (
        <select
          id={id}
          name={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...selectProps}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value: optionValue, label: optionLabel } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={optionValue} value={optionValue}>
                {optionLabel}
              </option>
            );
          })}
        </select>
      )}
    </FieldFrame>
  );
}
