import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
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

/**
 * One Chromium per test file, a fresh context (cookies, storage) per `newPage()`.
 * Usage: `const browser = useBrowser();` at file level, then `const page = await browser.newPage()`.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: LAUNCH_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
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
      contexts.push(context);
      return context.newPage();
    },
  };
}
