import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../tests/support/api.js';
import { startYouTubeStandIn, type YouTubeStandIn } from '../../../tools/youtube-stand-in/server.js';
import { SAMPLE_SITE_SETTINGS } from '@chem/contract';
import { db } from '../lib/firebase.js';
import { SITE_SETTINGS_DOC, clearSiteSettingsCache } from '../services/site-settings.js';
import { clearVideoCache } from '../services/videos.js';

// No settings are saved in this file, so the samples apply: the stand-in knows their playlists.
const { featuredVideoIds: FEATURED_VIDEO_IDS, playlists: PLAYLISTS } = SAMPLE_SITE_SETTINGS;

let youtube: YouTubeStandIn;
const saved = { key: process.env.YOUTUBE_API_KEY, base: process.env.YOUTUBE_API_BASE_URL };

beforeAll(async () => {
  youtube = await startYouTubeStandIn({ port: 0 });
  // Read on every request by the service, as the functions runtime provides them.
  process.env.YOUTUBE_API_BASE_URL = youtube.url;
});

afterAll(async () => {
  await youtube.close();
  for (const [name, value] of [
    ['YOUTUBE_API_KEY', saved.key],
    ['YOUTUBE_API_BASE_URL', saved.base],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

beforeEach(async () => {
  process.env.YOUTUBE_API_KEY = 'local-stand-in';
  clearVideoCache();
  await db().recursiveDelete(db().collection('rateLimits'));
});

const polymer = PLAYLISTS[0]!.playlistId;

/** A port nothing listens on: one the system just handed out and that was closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface PlaylistPageBody {
  items: Array<{ snippet: { title: string; description: string; resourceId: { videoId: string } } }>;
  nextPageToken: string | null;
}

const page = (playlistId: string, pageToken?: string) =>
  api()
    .get(`/api/videos/playlist/${playlistId}`)
    .query(pageToken === undefined ? {} : { pageToken });

describe('GET /api/videos/playlists', () => {
  it('lists the category buttons in the teacher order as { id: playlistId, name }', async () => {
    const response = await api().get('/api/videos/playlists');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(PLAYLISTS.map((playlist) => ({ id: playlist.playlistId, name: playlist.name })));
    expect(response.headers['cache-control']).toMatch(/^public, /);
  });
});

describe('GET /api/videos/playlist/:playlistId', () => {
  it('answers six videos in the shape the classes page reads, with a token for the next page', async () => {
    const response = await page(polymer, '');
    expect(response.status).toBe(200);
    const body = response.body as PlaylistPageBody;
    expect(body.items).toHaveLength(6);
    expect(body.items[0]?.snippet).toMatchObject({
      title: 'Introduction to polymers (Part 1)',
      description: expect.any(String),
      resourceId: { videoId: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/) },
    });
    expect(body.nextPageToken).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=600');
  });

  it('pages through the whole playlist by nextPageToken: 6, 6, 2, then none', async () => {
    const sizes: number[] = [];
    const videoIds = new Set<string>();
    let token: string | undefined;
    do {
      const response = await page(polymer, token);
      expect(response.status).toBe(200);
      const body = response.body as PlaylistPageBody;
      sizes.push(body.items.length);
      body.items.forEach((item) => videoIds.add(item.snippet.resourceId.videoId));
      token = body.nextPageToken ?? undefined;
    } while (token);
    expect(sizes).toEqual([6, 6, 2]);
    expect(videoIds.size).toBe(14);
  });

  it('answers a repeated page from its cache without asking YouTube again', async () => {
    const first = await page(polymer);
    const count = youtube.requestCount();
    const again = await page(polymer);
    expect(again.body).toEqual(first.body);
    expect(youtube.requestCount()).toBe(count);

    // Another page is another question.
    await page(polymer, (first.body as PlaylistPageBody).nextPageToken ?? undefined);
    expect(youtube.requestCount()).toBe(count + 1);
  });

  it.each([
    ['a playlist id with other characters', 'PL$bad!id', undefined, 'Invalid playlist id.'],
    ['a playlist id over 100 characters', `PL${'a'.repeat(100)}`, undefined, 'Invalid playlist id.'],
    ['a page token with other characters', polymer, 'abc/../def', 'Invalid page token.'],
  ])('refuses %s with 400 before asking YouTube', async (_case, playlistId, pageToken, message) => {
    const count = youtube.requestCount();
    const response = await page(encodeURIComponent(playlistId), pageToken);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, error: message });
    expect(youtube.requestCount()).toBe(count);
  });

  it('answers 404 for a playlist that is not one of the category buttons, without spending quota', async () => {
    const count = youtube.requestCount();
    const response = await page('PLsomeone-elses-playlist');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Playlist not found.');
    expect(youtube.requestCount()).toBe(count);
  });

  it('answers 404 when YouTube no longer knows a listed playlist', async () => {
    const playlists = [...PLAYLISTS, { name: 'Removed', playlistId: 'PLremoved-from-youtube' }];
    await db()
      .doc(SITE_SETTINGS_DOC)
      .set({ ...SAMPLE_SITE_SETTINGS, playlists });
    clearSiteSettingsCache();
    try {
      const response = await page('PLremoved-from-youtube');
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Playlist not found.');
    } finally {
      await db().doc(SITE_SETTINGS_DOC).delete();
      clearSiteSettingsCache();
    }
  });

  it('answers 400 for a page token the API did not hand out, without spending quota', async () => {
    const count = youtube.requestCount();
    const response = await page(polymer, 'not-a-token-it-gave');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid page token.');
    expect(youtube.requestCount()).toBe(count);
  });

  it("refuses one playlist's page token on another playlist", async () => {
    const first = (await page(polymer)).body as PlaylistPageBody;
    const count = youtube.requestCount();
    const response = await page(PLAYLISTS[1]!.playlistId, first.nextPageToken ?? undefined);
    expect(response.status).toBe(400);
    expect(youtube.requestCount()).toBe(count);
  });

  it('limits the pages one client can make the API fetch from YouTube, not the ones it answers from its cache', async () => {
    process.env.VIDEO_PAGES_PER_CLIENT = '2';
    try {
      const first = (await page(polymer)).body as PlaylistPageBody;
      expect((await page(polymer)).status).toBe(200);
      const second = await page(polymer, first.nextPageToken ?? undefined);
      expect(second.status).toBe(200);
      const third = await page(polymer, (second.body as PlaylistPageBody).nextPageToken ?? undefined);
      expect(third.status).toBe(429);
      expect(third.body.message).toBe('Too many video pages requested. Please try again in 10 minutes.');
      // Another client still gets its pages.
      expect((await page(PLAYLISTS[1]!.playlistId).set('X-Forwarded-For', '198.51.100.9')).status).toBe(200);
    } finally {
      delete process.env.VIDEO_PAGES_PER_CLIENT;
    }
  });

  it('answers 503 Video service is not configured. without a key', async () => {
    delete process.env.YOUTUBE_API_KEY;
    const response = await page(polymer);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'Video service is not configured.', error: 'Video service is not configured.' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 502 with a clear message when YouTube cannot be reached, without leaking the key', async () => {
    process.env.YOUTUBE_API_BASE_URL = `http://127.0.0.1:${await closedPort()}/youtube/v3`;
    process.env.YOUTUBE_API_KEY = 'secret-key-value';
    try {
      const response = await page(polymer);
      expect(response.status).toBe(502);
      expect(response.body.message).toBe('The video service did not answer. Please try again later.');
      expect(JSON.stringify(response.body)).not.toContain('secret-key-value');
    } finally {
      process.env.YOUTUBE_API_BASE_URL = youtube.url;
    }
  });
});

describe('GET /api/videos/featured', () => {
  it("answers the teacher's featured videos as { id, title, description }, in their order", async () => {
    const response = await api().get('/api/videos/featured');
    expect(response.status).toBe(200);
    expect(response.body.items.map((video: { id: string }) => video.id)).toEqual([...FEATURED_VIDEO_IDS]);
    expect(response.body.items[0]).toEqual({ id: FEATURED_VIDEO_IDS[0], title: expect.any(String), description: expect.any(String) });
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=600');
  });

  it('asks YouTube once for repeated views', async () => {
    await api().get('/api/videos/featured');
    const count = youtube.requestCount();
    await api().get('/api/videos/featured');
    expect(youtube.requestCount()).toBe(count);
  });

  it('answers 502 when YouTube answers with an error', async () => {
    process.env.YOUTUBE_API_BASE_URL = `${youtube.url}/not-the-api`;
    try {
      const response = await api().get('/api/videos/featured');
      expect(response.status).toBe(502);
      expect(response.body.message).toBe('The video service did not answer. Please try again later.');
    } finally {
      process.env.YOUTUBE_API_BASE_URL = youtube.url;
    }
  });

  it('answers 503 without a key', async () => {
    delete process.env.YOUTUBE_API_KEY;
    const response = await api().get('/api/videos/featured');
    expect(response.status).toBe(503);
    expect(response.body.message).toBe('Video service is not configured.');
  });
});
