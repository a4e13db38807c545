import { seriesDeleteQuery, seriesInputSchema } from '@chem/contract';
import type { Request } from 'express';
import { apiRouter } from '../lib/api-router.js';
import { caller, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { cachePublicly } from '../lib/http-cache.js';
import { messageAnswer } from '../lib/language.js';
import { parseInput } from '../lib/validate.js';
import {
  createSeries,
  deleteSeries,
  listPublicSeries,
  listSeriesForAdmin,
  seriesPage,
  seriesTrend,
  updateSeries,
} from '../services/practice-tests/series.js';

/**
 * Test series. The list and a series' page are public (visitors too; the CDN may keep them, and
 * with a token they stay private); a student's trend is theirs alone; the rest is the teacher's.
 */

const param = (req: Request, name: string) => String(req.params[name]);

const series = apiRouter('/api/series');
export const seriesRouter = series.router;

series.route('GET /api/series', (req, res) => {
  cachePublicly(req, res);
  return listPublicSeries();
});

series.route('GET /api/series/:id', (req, res) => {
  cachePublicly(req, res);
  return seriesPage(param(req, 'id'));
});

series.route('GET /api/series/:id/mine', requireCurrentUser, (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return seriesTrend(caller(req).uid, param(req, 'id'));
});

const admin = apiRouter('/api/admin/series');
export const adminSeriesRouter = admin.router;

admin.route('GET /api/admin/series', requireAdmin, () => listSeriesForAdmin());
admin.route('POST /api/admin/series', requireAdmin, (req) => createSeries(parseInput(seriesInputSchema, req.body)));
admin.route('PUT /api/admin/series/:id', requireAdmin, (req) => updateSeries(param(req, 'id'), parseInput(seriesInputSchema, req.body)));
admin.route('DELETE /api/admin/series/:id', requireAdmin, async (req) => {
  const { detach } = parseInput(seriesDeleteQuery, req.query);
  return messageAnswer(req, await deleteSeries(param(req, 'id'), detach === 'true'));
});
