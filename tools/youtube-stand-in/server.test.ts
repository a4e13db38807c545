/**
 * Pins the LOCAL STAND-IN's HTTP surface to the YouTube Data API calls the API makes: the same
 * query parameters, the same answer fields, the same error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SITE_SETTINGS } from '@chem/contract';
import { ITEMS_PER_PLAYLIST, standInDuration, startYouTubeStandIn, type YouTubeStandIn } from './server.js';
import { playlistVideoId } from './video-ids.js';

const PLAYLISTS = SAMPLE_SITE_SETTINGS.playlists;

let standIn: YouTubeStandIn;

beforeAll(async () => {
  standIn = await startYouTubeStandIn({ port: 0 });
});

afterAll(async () => {
  await standIn.close();
});

const polymer = PLAYLISTS[0]!.playlistId;

async function get(resource: string, query: Record<string, string>) {
  const response = await fetch(`${standIn.url}/${resource}?${new URLSearchParams(query).toString()}`);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: number; errors: Array<{ reason: string }> } },
  };
}

interface ItemsPage {
  items: Array<{ snippet: { title: string; resourceId: { videoId: string }; position: number } }>;
  nextPageToken?: string;
}

describe('YouTube stand-in', () => {
  it('serves the base URL form YOUTUBE_API_BASE_URL takes, on the real port when started on 0', () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/youtube\/v3$/);
  });

  it('pages through a seed playlist six at a time: 6, 6, 2, then no nextPageToken', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let pageToken: string | undefined;
    do {
      const { status, body } = await get('playlistItems', {
        part: 'snippet',
        maxResults: '6',
        playlistId: polymer,
        key: 'any',
        ...(pageToken ? { pageToken } : {}),
      });
      expect(status).toBe(200);
      const page = body as unknown as ItemsPage;
      sizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.snippet.resourceId.videoId));
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(sizes).toEqual([6, 6, 2]);
    expect(new Set(seen).size).toBe(ITEMS_PER_PLAYLIST);
    expect(seen.every((id) => /^[A-Za-z0-9_-]{11}$/.test(id))).toBe(true);
  });

  it('answers the same items every time, with a title per item', async () => {
    const first = (await get('playlistItems', { part: 'snippet', maxResults: '6', playlistId: polymer, key: 'k' }))
      .body as unknown as ItemsPage;
    const again = (await get('playlistItems', { part: 'snippet', maxResults: '6', playlistId: polymer, key: 'k' }))
      .body as unknown as ItemsPage;
    expect(again).toEqual(first);
    expect(first.items[0]?.snippet.title).toBe('Introduction to polymers (Part 1)');
  });

  it('serves every sample playlist of the site settings', async () => {
    for (const playlist of PLAYLISTS) {
      const { status } = await get('playlistItems', { part: 'snippet', playlistId: playlist.playlistId, key: 'k' });
      expect(status).toBe(200);
    }
  });

  it('answers videos for any list of ids, in the order asked', async () => {
    const { status, body } = await get('videos', { part: 'snippet', id: 'abc,def', key: 'k' });
    expect(status).toBe(200);
    const items = body.items as Array<{ id: string; snippet: { title: string; description: string } }>;
    expect(items.map((item) => item.id)).toEqual(['abc', 'def']);
    expect(items[0]?.snippet.title).toEqual(expect.any(String));
    expect(items[0]?.snippet.description).toContain('stand-in');
  });

  it('refuses a call without a key, as the real API does', async () => {
    const { status, body } = await get('playlistItems', { part: 'snippet', playlistId: polymer });
    expect(status).toBe(403);
    expect(body.error?.code).toBe(403);
  });

  it("answers an unknown playlist with YouTube's 404 error", async () => {
    const { status, body } = await get('playlistItems', { part: 'snippet', playlistId: 'PLnot-a-seed-playlist', key: 'k' });
    expect(status).toBe(404);
    expect(body.error?.errors[0]?.reason).toBe('playlistNotFound');
  });

  it('refuses a page token it did not hand out', async () => {
    const { status, body } = await get('playlistItems', { part: 'snippet', playlistId: polymer, pageToken: 'bogus', key: 'k' });
    expect(status).toBe(400);
    expect(body.error?.errors[0]?.reason).toBe('invalidPageToken');
  });

  it('counts the API requests it answered', async () => {
    const before = standIn.requestCount();
    await get('videos', { part: 'snippet', id: 'x', key: 'k' });
    expect(standIn.requestCount()).toBe(before + 1);
  });

  it('serves a test-mode IFrame Player API whose players are its own embed pages', async () => {
    expect(standIn.iframeApiUrl).toBe(standIn.url.replace('/youtube/v3', '/iframe_api'));
    const script = await fetch(standIn.iframeApiUrl);
    expect(script.headers.get('content-type')).toContain('javascript');
    const source = await script.text();
    expect(source).toContain(`'${standIn.url.replace('/youtube/v3', '')}'`);
    expect(source).toContain('window.YT = { Player, PlayerState, loaded: 1 }');

    const videoId = playlistVideoId(polymer, 0);
    const embed = await fetch(`${standIn.url.replace('/youtube/v3', '')}/embed/${videoId}?autoplay=1`);
    expect(embed.headers.get('content-type')).toContain('text/html');
    const page = await embed.text();
    expect(page).toContain('Introduction to polymers (Part 1)');
    expect(page).toContain(`Number('${standInDuration(videoId)}')`);
    expect(standInDuration(videoId)).toBeGreaterThanOrEqual(30);
    expect((await fetch(`${standIn.url.replace('/youtube/v3', '')}/embed/not-an-id`)).status).toBe(404);
  });
});
