import { useId } from 'react';

/** A text input that offers `suggestions` as the teacher types (a chapter the bank has, an exam), and takes any other text. */
export function SuggestedInput({
  value,
  suggestions,
  onChange,
}: {
  value: string;
  suggestions: readonly string[];
  onChange: (value: string) => void;
}) {
  const listId = useId();
  return (
    <>
      <input value={value} list={listId} onChange={(event) => onChange(event.target.value)} />
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
