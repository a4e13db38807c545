import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CERTIFICATE_MESSAGES,
  DELETE_CONFIRMATION_WORD,
  type MyCertificates,
  type MyDataExport,
  type PublicCertificate,
} from '@chem/contract';
import { DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, bearer, binaryBody, createAccount, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import {
  completeLesson,
  createCertificateCourse,
  finishCourse,
  takeGateTest,
  type CertificateCourse,
} from '../../../tests/support/certificates.js';
import { pdfPageTexts } from '../../../tests/support/pdf-text.js';
import { db } from '../lib/firebase.js';
import { forgetPageTemplate } from '../services/pages.js';
import { clearSiteSettingsCache } from '../services/site-settings.js';

/**
 * Certificates through the real app against the emulators: issued once when a student completes
 * every lesson of a course (and passes its final test's mark), the student's list and PDF (only
 * theirs; the teacher may read any), the public answer the verify page draws and its page head,
 * unknown and malformed ids, the data export, and revocation when the account is deleted.
 */

const ORIGIN = 'https://chem.example';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Chemistry Classes</title></head><body><div id="root"></div></body></html>';
const previousTemplate = process.env.PAGE_TEMPLATE_FILE;

let admin: TestAccount;
let asha: TestAccount;
let vikram: TestAccount;
let course: CertificateCourse;
let gated: CertificateCourse;
/** Asha's certificate of `course`. */
let ashaCertificate: string;

const get = (path: string, token?: string) => (token ? api().get(path).set(bearer(token)) : api().get(path));
const mine = async (token: string) => {
  const response = await get('/api/certificates/mine', token);
  expect(response.status).toBe(200);
  return (response.body as MyCertificates).certificates;
};
const pdf = (id: string, token?: string) => get(`/api/certificates/${id}/pdf`, token).buffer(true).parse(binaryBody);
const certificatesOf = async (uid: string) => (await db().collection('certificates').where('userId', '==', uid).get()).docs;

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'page-template-'));
  const file = join(folder, 'page-template.json');
  writeFileSync(file, JSON.stringify({ origin: ORIGIN, html: TEMPLATE }));
  process.env.PAGE_TEMPLATE_FILE = file;
  forgetPageTemplate();
  ({ admin, student: asha, other: vikram } = await createTestAccounts());
  await db().doc('settings/site').set({ siteName: 'Sharma Chemistry', teacherName: 'Dr. Meera Sharma' });
  clearSiteSettingsCache();
  [course, gated] = await Promise.all([
    createCertificateCourse(admin.token, { title: 'Chemistry Basics' }),
    createCertificateCourse(admin.token, { title: 'Mole Concept', gate: { passPercent: 60 } }),
  ]);
  const finished = await finishCourse(course, asha.token);
  ashaCertificate = finished.certificateId!;
});

afterAll(() => {
  if (previousTemplate === undefined) delete process.env.PAGE_TEMPLATE_FILE;
  else process.env.PAGE_TEMPLATE_FILE = previousTemplate;
  forgetPageTemplate();
});

describe('issuing', () => {
  it('issues one certificate when the last lesson is completed, and never a second', async () => {
    expect(ashaCertificate).toMatch(/^[a-z2-7]{26}$/);
    const again = await completeLesson(course.id, course.lessonIds[0]!, asha.token);
    expect(again.status).toBe(200);
    expect(again.body.certificateId).toBe(ashaCertificate);
    expect((await completeLesson(course.id, course.lessonIds.at(-1)!, asha.token)).body.certificateId).toBe(ashaCertificate);
    expect((await certificatesOf(asha.uid)).map((doc) => doc.id)).toEqual([ashaCertificate]);

    // The player's outline shows it too.
    const learn = await get(`/api/learn/courses/${course.id}`, asha.token);
    expect(learn.body.certificate).toEqual({ id: ashaCertificate, status: 'valid' });
  });

  it('issues nothing before the last lesson', async () => {
    const first = await completeLesson(course.id, course.lessonIds[0]!, vikram.token);
    expect(first.status).toBe(200);
    expect(first.body.certificateId).toBeNull();
    expect(await mine(vikram.token)).toEqual([]);
  });

  it('lists the student’s own certificates with what the dashboard shows', async () => {
    const [certificate, ...rest] = await mine(asha.token);
    expect(rest).toEqual([]);
    expect(certificate).toMatchObject({
      id: ashaCertificate,
      courseId: course.id,
      courseTitle: 'Chemistry Basics',
      studentName: 'Asha',
      status: 'valid',
      revokedAt: null,
    });
    expect(Date.parse(certificate!.issuedAt!)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect((await get('/api/certificates/mine')).status).toBe(401);
  });

  it('needs the final test’s pass mark: a failed test completes the course without a certificate', async () => {
    const student = await createAccount({ email: 'neha@example.com', name: 'Neha' });
    await takeGateTest(gated, student.token, false);
    for (const lessonId of gated.lessonIds) {
      const response = await completeLesson(gated.id, lessonId, student.token);
      expect(response.status).toBe(200);
      expect(response.body.certificateId).toBeNull();
    }
    expect(await mine(student.token)).toEqual([]);

    // Passing it on a second attempt, then the test lesson again: now issued.
    await takeGateTest(gated, student.token, true);
    const passed = await completeLesson(gated.id, gated.gate!.lessonId, student.token);
    expect(passed.body.certificateId).toMatch(/^[a-z2-7]{26}$/);
    expect((await mine(student.token)).map((certificate) => certificate.courseTitle)).toEqual(['Mole Concept']);
  });

  it('refuses to complete a test lesson whose test was never submitted', async () => {
    const student = await createAccount({ email: 'ravi@example.com', name: 'Ravi' });
    const response = await completeLesson(gated.id, gated.gate!.lessonId, student.token);
    expect(response.status).toBe(409);
    expect(await certificatesOf(student.uid)).toEqual([]);
  });
});

describe('the PDF', () => {
  it('is a PDF whose text holds the name, the course, the teacher and the number', async () => {
    const response = await pdf(ashaCertificate, asha.token);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`certificate-${ashaCertificate}.pdf`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfPageTexts(bytes)).join('\n');
    expect(text).toContain('Asha');
    expect(text).toContain('Chemistry Basics');
    expect(text).toContain('Dr. Meera Sharma');
    expect(text).toContain(ashaCertificate);
  });

  it('is only for its student and the teacher', async () => {
    expect((await pdf(ashaCertificate)).status).toBe(401);
    const other = await pdf(ashaCertificate, vikram.token);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body.toString('utf8')).message).toBe(CERTIFICATE_MESSAGES.notFound);
    const teacher = await pdf(ashaCertificate, admin.token);
    expect(teacher.status).toBe(200);
    expect((await pdfPageTexts(teacher.body as Buffer)).join('\n')).toContain('Asha');
  });

  // pdf.js gives shaped Devanagari in drawn order; poppler honours the ActualText and gives the name as typed.
  it.runIf(existsSync('/usr/bin/pdftotext'))('prints a Devanagari name as typed', async () => {
    const student = await createAccount({ email: 'kirti@example.com', name: 'कीर्ति शर्मा' });
    const { certificateId } = await finishCourse(course, student.token);
    const response = await pdf(certificateId!, student.token);
    expect(response.status).toBe(200);
    const folder = mkdtempSync(join(tmpdir(), 'certificate-'));
    writeFileSync(join(folder, 'c.pdf'), response.body as Buffer);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(folder, 'c.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('कीर्ति शर्मा');
  });
});

describe('the public answer and the verify page', () => {
  it('tells anyone with the link who completed which course, when, and from whom', async () => {
    const response = await get(`/api/certificates/${ashaCertificate}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const answer = response.body as PublicCertificate;
    expect(answer).toMatchObject({
      id: ashaCertificate,
      studentName: 'Asha',
      courseId: course.id,
      courseTitle: 'Chemistry Basics',
      status: 'valid',
      revokedAt: null,
      teacherName: 'Dr. Meera Sharma',
      siteName: 'Sharma Chemistry',
    });
    expect(answer.issuedAt).not.toBeNull();
    // Nothing that would identify the account.
    expect(JSON.stringify(answer)).not.toContain(asha.uid);
    expect(JSON.stringify(answer)).not.toContain(asha.email);
  });

  it('answers 404 for an unknown id, and for a malformed one without reading Firestore', async () => {
    const reads = vi.spyOn(DocumentReference.prototype, 'get');
    const certificateReads = () =>
      reads.mock.contexts.map((ref) => (ref as DocumentReference).path).filter((path) => path.startsWith('certificates/'));
    try {
      const unknown = await get(`/api/certificates/${'a'.repeat(26)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(CERTIFICATE_MESSAGES.notFound);
      // A well-formed id is looked up (the spy sees it) ...
      expect(certificateReads()).toEqual([`certificates/${'a'.repeat(26)}`]);

      // ... and nothing that cannot be an id is.
      for (const id of ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'short', 'a'.repeat(27), '..%2F..%2Fusers', 'x'.repeat(2000)]) {
        const response = await get(`/api/certificates/${id}`);
        expect(response.status, id).toBe(404);
        expect(response.body.message, id).toBe(CERTIFICATE_MESSAGES.notFound);
        expect((await pdf(id, asha.token)).status, id).toBe(404);
      }
      expect(certificateReads()).toHaveLength(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('serves the verify page with a head naming the student, kept out of search engines; unknown ids 404', async () => {
    const page = await get(`/certificates/${ashaCertificate}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('Asha completed Chemistry Basics');
    expect(page.text).toContain(`${ORIGIN}/certificates/${ashaCertificate}`);
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
    expect((await get(`/certificates/${'b'.repeat(26)}`)).status).toBe(404);
    expect((await get('/certificates/not-an-id')).status).toBe(404);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).not.toContain('/certificates/');
  });
});

describe('the student’s data', () => {
  it('puts the certificates in "Download my data"; deleting the account revokes them and removes the name', async () => {
    const student = await createAccount({ email: 'priya@example.com', name: 'Priya Verma', password: 'password123' });
    const { certificateId } = await finishCourse(course, student.token);

    const exported = await get('/api/user/my-data', student.token).buffer(true).parse(binaryBody);
    expect(exported.status).toBe(200);
    const data = JSON.parse((exported.body as Buffer).toString('utf8')) as MyDataExport;
    expect(data.certificates).toEqual([expect.objectContaining({ id: certificateId, courseId: course.id, studentName: 'Priya Verma' })]);

    const deleted = await api()
      .post('/api/user/delete-account')
      .set(bearer(student.token))
      .send({ password: 'password123', confirmation: DELETE_CONFIRMATION_WORD });
    expect(deleted.status).toBe(200);

    const answer = (await get(`/api/certificates/${certificateId}`)).body as PublicCertificate;
    expect(answer.status).toBe('revoked');
    expect(answer.studentName).toBeNull();
    expect(Date.parse(answer.revokedAt!)).toBeGreaterThan(Date.now() - 10 * 60_000);
    const page = await get(`/certificates/${certificateId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Revoked certificate');
    expect(page.text).not.toContain('Priya');
    const stored = await db().doc(`certificates/${certificateId}`).get();
    expect(JSON.stringify(stored.data())).not.toContain('Priya');

    // Asha's stays valid.
    expect(((await get(`/api/certificates/${ashaCertificate}`)).body as PublicCertificate).status).toBe('valid');
  });
});
