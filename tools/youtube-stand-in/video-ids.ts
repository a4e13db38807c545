/**
 * LOCAL STAND-IN, not product code: how the YouTube stand-in names its sample videos. Apart from
 * server.ts so the seed (whose playlists the stand-in serves) can point course lessons at the same
 * videos without an import cycle.
 */
import { createHash } from 'node:crypto';

/** Eleven characters from YouTube's id alphabet, the same for the same seed every time. */
export function standInVideoId(seed: string): string {
  return createHash('sha256').update(seed).digest('base64url').slice(0, 11);
}

/** The id of the video at `position` (from 0) in one of the seed's playlists, as the stand-in lists it. */
export const playlistVideoId = (playlistId: string, position: number) => standInVideoId(`${playlistId}:${position}`);
