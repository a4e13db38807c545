import type { ReactNode } from 'react';
import { useT } from '../../../i18n/catalog';
import { notesCatalog } from '../i18n';

/** In place of a preview: why the note is not shown, with Download (and Try again where it may help). */
export function DownloadOnly({ children, onDownload, onRetry }: { children: ReactNode; onDownload: () => void; onRetry?: () => void }) {
  const t = useT(notesCatalog);
  return (
    <div className="note-viewer-fallback">
      <p>{children}</p>
      <div className="button-row">
        {onRetry && (
          <button className="button button-outline" type="button" onClick={onRetry}>
            {t('notes.viewer.retry')}
          </button>
        )}
        <button className="button button-primary" type="button" onClick={onDownload}>
          {t('notes.viewer.download')}
        </button>
      </div>
    </div>
  );
}
