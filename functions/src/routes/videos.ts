import { playlistRequest } from '@chem/contract';
import { Router, type Response } from 'express';
import { cachePublicly } from '../lib/http-cache.js';
import { parseInput } from '../lib/validate.js';
import { VIDEO_CACHE_SECONDS, featuredVideos, listPlaylists, playlistPage } from '../services/videos.js';

export const videosRouter = Router();

/**
 * The same for every visitor and signed-in user alike (no per-user data), so the CDN may keep
 * it whatever the Authorization header: a repeat view then spends neither a function run nor quota.
 */
function cacheVideoAnswer(res: Response): void {
  res.set('Cache-Control', `public, max-age=${VIDEO_CACHE_SECONDS / 2}, s-maxage=${VIDEO_CACHE_SECONDS}`);
}

videosRouter.get('/playlists', async (req, res) => {
  const playlists = await listPlaylists();
  cachePublicly(req, res);
  res.json(playlists);
});

videosRouter.get('/playlist/:playlistId', async (req, res) => {
  const { playlistId, pageToken } = parseInput(playlistRequest, { playlistId: req.params.playlistId, pageToken: req.query.pageToken });
  const page = await playlistPage(playlistId, pageToken);
  cacheVideoAnswer(res);
  res.json(page);
});

videosRouter.get('/featured', async (_req, res) => {
  const featured = await featuredVideos();
  cacheVideoAnswer(res);
  res.json(featured);
});
