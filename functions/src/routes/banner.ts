import { Router } from 'express';
import { requireAdmin } from '../lib/auth.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseMultipart } from '../lib/multipart.js';
import { BANNER_MAX_BYTES, BANNER_TOO_LARGE, deleteBanner, listBanners, uploadBanner } from '../services/banners.js';

export const bannerRouter = Router();

bannerRouter.get('/getAllBanners', async (req, res) => {
  const banners = await listBanners();
  cachePublicly(req, res);
  res.json(banners);
});

bannerRouter.post('/upload', requireAdmin, async (req, res) => {
  const { files } = await parseMultipart(req, { bannerImage: { maxBytes: BANNER_MAX_BYTES, tooLargeMessage: BANNER_TOO_LARGE } });
  res.status(201).json(await uploadBanner(files.bannerImage));
});

bannerRouter.delete('/delete/:id', requireAdmin, async (req, res) => {
  await deleteBanner(req.params.id);
  res.json({ message: 'Banner deleted successfully' });
});
