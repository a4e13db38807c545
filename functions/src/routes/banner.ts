import { UPLOADS } from '@chem/contract';
import { apiRouter } from '../lib/api-router.js';
import { requireAdmin } from '../lib/auth.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseMultipart } from '../lib/multipart.js';
import { messageAnswer } from '../lib/language.js';
import { deleteBanner, listBanners, uploadBanner } from '../services/banners.js';

const { router, route } = apiRouter('/api/banner');
export const bannerRouter = router;

route('GET /api/banner/getAllBanners', async (req, res) => {
  const banners = await listBanners();
  cachePublicly(req, res);
  return banners;
});

route('POST /api/banner/upload', requireAdmin, async (req) => {
  const { files } = await parseMultipart(req, { bannerImage: UPLOADS.banner });
  return uploadBanner(files.bannerImage);
});

route('DELETE /api/banner/delete/:id', requireAdmin, async (req) => {
  await deleteBanner(String(req.params.id));
  return messageAnswer(req, 'Banner deleted successfully');
});
