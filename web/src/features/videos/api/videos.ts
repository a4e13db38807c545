import type { Playlist, PlaylistPage, PlaylistVideo } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { Playlist, PlaylistPage, PlaylistVideo };

// Public and the same for everyone: no token, so the CDN can answer (ARCHITECTURE.md).
export function listPlaylists(signal?: AbortSignal): Promise<Playlist[]> {
  return callApi('GET /api/videos/playlists', { token: null, signal });
}

/** One page of six videos (the server fixes the page size); '' asks for the first page. */
export function getPlaylistPage(playlistId: string, pageToken: string, signal?: AbortSignal): Promise<PlaylistPage> {
  return callApi('GET /api/videos/playlist/:playlistId', { params: { playlistId }, query: { pageToken }, token: null, signal });
}
