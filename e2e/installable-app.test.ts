/**
 * The site as an app on a phone: the manifest Chrome needs to offer "Install", the
 * service worker registered after load, the site opening offline with its shell and the public
 * lists it kept, nothing personal or paid kept on the phone, and a new deploy offered with Reload.
 * Pages here run WITH the service worker (`serviceWorkers: 'allow'`); other journeys block it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webDistFor } from '../scripts/lib/local-stack.js';
import { ROOT } from '../scripts/lib/paths.js';
import { PHONE, useBrowser } from './support/browser.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

/** Installing the precache takes a few seconds on these machines; polls wait longer than the default second. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 });

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23), as the browser reads them. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** A page that runs the service worker, noting when the site asked to register it and any CSP violation. */
async function pageWithWorker(): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const state = window as unknown as { registeredWhen?: DocumentReadyState; reportViolation: (text: string) => void };
    document.addEventListener(
      'securitypolicyviolation',
      (event) => void state.reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      state.registeredWhen = document.readyState;
      return register(...args);
    };
  });
  return { page, violations };
}

/** Waits until the service worker has installed and controls the page. */
async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Every request URL the page's caches hold, with whether it carried a token and the answer's Cache-Control. */
function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: Array<{ cache: string; url: string; authorization: boolean; cacheControl: string | null }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({
          cache: name,
          url: new URL(request.url).pathname,
          authorization: request.headers.has('authorization'),
          cacheControl: response?.headers.get('cache-control') ?? null,
        });
      }
    }
    return entries;
  });
}

describe('installing the site on a phone', () => {
  it('links a valid manifest whose icons exist at the sizes it declares', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers()['cache-control']).toBe('no-cache');

    const manifest = (await answer.json()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'Chemistry Classes', short_name: 'Chemistry', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(declared).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe(icon.type);
      expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
    }
  });

  it('serves /sw.js for revalidation on every visit, so a deploy reaches the phone', async () => {
    const page = await browser.newPage();
    const answer = await page.request.get('/sw.js');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/javascript/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
  });
});

describe('the service worker', () => {
  it('registers after the page has loaded, controls it, and opens the site offline with a kept list', async () => {
    const { page, violations } = await pageWithWorker();
    await page.goto('/');
    expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
    expect(await page.evaluate(() => (window as unknown as { registeredWhen?: string }).registeredWhen)).toBe('complete');

    // Now controlled: the course list and its answer go through the worker, which keeps them.
    await page.goto('/course');
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing \d+ courses?$/ })
      .waitFor();
    await poll(async () => (await cachedEntries(page)).some((entry) => entry.url === '/api/courses/getAllCourses')).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: /Foundations of Chemistry/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are offline' }).count()).toBe(1);

    // The admin's pages are never served from the phone: offline, the friendly page says why.
    await page.goto('/Chemistry/Admin/login');
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();

    await page.context().setOffline(false);
    expect(violations).toEqual([]);
  });

  it("keeps no signed-in answer, note file or profile on the phone, though a student's pages go through it", async () => {
    const { page } = await pageWithWorker();
    await signInThroughApi(page, ACCOUNTS.student);
    const requested: Array<{ path: string; authorization: boolean }> = [];
    page.on('request', (request) =>
      requested.push({ path: new URL(request.url()).pathname, authorization: 'authorization' in request.headers() }),
    );
    await page.goto('/');
    await controlledBy(page);

    await page.goto('/UserDashboard');
    await page
      .getByRole('heading', { name: /Overview/ })
      .first()
      .waitFor();
    await page.goto('/notes');
    await page.getByRole('button', { name: 'Preview' }).first().click();
    await page.getByRole('region', { name: /^Page 1 of \d+$/ }).waitFor({ timeout: 30_000 });

    // The journey did ask for personal answers and a note file, with the student's token.
    expect(requested).toEqual(
      expect.arrayContaining([
        { path: '/api/user/profile', authorization: true },
        expect.objectContaining({ path: expect.stringMatching(/^\/api\/notes\/[^/]+\/preview$/), authorization: true }),
      ]),
    );
    const entries = await cachedEntries(page);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.authorization)).toEqual([]);
    expect(
      entries.filter((entry) =>
        /^\/api\/(user|payments|learn|admin|plans\/check)|^\/api\/notes\/[^/]+\/(preview|download)$/.test(entry.url),
      ),
    ).toEqual([]);
    for (const entry of entries.filter((each) => each.url.startsWith('/api/'))) {
      expect(entry.cacheControl, entry.url).toMatch(/^public/);
    }
  });

  it('offers a new deploy with "A new version is available", and Reload brings it in', async () => {
    const { page } = await pageWithWorker();
    await page.goto('/');
    await controlledBy(page);

    // A deploy: the same site with a changed /sw.js, served from the stack's build folder.
    const offset = Number(new URL(process.env.SITE_URL ?? 'http://127.0.0.1:5000').port) - 5000;
    const swFile = join(ROOT, webDistFor(offset), 'sw.js');
    const deployed = await readFile(swFile, 'utf8');
    try {
      await writeFile(swFile, `${deployed}\n// deploy ${Date.now()}\n`);
      await page.reload();
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await prompt.waitFor({ timeout: 30_000 });
      const reload = page.getByRole('button', { name: 'Reload' });
      expect(await reload.boundingBox()).toMatchObject({ width: expect.any(Number) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
      await reload.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate, undefined, { timeout: 30_000 });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await prompt.count()).toBe(0);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    } finally {
      await writeFile(swFile, deployed);
    }
  });
});
