import { useCallback, useEffect, useRef, useState } from 'react';
import { getPlaylistPage, type Playlist, type PlaylistVideo } from '../api/videos';
import { YouTubeFacade } from '../../../components/youtube-facade';
import { useT } from '../../../i18n/catalog';
import { videosCatalog } from '../i18n';
import { VideosFailed } from './videos-failed';

interface VideoListState {
  items: PlaylistVideo[];
  nextPageToken: string | null;
  /** 'first' while a playlist's first page loads (the grid shows placeholders), 'more' for Load More. */
  loading: 'first' | 'more' | null;
  /** Where the last request failed: the first page replaces the grid, a later page shows below it. */
  failed: 'first' | 'more' | null;
}

const initialState: VideoListState = { items: [], nextPageToken: null, loading: 'first', failed: null };

export function VideoClasses({ playlists }: { playlists: Playlist[] }) {
  const [selectedId, setSelectedId] = useState(playlists[0]?.id ?? '');
  const [state, setState] = useState<VideoListState>(initialState);
  const t = useT(videosCatalog);
  // Each request takes a number; an answer that is not the latest one's (the student switched
  // playlists meanwhile) is dropped, so a slow old answer never lands in the new list.
  const latestRequest = useRef(0);

  /** Fetches a page; '' is the first page, which replaces the list, any other token appends. */
  const fetchPage = useCallback((playlistId: string, pageToken: string, signal?: AbortSignal) => {
    const request = ++latestRequest.current;
    const more = pageToken !== '';
    const isLatest = () => request === latestRequest.current;
    getPlaylistPage(playlistId, pageToken, signal).then(
      (page) => {
        if (!isLatest()) return;
        setState((current) => ({
          items: more ? [...current.items, ...page.items] : page.items,
          nextPageToken: page.nextPageToken ?? null,
          loading: null,
          failed: null,
        }));
      },
      (error: unknown) => {
        if (!isLatest() || (error instanceof DOMException && error.name === 'AbortError')) return;
        setState((current) => ({ ...current, loading: null, failed: more ? 'more' : 'first' }));
      },
    );
  }, []);

  // The selected playlist's first page; the list was already reset to "loading" by the click.
  useEffect(() => {
    if (!selectedId) return;
    const controller = new AbortController();
    fetchPage(selectedId, '', controller.signal);
    return () => controller.abort();
  }, [selectedId, fetchPage]);

  // Choosing a category resets the paging token and the list, then loads that playlist.
  const selectPlaylist = (playlistId: string) => {
    if (playlistId === selectedId) return;
    setSelectedId(playlistId);
    setState(initialState);
  };

  const loadMore = () => {
    if (!state.nextPageToken) return;
    setState((current) => ({ ...current, loading: 'more', failed: null }));
    fetchPage(selectedId, state.nextPageToken);
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
            onClick={() => selectPlaylist(playlist.id)}
          >
            {playlist.name}
          </button>
        ))}
      </div>

      {state.failed === 'first' ? (
        <VideosFailed />
      ) : state.loading === 'first' ? (
        <div className="video-grid" role="status" aria-label={t('videos.loadingLabel')}>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="video-card" aria-hidden="true">
              <div className="skeleton-video" />
              <div className="skeleton-video-line" />
            </div>
          ))}
        </div>
      ) : state.items.length === 0 ? (
        <p className="videos-empty">{t('videos.empty')}</p>
      ) : (
        <ul className="video-grid" aria-label={t('videos.list')}>
          {state.items.map((video, index) => (
            <li key={`${video.snippet.resourceId.videoId}-${index}`} className="video-card">
              <YouTubeFacade videoId={video.snippet.resourceId.videoId} title={video.snippet.title} />
              <h2 className="video-title" title={video.snippet.title}>
                {video.snippet.title}
              </h2>
            </li>
          ))}
        </ul>
      )}

      {state.failed === 'more' && <VideosFailed />}

      {state.nextPageToken && state.failed !== 'first' && state.loading !== 'first' && (
        <div className="video-more">
          <button className="button button-primary" type="button" disabled={state.loading === 'more'} onClick={loadMore}>
            {state.loading === 'more' ? t('videos.loadingMore') : t('videos.more')}
          </button>
        </div>
      )}
    </>
  );
}
