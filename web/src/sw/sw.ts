/**
 * The site's service worker, built by vite-plugin-pwa (injectManifest) into /sw.js. What it may
 * keep is decided in ./cache-policy.ts; this file wires those rules to Workbox.
 *
 * - The app's code and shell are precached at install (the list is written in at build time), so
 *   the site opens offline and a deploy never leaves an open tab asking for deleted chunks.
 * - Pages: the shell (index.html) from the precache; the admin's pages and receipts from the network
 *   only, with /offline.html when there is none.
 * - Public lists: the network first (the teacher's edits show at once), the stored copy when the
 *   network fails or is slower than a few seconds.
 * - A new version installs in the background and waits until the page's "Reload" button sends
 *   SKIP_WAITING (src/app/pwa/register-service-worker.ts), so a student never loses what they were doing.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  CACHE_NAMES,
  SKIP_WAITING,
  isPublicListRequest,
  isPublicPictureRequest,
  isShellPage,
  isStorableAnswer,
  mayStorePublicList,
} from './cache-policy';
import { pushMessage, sitePath } from './push-message';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const OFFLINE_PAGE = '/offline.html';
const DAY = 24 * 60 * 60;

/** Stores nothing the server did not mark public (see isStorableAnswer). */
const onlyPublicAnswers = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (isStorableAnswer(response) ? response : null),
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over the open tab at once, so the pages the student opens next are kept.
clientsClaim();

// Every page of the app is the one shell; the router draws the page from the address.
registerRoute(({ request, url }) => request.mode === 'navigate' && isShellPage(url.pathname), createHandlerBoundToURL('/index.html'));
// The admin's pages and receipts come from the network only; failing, the catch handler below answers.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

const publicLists = new NetworkFirst({
  cacheName: CACHE_NAMES.publicLists,
  networkTimeoutSeconds: 6,
  plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * DAY })],
});
registerRoute(({ request }) => mayStorePublicList(request, self.location.origin), publicLists);

// A signed-in student's lists carry their token and are never stored; offline, they get the
// public copy a tokenless request stored (the same list a visitor sees), else the failure.
registerRoute(
  ({ request }) => isPublicListRequest(request, self.location.origin) && !mayStorePublicList(request, self.location.origin),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const cache = await caches.open(CACHE_NAMES.publicLists);
      const stored = await cache.match(request.url, { ignoreVary: true });
      if (stored) return stored;
      throw error;
    }
  },
);

registerRoute(
  ({ request }) => isPublicPictureRequest(request, self.location.origin),
  new CacheFirst({
    cacheName: CACHE_NAMES.publicPictures,
    plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

// Hashed code left out of the precache (pdf.js, the dashboards): kept once used, since a name
// never changes its content.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: CACHE_NAMES.code,
    plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

// A page that is not the shell (the admin's, a receipt) and did not load: the friendly offline page.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING.type) void self.skipWaiting();
});

// Web push: the server's payload is JSON {id, kind, title, body, link} (functions'
// services/notifications/push.ts). Shown as a notification; a click opens its page, in an open
// tab of the site when there is one.
self.addEventListener('push', (event) => {
  const message = pushMessage(event.data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.id,
      icon: '/icons/icon-192.png',
      data: { link: message.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(sitePath((event.notification.data as { link?: unknown } | null)?.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
