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
  return (
    <div className="admin-row-actions">
      <button type="button" className="button button-outline button-small" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </button>
      <button
        type="button"
        className="button button-danger button-small"
        aria-label={`Delete ${name}`}
        disabled={deleting}
        onClick={onDelete}
      >
        Delete
      </button>
    </div>
  );
}
