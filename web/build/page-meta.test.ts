import { describe, expect, it } from 'vitest';
import { SAMPLE_SITE_SETTINGS, publicSiteSettings } from '../../contract/src/site-samples.js';
import { FAQ_ITEMS } from '../src/features/home/components/faq-items';
import { siteCardSvg, writePages } from './page-meta';

const TEMPLATE =
  '<!doctype html><html><head>\n<meta name="description" content="generic" />\n<title>Chemistry Classes</title><script>early()</script></head><body><script type="module" src="/assets/index.js"></script></body></html>';
const SITE = publicSiteSettings(SAMPLE_SITE_SETTINGS);
const files = new Map(writePages(TEMPLATE, SITE, FAQ_ITEMS, 'https://chem.example').map((file) => [file.name, file.text]));

const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
  );

describe('the static pages the build writes', () => {
  it.each([
    ['index.html', 'https://chem.example/'],
    ['about.html', 'https://chem.example/about'],
    ['contact.html', 'https://chem.example/contact'],
    ['Contact.html', 'https://chem.example/contact'],
    ['course.html', 'https://chem.example/course'],
    ['notes.html', 'https://chem.example/notes'],
    ['SubscriptioinPage.html', 'https://chem.example/SubscriptioinPage'],
    ['Ytclass.html', 'https://chem.example/Ytclass'],
    ['terms-and-conditions.html', 'https://chem.example/terms-and-conditions'],
  ])('%s has its own title, canonical URL, site card and organisation, and is indexable', (name, url) => {
    const html = files.get(name)!;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain('<meta property="og:image" content="https://chem.example/site-card.png" />');
    expect(html).not.toContain('noindex');
    expect(jsonLdTypes(html)[0]).toBe('EducationalOrganization');
    expect(html).toContain('<script>early()</script>');
  });

  it('gives the home page the FAQ the home page shows', () => {
    const home = files.get('index.html')!;
    expect(jsonLdTypes(home)).toEqual(['EducationalOrganization', 'FAQPage']);
    for (const item of FAQ_ITEMS) expect(home).toContain(JSON.stringify(item.question));
    expect(jsonLdTypes(files.get('notes.html')!)).toEqual(['EducationalOrganization']);
  });

  it('gives each page a different title', () => {
    const titles = ['index.html', 'about.html', 'course.html', 'notes.html', 'Ytclass.html'].map(
      (name) => /<title>([^<]*)<\/title>/.exec(files.get(name)!)?.[1],
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(['AuthPage.html', 'UserDashboard.html', 'admin.html', 'app-shell.html'])('marks %s noindex', (name) => {
    expect(files.get(name)).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('writes the template for the course pages and robots.txt with the sitemap', () => {
    expect(JSON.parse(files.get('page-template.json')!)).toEqual({ origin: 'https://chem.example', html: TEMPLATE });
    expect(files.get('robots.txt')).toContain('Sitemap: https://chem.example/sitemap.xml');
  });

  it('draws the site card with the site name and tagline, escaped', () => {
    const svg = siteCardSvg({ ...SITE, siteName: 'A & B <Classes>' }, '<svg/>');
    expect(svg).toContain('A &amp; B &lt;Classes&gt;');
    expect(svg).toContain('width="1200" height="630"');
  });
});
