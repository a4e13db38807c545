import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CERTIFICATE_ID,
  PUBLIC_PAGE_PATHS,
  certificatePageMeta,
  certificatePath,
  coursePageMeta,
  coursePath,
  isSafeText,
  notFoundPageMeta,
  renderPageHead,
  indiaDateTime,
  sitemapXml,
  withPageHead,
  type CoursePageFacts,
  type SitemapEntry,
} from '@chem/contract';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { storedFields } from '../lib/fields.js';
import { db } from '../lib/firebase.js';
import { allLessons, readCurriculum } from './curriculum.js';
import { readSiteSettings } from './site-settings.js';

/**
 * The HTML of the pages whose head depends on Firestore: each course page (`/:id`), so a link
 * pasted in WhatsApp previews with the course's title, price and picture, and the sitemap.
 *
 * The document is the site's own built index.html (the build writes it as `page-template.json`
 * with the site's origin), with the course's head written in: the app boots from it as from
 * index.html. It is read from disk once per instance; nothing else here loads more than the
 * Firestore client every route already has.
 */

export interface PageTemplate {
  /** The site's public origin (`https://example.web.app`): canonical URLs and pictures are absolute. */
  origin: string;
  /** The built index.html, before any page's head. */
  html: string;
  /** The course page's route chunk files, from the build's route-preloads block (web/build/route-preloads.ts). */
  courseFiles: string[];
}

/** The files route-preloads listed under `/:id` in the template, or none. */
function courseFilesOf(html: string): string[] {
  const block = /<script type="application\/json" id="route-preloads">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!block) return [];
  const files = (JSON.parse(block) as Record<string, unknown>)['/:id'];
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/')) : [];
}

/**
 * Where the template is: beside the bundle (`lib/page-template.json`, copied there by the deploy's
 * build), or PAGE_TEMPLATE_FILE (a local stack's own build of the site).
 */
const templateFile = () => process.env.PAGE_TEMPLATE_FILE || join(__dirname, 'page-template.json');

let template: PageTemplate | undefined;

export function pageTemplate(): PageTemplate {
  if (!template) {
    const parsed = JSON.parse(readFileSync(templateFile(), 'utf8')) as Partial<PageTemplate>;
    if (typeof parsed.origin !== 'string' || typeof parsed.html !== 'string') throw new Error('page-template.json needs origin and html.');
    template = { origin: parsed.origin, html: parsed.html, courseFiles: courseFilesOf(parsed.html) };
  }
  return template;
}

/** For tests that point PAGE_TEMPLATE_FILE elsewhere. */
export const forgetPageTemplate = () => {
  template = undefined;
};

/**
 * Course ids the site makes are slugs and Firestore's 20-character auto ids. Anything else (a
 * slash, a dot, control characters, a 2,000-character id) cannot be a course: it gets the
 * not-found page without a read.
 */
const COURSE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

const COURSES = 'courses';
const CERTIFICATES = 'certificates';

function courseFacts(snapshot: DocumentSnapshot): CoursePageFacts {
  const fields = storedFields(snapshot);
  const lessons = allLessons(readCurriculum(snapshot.get('chapters')));
  const workloadSeconds = lessons.reduce((total, lesson) => total + ('durationSeconds' in lesson ? (lesson.durationSeconds ?? 0) : 0), 0);
  return {
    id: snapshot.id,
    title: fields.text('title'),
    description: fields.text('description'),
    instructor: fields.text('instructor'),
    isFree: fields.flag('isFree'),
    price: fields.number('price'),
    coursesPhoto: fields.text('coursesPhoto'),
    sharePhoto: fields.text('sharePhoto'),
    lessonCount: lessons.length,
    workloadSeconds,
  };
}

export type CoursePage = { status: 200 | 404; html: string };

/** The course page's document, or the not-found page (404) for an id that is not a course. */
export async function renderCoursePage(id: string): Promise<CoursePage> {
  const { origin, html, courseFiles } = pageTemplate();
  // The course and the site's facts are independent reads: ask for both at once.
  const [snapshot, site] = await Promise.all([
    COURSE_ID.test(id) && isSafeText(id) ? db().collection(COURSES).doc(id).get() : undefined,
    readSiteSettings(),
  ]);
  if (!snapshot?.exists) {
    const head = renderPageHead(notFoundPageMeta(coursePath(id.slice(0, 200)), site, origin), origin, site);
    return { status: 404, html: withPageHead(html, head) };
  }
  const meta = { ...coursePageMeta(courseFacts(snapshot), site, origin), preloadFiles: courseFiles };
  return { status: 200, html: withPageHead(html, renderPageHead(meta, origin, site)) };
}

/**
 * A certificate's verify page: the app's document with a head naming who completed which course
 * (what a shared link previews). The page itself is drawn by the app from the same answer,
 * GET /api/certificates/:id. An id that cannot be one gets the not-found page without a read.
 */
export async function renderCertificatePage(id: string): Promise<CoursePage> {
  const { origin, html } = pageTemplate();
  const [snapshot, site] = await Promise.all([
    CERTIFICATE_ID.test(id) ? db().collection(CERTIFICATES).doc(id).get() : undefined,
    readSiteSettings(),
  ]);
  if (!snapshot?.exists) {
    const head = renderPageHead(notFoundPageMeta(certificatePath(id.slice(0, 60)), site, origin), origin, site);
    return { status: 404, html: withPageHead(html, head) };
  }
  const fields = storedFields(snapshot);
  const issuedAt = fields.time('issuedAt');
  const meta = certificatePageMeta(
    {
      id: snapshot.id,
      studentName: fields.text('revokedBecause') === 'account-deleted' ? null : fields.text('studentName') || null,
      courseTitle: fields.text('courseTitle'),
      issuedOn: issuedAt ? indiaDateTime(new Date(issuedAt)).split(',')[0]! : '',
      revoked: fields.text('status') === 'revoked',
    },
    site,
    origin,
  );
  return { status: 200, html: withPageHead(html, renderPageHead(meta, origin, site)) };
}

/** Every public page and every course, with when it last changed. */
export async function renderSitemap(): Promise<string> {
  const { origin } = pageTemplate();
  const courses = await db().collection(COURSES).select('updatedAt', 'createdAt').get();
  const entries: SitemapEntry[] = [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...courses.docs.map((doc) => {
      const fields = storedFields(doc);
      const changed = fields.time('updatedAt') ?? fields.time('createdAt');
      return { path: coursePath(doc.id), ...(changed ? { lastmod: changed } : {}) };
    }),
  ];
  return sitemapXml(entries, origin);
}
