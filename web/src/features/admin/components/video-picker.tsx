import { useState } from 'react';
import type { PlaylistVideo } from '@chem/contract';
import { listPlaylists, listPlaylistVideos } from '../api/curriculum';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { AdminField } from '../../../components/form/admin-field';
import { adminContentCatalog } from './i18n';

interface VideoPickerProps {
  idPrefix: string;
  onPick: (video: { id: string; title: string }) => void;
}

interface Page {
  playlistId: string;
  videos: PlaylistVideo[];
  nextPageToken: string | null;
}

/** The channel's playlists (those the video classes page serves) and their videos, to pick one for a lesson. */
export function VideoPicker({ idPrefix, onPick }: VideoPickerProps) {
  const t = useT(adminContentCatalog);
  const list = useLoad('playlists', listPlaylists);
  const [chosenId, setPlaylistId] = useState('');
  const playlistId = chosenId || list.data?.[0]?.id || '';
  const firstPage = useLoad(playlistId || null, async (signal): Promise<Page> => {
    const answer = await listPlaylistVideos(playlistId, undefined, signal);
    return { playlistId, videos: answer.items, nextPageToken: answer.nextPageToken };
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const failed = list.status === 'error' || firstPage.status === 'error' || moreFailed;
  const playlists = list.data;
  const page = firstPage.data;

  async function loadMore() {
    if (!page?.nextPageToken) return;
    setLoadingMore(true);
    try {
      const answer = await listPlaylistVideos(page.playlistId, page.nextPageToken);
      firstPage.update((current) => ({ ...current, videos: [...current.videos, ...answer.items], nextPageToken: answer.nextPageToken }));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  if (failed) return <p className="admin-field-error">{t('adminContent.videos.failed')}</p>;
  if (!playlists) return <p className="admin-hint">{t('adminContent.videos.loading')}</p>;
  const current = page?.playlistId === playlistId ? page : null;
  const videos = current?.videos ?? [];
  const loading = loadingMore || (playlistId !== '' && !current);

  return (
    <div className="curriculum-picker">
      <AdminField id={`${idPrefix}-playlist`} label={t('adminContent.videos.playlist')}>
        {(control) => (
          <select {...control} value={playlistId} onChange={(event) => setPlaylistId(event.target.value)}>
            {playlists.map((playlist) => (
              <option key={playlist.id} value={playlist.id}>
                {playlist.name}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <ul className="curriculum-picker-list">
        {videos.map((video) => (
          <li key={video.snippet.resourceId.videoId}>
            <span>{video.snippet.title}</span>
            <button
              type="button"
              className="button button-outline button-small"
              aria-label={t('adminContent.videos.pickNamed', { title: video.snippet.title })}
              onClick={() => onPick({ id: video.snippet.resourceId.videoId, title: video.snippet.title })}
            >
              {t('adminContent.videos.pick')}
            </button>
          </li>
        ))}
      </ul>
      {loading && <p className="admin-hint">{t('adminContent.videos.loading')}</p>}
      {!loading && current?.nextPageToken && (
        <button type="button" className="button button-outline button-small" onClick={() => void loadMore()}>
          {t('adminContent.videos.loadMore')}
        </button>
      )}
    </div>
  );
}
