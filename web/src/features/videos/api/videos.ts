import { apiGet } from '../../../lib/api-client';

/** A category button of /Ytclass: the YouTube playlist id and its name. */
export interface Playlist {
  id: string;
  name: string;
}

/** The fields of a YouTube playlist item the page reads (spec §3). */
export interface PlaylistVideo {
  snippet: {
    title: string;
    description?: string;
    resourceId: { videoId: string };
  };
}

export interface PlaylistPage {
  items: PlaylistVideo[];
  /** Absent (null) on the last page. */
  nextPageToken: string | null;
}

// Public and the same for everyone: no token, so the CDN can answer (ARCHITECTURE.md).
export function listPlaylists(signal?: AbortSignal): Promise<Playlist[]> {
  return apiGet<Playlist[]>('/api/videos/playlists', { token: null, signal });
}

/** One page of six videos (the server fixes the page size, spec §9); '' asks for the first page. */
export function getPlaylistPage(playlistId: string, pageToken: string, signal?: AbortSignal): Promise<PlaylistPage> {
  const query = new URLSearchParams({ pageToken });
  return apiGet<PlaylistPage>(`/api/videos/playlist/${encodeURIComponent(playlistId)}?${query.toString()}`, { token: null, signal });
}
