import type { Plugin } from 'vite';

/**
 * Bakes the site settings of the moment into index.html, so the first paint never waits for them
 * (web/src/lib/site-settings.ts reads the block; docs/site-settings.md explains the choice).
 * `npm run deploy` reads the settings from the project's Firestore and passes them to the build in
 * SITE_SETTINGS_SNAPSHOT (the public fields, as JSON); without it, index.html stays as it is and
 * the app waits for the answer index.html asked for.
 *
 * The block is a JSON data block, not a script: nothing runs it, so a Content-Security-Policy
 * that hashes index.html's inline scripts is not affected by the settings changing.
 */
export function siteSettingsSnapshot(snapshot = process.env.SITE_SETTINGS_SNAPSHOT): Plugin {
  return {
    name: 'site-settings-snapshot',
    apply: 'build',
    transformIndexHtml(html) {
      return snapshot ? withSiteSettings(html, snapshot) : html;
    },
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with the settings as a data block after its <title>, which becomes the site name. */
export function withSiteSettings(html: string, snapshot: string): string {
  const settings: unknown = JSON.parse(snapshot);
  const siteName = typeof settings === 'object' && settings !== null ? (settings as { siteName?: unknown }).siteName : undefined;
  if (typeof siteName !== 'string' || siteName.trim() === '') {
    throw new Error('SITE_SETTINGS_SNAPSHOT must be the public site settings as JSON, with a siteName.');
  }
  const title = /<title>[^<]*<\/title>/;
  if (!title.test(html)) throw new Error('site-settings-snapshot: index.html has no <title>.');
  // "<" as \u003c: the text can never close the element or open a comment, and JSON.parse reads it back.
  const data = JSON.stringify(settings).replace(/</g, '\\u003c');
  return html.replace(
    title,
    `<title>${escapeHtml(siteName)}</title>\n    <script type="application/json" id="site-settings">${data}</script>`,
  );
}
