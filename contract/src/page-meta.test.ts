import { describe, expect, it } from 'vitest';
import {
  SITE_CARD_PATH,
  coursePageMeta,
  escapeHtml,
  jsonLdScript,
  priceLabel,
  renderPageHead,
  robotsTxt,
  shortDescription,
  sitemapXml,
  withPageHead,
  type CoursePageFacts,
  type SiteFacts,
} from './page-meta.js';

const ORIGIN = 'https://chem.example';
const SITE: SiteFacts = {
  siteName: 'Chemistry Classes',
  tagline: 'Clear notes and classes.',
  teacherName: 'Dr. A. Sharma',
  email: 'hello@example.com',
  phone: '+91 98765 43210',
  location: 'Bhopal',
};
const COURSE: CoursePageFacts = {
  id: 'organic-chemistry',
  title: 'Organic Chemistry',
  description: 'Reactions, mechanisms and named reactions for class 12.',
  instructor: 'Dr. A. Sharma',
  isFree: false,
  price: 1499,
  coursesPhoto: '/courses/abc.webp',
  sharePhoto: '/courses/abc.share.jpg',
  lessonCount: 12,
  workloadSeconds: 5 * 3600 + 30 * 60,
};
const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="generic" />\n<title>Chemistry Classes</title><script type="application/json" id="site-settings">{}</script></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** The JSON-LD blocks of a document, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
const attribute = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1];

const coursePage = (course: CoursePageFacts) => withPageHead(TEMPLATE, renderPageHead(coursePageMeta(course, SITE, ORIGIN), ORIGIN, SITE));

describe('prices', () => {
  it('writes rupees with Indian digit grouping, and Free for a free or zero-priced course', () => {
    expect(priceLabel({ isFree: false, price: 1499 })).toBe('₹1,499');
    expect(priceLabel({ isFree: false, price: 149999 })).toBe('₹1,49,999');
    expect(priceLabel({ isFree: true, price: 499 })).toBe('Free');
    expect(priceLabel({ isFree: false, price: 0 })).toBe('Free');
  });
});

describe('a course page head', () => {
  it('names the course, its price and its 1200x630 picture, with a canonical URL', () => {
    const html = coursePage(COURSE);
    expect(html).toContain('<title>Organic Chemistry (₹1,499) | Chemistry Classes</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(attribute(html, 'og:description')).toContain('Price ₹1,499.');
    expect(html).toContain('<link rel="canonical" href="https://chem.example/organic-chemistry" />');
    expect(attribute(html, 'og:image')).toBe('https://chem.example/uploads/courses/abc.share.jpg');
    expect(attribute(html, 'og:image:width')).toBe('1200');
    expect(attribute(html, 'og:image:height')).toBe('630');
    expect(attribute(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/courses/abc.webp" fetchpriority="high" />');
    // The app still boots: its entry script and settings block are untouched.
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html).toContain('id="site-settings"');
  });

  it('says Free for a free course, in the title, the description and the offer', () => {
    const html = coursePage({ ...COURSE, isFree: true, price: 0 });
    expect(html).toContain('<title>Organic Chemistry (Free) | Chemistry Classes</title>');
    const course = jsonLdOf(html).find((block) => block['@type'] === 'Course') as { offers: Array<Record<string, unknown>> };
    expect(course.offers[0]).toMatchObject({ price: 0, priceCurrency: 'INR', category: 'Free' });
  });

  it('uses the site card when the course has no picture of its own', () => {
    const html = coursePage({ ...COURSE, sharePhoto: '' });
    expect(attribute(html, 'og:image')).toBe(`https://chem.example${SITE_CARD_PATH}`);
    expect(attribute(html, 'og:image:width')).toBe('1200');
  });

  it('escapes a title that tries to close the title and run a script, in every tag', () => {
    const evil = '</title><script>alert(1)</script>';
    const html = coursePage({ ...COURSE, title: evil, description: '"><img src=x onerror=alert(2)>' });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; (₹1,499) | Chemistry Classes</title>');
    expect(attribute(html, 'og:title')).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; (₹1,499) | Chemistry Classes');
    // In JSON-LD "<" is \u003c: the data reads back as typed, and cannot close its element.
    const course = jsonLdOf(html).find((block) => block['@type'] === 'Course');
    expect(course?.name).toBe(evil);
    expect(html).not.toMatch(/ld\+json">[^<]*<\/title>/);
  });

  it('keeps $ patterns in a title literal', () => {
    expect(coursePage({ ...COURSE, title: "Costs $& and $'" })).toContain('<title>Costs $&amp; and $&#39; (₹1,499)');
  });

  it('describes the course for Google: Course with provider, offer in INR and an online instance; breadcrumbs; the organisation', () => {
    const blocks = jsonLdOf(coursePage(COURSE));
    expect(blocks.map((block) => block['@type'])).toEqual(['EducationalOrganization', 'Course', 'BreadcrumbList']);
    expect(blocks[1]).toMatchObject({
      name: 'Organic Chemistry',
      description: COURSE.description,
      provider: { '@type': 'EducationalOrganization', name: 'Chemistry Classes' },
      offers: [{ '@type': 'Offer', price: 1499, priceCurrency: 'INR', category: 'Paid' }],
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT5H30M' }],
    });
    expect(blocks[2]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://chem.example/' },
        { position: 2, name: 'Courses', item: 'https://chem.example/course' },
        { position: 3, name: 'Organic Chemistry', item: 'https://chem.example/organic-chemistry' },
      ],
    });
  });

  it('has no course instance without lessons on the site', () => {
    const course = jsonLdOf(coursePage({ ...COURSE, lessonCount: 0 })).find((block) => block['@type'] === 'Course');
    expect(course).not.toHaveProperty('hasCourseInstance');
  });

  it('claims no workload it does not know: lessons without any known time give no course instance', () => {
    // Google's CourseInstance needs a workload (or a schedule); an invented one would be a made-up figure.
    const course = jsonLdOf(coursePage({ ...COURSE, lessonCount: 3, workloadSeconds: 0 })).find((block) => block['@type'] === 'Course');
    expect(course).not.toHaveProperty('hasCourseInstance');
    expect(JSON.stringify(course)).not.toContain('courseWorkload');
  });
});

describe('escaping helpers', () => {
  it('escapes the characters that end text or attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON-LD no text can break out of', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script><!--' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
  });

  it('shortens long descriptions at a word', () => {
    const text = shortDescription('word '.repeat(100), 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('robots.txt and the sitemap', () => {
  it('disallows the private paths and names the sitemap by its absolute URL', () => {
    const robots = robotsTxt(ORIGIN);
    for (const path of ['/api/', '/admin', '/UserDashboard', '/AuthPage', '/Chemistry/']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://chem.example/sitemap.xml');
  });

  it('lists absolute URLs with their last change, escaped', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/a&b', lastmod: '2026-11-01T00:00:00.000Z' }], ORIGIN);
    expect(xml).toContain('<url><loc>https://chem.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://chem.example/a&amp;b</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>');
  });
});
