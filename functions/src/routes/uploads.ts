import { Router } from 'express';
import { openPublicUpload } from '../services/uploads.js';

export const uploadsRouter = Router();

uploadsRouter.get('/*path', async (req, res) => {
  res.locals.route = 'GET /uploads/*path';
  const segments = (req.params as { path: string[] }).path;
  const upload = await openPublicUpload(segments.join('/'));
  if (upload.etag && req.get('if-none-match') === upload.etag) {
    upload.stream.destroy();
    res.status(304).end();
    return;
  }
  res.set({
    'Content-Type': upload.contentType,
    'Content-Length': String(upload.size),
    // File names are unique per upload, so a stored image never changes under its URL.
    'Cache-Control': 'public, max-age=86400, s-maxage=604800',
    'X-Content-Type-Options': 'nosniff',
    ...(upload.etag ? { ETag: upload.etag } : {}),
  });
  upload.stream.on('error', () => res.destroy());
  upload.stream.pipe(res);
});
