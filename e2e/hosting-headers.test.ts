import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../tests/support/emulators.js';
import { ACCOUNTS, useSeededSite } from './support/seeded.js';

/**
 * What Firebase Hosting sends, checked through the Hosting emulator: its header rules also apply
 * to the function's answers, and a rule that matches an /api path replaces the function's own
 * Cache-Control. The CDN must keep public lists, and nothing personal or failed.
 */

useSeededSite();

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${SITE_URL}${path}`, { headers, redirect: 'manual' });

describe('Cache-Control through Hosting', () => {
  it("keeps the function's CDN caching of a public list", async () => {
    const answer = await get('/api/notes/getAllNotes');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
  });

  it('never caches an answer for a signed-in caller', async () => {
    const login = await fetch(`${SITE_URL}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ACCOUNTS.student),
    });
    const { token } = (await login.json()) as { token: string };
    const answer = await get('/api/user/profile', { authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never caches an error', async () => {
    const answer = await get('/api/courses/getCourseById/no-such-course');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    '/',
    '/notes',
    '/about',
    '/Contact',
    '/admin',
    '/course/some-course',
    '/Chemistry/Admin/login',
    '/UserDashboard/receipt/pay_123',
  ])('revalidates the HTML shell at %s', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it("keeps the function's CDN caching of a course page, and a minute of its not-found page", async () => {
    const page = await get('/engineering-chemistry');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600');
    const missing = await get('/no-such-course');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/offline'])('revalidates %s, so a deploy reaches installed apps', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the offline page at its clean URL (cleanUrls sends /offline.html there)', async () => {
    const answer = await get('/offline.html');
    expect(answer.status).toBe(301);
    expect(new URL(answer.headers.get('location')!, 'http://localhost').pathname).toBe('/offline');
  });

  it('keeps the hashed assets for a year', async () => {
    const html = await (await get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    expect((await get(asset!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('security headers through Hosting', () => {
  it.each(['/', '/api/notes/getAllNotes', '/api/no-such-route'])('are on %s', async (path) => {
    const answer = await get(path);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
