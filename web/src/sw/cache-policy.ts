/**
 * What the service worker (./sw.ts) may keep on the phone, as plain functions of URLs and headers
 * so the unit tests can check every rule. Kept: the app's code (precached at install), the public
 * lists the API lets Hosting's CDN cache, and the public pictures those lists show. Never kept: any
 * answer to a request with a token, any answer marked private or no-store, note files, payment
 * and admin pages, profile photos.
 */

/** Caches the runtime rules write to; the precache is Workbox's own. */
export const CACHE_NAMES = {
  publicLists: 'public-lists-v1',
  publicPictures: 'public-pictures-v1',
  code: 'code-v1',
} as const;

/**
 * The API's public GET lists (those answered through `cachePublicly` or with a public
 * Cache-Control in functions/src/routes). Only these paths: a note's preview and download share
 * the /api/notes/ prefix and are never matched.
 */
const PUBLIC_LISTS: readonly RegExp[] = [
  /^\/api\/courses\/getAllCourses$/,
  /^\/api\/courses\/getCourseById\/[^/]+$/,
  /^\/api\/notes\/getAllNotes$/,
  /^\/api\/plans\/getAllPlans$/,
  /^\/api\/categories\/getAllCategories$/,
  /^\/api\/banner\/getAllBanners$/,
  /^\/api\/settings\/public$/,
  /^\/api\/videos\/(playlists|featured|playlist\/[^/]+)$/,
];

/** Banners and course photos: public, and a stored picture never changes under its name. Not profile photos. */
const PUBLIC_PICTURES = /^\/uploads\/(banners|courses)\/[^/]+$/;

/** Pages whose shell is not served from the phone: the admin's, and the payment receipts. */
const NETWORK_ONLY_PAGES: readonly RegExp[] = [/^\/admin(\/|$)/i, /^\/Chemistry\/Admin(\/|$)/i, /^\/UserDashboard\/receipt(\/|$)/i];

/** Paths that are never the app's pages: the API, uploads, hashed code, Firebase's reserved URLs, files with an extension. */
const NOT_PAGES = /^\/(api|uploads|assets|__)(\/|$)|\/[^/]+\.[^/]+$/;

interface RequestLike {
  method: string;
  url: string;
  headers: { has(name: string): boolean };
}

const sameOriginPath = (request: RequestLike, origin: string): string | null => {
  const url = new URL(request.url);
  return url.origin === origin ? url.pathname : null;
};

const carriesCredentials = (request: RequestLike) => request.headers.has('authorization');

/** A GET of a public list: may be answered from the cache when the network fails. */
export function isPublicListRequest(request: RequestLike, origin: string): boolean {
  const path = sameOriginPath(request, origin);
  return request.method === 'GET' && path !== null && PUBLIC_LISTS.some((pattern) => pattern.test(path));
}

/** A public list asked for without a token: the only kind whose answer may be stored. */
export function mayStorePublicList(request: RequestLike, origin: string): boolean {
  return isPublicListRequest(request, origin) && !carriesCredentials(request);
}

export function isPublicPictureRequest(request: RequestLike, origin: string): boolean {
  const path = sameOriginPath(request, origin);
  return request.method === 'GET' && !carriesCredentials(request) && path !== null && PUBLIC_PICTURES.test(path);
}

/** A navigation the app shell may answer (offline too): any page but the network-only ones. */
export function isShellPage(pathname: string): boolean {
  return !NOT_PAGES.test(pathname) && !NETWORK_ONLY_PAGES.some((pattern) => pattern.test(pathname));
}

interface ResponseLike {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}

/**
 * Stored only when the server said anyone may keep it: a whole 200 from our origin whose
 * Cache-Control is `public` and neither `private` nor `no-store`. The API answers a request with a
 * token `private, no-store`, so even a wrongly routed personal answer is refused here.
 */
export function isStorableAnswer(response: ResponseLike): boolean {
  if (response.status !== 200 || response.type === 'opaque' || response.type === 'error') return false;
  const directives = (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('=')[0]);
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}

/** The message the page sends to the waiting worker when the student presses Reload. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
