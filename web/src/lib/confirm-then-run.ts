import { confirmDialog, showToast, type ConfirmOptions } from './dialogs';
import { errorText } from './error-text';

/**
 * A confirmed action on a list's row (delete, cancel): asks first; on yes runs `act`, then a toast
 * saying `done`, or, refused, an error toast with the server's words (else `failed`).
 */
export async function confirmThenRun(
  ask: ConfirmOptions,
  act: () => Promise<void>,
  texts: { done: string; failed: string },
): Promise<void> {
  if (!(await confirmDialog(ask))) return;
  try {
    await act();
    void showToast(texts.done);
  } catch (error) {
    void showToast(errorText(error, texts.failed), 'error', 4000);
  }
}
