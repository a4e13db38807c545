import { describe, expect, it } from 'vitest';
import { isPublicListRequest, isPublicPictureRequest, isShellPage, isStorableAnswer, mayStorePublicList } from './cache-policy';

const ORIGIN = 'https://chemistry.example.in';
const get = (path: string, headers: Record<string, string> = {}) => new Request(`${ORIGIN}${path}`, { headers });
const answer = (cacheControl: string | null, status = 200) =>
  new Response('[]', { status, headers: cacheControl === null ? {} : { 'Cache-Control': cacheControl } });

describe('which requests may be stored', () => {
  it.each([
    '/api/courses/getAllCourses',
    '/api/courses/getCourseById/organic-chemistry',
    '/api/notes/getAllNotes',
    '/api/plans/getAllPlans',
    '/api/categories/getAllCategories',
    '/api/banner/getAllBanners',
    '/api/settings/public',
    '/api/videos/featured',
    '/api/videos/playlist/PL123?pageToken=abc',
  ])('stores the public list %s asked for without a token', (path) => {
    expect(mayStorePublicList(get(path), ORIGIN)).toBe(true);
  });

  it('never stores a public list asked for with a token, though it may answer it from a stored copy offline', () => {
    const signedIn = get('/api/notes/getAllNotes', { Authorization: 'Bearer abc' });
    expect(mayStorePublicList(signedIn, ORIGIN)).toBe(false);
    expect(isPublicListRequest(signedIn, ORIGIN)).toBe(true);
  });

  it.each([
    '/api/notes/n1/preview',
    '/api/notes/n1/download',
    '/api/learn/courses/c1/lessons/l1/preview',
    '/api/user/profile',
    '/api/payments/mine',
    '/api/plans/check/u1',
    '/api/admin/overview',
    '/api/settings',
    '/api/courses/getAllCourses/extra',
  ])('never stores %s', (path) => {
    expect(isPublicListRequest(get(path), ORIGIN)).toBe(false);
  });

  it('stores nothing but GETs, and nothing from another origin', () => {
    expect(mayStorePublicList(new Request(`${ORIGIN}/api/plans/getAllPlans`, { method: 'POST', body: '{}' }), ORIGIN)).toBe(false);
    expect(mayStorePublicList(new Request('https://elsewhere.example/api/plans/getAllPlans'), ORIGIN)).toBe(false);
  });

  it('keeps banners and course photos, not profile photos', () => {
    expect(isPublicPictureRequest(get('/uploads/banners/b1.webp'), ORIGIN)).toBe(true);
    expect(isPublicPictureRequest(get('/uploads/courses/c1.webp'), ORIGIN)).toBe(true);
    expect(isPublicPictureRequest(get('/uploads/users/u1.webp'), ORIGIN)).toBe(false);
  });
});

describe('which answers may be stored', () => {
  it('stores a 200 the server marked public', () => {
    expect(isStorableAnswer(answer('public, max-age=60, s-maxage=300'))).toBe(true);
  });

  it.each([['private, no-store'], ['no-store'], ['public, no-store'], ['private, max-age=60'], ['public, private'], [null], ['no-cache']])(
    'refuses Cache-Control %s',
    (cacheControl) => {
      expect(isStorableAnswer(answer(cacheControl))).toBe(false);
    },
  );

  it('refuses errors and partial answers, even public ones', () => {
    expect(isStorableAnswer(answer('public, max-age=60', 404))).toBe(false);
    expect(isStorableAnswer(answer('public, max-age=60', 206))).toBe(false);
  });
});

describe('which pages the app shell answers', () => {
  it.each(['/', '/course', '/notes', '/organic-chemistry', '/SubscriptioinPage', '/UserDashboard', '/no/such/page'])('%s', (path) => {
    expect(isShellPage(path)).toBe(true);
  });

  it.each([
    '/admin',
    '/Chemistry/Admin/login',
    '/UserDashboard/receipt/pay_123',
    '/api/notes/getAllNotes',
    '/uploads/banners/b.webp',
    '/sitemap.xml',
  ])('not %s', (path) => {
    expect(isShellPage(path)).toBe(false);
  });
});
