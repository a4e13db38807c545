import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { setTokenProvider } from './lib/api-client';
import { currentIdToken } from './lib/auth';
import { loadSiteSettings } from './lib/site-settings';
import { registerServiceWorkerAfterLoad } from './app/pwa/register-service-worker';
import { shellCatalog } from './app/i18n';
import { commonCatalog } from './lib/i18n';
import { chatCatalog } from './features/contact';
import { preloadCatalogs } from './i18n/catalog';
import { applyDocumentLanguage } from './i18n/locale';
import './app/tokens.css';
import './app/styles.css';

// Signed-in tabs send a fresh Firebase ID token with API calls; visitors never load the Auth SDK.
setTokenProvider(currentIdToken);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
const root = createRoot(container);

/**
 * This is a client-only SPA, so there is no HydrateFallback. Rendering only once the first
 * route's lazy module has arrived keeps react-router from painting an empty fallback (and
 * warning about it), and the header and page appear together.
 */
function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// <html lang> follows the language this device chose, or the browser's (src/i18n/locale.ts).
applyDocumentLanguage();

// The site settings were requested by index.html with the page; usually they are already here. A
// Hindi reader's shell texts (and the chat button's) are fetched alongside the first screen's code
// (English ships inline); app/router.tsx does the same for a landing screen's own texts.
void Promise.all([whenRouterReady(), loadSiteSettings(), preloadCatalogs([shellCatalog, commonCatalog, chatCatalog])]).then(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});

// Installable and usable offline (src/sw/sw.ts); registered only once the page has loaded.
registerServiceWorkerAfterLoad();
