import { describe, expect, it } from 'vitest';
import { db } from '../functions/src/lib/firebase.js';
import { SITE_URL, useBrowser } from './support/browser.js';
import { useSeededSite } from './support/seeded.js';

/**
 * What link-preview and search crawlers get through Hosting, without running any JavaScript: each
 * static page's own head from the build, each course page's head from the function, the sitemap and
 * robots.txt; and that the app still boots from a course page served that way.
 */

useSeededSite();
const browser = useBrowser();

const get = (path: string) => fetch(`${SITE_URL}${path}`, { redirect: 'manual', headers: { 'User-Agent': 'facebookexternalhit/1.1' } });

function headOf(html: string) {
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: meta('robots'),
    og: (key: string) => meta(`og:${key}`),
    jsonLdTypes: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
    ),
  };
}

describe('a course page through Hosting', () => {
  it('has the course in its head, a 1200x630 picture, JSON-LD, and the CDN may keep it ten minutes', async () => {
    const response = await get('/engineering-chemistry');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const head = headOf(await response.text());
    expect(head.title).toBe('Engineering Chemistry (₹999) | Chemistry Classes');
    expect(head.canonical).toBe(`${SITE_URL}/engineering-chemistry`);
    expect(head.og('image')).toMatch(/\/uploads\/courses\/engineering-chemistry\.share\.jpg$/);
    expect(head.og('image:width')).toBe('1200');
    expect(head.jsonLdTypes).toEqual(['EducationalOrganization', 'Course', 'BreadcrumbList']);
    const picture = await get(new URL(head.og('image')!).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers an unknown course with the not-found page and 404', async () => {
    const response = await get('/no-such-course');
    expect(response.status).toBe(404);
    const head = headOf(await response.text());
    expect(head.title).toBe('Page not found | Chemistry Classes');
    expect(head.robots).toBe('noindex, nofollow');
  });

  it('escapes a course titled to inject a script', async () => {
    await db().doc('courses/spectroscopy-fundamentals').update({ title: '</title><script>alert(1)</script>' });
    const html = await (await get('/spectroscopy-fundamentals')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(headOf(html).title).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; (₹499) | Chemistry Classes');
  });

  it('boots the app, which shows the course, with no script error', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/engineering-chemistry');
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=600');
    await page.getByRole('heading', { level: 1, name: 'Engineering Chemistry' }).waitFor();
    await page.getByRole('complementary', { name: 'Enroll Now' }).getByText('₹999', { exact: true }).waitFor();
    // The app then keeps the title itself, as on any page it draws.
    expect(await page.title()).toContain('Engineering Chemistry');
    expect(errors).toEqual([]);
  });
});

describe('static pages through Hosting', () => {
  it.each([
    ['/', 'Chemistry Classes: Clear notes, video classes and practical demonstrations…'],
    ['/about', 'About us | Chemistry Classes'],
    ['/course', 'Chemistry courses | Chemistry Classes'],
    ['/notes', 'Chemistry notes | Chemistry Classes'],
    ['/contact', 'Contact us | Chemistry Classes'],
    ['/Ytclass', 'Video classes | Chemistry Classes'],
  ])('%s is its own file with its own title, revalidated', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const head = headOf(await response.text());
    expect(head.title).toBe(title);
    expect(head.canonical).toBe(`${SITE_URL}${path}`);
    expect(head.og('image')).toBe(`${SITE_URL}/site-card.png`);
    expect(head.robots).toBeUndefined();
  });

  it('has the FAQ on the home page', async () => {
    expect(headOf(await (await get('/')).text()).jsonLdTypes).toEqual(['EducationalOrganization', 'FAQPage']);
  });

  it.each(['/AuthPage', '/UserDashboard', '/admin', '/Chemistry/Admin/login', '/learn/engineering-chemistry'])(
    'keeps %s out of search results',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(headOf(await response.text()).robots).toBe('noindex, nofollow');
    },
  );

  it('serves the site card as a 1200x630 PNG', async () => {
    const response = await get('/site-card.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('robots.txt and the sitemap through Hosting', () => {
  it('names the sitemap, which lists every course and no private path', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    const courses = await db().collection('courses').get();
    expect(courses.size).toBeGreaterThan(0);
    for (const doc of courses.docs) expect(xml).toContain(`<loc>${SITE_URL}/${doc.id}</loc><lastmod>`);
    expect(xml).not.toMatch(/\/(admin|UserDashboard|AuthPage|Chemistry|learn|api)\b/);
  });
});
