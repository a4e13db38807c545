import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, type TestContext } from 'vitest';
import { SITE_URL } from '../../tests/support/emulators.js';

export { SITE_URL };

/** Debian's Chromium, as root, offline: these flags are the ones checked to work here. */
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 375, height: 740 } as const;

/** Where a failed journey's screenshots go: `npm test` names its run's folder (scripts/test.ts). */
const SCREENSHOTS = join(process.env.TEST_ARTIFACTS ?? join(import.meta.dirname, '..', '..', '.test-artifacts', 'default'), 'screenshots');

/** A test's full name as a file name that any system accepts: file, describe blocks and test. */
function screenshotName({ task }: TestContext): string {
  const names: string[] = [task.name];
  for (let suite = task.suite; suite && suite !== task.file; suite = suite.suite) names.unshift(suite.name);
  names.unshift(basename(task.file.name, '.test.ts'));
  return names
    .join(' - ')
    .replace(/\s+/g, ' ')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .slice(0, 180);
}

/**
 * Full-page screenshots of every page the failed test could see: the pages of the contexts it
 * opened and of those opened for the whole file (in beforeAll), as they were when it failed.
 */
async function screenshotPages(contexts: BrowserContext[], name: string): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages()).filter((page) => !page.isClosed());
  if (pages.length === 0) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  await Promise.all(
    pages.map(async (page, index) => {
      const path = join(SCREENSHOTS, `${name}${index === 0 ? '' : ` (${index + 1})`}.png`);
      try {
        await page.screenshot({ path, fullPage: true, timeout: 15_000 });
        console.log(`Screenshot of the failed journey: ${path}`);
      } catch (error) {
        console.warn(`No screenshot of ${page.url()}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}

/**
 * The run's Chromium, launched by the first file that needs it and shared by the files after it
 * (they run one at a time in one worker: isolate is off for e2e in vitest.config.ts), as Playwright's
 * own runner keeps one browser per worker: each test still gets fresh contexts, which share no
 * cookies, storage, cache or service worker. Launching one per file cost about 2 s of CPU a file.
 * Playwright ends it with the worker; one that died is launched again.
 */
let running: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const current = running && (await running.catch(() => undefined));
  if (current?.isConnected()) return current;
  running = chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: LAUNCH_ARGS });
  return running;
}

/**
 * The run's Chromium (above), a fresh context (cookies, storage) per `newPage()`, closed when the
 * test that opened it ends (one opened in a file-level hook lasts the file). When a test fails, its
 * pages are saved as screenshots (see SCREENSHOTS; CI keeps them as an artifact).
 * Usage: `const browser = useBrowser();` at file level, then `const page = await browser.newPage()`.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  /** Each context with the test that opened it; undefined for one opened in a file-level hook. */
  const contexts: Array<{ context: BrowserContext; test: string | undefined }> = [];
  let currentTest: string | undefined;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  beforeEach(({ task }) => {
    currentTest = task.id;
  });
  afterEach(async (context) => {
    currentTest = undefined;
    if (context.task.result?.state === 'fail') {
      const visible = contexts.filter((entry) => entry.test === undefined || entry.test === context.task.id).map((entry) => entry.context);
      await screenshotPages(visible, screenshotName(context));
    }
    // A test's pages end with it: left open, they keep running (carousels, timers, polling, the
    // service worker) and take the CPU from the tests after it. Pages opened for the whole file stay.
    const own = contexts.filter((entry) => entry.test === context.task.id);
    for (const entry of own) contexts.splice(contexts.indexOf(entry), 1);
    await Promise.all(own.map((entry) => entry.context.close()));
  });
  afterAll(async () => {
    // The file's own contexts end with it; the browser serves the next file.
    await Promise.all(contexts.splice(0).map((entry) => entry.context.close()));
  });

  return {
    /**
     * The site registers a service worker after load (web/src/sw/sw.ts). Journeys run without it
     * by default: a page it controls answers from its caches and hides requests from `page.route`,
     * which several journeys use to hold back or stub answers. e2e/installable-app.test.ts and the
     * Content-Security-Policy test run with it (`serviceWorkers: 'allow'`).
     */
    async newPage(
      viewport: { width: number; height: number } = PHONE,
      options: { serviceWorkers?: 'allow' | 'block'; locale?: string } = {},
    ): Promise<Page> {
      if (!browser) throw new Error('The browser is not started yet: call newPage() inside a test.');
      const context = await browser.newContext({
        viewport,
        baseURL: SITE_URL,
        serviceWorkers: options.serviceWorkers ?? 'block',
        // The browser's language (navigator.languages, Accept-Language); Chromium's own otherwise.
        ...(options.locale ? { locale: options.locale } : {}),
      });
      contexts.push({ context, test: currentTest });
      return context.newPage();
    },
  };
}
