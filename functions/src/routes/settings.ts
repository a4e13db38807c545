import { siteSettingsSchema } from '@chem/contract';
import { apiRouter } from '../lib/api-router.js';
import { caller, requireAdmin } from '../lib/auth.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseInput } from '../lib/validate.js';
import { adminSiteSettings, readPublicSiteSettings, saveSiteSettings } from '../services/site-settings.js';

const { router, route } = apiRouter('/api/settings');
export const settingsRouter = router;

/**
 * Every page asks for this (index.html starts it early), so the CDN keeps it and a visit costs no
 * function run. A save shows on the site within at most four minutes: up to a minute in another
 * instance's copy, two at the CDN, one in a browser that fetched it just before.
 */
export const PUBLIC_SETTINGS_CACHE = { browser: 60, cdn: 120 };

route('GET /api/settings/public', async (req, res) => {
  const settings = await readPublicSiteSettings();
  cachePublicly(req, res, PUBLIC_SETTINGS_CACHE);
  return settings;
});

route('GET /api/settings', requireAdmin, async (_req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return adminSiteSettings();
});

route('PUT /api/settings', requireAdmin, (req) => saveSiteSettings(parseInput(siteSettingsSchema, req.body), caller(req).uid));
