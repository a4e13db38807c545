import { useT } from '../../i18n/catalog';
import { errorText } from '../../lib/error-text';
import { adminUiCatalog } from './i18n';

/** A list that could not load: the reason (the server's words, else `fallback`) and a way to try again, in place of the list. */
export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const t = useT(adminUiCatalog);
  return (
    <div className="admin-notice admin-notice-error" role="alert">
      <p>{errorText(error, fallback)}</p>
      <button type="button" className="button button-outline button-small" onClick={onRetry}>
        {t('adminUi.tryAgain')}
      </button>
    </div>
  );
}

/** What a section says while its data is on the way. */
export function Loading({ label }: { label: string }) {
  return (
    <p className="admin-loading" role="status">
      {label}
    </p>
  );
}

/** An honest "nothing here yet" in place of an empty list. */
export function EmptyState({ children }: { children: string }) {
  return <p className="admin-empty">{children}</p>;
}
