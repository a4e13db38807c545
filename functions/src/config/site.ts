/**
 * The site's facts the server needs. The web app has its own copy in web/src/config/site.ts
 * (functions never import web code); keep the name the same in both.
 */
export const SITE_NAME = 'Chemistry Classes';
