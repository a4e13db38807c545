import type { Request, Response } from 'express';

/**
 * Public lists may be kept by Firebase Hosting's CDN for a few minutes, so repeat visits cost no
 * function run and no Firestore read. A request carrying a token (the admin dashboard, a signed-in
 * student) is never cached, so the admin always sees their own writes at once.
 */
export function cachePublicly(req: Request, res: Response, seconds = { browser: 60, cdn: 300 }): void {
  res.vary('Authorization');
  if (req.get('authorization')) res.set('Cache-Control', 'private, no-store');
  else res.set('Cache-Control', `public, max-age=${seconds.browser}, s-maxage=${seconds.cdn}`);
}
