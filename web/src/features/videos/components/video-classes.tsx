import { useState } from 'react';
import { getPlaylistPage, type Playlist, type PlaylistVideo } from '../api/videos';
import { YouTubeFacade } from '../../../components/youtube-facade';
import { useT } from '../../../i18n/catalog';
import { useLoad } from '../../../lib/use-load';
import { videosCatalog } from '../i18n';
import { VideosFailed } from './videos-failed';

interface VideoList {
  items: PlaylistVideo[];
  nextPageToken: string | null;
}

/** A Load More request and the list it extends: it counts only while that list is the one shown. */
interface MoreRequest {
  list: VideoList;
  status: 'loading' | 'failed';
}

export function VideoClasses({ playlists }: { playlists: Playlist[] }) {
  const [selectedId, setSelectedId] = useState(playlists[0]?.id ?? '');
  const t = useT(videosCatalog);
  // Keyed on the playlist: choosing another one starts from its first page, and a slow answer for
  // the one the student left never lands in the new list.
  const list = useLoad(selectedId || null, async (signal): Promise<VideoList> => {
    const page = await getPlaylistPage(selectedId, '', signal);
    return { items: page.items, nextPageToken: page.nextPageToken ?? null };
  });
  const [moreRequest, setMoreRequest] = useState<MoreRequest | null>(null);
  const more = moreRequest && moreRequest.list === list.data ? moreRequest.status : null;

  /** The next page, appended to the list it continues (not to another playlist's, chosen meanwhile). */
  const loadMore = () => {
    const shown = list.data;
    if (!shown?.nextPageToken) return;
    setMoreRequest({ list: shown, status: 'loading' });
    getPlaylistPage(selectedId, shown.nextPageToken).then(
      (page) =>
        list.update((current) =>
          current === shown ? { items: [...current.items, ...page.items], nextPageToken: page.nextPageToken ?? null } : current,
        ),
      () => setMoreRequest((current) => (current?.list === shown ? { list: shown, status: 'failed' } : current)),
    );
  };

  return (
    <>
      <div className="video-categories" role="group" aria-label={t('videos.playlists')}>
        {playlists.map((playlist) => (
          <button
            key={playlist.id}
            id={`playlist-${playlist.id}`}
            className="video-category"
            type="button"
            aria-pressed={playlist.id === selectedId}
            onClick={() => setSelectedId(playlist.id)}
          >
            {playlist.name}
          </button>
        ))}
      </div>

      {list.status === 'error' ? (
        <VideosFailed />
      ) : list.status === 'loading' ? (
        <div className="video-grid" role="status" aria-label={t('videos.loadingLabel')}>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="video-card" aria-hidden="true">
              <div className="skeleton-video" />
              <div className="skeleton-video-line" />
            </div>
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="videos-empty">{t('videos.empty')}</p>
      ) : (
        <ul className="video-grid" aria-label={t('videos.list')}>
          {list.data.items.map((video, index) => (
            <li key={`${video.snippet.resourceId.videoId}-${index}`} className="video-card">
              <YouTubeFacade videoId={video.snippet.resourceId.videoId} title={video.snippet.title} />
              <h2 className="video-title" title={video.snippet.title}>
                {video.snippet.title}
              </h2>
            </li>
          ))}
        </ul>
      )}

      {more === 'failed' && <VideosFailed />}

      {list.status === 'ready' && list.data.nextPageToken && (
        <div className="video-more">
          <button className="button button-primary" type="button" disabled={more === 'loading'} onClick={loadMore}>
            {more === 'loading' ? t('videos.loadingMore') : t('videos.more')}
          </button>
        </div>
      )}
    </>
  );
}
