import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FeaturedVideos, Playlist, PlaylistPage, PlaylistVideo } from '@chem/contract';
import { z } from 'zod';
import { videoPageLimit } from '../config/rate-limits.js';
import { youtubeApiBaseUrl, youtubeApiKey } from '../config/youtube.js';
import { AppError, badRequest, notFound } from '../lib/errors.js';
import { consume } from '../lib/rate-limit.js';
import { TtlCache } from '../lib/ttl-cache.js';
import { readSiteSettings } from './site-settings.js';
import { logger } from '../lib/logger.js';

/**
 * The video classes, read from the YouTube Data API v3 on the server so the key stays a secret.
 * Every answer is kept in memory for a while (and the routes let the CDN keep it too): the API
 * allows 10,000 quota units a day, and each page view would otherwise spend one.
 */

/** The classes page shows six videos per page, so the API fetches and caches pages of six. */
export const PLAYLIST_PAGE_SIZE = 6;
export const VIDEO_CACHE_SECONDS = 10 * 60;
const UPSTREAM_TIMEOUT_MS = 8_000;

const NOT_CONFIGURED = 'Video service is not configured.';
const UPSTREAM_FAILED = 'The video service did not answer. Please try again later.';
const PLAYLIST_NOT_FOUND = 'Playlist not found.';
const INVALID_PAGE_TOKEN = 'Invalid page token.';

const cache = new TtlCache<unknown>(VIDEO_CACHE_SECONDS * 1000);

/** For tests that need a cold cache; the product never clears it. */
export const clearVideoCache = () => cache.clear();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return cache.get(key, load) as Promise<T>;
}

// ---------------------------------------------------------------------------------------------
// What YouTube answers (only the fields we pass on), checked because it is outside input.
// ---------------------------------------------------------------------------------------------

const thumbnail = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() });

const playlistItemsAnswer = z.object({
  nextPageToken: z.string().optional(),
  items: z
    .array(
      z.object({
        id: z.string().optional(),
        snippet: z.object({
          title: z.string().default(''),
          description: z.string().default(''),
          publishedAt: z.string().optional(),
          thumbnails: z.record(z.string(), thumbnail).optional(),
          resourceId: z.object({ videoId: z.string().optional() }).optional(),
        }),
      }),
    )
    .default([]),
});

const videosAnswer = z.object({
  items: z
    .array(z.object({ id: z.string(), snippet: z.object({ title: z.string().default(''), description: z.string().default('') }) }))
    .default([]),
});

const upstreamError = z.object({
  error: z.object({ code: z.number().optional(), errors: z.array(z.object({ reason: z.string().optional() })).optional() }),
});

// ---------------------------------------------------------------------------------------------

/** Private and deleted videos stay in a playlist under these titles, and cannot be played. */
const UNPLAYABLE_TITLES = new Set(['Private video', 'Deleted video']);

/** The category buttons of /Ytclass, in the teacher's order (Settings in the admin dashboard). */
export async function listPlaylists(): Promise<Playlist[]> {
  const { playlists } = await readSiteSettings();
  return playlists.map(({ playlistId, name }) => ({ id: playlistId, name }));
}

// ---------------------------------------------------------------------------------------------
// Page tokens: only the ones this API handed out
// ---------------------------------------------------------------------------------------------

const SIGNATURE_LENGTH = 22; // 16 bytes of HMAC-SHA256, base64url

/**
 * YouTube's page tokens are passed on signed: an HMAC of the playlist and the token (keyed by a
 * secret the server alone has, derived from the API key) in front of the token, still within the
 * characters the contract allows. A token the API did not hand out, or one of another playlist,
 * is refused before it can spend quota: any well-formed string used to cost a call to YouTube.
 */
function pageTokenSignature(apiKey: string, playlistId: string, token: string): string {
  const secret = createHash('sha256').update(`playlist-page-token:${apiKey}`).digest();
  return createHmac('sha256', secret).update(`${playlistId}\n${token}`).digest().subarray(0, 16).toString('base64url');
}

const signPageToken = (apiKey: string, playlistId: string, token: string) => `${pageTokenSignature(apiKey, playlistId, token)}${token}`;

function youtubePageToken(apiKey: string, playlistId: string, signed: string): string {
  const signature = Buffer.from(signed.slice(0, SIGNATURE_LENGTH));
  const token = signed.slice(SIGNATURE_LENGTH);
  const expected = Buffer.from(pageTokenSignature(apiKey, playlistId, token));
  if (!token || signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw badRequest(INVALID_PAGE_TOKEN);
  return token;
}

/**
 * One page of a playlist. Only the playlists of the category buttons are served: the key's quota
 * is the teacher's, and must not pay for listing anyone else's playlists. A page that is not in
 * the cache counts against the client's limit (`client`, config/rate-limits.ts) before YouTube is asked.
 */
export async function playlistPage(playlistId: string, signedPageToken: string | undefined, client: string): Promise<PlaylistPage> {
  const key = requireApiKey();
  const known = await listPlaylists();
  if (!known.some((playlist) => playlist.id === playlistId)) throw notFound(PLAYLIST_NOT_FOUND);
  const pageToken = signedPageToken === undefined ? undefined : youtubePageToken(key, playlistId, signedPageToken);

  const cacheKey = `playlist:${playlistId}:${pageToken ?? ''}`;
  if (!cache.has(cacheKey)) await consume(videoPageLimit(), client);
  return cached(cacheKey, async () => {
    const query = { part: 'snippet', maxResults: String(PLAYLIST_PAGE_SIZE), playlistId, ...(pageToken ? { pageToken } : {}), key };
    const answer = fromUpstream(playlistItemsAnswer, await youtube('playlistItems', query));
    const items = answer.items.flatMap((item): PlaylistVideo[] => {
      const videoId = item.snippet.resourceId?.videoId;
      if (!videoId || UNPLAYABLE_TITLES.has(item.snippet.title)) return [];
      const { title, description, publishedAt, thumbnails } = item.snippet;
      return [{ id: item.id, snippet: { title, description, publishedAt, thumbnails, resourceId: { videoId } } }];
    });
    return { items, nextPageToken: answer.nextPageToken ? signPageToken(key, playlistId, answer.nextPageToken) : null };
  });
}

/** The home strip's videos (Settings in the admin dashboard), in the teacher's order. */
export async function featuredVideos(): Promise<FeaturedVideos> {
  const key = requireApiKey();
  const { featuredVideoIds } = await readSiteSettings();
  if (featuredVideoIds.length === 0) return { items: [] };
  const ids = featuredVideoIds.join(',');
  // Keyed by the ids, so a new choice in Settings is fetched at once instead of after the old answer expires.
  return cached(`featured:${ids}`, async () => {
    const answer = fromUpstream(videosAnswer, await youtube('videos', { part: 'snippet', id: ids, key }));
    const items = answer.items
      .map((video) => ({ id: video.id, title: video.snippet.title, description: video.snippet.description }))
      .sort((a, b) => featuredVideoIds.indexOf(a.id) - featuredVideoIds.indexOf(b.id));
    return { items };
  });
}

/** "TimeoutError", "TypeError (ECONNREFUSED)": enough to tell what went wrong, never the URL with the key. */
function failureName(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause: unknown = error.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  return code ? `${error.name} (${code})` : error.name;
}

/** An answer we cannot read is YouTube's failure (502), not the caller's (a ZodError would be a 400). */
function fromUpstream<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  logger.error('YouTube answered in an unexpected shape');
  throw new AppError(502, UPSTREAM_FAILED);
}

function requireApiKey(): string {
  const key = youtubeApiKey();
  if (!key) throw new AppError(503, NOT_CONFIGURED);
  return key;
}

/**
 * One GET to the Data API. Failures become our own errors; the URL (it carries the key) is never
 * logged or passed on, only YouTube's status and reason.
 */
async function youtube(resource: 'playlistItems' | 'videos', query: Record<string, string>): Promise<unknown> {
  const url = `${youtubeApiBaseUrl()}/${resource}?${new URLSearchParams(query).toString()}`;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS), headers: { accept: 'application/json' } });
    body = await response.json();
  } catch (error) {
    logger.error(`YouTube ${resource} request failed: ${failureName(error)}`);
    throw new AppError(502, UPSTREAM_FAILED);
  }
  if (response.ok) return body;

  const reason = upstreamError.safeParse(body).data?.error.errors?.[0]?.reason;
  if (response.status === 404 && resource === 'playlistItems') throw notFound(PLAYLIST_NOT_FOUND);
  if (reason === 'invalidPageToken') throw badRequest(INVALID_PAGE_TOKEN);
  logger.error(`YouTube ${resource} answered ${response.status}${reason ? ` (${reason})` : ''}`);
  throw new AppError(502, UPSTREAM_FAILED);
}
