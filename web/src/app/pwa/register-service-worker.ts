/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js) once the page has loaded and the
 * phone is idle, so it never competes with the first paint for the network. A few lines of our
 * own instead of workbox-window, to keep the home page's JavaScript within its budget; the
 * "new version" prompt is its own chunk, loaded only when a new version is waiting.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void register().catch((error: unknown) => console.warn('The service worker could not be registered', error)), {
      timeout: 5000,
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // A new version waits while an older one runs this page: offer it. (Without a controller it is
  // the first install, which takes over by itself.)
  const offerUpdate = () => {
    if (registration.waiting && navigator.serviceWorker.controller) {
      void import('./update-prompt').then(({ showUpdatePrompt }) => showUpdatePrompt(registration));
    }
  };
  const whenInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerUpdate();
    });
  offerUpdate();
  // The browser may have found the new version while this page loaded, before this listener existed.
  whenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => whenInstalled(registration.installing));
}
