import { FormActions } from '../../../components/form/form-actions';
import { useT } from '../../../i18n/catalog';
import { practiceAdminCatalog } from './i18n';

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
  const t = useT(practiceAdminCatalog);
  return (
    <>
      {problems.length > 0 && (
        <div className="admin-notice admin-notice-error" role="alert">
          <p>{t('practiceAdmin.fixThese')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <FormActions
        busy={busy}
        submitLabel={saveLabel}
        busyLabel={t('practiceAdmin.saving')}
        onCancel={onCancel}
        cancelLabel={t('practiceAdmin.cancel')}
      />
    </>
  );
}
