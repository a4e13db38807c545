import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { localizeMessages, useContractMessages } from './contract-messages';

/** A message per field that has a problem; fields without one are absent. */
export type FieldErrors<K extends PropertyKey> = Partial<Record<K, string>>;

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** Moves focus to the first field with a message, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export interface ValidatedForm<V> {
  /** Attach to the <form>: the first invalid field inside it receives focus. */
  formRef: RefObject<HTMLFormElement | null>;
  values: V;
  errors: FieldErrors<keyof V>;
  setErrors: Dispatch<SetStateAction<FieldErrors<keyof V>>>;
  /** Whether a submit was tried; until then messages wait, so a student is not scolded while typing. */
  attempted: boolean;
  /** Changes one field and, after the first submit, re-checks so a fixed field loses its message at once. Returns the new values. */
  setField: <K extends keyof V>(field: K, value: V[K]) => V;
  /**
   * On submit: checks everything and shows the messages before returning (so focus can move to the
   * first invalid field, which it does). `alongside` runs in the same update, e.g. to clear an old
   * server error. True when the values are valid.
   */
  checkAll: (alongside?: () => void) => boolean;
}

/**
 * The state every form of the site keeps the same way: values, their messages (in the interface
 * language) and when to show them.
 */
export function useValidatedForm<V extends object>(
  initial: V | (() => V),
  checkValues: (values: V) => FieldErrors<keyof V>,
): ValidatedForm<V> {
  // The contract's schema messages in the interface language, like every other text of the form.
  useContractMessages();
  const validate = (values: V) => localizeMessages(checkValues(values));
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V>>({});
  const [attempted, setAttempted] = useState(false);

  function setField<K extends keyof V>(field: K, value: V[K]): V {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validate(next));
    return next;
  }

  function checkAll(alongside?: () => void): boolean {
    const found = validate(values);
    flushSync(() => {
      setAttempted(true);
      setErrors(found);
      alongside?.();
    });
    if (!hasErrors(found)) return true;
    focusFirstInvalid(formRef.current);
    return false;
  }

  return { formRef, values, errors, setErrors, attempted, setField, checkAll };
}
