import { listNoteDownloads } from '../api/notes';
import { formatCount, formatDate } from './format';
import { LazyDisclosure } from './lazy-disclosure';
import { EmptyState } from './section-state';

/**
 * "Downloads" under a note in the Upload Note list: who downloaded it and when, asked of the API
 * each time it is opened (so the list is fresh), never for a closed one.
 */
export function NoteDownloadsDisclosure({ noteId, title }: { noteId: string; title: string }) {
  return (
    <LazyDisclosure
      summary="Downloads"
      load={(signal) => listNoteDownloads(noteId, signal)}
      loadingLabel="Loading downloads..."
      failedLabel="Could not load the downloads."
    >
      {({ downloads, total }) =>
        downloads.length === 0 ? (
          <EmptyState>No downloads yet.</EmptyState>
        ) : (
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
        )
      }
    </LazyDisclosure>
  );
}
