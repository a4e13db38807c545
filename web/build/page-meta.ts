import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  APP_SHELL_FILE,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  SITE_CARD_PATH,
  STATIC_PAGES,
  appShellMeta,
  escapeHtml,
  renderPageHead,
  robotsTxt,
  staticPageMeta,
  withPageHead,
  type FaqEntry,
  type SiteFacts,
} from '../../contract/src/page-meta.js';
import { SAMPLE_SITE_SETTINGS, publicSiteSettings } from '../../contract/src/site-samples.js';
import type SharpModule from 'sharp';
import type { Plugin } from 'vite';

/**
 * Writes, after the build, what crawlers read without running the app (docs/sharing.md):
 * - one HTML file per static page (`about.html`, `notes.html`, ...; index.html is the home page),
 *   each the built index.html with that page's title, description, canonical URL, Open Graph and
 *   Twitter tags and JSON-LD; Hosting serves them as files (cleanUrls);
 * - `app-shell.html`, the same document marked noindex, for every other app route;
 * - `page-template.json`: the built index.html and the site's origin, which the API fills for each
 *   course page (functions/src/services/pages.ts);
 * - `robots.txt` naming the sitemap, and `site-card.png`, the 1200x630 picture of pages without
 *   one of their own (logo, site name, tagline).
 *
 * The site's facts are the settings the build bakes in (SITE_SETTINGS_SNAPSHOT, see
 * site-settings-snapshot.ts), else the samples; the origin is SITE_ORIGIN (a deploy passes the
 * project's), as crawlers want absolute URLs.
 */
export function pageMeta(faq: readonly FaqEntry[], env = process.env): Plugin {
  return {
    name: 'page-meta',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) throw new Error('page-meta: the build has no output folder.');
      const origin = (env.SITE_ORIGIN || 'http://localhost:5000').replace(/\/+$/, '');
      const site = siteFactsFrom(env.SITE_SETTINGS_SNAPSHOT);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      for (const file of writePages(template, site, faq, origin)) writeFileSync(join(outDir, file.name), file.text);
      writeFileSync(join(outDir, SITE_CARD_PATH.slice(1)), await drawSiteCard(site, readFileSync(join(outDir, 'favicon.svg'), 'utf8')));
    },
  };
}

function siteFactsFrom(snapshot: string | undefined): SiteFacts {
  const sample = publicSiteSettings(SAMPLE_SITE_SETTINGS);
  return snapshot ? { ...sample, ...(JSON.parse(snapshot) as Partial<SiteFacts>) } : sample;
}

/** Every file the plugin writes as text, from the built index.html. */
export function writePages(
  template: string,
  site: SiteFacts,
  faq: readonly FaqEntry[],
  origin: string,
): Array<{ name: string; text: string }> {
  const page = (head: string) => withPageHead(template, head);
  return [
    { name: 'page-template.json', text: JSON.stringify({ origin, html: template }) },
    ...STATIC_PAGES.flatMap((staticPage) => {
      const html = page(renderPageHead(staticPageMeta(staticPage, site, faq, origin), origin, site));
      return staticPage.files.map((name) => ({ name, text: html }));
    }),
    { name: APP_SHELL_FILE, text: page(renderPageHead(appShellMeta(site, origin), origin, site)) },
    { name: 'robots.txt', text: robotsTxt(origin) },
  ];
}

/** Splits text into lines of at most `width` characters, at spaces, and at most `lines` of them. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1]!.replace(/[\s,.;:]+$/, '')}…`;
  }
  return out;
}

/** The site card: the logo, the site name and the tagline on the site's dark indigo, drawn from SVG by sharp. */
export function siteCardSvg(site: SiteFacts, logoSvg: string): string {
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const name = wrap(site.siteName, 26, 2);
  const tagline = wrap(site.tagline, 48, 3);
  const nameLines = name
    .map((line, index) => `<text x="96" y="${330 + index * 84}" font-size="72" font-weight="700" fill="#ffffff">${escapeHtml(line)}</text>`)
    .join('');
  const taglineTop = 330 + name.length * 84;
  const taglineLines = tagline
    .map((line, index) => `<text x="96" y="${taglineTop + index * 48}" font-size="34" fill="#c7d2fe">${escapeHtml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE_WIDTH}" height="${SOCIAL_IMAGE_HEIGHT}" viewBox="0 0 ${SOCIAL_IMAGE_WIDTH} ${SOCIAL_IMAGE_HEIGHT}">
  <rect width="100%" height="100%" fill="#1e1b4b"/>
  <rect x="0" y="${SOCIAL_IMAGE_HEIGHT - 16}" width="100%" height="16" fill="#5eead4"/>
  <image href="${logo}" x="96" y="96" width="144" height="144"/>
  <g font-family="DejaVu Sans, Noto Sans, Arial, sans-serif">${nameLines}${taglineLines}</g>
</svg>`;
}

async function drawSiteCard(site: SiteFacts, logoSvg: string): Promise<Buffer> {
  // sharp is the functions' image library; the build borrows it (a dev dependency of web).
  const sharp = createRequire(import.meta.url)('sharp') as typeof SharpModule;
  return sharp(Buffer.from(siteCardSvg(site, logoSvg)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
