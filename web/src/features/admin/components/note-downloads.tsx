import { listNoteDownloads } from '../api/notes';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../i18n/catalog';
import { formatCount } from './format';
import { adminContentCatalog } from './i18n';
import { LazyDisclosure } from './lazy-disclosure';
import { EmptyState } from '../../../components/admin-ui';

/**
 * "Downloads" under a note in the Upload Note list: who downloaded it and when, asked of the API
 * each time it is opened (so the list is fresh), never for a closed one.
 */
export function NoteDownloadsDisclosure({ noteId, title }: { noteId: string; title: string }) {
  const t = useT(adminContentCatalog);
  return (
    <LazyDisclosure
      summary={t('adminContent.downloads.summary')}
      load={(signal) => listNoteDownloads(noteId, signal)}
      loadingLabel={t('adminContent.downloads.loading')}
      failedLabel={t('adminContent.downloads.failed')}
    >
      {({ downloads, total }) =>
        downloads.length === 0 ? (
          <EmptyState>{t('adminContent.downloads.empty')}</EmptyState>
        ) : (
          <>
            <ol className="admin-downloads-list" aria-label={t('adminContent.downloads.listLabel', { title })}>
              {downloads.map((download, index) => (
                <li key={`${download.userId}-${download.at}-${index}`}>
                  <span className="admin-list-title">{download.name || download.email || t('adminContent.downloads.unknownStudent')}</span>
                  {download.name && download.email && <span className="admin-muted">{download.email}</span>}
                  <time className="admin-muted" dateTime={download.at}>
                    {formatDateTime(download.at)}
                  </time>
                </li>
              ))}
            </ol>
            {total > downloads.length && (
              <p className="admin-hint">
                {t('adminContent.downloads.latest', { shown: formatCount(downloads.length), total: formatCount(total) })}
              </p>
            )}
          </>
        )
      }
    </LazyDisclosure>
  );
}
