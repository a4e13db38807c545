import { useT } from '../../../i18n/catalog';
import { failureText } from '../api/failure';
import { adminCatalog } from '../i18n';

/** A list that could not load: the reason and a way to try again, in place of the list. */
export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const t = useT(adminCatalog);
  return (
    <div className="admin-notice admin-notice-error" role="alert">
      <p>{failureText(error, fallback)}</p>
      <button type="button" className="button button-outline button-small" onClick={onRetry}>
        {t('admin.tryAgain')}
      </button>
    </div>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p className="admin-loading" role="status">
      {label}
    </p>
  );
}

export function EmptyState({ children }: { children: string }) {
  return <p className="admin-empty">{children}</p>;
}
