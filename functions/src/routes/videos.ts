import { playlistRequest } from '@chem/contract';
import type { Response } from 'express';
import { apiRouter } from '../lib/api-router.js';
import { clientKey } from '../lib/client-address.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseInput } from '../lib/validate.js';
import { VIDEO_CACHE_SECONDS, featuredVideos, listPlaylists, playlistPage } from '../services/videos.js';

const { router, route } = apiRouter('/api/videos');
export const videosRouter = router;

/**
 * The same for every visitor and signed-in user alike (no per-user data), so the CDN may keep
 * it whatever the Authorization header: a repeat view then spends neither a function run nor quota.
 */
function cacheVideoAnswer(res: Response): void {
  res.set('Cache-Control', `public, max-age=${VIDEO_CACHE_SECONDS / 2}, s-maxage=${VIDEO_CACHE_SECONDS}`);
}

route('GET /api/videos/playlists', async (req, res) => {
  const playlists = await listPlaylists();
  cachePublicly(req, res);
  return playlists;
});

route('GET /api/videos/playlist/:playlistId', async (req, res) => {
  const { playlistId, pageToken } = parseInput(playlistRequest, { playlistId: req.params.playlistId, pageToken: req.query.pageToken });
  const page = await playlistPage(playlistId, pageToken, clientKey(req));
  cacheVideoAnswer(res);
  return page;
});

route('GET /api/videos/featured', async (_req, res) => {
  const featured = await featuredVideos();
  cacheVideoAnswer(res);
  return featured;
});
