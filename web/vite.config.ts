import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compiledCatalogs } from './build/compiled-catalogs';
import { routePreloads } from './build/route-preloads';
import { pageMeta } from './build/page-meta';
import { siteSettingsSnapshot } from './build/site-settings-snapshot';
import { FAQ_ITEMS } from './src/features/home/components/faq-items';

// The local stack serves the API and uploads through the Hosting emulator on 5000, so the dev
// server forwards those paths there and the app keeps using same-origin URLs as in production.
const localHosting = 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [
    react(),
    // Message catalogues (src/**/locales/*.json) compiled from ICU at build time: no parser ships.
    compiledCatalogs(),
    // The site settings of the moment, baked in by `npm run deploy` (SITE_SETTINGS_SNAPSHOT).
    siteSettingsSnapshot(),
    // The pages people land on from shared links: their code is requested alongside the entry.
    routePreloads(
      {
        '/': 'src/features/home/routes/home.tsx',
        '/course': 'src/features/courses/routes/course-list.tsx',
        '/notes': 'src/features/notes/routes/notes-library.tsx',
        // Not a path the loader meets: the API reads it from the template and writes these files into
        // each course page's head as preload links (functions/src/services/pages.ts).
        '/:id': 'src/features/courses/routes/course-detail.tsx',
      },
      {
        // A Hindi reader's texts for every page (the shell's, the dialogs', the chat button's) and for
        // the landing pages, requested with the entry instead of after it has run.
        every: ['src/app/locales/hi.json', 'src/lib/locales/hi.json', 'src/features/contact/chat/locales/hi.json'],
        routes: {
          '/': ['src/features/home/locales/hi.json', 'src/components/locales/hi.json'],
          '/course': ['src/features/courses/locales/hi.json', 'src/components/catalogue/locales/hi.json'],
          '/notes': ['src/features/notes/locales/hi.json', 'src/components/catalogue/locales/hi.json'],
        },
      },
    ),
    // Each static page's own HTML with its title, preview tags and JSON-LD; the course pages' template.
    pageMeta(FAQ_ITEMS),
    // Installable and usable offline: the manifest and /sw.js (src/sw/sw.ts). The app registers the
    // worker itself after load (src/app/pwa/register-service-worker.ts), so nothing is injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Chemistry Classes',
        short_name: 'Chemistry',
        description: 'Notes, video classes and courses in chemistry, from an experienced teacher.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1e1b4b',
        background_color: '#f8fafc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        rollupFormat: 'iife',
        // The shell and the public pages' code (the manifest's icons are added by the plugin). Not
        // pdf.js (a note needs the network anyway), the Firebase Auth SDK, nor the screens behind a
        // sign-in (admin, dashboards, player, receipts): the service worker keeps those once used.
        globPatterns: ['index.html', 'offline.html', 'favicon.svg', 'assets/*.{js,css}'],
        globIgnores: [
          'assets/pdf*',
          'assets/index.esm-*',
          'assets/admin-*',
          'assets/*-section-*',
          'assets/category-manager-*',
          'assets/dashboard-shell-*',
          'assets/user-dashboard-*',
          'assets/course-player-*',
          // KaTeX (about 86 KB gzip) and the exam screen: only for students who take a test.
          'assets/katex-render-*',
          'assets/take-test-*',
          'assets/payment-receipt-*',
          'assets/auth-page-*',
        ],
      },
    }),
  ],
  build: {
    // ES2022 syntax as written (class fields stay fields, no helper chunk): every browser the site
    // supports has it (Chrome 94, Safari 15, Firefox 93), and Vite's own default asks for newer still.
    target: 'es2022',
    // Every browser the site supports preloads modules itself (Chrome/Android since 66, Safari 17,
    // Firefox 115); an older one just fetches them a moment later. Saves 0.5 KB on every page.
    modulePreload: { polyfill: false },
    // Imported string constants are copied into each chunk that uses them. For the icons' paths
    // (src/components/icons/paths.ts) this means each route carries only the icons it draws: a
    // module of icons shared by two routes would otherwise become one chunk holding every icon
    // either route uses, downloaded by the home page with the dashboards' icons in it.
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all' } },
      // A Hindi reader's texts of every page (the shell's, the dialogs', the chat button's) in one
      // file rather than three: one request fewer before the first paint.
      output: {
        codeSplitting: {
          groups: [
            { name: 'hi-shell', test: /src[\\/](app|lib|features[\\/]contact[\\/]chat)[\\/]locales[\\/]hi\.json$/ },
            // React with its JSX runtime, always: a shared chunk that draws JSX without calling a
            // hook (a form's button row) would otherwise split the runtime into a file of its own,
            // one more request and 0.3 KB more on every first load.
            { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: localHosting, changeOrigin: true },
      '/uploads': { target: localHosting, changeOrigin: true },
    },
  },
});
