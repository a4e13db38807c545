import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

/** The home route's JavaScript budget, as sent over the wire (gzip): low-end phones on mobile data. */
const HOME_JS_BUDGET_BYTES = 120 * 1024;

/** Code a visitor of the landing pages must not download: what each looks like from the inside. */
const NOT_ON_FIRST_LOAD: Record<string, string> = {
  'the Firebase Auth SDK': 'identitytoolkit.googleapis.com',
  sweetalert2: 'swal2-popup',
  Swiper: 'swiper-slide-active',
  'the admin dashboard': 'Checking authentication...',
  'fuse.js': 'ignoreLocation',
  // The tag drawn beside "Category Manager" (components/icons/paths.ts): a dashboard-only icon.
  "the dashboards' icons": 'M20.6 13.4',
  // The home page's Hindi title: an English reader downloads no Hindi catalogue.
  'the Hindi catalogues': 'नई धार',
};

/** The home route's budget in Hindi: its JavaScript including the Hindi catalogues it needs. */
const HOME_JS_BUDGET_HINDI_BYTES = 130 * 1024;

interface LoadedScript {
  url: string;
  wireBytes: number;
  body: string;
}

/** Opens `path` on the phone-sized page and returns every script it downloaded until the network went quiet. */
async function scriptsLoadedBy(page: Page, path: string): Promise<LoadedScript[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(
    responses.map(async (response) => ({
      url: new URL(response.url()).pathname,
      wireBytes: (await response.request().sizes()).responseBodySize,
      body: (await response.body()).toString('utf8'),
    })),
  );
}

/**
 * Holds the app's entry back and records the scripts the page requests: a file requested while the
 * entry is still held was asked for by index.html, not by the app's code.
 */
async function holdEntry(page: Page): Promise<{ started: string[]; releaseEntry: () => void }> {
  const started: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') started.push(new URL(request.url()).pathname);
  });
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  return { started, releaseEntry };
}

describe('what a phone downloads on its first visit', () => {
  it('loads the home page with at most 120 KB of gzipped JavaScript and none of the code it does not need yet', async () => {
    const page = await browser.newPage();
    const scripts = await scriptsLoadedBy(page, '/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Transform Your Chemistry Skills');

    const total = scripts.reduce((sum, script) => sum + script.wireBytes, 0);
    // Compressed on the wire: the entry is ~330 KB before gzip (the smallest chunks may go as they are).
    const largest = scripts.reduce((a, b) => (b.body.length > a.body.length ? b : a));
    expect(largest.wireBytes).toBeGreaterThan(0);
    expect(largest.wireBytes).toBeLessThan(largest.body.length / 2);
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
    console.log(`home route JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);

    for (const [what, marker] of Object.entries(NOT_ON_FIRST_LOAD)) {
      const culprit = scripts.find((script) => script.body.includes(marker));
      expect(culprit?.url, `${what} was downloaded by the home page`).toBeUndefined();
    }
  });

  it('loads the home page in Hindi with at most 130 KB of gzipped JavaScript, its catalogues included', async () => {
    const page = await browser.newPage(undefined, { locale: 'hi-IN' });
    const scripts = await scriptsLoadedBy(page, '/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('अपनी केमिस्ट्री को नई धार दें');

    const total = scripts.reduce((sum, script) => sum + script.wireBytes, 0);
    const catalogues = scripts.filter((script) => /\/assets\/hi-[\w-]+\.js$/.test(script.url));
    expect(catalogues.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_HINDI_BYTES);
    const catalogueBytes = catalogues.reduce((sum, script) => sum + script.wireBytes, 0);
    console.log(
      `home route JavaScript in Hindi: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files, ` +
        `of which the Hindi catalogues ${(catalogueBytes / 1024).toFixed(1)} KB in ${catalogues.length}`,
    );
  });

  it('requests the landing route’s own chunk alongside the entry, not after it has run', async () => {
    const page = await browser.newPage();
    const { started, releaseEntry } = await holdEntry(page);
    const navigation = page.goto('/course');
    await expect.poll(() => started.some((path) => /\/assets\/course-list-[\w-]+\.js$/.test(path))).toBe(true);
    releaseEntry();
    await navigation;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    // An English reader's page asks for no Hindi texts.
    expect(started.filter((path) => /\/assets\/hi-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  it('requests a Hindi reader’s texts alongside the entry too: the shell’s and the landing page’s', async () => {
    const page = await browser.newPage(undefined, { locale: 'hi-IN' });
    const { started, releaseEntry } = await holdEntry(page);
    const navigation = page.goto('/');
    // Every page's texts (the shell's, the dialogs', the chat button's: one file), the home page's
    // and the video stand-in's.
    await expect.poll(() => started.filter((path) => /\/assets\/hi-[\w-]+\.js$/.test(path)).length).toBe(3);
    releaseEntry();
    await navigation;
    await page.getByRole('heading', { level: 1, name: 'अपनी केमिस्ट्री को नई धार दें' }).waitFor();
  });
});

describe('pages do not jump while their data arrives', () => {
  const PAGES = ['/', '/course', '/notes', '/foundations-of-chemistry', '/SubscriptioinPage', '/Ytclass'];

  it.each(PAGES)('%s keeps its cumulative layout shift under 0.1 with a slow API', async (path) => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const shifts = window as unknown as { __layoutShift: number };
      shifts.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // As on mobile data: the page paints its loading state well before the answers come back.
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(0.1);
  });
});
