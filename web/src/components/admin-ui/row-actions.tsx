import { useT } from '../../i18n/catalog';
import { adminUiCatalog } from './i18n';

interface RowActionsProps {
  /** What the row is, for screen readers: the buttons read "Edit {name}" and "Delete {name}". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** While this row's delete is on its way. */
  deleting?: boolean;
}

/** The Edit and Delete buttons at the end of an admin list row. */
export function RowActions({ name, onEdit, onDelete, deleting = false }: RowActionsProps) {
  const t = useT(adminUiCatalog);
  return (
    <div className="admin-row-actions">
      <button type="button" className="button button-outline button-small" aria-label={t('adminUi.editNamed', { name })} onClick={onEdit}>
        {t('adminUi.edit')}
      </button>
      <button
        type="button"
        className="button button-danger button-small"
        aria-label={t('adminUi.deleteNamed', { name })}
        disabled={deleting}
        onClick={onDelete}
      >
        {t('adminUi.delete')}
      </button>
    </div>
  );
}
