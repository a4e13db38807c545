import { PRACTICE_ADMIN_TEXT as TEXT } from '../admin-messages';

/**
 * The foot of the question and test editors: what stops the form from being saved (the contract's
 * own messages), then Save and Cancel.
 */
export function FormFooter({
  problems,
  busy,
  saveLabel,
  onCancel,
}: {
  problems: readonly string[];
  busy: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {problems.length > 0 && (
        <div className="admin-notice admin-notice-error" role="alert">
          <p>{TEXT.fixThese}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? TEXT.saving : saveLabel}
        </button>
        <button type="button" className="button button-outline" onClick={onCancel} disabled={busy}>
          {TEXT.cancel}
        </button>
      </div>
    </>
  );
}
