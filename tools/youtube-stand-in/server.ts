/**
 * LOCAL STAND-IN, not product code: a tiny imitation of the two YouTube Data API v3 calls the API
 * makes (`playlistItems.list` for the video classes page, `videos.list` for the home strip), with
 * deterministic sample items. Tests point `YOUTUBE_API_BASE_URL` at it, and `npm start` does too
 * unless a real `YOUTUBE_API_KEY` is set in the shell, so the local pages show videos without a
 * Google key or internet. Product code cannot tell: it only sees a base URL.
 *
 * It knows the four sample playlists of the site settings (SAMPLE_SITE_SETTINGS), 14 items each, and
 * answers `videos` for any id. Like the real API it wants a `key` (any value) and `part=snippet`,
 * pages with `maxResults` (default 5, at most 50) and `pageToken`, and answers errors in Google's
 * JSON error shape. Deliberately not implemented: other parts, fields filtering, ETags, quota,
 * any other resource (an unknown route answers a JSON 404).
 *
 * It also serves a test-mode stand-in of the IFrame Player API (`/iframe_api`, iframe-api.js) whose
 * players are its `/embed/<videoId>` page (embed.html): playback is simulated, so the course player's
 * completion at 90% and its study time work in tests and under `npm start` without YouTube.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { SAMPLE_SITE_SETTINGS } from '@chem/contract';
import { listenLocally } from '../lib/local-server.js';
import { playlistVideoId, standInVideoId } from './video-ids.js';

export interface YouTubeStandInOptions {
  port: number;
  host?: string;
}

export interface YouTubeStandIn {
  /** The base URL, the form `YOUTUBE_API_BASE_URL` takes, e.g. `http://127.0.0.1:9399/youtube/v3`. */
  url: string;
  /** The test-mode IFrame Player API script, the form `VITE_YOUTUBE_IFRAME_API_URL` takes. */
  iframeApiUrl: string;
  /** How many requests reached the API routes so far: tests prove a cache by it not growing. */
  requestCount(): number;
  close(): Promise<void>;
}

export const ITEMS_PER_PLAYLIST = 14;
const BASE_PATH = '/youtube/v3';
const CHANNEL = { id: 'UCstandInChemistryClasses', title: 'Chemistry Classes (local stand-in)' };
const PUBLISHED = Date.UTC(2025, 0, 6, 10, 0, 0);

/** Lecture topics per playlist; each becomes a Part 1 and a Part 2, 14 items in all. */
const TOPICS: Record<string, readonly string[]> = {
  polymer: [
    'Introduction to polymers',
    'Addition polymerisation',
    'Condensation polymerisation',
    'Natural and synthetic rubber',
    'Plastics: thermoplastics and thermosets',
    'Biodegradable polymers',
    'Conducting polymers',
  ],
  'environmental-science': [
    'Ecosystems and energy flow',
    'Air pollution and its control',
    'Water pollution and treatment',
    'Soil pollution and solid waste',
    'The ozone layer and its depletion',
    'Green chemistry principles',
    'Climate change and greenhouse gases',
  ],
  'practical-knowledge': [
    'Laboratory safety',
    'Acid-base titration',
    'Hardness of water by EDTA',
    'pH metry',
    'Conductometric titration',
    'Viscosity by Ostwald viscometer',
    'Preparing standard solutions',
  ],
  'important-facts': [
    'Periodic table trends',
    'Chemical bonding in a nutshell',
    'Common exam mistakes',
    'Important named reactions',
    'Units and dimensions',
    'Memory tricks for formulas',
    'Last-day revision checklist',
  ],
};

class YouTubeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: string,
    readonly domain = 'youtube.parameter',
    readonly location?: string,
  ) {
    super(message);
  }
}

function thumbnails(videoId: string) {
  return {
    default: { url: `https://i.ytimg.com/vi/${videoId}/default.jpg`, width: 120, height: 90 },
    medium: { url: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`, width: 320, height: 180 },
    high: { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`, width: 480, height: 360 },
  };
}

interface PlaylistItem {
  kind: 'youtube#playlistItem';
  etag: string;
  id: string;
  snippet: Record<string, unknown> & { resourceId: { kind: 'youtube#video'; videoId: string } };
}

function playlistItems(slug: string, playlistId: string, name: string): PlaylistItem[] {
  const topics = TOPICS[slug] ?? [];
  return Array.from({ length: ITEMS_PER_PLAYLIST }, (_, position) => {
    const topic = topics[Math.floor(position / 2) % Math.max(topics.length, 1)] ?? name;
    const videoId = playlistVideoId(playlistId, position);
    return {
      kind: 'youtube#playlistItem',
      etag: standInVideoId(`etag:${playlistId}:${position}`),
      id: standInVideoId(`item:${playlistId}:${position}`),
      snippet: {
        publishedAt: new Date(PUBLISHED + position * 86_400_000).toISOString(),
        channelId: CHANNEL.id,
        title: `${topic} (Part ${(position % 2) + 1})`,
        description: `${name}, lecture ${position + 1} of ${ITEMS_PER_PLAYLIST}: ${topic.toLowerCase()}. Sample item from the local YouTube stand-in.`,
        thumbnails: thumbnails(videoId),
        channelTitle: CHANNEL.title,
        playlistId,
        position,
        resourceId: { kind: 'youtube#video', videoId },
        videoOwnerChannelTitle: CHANNEL.title,
        videoOwnerChannelId: CHANNEL.id,
      },
    };
  });
}

const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
const CATALOGUE = new Map(
  SAMPLE_SITE_SETTINGS.playlists.map((playlist) => [
    playlist.playlistId,
    playlistItems(slugOf(playlist.name), playlist.playlistId, playlist.name),
  ]),
);

const ALL_TOPICS = Object.values(TOPICS).flat();

function video(id: string) {
  const topic = ALL_TOPICS[createHash('sha256').update(id).digest()[0]! % ALL_TOPICS.length] ?? 'Chemistry';
  return {
    kind: 'youtube#video',
    etag: standInVideoId(`etag:${id}`),
    id,
    snippet: {
      publishedAt: new Date(PUBLISHED).toISOString(),
      channelId: CHANNEL.id,
      title: topic,
      description: `A chemistry class on ${topic.toLowerCase()}. Sample video from the local YouTube stand-in.`,
      thumbnails: thumbnails(id),
      channelTitle: CHANNEL.title,
      categoryId: '27',
      liveBroadcastContent: 'none',
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The test-mode IFrame Player API (the course player's videos)
// ---------------------------------------------------------------------------------------------

const IFRAME_API_PLACEHOLDER = '__YOUTUBE_STAND_IN_URL__';
const TITLES = new Map([...CATALOGUE.values()].flat().map((item) => [item.snippet.resourceId.videoId, String(item.snippet.title)]));

/** Every sample video runs 30 to 60 seconds: long enough to pause, short enough to finish. */
export const standInDuration = (videoId: string) => 30 + (createHash('sha256').update(`duration:${videoId}`).digest()[0]! % 31);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function iframeApiScript(baseUrl: string): string {
  const source = readFileSync(new URL('./iframe-api.js', import.meta.url), 'utf8');
  if (!source.includes(IFRAME_API_PLACEHOLDER)) throw new Error(`iframe-api.js lost its ${IFRAME_API_PLACEHOLDER} placeholder`);
  return source.replaceAll(IFRAME_API_PLACEHOLDER, baseUrl);
}

function embedPage(videoId: string): string {
  const title = TITLES.get(videoId) ?? String(video(videoId).snippet.title);
  return readFileSync(new URL('./embed.html', import.meta.url), 'utf8')
    .replaceAll('__TITLE__', escapeHtml(title))
    .replaceAll('__VIDEO_ID__', escapeHtml(videoId))
    .replaceAll('__DURATION__', String(standInDuration(videoId)));
}

function sendText(res: ServerResponse, contentType: string, text: string): void {
  res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

/** Page tokens are opaque to clients; here they carry the offset of the next page. */
const pageToken = (offset: number) => `SI${Buffer.from(`offset:${offset}`).toString('base64url')}`;

function offsetFrom(token: string | null): number {
  if (!token) return 0;
  const match = /^SI([A-Za-z0-9_-]+)$/.exec(token);
  const decoded = match?.[1] ? /^offset:(\d+)$/.exec(Buffer.from(match[1], 'base64url').toString('utf8')) : null;
  if (!decoded?.[1])
    throw new YouTubeError(400, 'The request specifies an invalid page token.', 'invalidPageToken', 'youtube.parameter', 'pageToken');
  return Number(decoded[1]);
}

function requireSnippetPart(query: URLSearchParams): void {
  const part = query.get('part');
  if (!part) throw new YouTubeError(400, 'Required parameter: part', 'required', 'global', 'part');
  if (!part.split(',').includes('snippet')) {
    throw new YouTubeError(400, `The stand-in only serves part=snippet, not '${part}'.`, 'unknownPart', 'youtube.part', 'part');
  }
}

function maxResultsFrom(query: URLSearchParams): number {
  const text = query.get('maxResults');
  if (text === null) return 5;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 50) {
    throw new YouTubeError(
      400,
      `Invalid value '${text}'. Values must be within the range: [0, 50]`,
      'invalidParameter',
      'global',
      'maxResults',
    );
  }
  return value;
}

function listPlaylistItems(query: URLSearchParams) {
  requireSnippetPart(query);
  const playlistId = query.get('playlistId');
  if (!playlistId)
    throw new YouTubeError(400, 'No filter selected. Expected one of: id, playlistId', 'missingRequiredParameter', 'youtube.parameter');
  const items = CATALOGUE.get(playlistId);
  if (!items) {
    throw new YouTubeError(
      404,
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      'playlistNotFound',
      'youtube.playlistItem',
      'playlistId',
    );
  }
  const size = maxResultsFrom(query);
  const offset = offsetFrom(query.get('pageToken'));
  const next = offset + size;
  return {
    kind: 'youtube#playlistItemListResponse',
    etag: standInVideoId(`list:${playlistId}:${offset}:${size}`),
    ...(next < items.length ? { nextPageToken: pageToken(next) } : {}),
    ...(offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - size)) } : {}),
    items: items.slice(offset, next),
    pageInfo: { totalResults: items.length, resultsPerPage: size },
  };
}

function listVideos(query: URLSearchParams) {
  requireSnippetPart(query);
  const ids = (query.get('id') ?? '').split(',').filter(Boolean);
  if (ids.length === 0) throw new YouTubeError(400, 'No filter selected. Expected one of: id, chart, myRating', 'missingRequiredParameter');
  if (ids.length > 50) throw new YouTubeError(400, 'Too many ids: at most 50.', 'invalidParameter', 'youtube.parameter', 'id');
  return {
    kind: 'youtube#videoListResponse',
    etag: standInVideoId(`videos:${ids.join(',')}`),
    items: ids.map(video),
    pageInfo: { totalResults: ids.length, resultsPerPage: ids.length },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Google's error body: `{ error: { code, message, errors: [...], status } }`. */
function sendError(res: ServerResponse, error: YouTubeError): void {
  const status = error.status === 404 ? 'NOT_FOUND' : error.status === 403 ? 'PERMISSION_DENIED' : 'INVALID_ARGUMENT';
  const detail = {
    message: error.message,
    domain: error.domain,
    reason: error.reason,
    ...(error.location ? { location: error.location, locationType: 'parameter' } : {}),
  };
  sendJson(res, error.status, { error: { code: error.status, message: error.message, errors: [detail], status } });
}

export async function startYouTubeStandIn(options: YouTubeStandInOptions): Promise<YouTubeStandIn> {
  const host = options.host ?? '127.0.0.1';
  let requests = 0;
  let baseUrl = '';

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/iframe_api')
      return sendText(res, 'text/javascript; charset=utf-8', iframeApiScript(baseUrl));
    const embed = /^\/embed\/([A-Za-z0-9_-]{11})$/.exec(url.pathname);
    if (req.method === 'GET' && embed?.[1]) return sendText(res, 'text/html; charset=utf-8', embedPage(embed[1]));
    const routes: Record<string, (query: URLSearchParams) => unknown> = {
      [`${BASE_PATH}/playlistItems`]: listPlaylistItems,
      [`${BASE_PATH}/videos`]: listVideos,
    };
    const handler = routes[url.pathname];
    try {
      if (!handler || req.method !== 'GET') {
        throw new YouTubeError(404, `The YouTube stand-in has no route for ${req.method ?? '?'} ${url.pathname}.`, 'notFound', 'global');
      }
      requests++;
      // As the real API: a call without a key is refused before anything else is looked at.
      if (!url.searchParams.get('key')) {
        throw new YouTubeError(403, 'The request is missing a valid API key.', 'forbidden', 'global');
      }
      sendJson(res, 200, handler(url.searchParams));
    } catch (error) {
      if (error instanceof YouTubeError) sendError(res, error);
      else sendError(res, new YouTubeError(500, `YouTube stand-in internal error: ${String(error)}`, 'backendError', 'global'));
    }
  });

  baseUrl = await listenLocally(server, options.port, host);

  return {
    url: `${baseUrl}${BASE_PATH}`,
    iframeApiUrl: `${baseUrl}/iframe_api`,
    requestCount: () => requests,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((err) => (err ? reject(err) : resolveClose()));
        // Clients keep connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
