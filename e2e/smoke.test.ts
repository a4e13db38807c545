import { describe, expect, it } from 'vitest';
import { bucket } from '../functions/src/lib/firebase.js';
import { makePng } from '../tools/seed/files.js';
import { useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('the site on the local stack', () => {
  it('answers /api/health through Hosting, its /api rewrite, the api function and Firestore', async () => {
    const page = await browser.newPage();
    const response = await page.request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', firestore: 'ok' });
  });

  it('opens the home page on a phone-sized screen with the hero and working navigation', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Transform Your Chemistry Skills');
    expect(await page.title()).toContain('Home');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });

  it('shows the not-found page for an unknown multi-segment path, served by the SPA fallback', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found.');
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Transform Your Chemistry Skills');
  });

  it('serves an uploaded image through the /uploads rewrite from Cloud Storage, and 404s a missing one', async () => {
    const png = makePng(4, 4, () => [20, 120, 200]);
    await bucket().file('uploads/banners/smoke.png').save(png, { resumable: false, contentType: 'image/png' });
    const page = await browser.newPage();

    const image = await page.request.get('/uploads/banners/smoke.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await image.body(), png)).toBe(0);

    const missing = await page.request.get('/uploads/banners/none.png');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: 'File not found.', error: 'File not found.' });
  });
});
