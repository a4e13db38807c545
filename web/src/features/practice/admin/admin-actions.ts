import { genericErrorMessage } from '../../../lib/api-client';
import { confirmThenRun } from '../../../lib/confirm-then-run';
import { translate } from '../../../i18n/catalog';
import { practiceAdminCatalog } from './i18n';

/**
 * Delete from the question bank or the tests, as both sections do it: asks first, then deletes,
 * then `onDeleted` takes the row off the list; a refusal (a question a test uses) is a toast.
 */
export async function confirmAndDelete(ask: { title: string; text: string }, remove: () => Promise<unknown>, onDeleted: () => void) {
  await confirmThenRun(
    {
      ...ask,
      confirmButtonText: translate(practiceAdminCatalog, 'practiceAdmin.deleteConfirm'),
      cancelButtonText: translate(practiceAdminCatalog, 'practiceAdmin.cancel'),
    },
    async () => {
      await remove();
      onDeleted();
    },
    { done: translate(practiceAdminCatalog, 'practiceAdmin.deleted'), failed: genericErrorMessage() },
  );
}
