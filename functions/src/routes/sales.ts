import type { Response } from 'express';
import { salesExportLimit } from '../config/rate-limits.js';
import { apiRouter } from '../lib/api-router.js';
import { caller, requireAdmin } from '../lib/auth.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { consume } from '../lib/rate-limit.js';
import { logger } from '../lib/logger.js';
import { rebuildSalesStats, salesOverview } from '../services/sales-stats.js';

/** Sales at a glance: the overview's counters, their rebuild, and the CSV exports (admin only). */
const { router, route } = apiRouter('/api/admin');
export const salesRouter = router;

// The exports load on first use: nothing else needs them.
const exportsModule = () => import('../services/sales-exports.js');

route('GET /api/admin/sales', requireAdmin, (_req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return salesOverview();
});

route('POST /api/admin/sales/rebuild', requireAdmin, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  await consume(salesExportLimit(), caller(req).uid);
  return rebuildSalesStats();
});

/**
 * Streams a CSV page by page. The first page is read before the headers go out, so a failure
 * there is an ordinary error answer; a failure later can only cut the download short.
 */
async function sendCsv(res: Response, fileName: string, chunks: AsyncGenerator<string>): Promise<void> {
  const first = await chunks.next();
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': contentDisposition('attachment', fileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  if (!first.done) res.write(first.value);
  try {
    for await (const chunk of chunks) res.write(chunk);
    res.end();
  } catch (error) {
    logger.error(`The export ${fileName} failed part way`, error);
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

const today = () => new Date(Date.now() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);

route('GET /api/admin/export/students.csv', requireAdmin, async (req, res) => {
  await consume(salesExportLimit(), caller(req).uid);
  await sendCsv(res, `students-${today()}.csv`, (await exportsModule()).studentsCsv());
});

route('GET /api/admin/export/payments.csv', requireAdmin, async (req, res) => {
  await consume(salesExportLimit(), caller(req).uid);
  await sendCsv(res, `payments-${today()}.csv`, (await exportsModule()).paymentsCsv());
});
