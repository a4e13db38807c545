import type { Playlist, PlaylistPage, PlaylistVideo } from '@chem/contract';
import { apiGet } from '../../../lib/api-client';

export type { Playlist, PlaylistPage, PlaylistVideo };

// Public and the same for everyone: no token, so the CDN can answer (ARCHITECTURE.md).
export function listPlaylists(signal?: AbortSignal): Promise<Playlist[]> {
  return apiGet<Playlist[]>('/api/videos/playlists', { token: null, signal });
}

/** One page of six videos (the server fixes the page size, spec §9); '' asks for the first page. */
export function getPlaylistPage(playlistId: string, pageToken: string, signal?: AbortSignal): Promise<PlaylistPage> {
  const query = new URLSearchParams({ pageToken });
  return apiGet<PlaylistPage>(`/api/videos/playlist/${encodeURIComponent(playlistId)}?${query.toString()}`, { token: null, signal });
}
