import type { AdminCertificatePage, CertificateOverview, CertificateSettings } from '@chem/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { completeLesson, createCertificateCourse, finishCourse } from '../../../tests/support/certificates.js';
import { makePng } from '../../../tools/seed/files.js';
import { bucket } from '../lib/firebase.js';

let admin: TestAccount;
let student: TestAccount;
let other: TestAccount;
const png = makePng(80, 40, (x, y) => [x * 3, y * 6, 200]);
const MB = 1024 * 1024;

beforeAll(async () => {
  ({ admin, student, other } = await createTestAccounts());
});

type Upload = { data: Buffer; name: string; type?: string } | undefined;

function upload(path: string, field: string, file: Upload, token: string | null = admin.token) {
  let request = api().post(path);
  if (token) request = request.set(bearer(token));
  if (file) request = request.attach(field, file.data, { filename: file.name, contentType: file.type ?? 'application/octet-stream' });
  else request = request.field('note', 'no file');
  return request;
}
const uploadLessonImage = (file: Upload, token?: string | null) => upload('/api/admin/lesson-images', 'lessonImage', file, token);
const uploadSignature = (file: Upload, token?: string | null) =>
  upload('/api/admin/certificate-settings/signature', 'signature', file, token);
const asAdmin = (method: 'get' | 'post' | 'delete', path: string, token: string | null = admin.token) => {
  const request = api()[method](path);
  return token ? request.set(bearer(token)) : request;
};
const fileExists = async (url: string) => (await bucket().file(url.slice(1)).exists())[0];

describe('POST /api/admin/lesson-images', () => {
  it('stores the picture re-encoded as WebP and answers its address and size, which the address also carries', async () => {
    const response = await uploadLessonImage({ data: png, name: 'table.png', type: 'image/png' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ url: expect.stringMatching(/^\/uploads\/.+-80x40\.webp$/), width: 80, height: 40 });
    const served = await api().get(response.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(Buffer.from(served.body as Buffer)).metadata()).toMatchObject({ format: 'webp', width: 80, height: 40 });
  });

  it('400 for a text file named .png, and for a request without a picture', async () => {
    const text = await uploadLessonImage({ data: Buffer.from('not a picture'), name: 'fake.png', type: 'image/png' });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('The picture must be a PNG, JPEG, WebP or GIF image.');
    const none = await uploadLessonImage(undefined);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose a picture to upload.');
  });

  it('413 for a picture over 2 MB', async () => {
    const tooBig = Buffer.concat([png, Buffer.alloc(2 * MB + 1 - png.length)]);
    const response = await uploadLessonImage({ data: tooBig, name: 'huge.png', type: 'image/png' });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Picture must be 2 MB or smaller.');
  });

  it('401 anonymous, 403 for a student', async () => {
    expect((await uploadLessonImage({ data: png, name: 'a.png' }, null)).status).toBe(401);
    expect((await uploadLessonImage({ data: png, name: 'a.png' }, student.token)).status).toBe(403);
  });
});

describe('certificates for the teacher', () => {
  let courseId: string;
  let certificateId: string;
  let otherCertificateId: string;

  beforeAll(async () => {
    const course = await createCertificateCourse(admin.token, { title: 'Mole concept' });
    courseId = course.id;
    certificateId = (await finishCourse(course, student.token)).certificateId!;
    otherCertificateId = (await finishCourse(course, other.token)).certificateId!;
  });

  it('a course finished twice over is counted as two certificates issued, none revoked', async () => {
    const response = await asAdmin('get', '/api/admin/certificates');
    expect(response.status).toBe(200);
    const overview = response.body as CertificateOverview;
    expect(overview.courses.find((course) => course.courseId === courseId)).toEqual({
      courseId,
      title: 'Mole concept',
      issued: 2,
      revoked: 0,
    });
  });

  it("lists a course's certificates with the students' names; a student gets 403", async () => {
    const response = await asAdmin('get', `/api/admin/certificates/courses/${courseId}`);
    expect(response.status).toBe(200);
    const page = response.body as AdminCertificatePage;
    expect(page.nextCursor).toBeNull();
    expect(page.certificates.map((certificate) => [certificate.id, certificate.studentName, certificate.status])).toEqual(
      expect.arrayContaining([
        [certificateId, 'Asha', 'valid'],
        [otherCertificateId, 'Vikram', 'valid'],
      ]),
    );
    expect(page.certificates).toHaveLength(2);
    expect((await asAdmin('get', `/api/admin/certificates/courses/${courseId}`, student.token)).status).toBe(403);
    expect((await asAdmin('get', '/api/admin/certificates', student.token)).status).toBe(403);
  });

  it('revoke: 403 for a student, 200 then 409 for the teacher; the public answer and the counts say revoked', async () => {
    const refused = await asAdmin('post', `/api/admin/certificates/${certificateId}/revoke`, student.token);
    expect(refused.status).toBe(403);
    expect((await api().get(`/api/certificates/${certificateId}`)).body.status).toBe('valid');

    const revoked = await asAdmin('post', `/api/admin/certificates/${certificateId}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: certificateId, status: 'revoked', revokedBecause: 'teacher', revokedAt: expect.any(String) });

    const again = await asAdmin('post', `/api/admin/certificates/${certificateId}/revoke`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This certificate is already revoked.');

    const shown = await api().get(`/api/certificates/${certificateId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: certificateId, studentName: 'Asha', courseTitle: 'Mole concept', status: 'revoked' });

    const overview = (await asAdmin('get', '/api/admin/certificates')).body as CertificateOverview;
    expect(overview.courses.find((course) => course.courseId === courseId)).toMatchObject({ issued: 2, revoked: 1 });
    const other = (await api().get(`/api/certificates/${otherCertificateId}`)).body as { status: string };
    expect(other.status).toBe('valid');
  });

  it('a revoked certificate is not issued again when the student completes the course again', async () => {
    const course = await createCertificateCourse(admin.token, { title: 'Once only' });
    const first = (await finishCourse(course, student.token)).certificateId;
    expect((await asAdmin('post', `/api/admin/certificates/${first}/revoke`)).status).toBe(200);
    const again = await completeLesson(course.id, course.lessonIds[0]!, student.token);
    expect(again.status).toBe(200);
    expect(again.body.certificateId).toBe(first);
    const page = (await asAdmin('get', `/api/admin/certificates/courses/${course.id}`)).body as AdminCertificatePage;
    expect(page.certificates).toHaveLength(1);
  });

  it('404 for revoking an unknown id or one that cannot be an id', async () => {
    expect((await asAdmin('post', `/api/admin/certificates/${'a'.repeat(26)}/revoke`)).status).toBe(404);
    expect((await asAdmin('post', '/api/admin/certificates/not-an-id/revoke')).status).toBe(404);
  });
});

describe('the signature certificates print', () => {
  it('upload shows it beside the teacher name, a new one replaces the old file, remove clears it', async () => {
    const empty = await asAdmin('get', '/api/admin/certificate-settings');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ signatureUrl: null, teacherName: expect.any(String) });

    const first = await uploadSignature({ data: png, name: 'sign.png', type: 'image/png' });
    expect(first.status).toBe(200);
    const firstUrl = (first.body as CertificateSettings).signatureUrl;
    expect(firstUrl).toMatch(/^\/uploads\/signatures\/.+\.png$/);
    const served = await api().get(firstUrl!);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await asAdmin('get', '/api/admin/certificate-settings')).body.signatureUrl).toBe(firstUrl);

    const second = await uploadSignature({ data: png, name: 'sign2.png', type: 'image/png' });
    const secondUrl = (second.body as CertificateSettings).signatureUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await fileExists(firstUrl!)).toBe(false);

    const removed = await asAdmin('delete', '/api/admin/certificate-settings/signature');
    expect(removed.status).toBe(200);
    expect(removed.body.signatureUrl).toBeNull();
    expect(await fileExists(secondUrl!)).toBe(false);
  });

  it('400 for a file that is not a picture or no file, 413 over 1 MB, 403 for a student', async () => {
    const text = await uploadSignature({ data: Buffer.from('scribble'), name: 'sign.png', type: 'image/png' });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('The signature must be a PNG, JPEG, WebP or GIF image.');
    const none = await uploadSignature(undefined);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose a picture of the signature to upload.');
    const tooBig = await uploadSignature({
      data: Buffer.concat([png, Buffer.alloc(MB + 1 - png.length)]),
      name: 'big.png',
      type: 'image/png',
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The signature picture must be 1 MB or smaller.');
    expect((await uploadSignature({ data: png, name: 'sign.png' }, student.token)).status).toBe(403);
    expect((await asAdmin('delete', '/api/admin/certificate-settings/signature', student.token)).status).toBe(403);
    expect((await asAdmin('get', '/api/admin/certificate-settings', student.token)).status).toBe(403);
  });
});
