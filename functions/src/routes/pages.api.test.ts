import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, bearer, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { isoDuration, readingSeconds } from '@chem/contract';
import { FOUNDATIONS_CURRICULUM } from '../../../tools/seed/curricula.js';
import { COURSES } from '../../../tools/seed/data.js';
import { makePng } from '../../../tools/seed/files.js';
import { db } from '../lib/firebase.js';
import { prepareCurriculum, storedChaptersField } from '../services/curriculum.js';
import { forgetPageTemplate } from '../services/pages.js';
import { clearSiteSettingsCache } from '../services/site-settings.js';

/**
 * Course pages and the sitemap as a crawler gets them: plain GETs, no JavaScript, the tags read
 * from the HTML. The template is a small stand-in of the built index.html (the browser test,
 * e2e/link-previews.test.ts, uses the real build through Hosting).
 */

const ORIGIN = 'https://chem.example';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n    <meta name="description" content="generic" />\n    <title>Chemistry Classes</title><script type="application/json" id="route-preloads">{"/":["/assets/home-a.js"],"/:id":["/assets/course-detail-b.js","/assets/course-detail-b.css"]}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';

let admin: TestAccount;
const previousTemplate = process.env.PAGE_TEMPLATE_FILE;

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'page-template-'));
  const file = join(folder, 'page-template.json');
  writeFileSync(file, JSON.stringify({ origin: ORIGIN, html: TEMPLATE }));
  process.env.PAGE_TEMPLATE_FILE = file;
  forgetPageTemplate();
  ({ admin } = await createTestAccounts());
  await db().doc('settings/site').set({ siteName: 'Sharma Chemistry', tagline: 'Chemistry made clear.', teacherName: 'Dr. Meera Sharma' });
  clearSiteSettingsCache();
});

afterAll(() => {
  if (previousTemplate === undefined) delete process.env.PAGE_TEMPLATE_FILE;
  else process.env.PAGE_TEMPLATE_FILE = previousTemplate;
  forgetPageTemplate();
});

const course = (fields: Record<string, unknown>) => ({
  title: 'Physical Chemistry',
  description: 'Thermodynamics, kinetics and equilibrium.',
  instructor: 'Dr. Meera Sharma',
  isFree: false,
  price: 799,
  coursesPhoto: '',
  sharePhoto: '',
  chapters: [],
  createdAt: Timestamp.fromDate(new Date('2026-10-01T10:00:00Z')),
  updatedAt: Timestamp.fromDate(new Date('2026-11-02T10:00:00Z')),
  ...fields,
});

beforeEach(async () => {
  await db().doc('courses/physical-chemistry').set(course({}));
});

/** What a link-preview crawler reads: the <head>'s tags. */
function headOf(html: string) {
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: meta('robots'),
    og: (key: string) => meta(`og:${key}`),
    twitter: (key: string) => meta(`twitter:${key}`),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

describe('GET /:id, a course page', () => {
  it('holds the course title, price, description and canonical URL in its head, cached by the CDN', async () => {
    const response = await api().get('/physical-chemistry').set('User-Agent', 'WhatsApp/2.23.20.0 A');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=600');
    const head = headOf(response.text);
    expect(head.title).toBe('Physical Chemistry (₹799) | Sharma Chemistry');
    expect(head.titles).toBe(1);
    expect(head.description).toContain('Thermodynamics, kinetics and equilibrium.');
    expect(head.description).toContain('₹799');
    expect(head.canonical).toBe(`${ORIGIN}/physical-chemistry`);
    expect(head.og('url')).toBe(`${ORIGIN}/physical-chemistry`);
    expect(head.og('site_name')).toBe('Sharma Chemistry');
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.robots).toBeUndefined();
    // The photo and the course page's own code are asked for with the document.
    expect(response.text).toContain('<link rel="modulepreload" href="/assets/course-detail-b.js" crossorigin />');
    expect(response.text).toContain('<link rel="preload" as="style" href="/assets/course-detail-b.css" />');
    expect(response.text).not.toContain('<link rel="modulepreload" href="/assets/home-a.js"');
    // The app boots from it: the built entry script is there as in index.html.
    expect(response.text).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('says Free for a free course', async () => {
    await db().doc('courses/physical-chemistry').update({ isFree: true, price: 0 });
    const head = headOf((await api().get('/physical-chemistry')).text);
    expect(head.title).toBe('Physical Chemistry (Free) | Sharma Chemistry');
    const offer = (head.jsonLd.find((block) => block['@type'] === 'Course') as { offers: unknown[] }).offers[0];
    expect(offer).toMatchObject({ price: 0, priceCurrency: 'INR', category: 'Free' });
  });

  it('shows the site card without a photo, and the 1200x630 picture an upload makes with one', async () => {
    const withoutPhoto = headOf((await api().get('/physical-chemistry')).text);
    expect(withoutPhoto.og('image')).toBe(`${ORIGIN}/site-card.png`);
    expect(withoutPhoto.og('image:width')).toBe('1200');
    expect(withoutPhoto.og('image:height')).toBe('630');

    const created = await api()
      .post('/api/courses/createCourse')
      .set(bearer(admin.token))
      .field('title', 'Inorganic Chemistry')
      .field('description', 'The periodic table.')
      .field('price', '499')
      .attach(
        'coursesPhoto',
        makePng(40, 30, () => [30, 120, 200]),
        { filename: 'photo.png', contentType: 'image/png' },
      );
    expect(created.status).toBe(201);
    const head = headOf((await api().get(`/${created.body._id as string}`)).text);
    const image = head.og('image')!;
    expect(image).toMatch(new RegExp(`^${ORIGIN}/uploads/courses/[\\w-]+\\.share\\.jpg$`));
    expect(head.og('image:width')).toBe('1200');
    expect(head.og('image:height')).toBe('630');
    expect(head.twitter('image')).toBe(image);
    const picture = await api().get(image.slice(ORIGIN.length));
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('carries the organisation, the Course with its offer and instance, and breadcrumbs as JSON-LD', async () => {
    await db()
      .doc('courses/physical-chemistry')
      .update({
        chapters: [
          {
            id: 'c1',
            title: 'Thermodynamics',
            lessons: [{ id: 'l1', title: 'First law', kind: 'video', videoId: 'abcdefghijk', durationSeconds: 1800, freePreview: true }],
          },
        ],
      });
    const { jsonLd } = headOf((await api().get('/physical-chemistry')).text);
    expect(jsonLd.map((block) => block['@type'])).toEqual(['EducationalOrganization', 'Course', 'BreadcrumbList']);
    expect(jsonLd[1]).toMatchObject({
      name: 'Physical Chemistry',
      provider: { name: 'Sharma Chemistry' },
      offers: [{ price: 799, priceCurrency: 'INR' }],
      hasCourseInstance: [{ courseMode: 'Online', courseWorkload: 'PT30M' }],
    });
  });

  it('escapes a title written to break out of the head', async () => {
    await db()
      .doc('courses/physical-chemistry')
      .update({ title: '</title><script>alert(1)</script>', description: '"><svg onload=alert(2)>' });
    const response = await api().get('/physical-chemistry');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('<script>alert(1)');
    expect(response.text).not.toContain('<svg onload');
    const head = headOf(response.text);
    expect(head.titles).toBe(1);
    expect(head.title).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; (₹799) | Sharma Chemistry');
    expect(head.og('title')).toBe(head.title);
    expect(head.jsonLd.find((block) => block['@type'] === 'Course')?.name).toBe('</title><script>alert(1)</script>');
  });

  it.each([
    ['an unknown id', '/no-such-course'],
    ['an odd id', '/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['an id with a dot', '/physical-chemistry.bak'],
    ['an encoded slash', '/courses%2Fphysical-chemistry'],
    ['a very long id', `/${'a'.repeat(3000)}`],
  ])('answers %s with the not-found page, status 404, noindex', async (_name, path) => {
    const response = await api().get(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const head = headOf(response.text);
    expect(head.title).toBe('Page not found | Sharma Chemistry');
    expect(head.robots).toBe('noindex, nofollow');
    expect(response.text).not.toContain('<script>alert(1)');
    expect(response.text).toContain('/assets/index-abc.js');
  });

  it('answers a deleted course with 404', async () => {
    await db().doc('courses/physical-chemistry').delete();
    expect((await api().get('/physical-chemistry')).status).toBe(404);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the home page, the public pages and every course with its last change, and no private path', async () => {
    await db()
      .doc('courses/organic-chemistry')
      .set(course({ title: 'Organic Chemistry', updatedAt: Timestamp.fromDate(new Date('2026-11-20T08:00:00Z')) }));
    const response = await api().get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const courses = await db().collection('courses').get();
    for (const doc of courses.docs) expect(locations).toContain(`${ORIGIN}/${doc.id}`);
    for (const path of ['/', '/about', '/contact', '/course', '/notes', '/SubscriptioinPage', '/Ytclass', '/terms-and-conditions'])
      expect(locations).toContain(`${ORIGIN}${path}`);
    for (const location of locations) expect(location).not.toMatch(/\/(admin|UserDashboard|AuthPage|Chemistry|learn|api)\b/);
    expect(response.text).toContain(`<url><loc>${ORIGIN}/organic-chemistry</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod></url>`);
    expect(response.text).toContain(`<url><loc>${ORIGIN}/physical-chemistry</loc><lastmod>2026-11-02T10:00:00.000Z</lastmod></url>`);
  });
});

describe('a seeded course with lessons, as Google reads its page', () => {
  it("carries an online CourseInstance whose workload is its lessons' known time, in ISO 8601", async () => {
    // The seeded course, its lessons stored as the seed (and the course form) store them; the rest
    // of the seed (accounts, files, notes) plays no part in its page.
    const seeded = COURSES.find((entry) => entry.id === 'foundations-of-chemistry')!;
    const curriculum = prepareCurriculum(FOUNDATIONS_CURRICULUM);
    await db()
      .doc(`courses/${seeded.id}`)
      .set(
        course({
          title: seeded.title,
          description: seeded.description,
          instructor: seeded.instructor,
          isFree: seeded.isFree,
          price: seeded.price,
          lessons: curriculum.lessonCount,
          chapters: storedChaptersField(curriculum.chapters),
        }),
      );
    // Videos have the length the teacher gave, readings their estimate; note lessons have no time.
    const known = FOUNDATIONS_CURRICULUM.flatMap((chapter) => chapter.lessons).reduce(
      (total, lesson) =>
        total + (lesson.kind === 'video' ? (lesson.durationSeconds ?? 0) : lesson.kind === 'reading' ? readingSeconds(lesson.text) : 0),
      0,
    );
    expect(known).toBeGreaterThan(3600);

    const response = await api().get('/foundations-of-chemistry');
    expect(response.status).toBe(200);
    const courseLd = headOf(response.text).jsonLd.find((block) => block['@type'] === 'Course') as Record<string, unknown>;
    // What Google's course info rich result requires: name, description, provider, offers, and an
    // instance with its mode and a workload (or schedule).
    expect(courseLd).toMatchObject({
      name: 'Foundations of Chemistry',
      description: expect.any(String),
      provider: { '@type': 'EducationalOrganization' },
      offers: [{ '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'INR' }],
    });
    expect(courseLd.hasCourseInstance).toEqual([
      { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: isoDuration(known), instructor: expect.any(Array) },
    ]);
    expect(isoDuration(known)).toMatch(/^PT(\d+H)?(\d+M)?$/);
  });
});
