import { UPLOADS } from '@chem/contract';
import { Router } from 'express';
import { requireAdmin } from '../lib/auth.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseMultipart } from '../lib/multipart.js';
import { deleteBanner, listBanners, uploadBanner } from '../services/banners.js';

export const bannerRouter = Router();

bannerRouter.get('/getAllBanners', async (req, res) => {
  const banners = await listBanners();
  cachePublicly(req, res);
  res.json(banners);
});

bannerRouter.post('/upload', requireAdmin, async (req, res) => {
  const { files } = await parseMultipart(req, { bannerImage: UPLOADS.banner });
  res.status(201).json(await uploadBanner(files.bannerImage));
});

bannerRouter.delete('/delete/:id', requireAdmin, async (req, res) => {
  await deleteBanner(req.params.id);
  res.json({ message: 'Banner deleted successfully' });
});
