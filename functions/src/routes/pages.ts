import { Router } from 'express';
import { renderCertificatePage, renderCoursePage, renderSitemap } from '../services/pages.js';

/**
 * The HTML Hosting rewrites here: `/sitemap.xml` and every single-segment path that is not a
 * static file (`/:id`, a course page). Public and shared by everyone, so Hosting's CDN keeps each
 * answer ten minutes (`s-maxage`): a course edit shows in previews within that, and repeat
 * visits from a busy WhatsApp group cost no function run. Browsers always revalidate.
 */
export const pagesRouter = Router();

const CDN_SECONDS = 600;
/** A not-found answer is kept a minute: a course created just now appears quickly. */
const NOT_FOUND_CDN_SECONDS = 60;

pagesRouter.get('/sitemap.xml', async (_req, res) => {
  res.locals.route = 'GET /sitemap.xml';
  const xml = await renderSitemap();
  res.set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=0, s-maxage=${CDN_SECONDS}` });
  res.send(xml);
});

/** A certificate can be revoked: its page is kept a minute, so a revocation shows within that. */
const CERTIFICATE_CDN_SECONDS = 60;

pagesRouter.get('/certificates/:id', async (req, res) => {
  res.locals.route = 'GET /certificates/:id';
  const page = await renderCertificatePage(req.params.id);
  res.status(page.status).set({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': `public, max-age=0, s-maxage=${CERTIFICATE_CDN_SECONDS}`,
  });
  res.send(page.html);
});

pagesRouter.get('/:id', async (req, res) => {
  res.locals.route = 'GET /:id';
  const page = await renderCoursePage(req.params.id);
  res.status(page.status).set({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': `public, max-age=0, s-maxage=${page.status === 200 ? CDN_SECONDS : NOT_FOUND_CDN_SECONDS}`,
  });
  res.send(page.html);
});
