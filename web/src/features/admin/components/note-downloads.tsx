import { useEffect, useState } from 'react';
import { isAbort } from '../api/failure';
import { listNoteDownloads, type NoteDownloads } from '../api/notes';
import { formatCount, formatDate } from './format';
import { EmptyState, LoadError, Loading } from './section-state';

interface Result {
  /** Which opening (or retry) this answers: a newer one means a load is running. */
  request: number;
  data?: NoteDownloads;
  error?: unknown;
}

/**
 * "Downloads" under a note in the Upload Note list: who downloaded it and when, asked of the API
 * each time it is opened (so the list is fresh), never for a closed one.
 */
export function NoteDownloadsDisclosure({ noteId, title }: { noteId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState(0);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    listNoteDownloads(noteId, controller.signal).then(
      (data) => setResult({ request, data }),
      (error: unknown) => {
        if (isAbort(error)) return;
        console.error('Could not load the downloads', error);
        setResult({ request, error });
      },
    );
    return () => controller.abort();
  }, [open, request, noteId]);

  const settled = result?.request === request ? result : null;
  const downloads = settled?.data?.downloads ?? [];
  const total = settled?.data?.total ?? 0;

  return (
    <details
      className="admin-downloads"
      onToggle={(event) => {
        const opened = event.currentTarget.open;
        setOpen(opened);
        if (opened) setRequest((value) => value + 1);
      }}
    >
      <summary>Downloads</summary>
      {open && !settled && <Loading label="Loading downloads..." />}
      {settled?.error != null && (
        <LoadError error={settled.error} fallback="Could not load the downloads." onRetry={() => setRequest((value) => value + 1)} />
      )}
      {settled?.data && downloads.length === 0 && <EmptyState>No downloads yet.</EmptyState>}
      {downloads.length > 0 && (
        <>
          <ol className="admin-downloads-list" aria-label={`Downloads of ${title}, newest first`}>
            {downloads.map((download, index) => (
              <li key={`${download.userId}-${download.at}-${index}`}>
                <span className="admin-list-title">{download.name || download.email || 'Unknown student'}</span>
                {download.name && download.email && <span className="admin-muted">{download.email}</span>}
                <time className="admin-muted" dateTime={download.at}>
                  {formatDate(download.at, true)}
                </time>
              </li>
            ))}
          </ol>
          {total > downloads.length && (
            <p className="admin-hint">
              The latest {formatCount(downloads.length)} of {formatCount(total)} downloads.
            </p>
          )}
        </>
      )}
    </details>
  );
}
