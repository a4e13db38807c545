/**
 * What a link-preview crawler (WhatsApp, Telegram, Facebook, X) or a search crawler reads in a
 * page's <head> without running its JavaScript: title, description, canonical URL, Open Graph and
 * Twitter card tags, and schema.org JSON-LD. The build writes it into each static page's HTML
 * (web/build/page-meta.ts) and the API writes it into each course page (functions/src/services/
 * course-page.ts), through the same functions here so both escape alike.
 *
 * zod-free and DOM-free: plain strings in, HTML text out.
 */
import type { PublicSiteSettings } from './site-facts.js';

/** The teacher's facts a page's head names. */
export type SiteFacts = Pick<PublicSiteSettings, 'siteName' | 'tagline' | 'teacherName' | 'email' | 'phone' | 'location'>;

export interface SocialImage {
  /** A site path (`/site-card.png`) or an absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Link previews are drawn from a 1200x630 picture (1.91:1): course photos get one at upload. */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

/**
 * The link-preview picture of a course photo, stored beside it at upload (`/courses/<name>.webp`
 * -> `/courses/<name>.share.jpg`), so deleting the photo finds it without another field to trust.
 */
export const sharePhotoOf = (coursesPhoto: string): string => `${coursesPhoto.replace(/\.[a-z0-9]+$/i, '')}.share.jpg`;

/** The designed card (logo, site name, tagline) of every page without a picture of its own, drawn by the build. */
export const SITE_CARD_PATH = '/site-card.png';

export const siteCardImage = (site: SiteFacts): SocialImage => ({
  url: SITE_CARD_PATH,
  width: SOCIAL_IMAGE_WIDTH,
  height: SOCIAL_IMAGE_HEIGHT,
  alt: `${site.siteName}: ${site.tagline}`.trim().replace(/:\s*$/, ''),
});

export interface PageMeta {
  title: string;
  description: string;
  /** The page's canonical path (`/notes`, `/organic-chemistry`). */
  path: string;
  image: SocialImage;
  /** `article` suits a course page; everything else is the site itself. */
  type?: 'website' | 'article';
  /** Private pages (dashboards, sign-in, admin, not found) are kept out of search results. */
  noindex?: boolean;
  /** schema.org objects, each written as its own `application/ld+json` block. */
  jsonLd?: readonly object[];
  /** The page's largest picture (a site path), asked for with the document rather than after the app has run. */
  preloadImage?: string;
  /** The page's own code (site paths of its route chunk's JS and CSS), fetched alongside the entry. */
  preloadFiles?: readonly string[];
}

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * A JSON-LD data block. `<` is written `\u003c`, so no text in it can close the element
 * (`</script>`) or open a comment; JSON readers read it back unchanged. Line and paragraph
 * separators are escaped too, as old JSON-in-JS readers choke on them.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** `origin` + `path`, unless `path` is already absolute. */
export const absoluteUrl = (origin: string, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${origin.replace(/\/+$/, '')}${path}`;

/** A description no longer than search results and previews show (about 160 characters), cut at a word. */
export function shortDescription(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** The tags of a page's <head> that describe it, one per line (indented as index.html is). */
export function renderPageHead(meta: PageMeta, origin: string, site: SiteFacts): string {
  const url = absoluteUrl(origin, meta.path);
  const image = absoluteUrl(origin, meta.image.url);
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex, nofollow" />'] : []),
    `<link rel="canonical" href="${attr(url)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${attr(site.siteName)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    `<meta property="og:image" content="${attr(image)}" />`,
    `<meta property="og:image:width" content="${meta.image.width}" />`,
    `<meta property="og:image:height" content="${meta.image.height}" />`,
    `<meta property="og:image:alt" content="${attr(meta.image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    `<meta name="twitter:image" content="${attr(image)}" />`,
    ...(meta.preloadFiles ?? []).map((href) =>
      href.endsWith('.css')
        ? `<link rel="preload" as="style" href="${attr(href)}" />`
        : `<link rel="modulepreload" href="${attr(href)}" crossorigin />`,
    ),
    ...(meta.preloadImage ? [`<link rel="preload" as="image" href="${attr(meta.preloadImage)}" fetchpriority="high" />`] : []),
    ...(meta.jsonLd ?? []).map(jsonLdScript),
  ];
  return tags.join('\n    ');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/**
 * The template (the built index.html) with its generic <title> and description replaced by the
 * page's head. Everything else (the app's scripts, the settings block) stays as built, so the app
 * boots from the result exactly as from index.html.
 */
export function withPageHead(template: string, head: string): string {
  if (!TITLE.test(template)) throw new Error('The page template has no <title>.');
  // A function as replacement: `$&` and friends in a course title must stay literal text.
  return template.replace(DESCRIPTION, '').replace(TITLE, () => head);
}

/** "Free", or the price in rupees as India writes it (₹1,499; ₹1,49,999). */
export function priceLabel(course: { isFree: boolean; price: number }): string {
  if (course.isFree || !(course.price > 0)) return 'Free';
  return `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(course.price)}`;
}

// ---- schema.org ------------------------------------------------------------------------------

const CONTEXT = 'https://schema.org';

/** The teacher's site, on every page. */
export function organizationJsonLd(site: SiteFacts, origin: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'EducationalOrganization',
    '@id': absoluteUrl(origin, '/#organization'),
    name: site.siteName,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    image: absoluteUrl(origin, SITE_CARD_PATH),
    ...(site.tagline ? { description: site.tagline } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.location ? { address: { '@type': 'PostalAddress', addressLocality: site.location, addressCountry: 'IN' } } : {}),
    ...(site.teacherName ? { founder: { '@type': 'Person', name: site.teacherName } } : {}),
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqJsonLd(items: readonly FaqEntry[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; path: string }>, origin: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** What a course page's head is made from: the stored course, read by the API. */
export interface CoursePageFacts {
  id: string;
  title: string;
  description: string;
  instructor: string;
  isFree: boolean;
  price: number;
  /** The photo the page shows (`/courses/<file>.webp`, under /uploads), or '' without one. */
  coursesPhoto: string;
  /** The 1200x630 picture made at upload (`/courses/<file>.jpg`, under /uploads), or '' without one. */
  sharePhoto: string;
  /** How many lessons the course has on the site (0: none yet, so no course instance). */
  lessonCount: number;
  /** The lessons' total time where known, in seconds (0: unknown, so no course instance). */
  workloadSeconds: number;
}

/** ISO 8601 duration, whole hours and minutes (`PT5H30M`), at least a minute. */
export function isoDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

export const coursePath = (id: string) => `/${encodeURIComponent(id)}`;

/**
 * schema.org Course with what Google's Course rich result asks for: name, description, provider,
 * offers (price in INR, category Free or Paid) and, where the course has lessons on the site of
 * known length, an online course instance with their total time as its workload (ISO 8601).
 */
export function courseJsonLd(course: CoursePageFacts, site: SiteFacts, origin: string): object {
  const url = absoluteUrl(origin, coursePath(course.id));
  const free = priceLabel(course) === 'Free';
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    '@id': `${url}#course`,
    name: course.title,
    description: course.description || course.title,
    url,
    inLanguage: 'en-IN',
    ...(course.sharePhoto ? { image: absoluteUrl(origin, `/uploads${course.sharePhoto}`) } : {}),
    provider: { '@type': 'EducationalOrganization', name: site.siteName, sameAs: absoluteUrl(origin, '/') },
    offers: [
      {
        '@type': 'Offer',
        category: free ? 'Free' : 'Paid',
        price: free ? 0 : course.price,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url,
      },
    ],
    // Google's CourseInstance needs a workload (or a schedule). Without any lesson of known length
    // (only notes, or videos without their length) there is no true figure to give, so no instance:
    // the course is then not eligible for the rich result rather than described with an invented one.
    ...(course.lessonCount > 0 && course.workloadSeconds > 0
      ? {
          hasCourseInstance: [
            {
              '@type': 'CourseInstance',
              courseMode: 'Online',
              courseWorkload: isoDuration(course.workloadSeconds),
              ...(course.instructor ? { instructor: [{ '@type': 'Person', name: course.instructor }] } : {}),
            },
          ],
        }
      : {}),
  };
}

/** The whole head of a course page. */
export function coursePageMeta(course: CoursePageFacts, site: SiteFacts, origin: string): PageMeta {
  const price = priceLabel(course);
  const summary = shortDescription(course.description || `${course.title}, a chemistry course`, 130);
  return {
    title: `${course.title} (${price}) | ${site.siteName}`,
    description: `${summary} ${price === 'Free' ? 'Free course.' : `Price ${price}.`}${course.instructor ? ` Taught by ${course.instructor}.` : ''}`,
    path: coursePath(course.id),
    type: 'article',
    // The course page's largest paint is its photo: start it with the document.
    ...(course.coursesPhoto.startsWith('/') ? { preloadImage: `/uploads${course.coursesPhoto}` } : {}),
    image: course.sharePhoto
      ? { url: `/uploads${course.sharePhoto}`, width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, alt: course.title }
      : siteCardImage(site),
    jsonLd: [
      organizationJsonLd(site, origin),
      courseJsonLd(course, site, origin),
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Courses', path: '/course' },
          { name: course.title, path: coursePath(course.id) },
        ],
        origin,
      ),
    ],
  };
}

/** What a certificate's verify page (`/certificates/:id`) says in its head, read by the API. */
export interface CertificatePageFacts {
  id: string;
  /** Null once the student deleted their account. */
  studentName: string | null;
  courseTitle: string;
  /** "12 Dec 2026" (India). */
  issuedOn: string;
  revoked: boolean;
}

/**
 * A verify page's head: who completed which course and when (or that it is revoked), for the
 * preview WhatsApp and LinkedIn draw of a shared link. `noindex`, and never in the sitemap: a
 * student's certificate is theirs to share, not for search engines to list. Not disallowed in
 * robots.txt either, since LinkedIn's crawler obeys it and would then draw no preview.
 */
export function certificatePageMeta(certificate: CertificatePageFacts, site: SiteFacts, origin: string): PageMeta {
  const who = certificate.studentName || 'A student';
  const title = certificate.revoked
    ? `Revoked certificate: ${certificate.courseTitle} | ${site.siteName}`
    : `${who} completed ${certificate.courseTitle} | ${site.siteName}`;
  const description = certificate.revoked
    ? `This certificate of completion of ${certificate.courseTitle} was revoked. Certificate no. ${certificate.id}.`
    : `Certificate of completion: ${who} completed ${certificate.courseTitle}${site.teacherName ? ` with ${site.teacherName}` : ''} on ${certificate.issuedOn}. Certificate no. ${certificate.id}.`;
  return {
    title,
    description: shortDescription(description, 200),
    path: `/certificates/${encodeURIComponent(certificate.id)}`,
    noindex: true,
    image: siteCardImage(site),
    jsonLd: [organizationJsonLd(site, origin)],
  };
}

/** The 404 page a crawler gets for a course id that is not (or no longer) there. */
export function notFoundPageMeta(path: string, site: SiteFacts, origin: string): PageMeta {
  return {
    title: `Page not found | ${site.siteName}`,
    description: 'Oops! Page not found.',
    path,
    noindex: true,
    image: siteCardImage(site),
    jsonLd: [organizationJsonLd(site, origin)],
  };
}

// ---- the static pages ------------------------------------------------------------------------

export interface StaticPage {
  /** The route as the site links it. */
  path: string;
  /** The HTML files Hosting serves for it (cleanUrls: `about.html` answers `/about`). */
  files: readonly string[];
  title: (site: SiteFacts) => string;
  description: (site: SiteFacts) => string;
  /** Private: `noindex` in its HTML, disallowed in robots.txt, left out of the sitemap. */
  private?: boolean;
}

const titled = (name: string) => (site: SiteFacts) => `${name} | ${site.siteName}`;
const fixed = (text: string) => () => text;

/**
 * Every page whose head does not depend on Firestore (the spec's route table). The home page is
 * index.html itself; `/Contact` and `/contact` are both linked, so both are files, one canonical.
 */
export const STATIC_PAGES: readonly StaticPage[] = [
  {
    path: '/',
    files: ['index.html'],
    title: (site) => (site.tagline ? `${site.siteName}: ${shortDescription(site.tagline, 60)}` : site.siteName),
    description: (site) =>
      shortDescription(
        `${site.tagline ? `${site.tagline} ` : ''}Chemistry notes, video classes and courses${site.teacherName ? ` with ${site.teacherName}` : ''}.`,
      ),
  },
  {
    path: '/about',
    files: ['about.html'],
    title: titled('About us'),
    description: (site) =>
      shortDescription(
        `About ${site.siteName}${site.teacherName ? ` and ${site.teacherName}` : ''}: our mission, vision and areas of expertise in chemistry.`,
      ),
  },
  {
    path: '/contact',
    files: ['contact.html', 'Contact.html'],
    title: titled('Contact us'),
    description: (site) =>
      shortDescription(`Contact ${site.siteName}: send a message, call or write${site.location ? `; ${site.location}` : ''}.`),
  },
  {
    path: '/course',
    files: ['course.html'],
    title: titled('Chemistry courses'),
    description: fixed(
      'Chemistry courses for engineering, environmental science and class 10th: search by category and level, free and paid.',
    ),
  },
  {
    path: '/notes',
    files: ['notes.html'],
    title: titled('Chemistry notes'),
    description: fixed('Chemistry notes as PDF: typed and handwritten notes by topic and level, to preview and download with a plan.'),
  },
  {
    path: '/SubscriptioinPage',
    files: ['SubscriptioinPage.html'],
    title: titled('Plans and prices'),
    description: fixed('Choose your chemistry plan: what each plan includes and its price in rupees, paid securely online.'),
  },
  {
    path: '/Ytclass',
    files: ['Ytclass.html'],
    title: titled('Video classes'),
    description: fixed(
      'Free chemistry video classes by playlist: polymers, environmental science, practical knowledge and important facts.',
    ),
  },
  {
    path: '/terms-and-conditions',
    files: ['terms-and-conditions.html'],
    title: titled('Terms and conditions'),
    description: (site) => `The terms and conditions of using ${site.siteName}.`,
  },
  // Private or personal: served with the app, never indexed.
  {
    path: '/AuthPage',
    files: ['AuthPage.html'],
    title: titled('Log in or sign up'),
    description: fixed('Log in or create your account.'),
    private: true,
  },
  {
    path: '/UserDashboard',
    files: ['UserDashboard.html'],
    title: titled('Dashboard'),
    description: fixed('Your dashboard.'),
    private: true,
  },
  { path: '/admin', files: ['admin.html'], title: titled('Admin'), description: fixed('Admin dashboard.'), private: true },
  {
    path: '/tests',
    files: ['tests.html'],
    title: titled('Practice tests'),
    description: fixed('Timed chemistry practice tests for JEE, NEET and board exams.'),
    private: true,
  },
  {
    path: '/doubts',
    files: ['doubts.html'],
    title: titled('My doubts'),
    description: fixed("Your doubts and the teacher's answers."),
    private: true,
  },
  {
    path: '/WhatsAppButton',
    files: ['WhatsAppButton.html'],
    title: titled('Chat on WhatsApp'),
    description: fixed('Chat with us on WhatsApp.'),
    private: true,
  },
];

/**
 * The document Hosting answers every other path with (multi-segment app routes: the course
 * player, receipts, the admin login): the app decides what to show, search engines skip it.
 */
export const APP_SHELL_FILE = 'app-shell.html';

/** Paths robots.txt disallows: the private pages, the API and the app-only routes. */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/admin',
  '/UserDashboard',
  '/AuthPage',
  '/Chemistry/',
  '/learn/',
  '/tests',
  '/doubts',
  '/WhatsAppButton',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** The head of a static page. */
export function staticPageMeta(page: StaticPage, site: SiteFacts, faq: readonly FaqEntry[], origin: string): PageMeta {
  const home = page.path === '/';
  return {
    title: page.title(site),
    description: page.description(site),
    path: page.path,
    image: siteCardImage(site),
    ...(page.private ? { noindex: true } : {}),
    jsonLd: [organizationJsonLd(site, origin), ...(home && faq.length > 0 ? [faqJsonLd(faq)] : [])],
  };
}

export function appShellMeta(site: SiteFacts, origin: string): PageMeta {
  return {
    title: site.siteName,
    description: site.tagline || site.siteName,
    path: '/',
    noindex: true,
    image: siteCardImage(site),
    jsonLd: [organizationJsonLd(site, origin)],
  };
}

// ---- sitemap ---------------------------------------------------------------------------------

export interface SitemapEntry {
  path: string;
  /** ISO date or date-time of the last change, when known. */
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The public static pages, once each (no private page, one of /Contact and /contact). */
export const PUBLIC_PAGE_PATHS: readonly string[] = STATIC_PAGES.filter((page) => !page.private).map((page) => page.path);
