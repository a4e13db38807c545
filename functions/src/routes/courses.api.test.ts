import type { Test } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import sharp from 'sharp';
import { makePng } from '../../../tools/seed/files.js';
import { bucket, db } from '../lib/firebase.js';

let admin: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
});

const redPhoto = makePng(8, 6, () => [220, 40, 40]);
const bluePhoto = makePng(6, 8, () => [40, 40, 220]);

type FormValue = string | number | boolean;
type Photo = { data: Buffer; filename?: string; contentType?: string };

/** Sends fields (and an optional photo) the way the admin dashboard does: as multipart form data. */
function sendForm(request: Test, token: string | undefined, fields: Record<string, FormValue>, photo?: Photo): Test {
  let req = token ? request.set(bearer(token)) : request;
  for (const [name, value] of Object.entries(fields)) req = req.field(name, String(value));
  if (photo)
    req = req.attach('coursesPhoto', photo.data, {
      filename: photo.filename ?? 'photo.png',
      contentType: photo.contentType ?? 'image/png',
    });
  return req;
}

const createCourse = (token: string | undefined, fields: Record<string, FormValue>, photo?: Photo) =>
  sendForm(api().post('/api/courses/createCourse'), token, fields, photo);

const updateCourse = (id: string, token: string | undefined, fields: Record<string, FormValue>, photo?: Photo) =>
  sendForm(api().put(`/api/courses/updateCourse/${id}`), token, fields, photo);

const fullForm = {
  title: 'Organic Chemistry',
  description: 'Carbon compounds from alkanes to aromatics.',
  fullDescription: 'A complete course on organic chemistry for class 12 and first-year college.',
  instructor: 'Dr. A. Sharma',
  category: 'Organic Chemistry',
  duration: '8 weeks',
  lessons: '24',
  price: '499',
  originalPrice: '999',
  isFree: 'false',
  difficulty: 'Intermediate',
  rating: '4.5',
  students: '120',
  featured: 'true',
  bestseller: 'false',
  isLive: 'true',
  chapters: 'Alkanes\nAlkenes and alkynes\nAromatic compounds',
};

const minimalForm = { title: 'Quick Revision', description: 'One-week revision.', price: '99' };

const storedCourse = async (id: string) => (await db().doc(`courses/${id}`).get()).data();
const courseCount = async () => (await db().collection('courses').count().get()).data().count;
const photoExists = async (coursesPhoto: string) => (await bucket().file(`uploads${coursesPhoto}`).exists())[0];
const storedPhotoNames = async () => (await bucket().getFiles({ prefix: 'uploads/courses/' }))[0].map((file) => file.name).sort();

async function createdCourseId(fields: Record<string, FormValue> = minimalForm, photo?: Photo): Promise<string> {
  const response = await createCourse(admin.token, fields, photo);
  expect(response.status).toBe(201);
  return response.body._id as string;
}

describe('POST /api/courses/createCourse', () => {
  it('creates a course with every field and its photo, answering 201 with the stored course', async () => {
    const response = await createCourse(admin.token, fullForm, { data: redPhoto });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Organic Chemistry',
      description: 'Carbon compounds from alkanes to aromatics.',
      fullDescription: 'A complete course on organic chemistry for class 12 and first-year college.',
      instructor: 'Dr. A. Sharma',
      category: 'Organic Chemistry',
      duration: '8 weeks',
      lessons: 24,
      price: 499,
      originalPrice: 999,
      isFree: false,
      difficulty: 'Intermediate',
      rating: 4.5,
      students: 120,
      featured: true,
      bestseller: false,
      isLive: true,
      chapters: ['Alkanes', 'Alkenes and alkynes', 'Aromatic compounds'],
    });
    expect(response.body._id).toEqual(expect.any(String));
    expect(response.body.coursesPhoto).toMatch(/^\/courses\/[\w-]+\.webp$/);
    expect(new Date(response.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const stored = await storedCourse(response.body._id);
    expect(stored).toMatchObject({ title: 'Organic Chemistry', lessons: 24, price: 499, coursesPhoto: response.body.coursesPhoto });

    const photo = await api().get(`/uploads${response.body.coursesPhoto}`).buffer(true);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(await sharp(photo.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 8, height: 6 });

    // Its link-preview picture: 1200x630 JPEG beside it, named in the document.
    expect(stored?.sharePhoto).toBe(response.body.coursesPhoto.replace(/\.webp$/, '.share.jpg'));
    const preview = await api()
      .get(`/uploads${stored?.sharePhoto as string}`)
      .buffer(true);
    expect(preview.status).toBe(200);
    expect(await sharp(preview.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('fills every Course field with a default when the form leaves it out', async () => {
    const response = await createCourse(admin.token, minimalForm);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.any(String),
      title: 'Quick Revision',
      description: 'One-week revision.',
      fullDescription: '',
      instructor: '',
      category: '',
      duration: '',
      lessons: 0,
      price: 99,
      originalPrice: null,
      isFree: false,
      coursesPhoto: '',
      difficulty: 'Beginner',
      rating: 0,
      students: 0,
      featured: false,
      bestseller: false,
      isLive: false,
      chapters: [],
      onlineLessons: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('stores a free course at price 0 whatever price the form still carries', async () => {
    const response = await createCourse(admin.token, { ...minimalForm, price: '750', isFree: 'true' });
    expect(response.status).toBe(201);
    expect(await storedCourse(response.body._id)).toMatchObject({ isFree: true, price: 0 });
  });

  it('accepts chapters as a JSON array and a JSON body without a photo', async () => {
    const response = await api()
      .post('/api/courses/createCourse')
      .set(bearer(admin.token))
      .send({ ...minimalForm, price: 199, featured: true, chapters: ['Mole concept', '  ', 'Stoichiometry'] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ price: 199, featured: true, chapters: ['Mole concept', 'Stoichiometry'] });
  });

  it.each([
    ['a missing title', { title: '' }, 'Title is required.'],
    ['a missing description', { description: '  ' }, 'Description is required.'],
    ['lessons that are not a number', { lessons: 'abc' }, 'Lessons must be a whole number of 0 or more.'],
    ['a negative price', { price: '-1' }, 'Price must be a number of 0 or more (in rupees).'],
    ['an unknown difficulty', { difficulty: 'Expert' }, 'Difficulty must be Beginner, Intermediate or Advanced.'],
    ['a rating above 5', { rating: '6' }, 'Rating must be a number from 0 to 5.'],
    ['a fractional student count', { students: '10.5' }, 'Students must be a whole number of 0 or more.'],
    ['a flag that is not a boolean', { isLive: 'sometimes' }, 'isLive must be true or false.'],
    [
      'chapters that are not a list of names',
      { chapters: '[1, 2' },
      'Chapters must be a list of chapter names (a JSON array, or one name per line).',
    ],
  ])('refuses %s with 400 and creates nothing', async (_case, change, message) => {
    const before = await courseCount();
    const response = await createCourse(admin.token, { ...fullForm, ...change }, { data: redPhoto });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, error: message });
    expect(await courseCount()).toBe(before);
  });

  it('refuses a paid course without a price', async () => {
    const response = await createCourse(admin.token, { title: 'Paid', description: 'No price.' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Price is required unless the course is free.');
  });

  it('refuses a coursesPhoto that is not an image by content, storing neither the file nor the course', async () => {
    const [before, photosBefore] = await Promise.all([courseCount(), storedPhotoNames()]);
    const response = await createCourse(admin.token, fullForm, {
      data: Buffer.from('MZ this is an executable renamed to .png'),
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Course photo must be an image (PNG, JPEG, WebP or GIF).');
    expect(await courseCount()).toBe(before);
    expect(await storedPhotoNames()).toEqual(photosBefore);
  });

  it('refuses a photo over 2 MB with 413', async () => {
    const oversized = Buffer.concat([redPhoto, Buffer.alloc(2 * 1024 * 1024)]);
    const before = await courseCount();
    const response = await createCourse(admin.token, fullForm, { data: oversized });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Course photo exceeds 2 MB limit');
    expect(await courseCount()).toBe(before);
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await createCourse(undefined, fullForm);
    expect(response.status).toBe(401);
  });

  it('refuses a signed-in student with 403 and creates nothing', async () => {
    const before = await courseCount();
    const response = await createCourse(student.token, fullForm);
    expect(response.status).toBe(403);
    expect(await courseCount()).toBe(before);
  });
});

describe('GET /api/courses/getAllCourses and getCourseById', () => {
  let olderId: string;
  let newerId: string;

  beforeAll(async () => {
    const courses = await db().collection('courses').get();
    await Promise.all(courses.docs.map((doc) => doc.ref.delete()));
    olderId = await createdCourseId({ ...minimalForm, title: 'Older course' });
    newerId = await createdCourseId({ ...fullForm, title: 'Newer course' }, { data: redPhoto });
  });

  it('lists every course newest first with all its fields', async () => {
    const response = await api().get('/api/courses/getAllCourses');
    expect(response.status).toBe(200);
    expect(response.body.map((course: { _id: string }) => course._id)).toEqual([newerId, olderId]);
    expect(response.body[0]).toMatchObject({
      title: 'Newer course',
      lessons: 24,
      chapters: ['Alkanes', 'Alkenes and alkynes', 'Aromatic compounds'],
    });
  });

  it('lets the CDN cache the anonymous list but never a list read with a token', async () => {
    const anonymous = await api().get('/api/courses/getAllCourses');
    expect(anonymous.headers['cache-control']).toMatch(/^public, /);
    const signedIn = await api().get('/api/courses/getAllCourses').set(bearer(admin.token));
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('returns one course by id', async () => {
    const response = await api().get(`/api/courses/getCourseById/${newerId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: newerId, title: 'Newer course', price: 499, difficulty: 'Intermediate' });
    expect(response.headers['cache-control']).toMatch(/^public, /);
  });

  it.each(['no-such-course', '__reserved__', 'a%2Fb'])('answers 404 for the unknown id %s', async (id) => {
    const response = await api().get(`/api/courses/getCourseById/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Course not found.', error: 'Course not found.' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('PUT /api/courses/updateCourse/:id', () => {
  it('changes only the fields sent and answers with the updated course', async () => {
    const id = await createdCourseId(fullForm);
    const before = await storedCourse(id);

    const response = await updateCourse(id, admin.token, { title: 'Organic Chemistry II', lessons: '30' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: id, title: 'Organic Chemistry II', lessons: 30, price: 499, students: 120, featured: true });
    const after = await storedCourse(id);
    expect(after).toMatchObject({ ...before, title: 'Organic Chemistry II', lessons: 30, updatedAt: expect.anything() });
    expect(after?.updatedAt.toMillis()).toBeGreaterThanOrEqual(before?.updatedAt.toMillis());
    expect(after?.createdAt).toEqual(before?.createdAt);
  });

  it('makes a course free at price 0, and clears the original price when sent blank', async () => {
    const id = await createdCourseId(fullForm);
    const response = await updateCourse(id, admin.token, { isFree: 'true', originalPrice: '' });
    expect(response.status).toBe(200);
    expect(await storedCourse(id)).toMatchObject({ isFree: true, price: 0, originalPrice: null });
  });

  it('replaces the chapter list', async () => {
    const id = await createdCourseId(fullForm);
    const response = await updateCourse(id, admin.token, { chapters: '["Thermodynamics","Kinetics"]' });
    expect(response.body.chapters).toEqual(['Thermodynamics', 'Kinetics']);
  });

  it.each([
    [{ lessons: 'abc' }, 'Lessons must be a whole number of 0 or more.'],
    [{ price: '-1' }, 'Price must be a number of 0 or more (in rupees).'],
    [{ difficulty: 'Expert' }, 'Difficulty must be Beginner, Intermediate or Advanced.'],
    [{ title: '   ' }, 'Title is required.'],
  ])('refuses %j with 400 and leaves the course unchanged', async (change, message) => {
    const id = await createdCourseId(fullForm);
    const before = await storedCourse(id);
    const response = await updateCourse(id, admin.token, { ...change, students: '999' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await storedCourse(id)).toEqual(before);
  });

  it('replaces the photo and deletes the old file once the course points at the new one', async () => {
    const created = await createCourse(admin.token, fullForm, { data: redPhoto });
    const oldPhoto = created.body.coursesPhoto as string;
    expect(await photoExists(oldPhoto)).toBe(true);

    const response = await updateCourse(created.body._id, admin.token, {}, { data: bluePhoto });

    expect(response.status).toBe(200);
    const newPhoto = response.body.coursesPhoto as string;
    expect(newPhoto).toMatch(/^\/courses\/[\w-]+\.webp$/);
    expect(newPhoto).not.toBe(oldPhoto);
    expect((await storedCourse(created.body._id))?.coursesPhoto).toBe(newPhoto);
    expect(await photoExists(oldPhoto)).toBe(false);
    expect(await photoExists(oldPhoto.replace(/\.webp$/, '.share.jpg'))).toBe(false);
    expect((await storedCourse(created.body._id))?.sharePhoto).toBe(newPhoto.replace(/\.webp$/, '.share.jpg'));
    expect(await photoExists(newPhoto.replace(/\.webp$/, '.share.jpg'))).toBe(true);
    const served = await api().get(`/uploads${newPhoto}`).buffer(true);
    expect(served.status).toBe(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 6, height: 8 });
  });

  it('refuses a non-image photo and keeps the old one', async () => {
    const created = await createCourse(admin.token, fullForm, { data: redPhoto });
    const response = await updateCourse(created.body._id, admin.token, {}, { data: Buffer.from('not an image at all') });
    expect(response.status).toBe(400);
    expect((await storedCourse(created.body._id))?.coursesPhoto).toBe(created.body.coursesPhoto);
    expect(await photoExists(created.body.coursesPhoto)).toBe(true);
  });

  it('answers 404 for an unknown id and leaves no uploaded photo behind', async () => {
    const photosBefore = await storedPhotoNames();
    const response = await updateCourse('no-such-course', admin.token, { title: 'Ghost' }, { data: bluePhoto });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Course not found.');
    expect(await storedPhotoNames()).toEqual(photosBefore);
    expect((await db().doc('courses/no-such-course').get()).exists).toBe(false);
  });

  it('answers 401 to an anonymous caller', async () => {
    const id = await createdCourseId();
    expect((await updateCourse(id, undefined, { title: 'Hijacked' })).status).toBe(401);
  });

  it('refuses a signed-in student with 403 and changes nothing', async () => {
    const id = await createdCourseId();
    const response = await updateCourse(id, student.token, { title: 'Hijacked' });
    expect(response.status).toBe(403);
    expect((await storedCourse(id))?.title).toBe(minimalForm.title);
  });
});

describe('DELETE /api/courses/deleteCourse/:id', () => {
  it('deletes the course and its photo', async () => {
    const created = await createCourse(admin.token, fullForm, { data: redPhoto });
    const response = await api().delete(`/api/courses/deleteCourse/${created.body._id}`).set(bearer(admin.token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Course deleted successfully' });
    expect((await db().doc(`courses/${created.body._id}`).get()).exists).toBe(false);
    expect(await photoExists(created.body.coursesPhoto)).toBe(false);
    expect(await photoExists(created.body.coursesPhoto.replace(/\.webp$/, '.share.jpg'))).toBe(false);
    expect((await api().get(`/api/courses/getCourseById/${created.body._id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api().delete('/api/courses/deleteCourse/no-such-course').set(bearer(admin.token));
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Course not found.');
  });

  it('answers 401 to an anonymous caller', async () => {
    const id = await createdCourseId();
    expect((await api().delete(`/api/courses/deleteCourse/${id}`)).status).toBe(401);
  });

  it('refuses a signed-in student with 403 and keeps the course', async () => {
    const id = await createdCourseId();
    const response = await api().delete(`/api/courses/deleteCourse/${id}`).set(bearer(student.token));
    expect(response.status).toBe(403);
    expect((await db().doc(`courses/${id}`).get()).exists).toBe(true);
  });
});

describe('a course in Hindi as well', () => {
  const hindi = { titleHi: 'कार्बनिक रसायन', descriptionHi: 'एल्केन से एरोमैटिक तक कार्बन यौगिक।' };

  it('stores the Hindi title and short description and answers them in the course and the list', async () => {
    const response = await createCourse(admin.token, { ...minimalForm, ...hindi });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ title: minimalForm.title, ...hindi });
    const id = response.body._id as string;
    expect(await storedCourse(id)).toMatchObject(hindi);
    expect((await api().get(`/api/courses/getCourseById/${id}`)).body).toMatchObject(hindi);
    const list = await api().get('/api/courses/getAllCourses');
    expect(list.body.find((course: { _id: string }) => course._id === id)).toMatchObject(hindi);
  });

  it('has none when the form leaves them empty', async () => {
    const response = await createCourse(admin.token, { ...minimalForm, titleHi: '', descriptionHi: ' ' });
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('titleHi');
    expect(response.body).not.toHaveProperty('descriptionHi');
  });

  it('changes one and clears the other when an edit sends it empty', async () => {
    const id = await createdCourseId({ ...minimalForm, ...hindi });
    const response = await updateCourse(id, admin.token, { titleHi: 'कार्बनिक रसायन II', descriptionHi: '' });
    expect(response.status).toBe(200);
    expect(response.body.titleHi).toBe('कार्बनिक रसायन II');
    expect(response.body).not.toHaveProperty('descriptionHi');
  });

  it.each([
    [{ titleHi: 'क'.repeat(201) }, 'Title in Hindi must be at most 200 characters.'],
    [{ descriptionHi: 'क'.repeat(2001) }, 'Description in Hindi must be at most 2000 characters.'],
    [
      { descriptionHi: 'रसायन\u0000' },
      'descriptionHi contains characters that are not allowed (control characters or broken Unicode text).',
    ],
  ])('refuses %j with 400 on create and on edit, changing nothing', async (fields, message) => {
    const count = await courseCount();
    const created = await createCourse(admin.token, { ...minimalForm, ...fields });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(message);
    expect(await courseCount()).toBe(count);

    const id = await createdCourseId({ ...minimalForm, ...hindi });
    const before = await storedCourse(id);
    const edited = await updateCourse(id, admin.token, fields);
    expect(edited.status).toBe(400);
    expect(edited.body.message).toBe(message);
    expect(await storedCourse(id)).toEqual(before);
  });
});
