import { z } from 'zod';
import { requestSchema } from './text.js';

/** The video classes (/Ytclass) and the home page's featured videos, as the API relays them from YouTube. */

export interface VideoThumbnail {
  url: string;
  width?: number;
  height?: number;
}

/** A playlist item as the classes page reads it: snippet.title and snippet.resourceId.videoId. */
export interface PlaylistVideo {
  id?: string;
  snippet: {
    title: string;
    description: string;
    publishedAt?: string;
    thumbnails?: Record<string, VideoThumbnail>;
    resourceId: { videoId: string };
  };
}

/** GET /api/videos/playlist/:id: one page of six videos. */
export interface PlaylistPage {
  items: PlaylistVideo[];
  /** Null on the last page: the page hides Load More. */
  nextPageToken: string | null;
}

/** A video of the home page's strip: the id builds the embed and thumbnail URLs. */
export interface FeaturedVideo {
  id: string;
  title: string;
  description: string;
}

/** GET /api/videos/featured. */
export interface FeaturedVideos {
  items: FeaturedVideo[];
}

/** A category button of /Ytclass: the YouTube playlist id and its name. */
export interface Playlist {
  id: string;
  name: string;
}

/** YouTube ids and page tokens are URL-safe base64-like words; anything else never reaches YouTube. */
const YOUTUBE_TOKEN = /^[A-Za-z0-9_-]+$/;

/** GET /api/videos/playlist/:playlistId?pageToken= (the id from the path, the token from the query). */
export const playlistRequest = requestSchema(
  z.object({
    playlistId: z.string().max(100, 'Invalid playlist id.').regex(YOUTUBE_TOKEN, 'Invalid playlist id.'),
    // The page sends `pageToken=` for the first page.
    pageToken: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string({ error: 'Invalid page token.' }).max(200, 'Invalid page token.').regex(YOUTUBE_TOKEN, 'Invalid page token.').optional(),
    ),
  }),
);
