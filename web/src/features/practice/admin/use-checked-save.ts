import { useState } from 'react';
import { genericErrorMessage } from '../../../lib/api-client';
import { contractMessage } from '../../../lib/contract-messages';
import { showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';

/** A contract schema's `safeParse()` answer, as much of it as a form needs. */
type Checked<Input> = { success: true; data: Input } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };

/**
 * The save of the practice editors (question, test, series): the form's values checked with the
 * contract's schema, its messages listed (FormFooter) and nothing sent while any is left; then the
 * save, a toast and `onSaved`, or the server's own message. `problems` may also be set by the form
 * for checks the schema cannot make.
 */
export function useCheckedSave<Saved>(savedText: string, onSaved: (saved: Saved) => void) {
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit<Input>(checked: Checked<Input>, save: (input: Input) => Promise<Saved>): Promise<void> {
    if (!checked.success) {
      setProblems([...new Set(checked.error.issues.map((issue) => contractMessage(issue.message)))]);
      return;
    }
    setProblems([]);
    setBusy(true);
    try {
      const saved = await save(checked.data);
      void showToast(savedText);
      onSaved(saved);
    } catch (error) {
      setBusy(false);
      setProblems([errorText(error, genericErrorMessage())]);
    }
  }

  return { problems, setProblems, busy, submit };
}
