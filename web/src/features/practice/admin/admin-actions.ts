import { genericErrorMessage } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { translate } from '../../../i18n/catalog';
import { practiceAdminCatalog } from './i18n';

/**
 * Delete from the question bank or the tests, as both sections do it: asks first, then deletes,
 * then `onDeleted` takes the row off the list; a refusal (a question a test uses) is a toast.
 */
export async function confirmAndDelete(ask: { title: string; text: string }, remove: () => Promise<unknown>, onDeleted: () => void) {
  const confirmed = await confirmDialog({
    ...ask,
    confirmButtonText: translate(practiceAdminCatalog, 'practiceAdmin.deleteConfirm'),
    cancelButtonText: translate(practiceAdminCatalog, 'practiceAdmin.cancel'),
  });
  if (!confirmed) return;
  try {
    await remove();
    onDeleted();
    void showToast(translate(practiceAdminCatalog, 'practiceAdmin.deleted'));
  } catch (error) {
    void showToast(errorText(error, genericErrorMessage()), 'error', 4000);
  }
}
