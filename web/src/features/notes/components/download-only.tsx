import type { ReactNode } from 'react';

/** In place of a preview: why the note is not shown, with Download (and Try again where it may help). */
export function DownloadOnly({ children, onDownload, onRetry }: { children: ReactNode; onDownload: () => void; onRetry?: () => void }) {
  return (
    <div className="note-viewer-fallback">
      <p>{children}</p>
      <div className="button-row">
        {onRetry && (
          <button className="button button-outline" type="button" onClick={onRetry}>
            Try again
          </button>
        )}
        <button className="button button-primary" type="button" onClick={onDownload}>
          Download
        </button>
      </div>
    </div>
  );
}
