import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
    // The site settings of the moment, baked in by `npm run deploy` (SITE_SETTINGS_SNAPSHOT).
    siteSettingsSnapshot(),
    // The pages people land on from shared links: their code is requested alongside the entry.
    routePreloads({
      '/': 'src/features/home/routes/home.tsx',
      '/course': 'src/features/courses/routes/course-list.tsx',
      '/notes': 'src/features/notes/routes/notes-library.tsx',
      // Not a path the loader meets: the API reads it from the template and writes these files into
      // each course page's head as preload links (functions/src/services/pages.ts).
      '/:id': 'src/features/courses/routes/course-detail.tsx',
    }),
    // Each static page's own HTML with its title, preview tags and JSON-LD; the course pages' template.
    pageMeta(FAQ_ITEMS),
  ],
  build: {
    target: 'es2020',
    // Imported string constants are copied into each chunk that uses them. For the icons' paths
    // (src/components/icons/paths.ts) this means each route carries only the icons it draws: a
    // module of icons shared by two routes would otherwise become one chunk holding every icon
    // either route uses, downloaded by the home page with the dashboards' icons in it.
    rolldownOptions: { optimization: { inlineConst: { mode: 'all' } } },
  },
  server: {
    proxy: {
      '/api': { target: localHosting, changeOrigin: true },
      '/uploads': { target: localHosting, changeOrigin: true },
    },
  },
});
