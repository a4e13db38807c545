import { randomBytes } from 'node:crypto';
import {
  ADMIN_CERTIFICATES_PAGE,
  CERTIFICATE_ID,
  CERTIFICATE_MESSAGES,
  UPLOADS,
  type AdminCertificate,
  type AdminCertificatePage,
  type CertificateOverview,
  type CertificateSettings,
  type CertificateStatus,
  type MyCertificate,
  type PublicCertificate,
  type RevokedBecause,
} from '@chem/contract';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { conflict, notFound } from '../lib/errors.js';
import { storedFields } from '../lib/fields.js';
import { db, runTransaction } from '../lib/firebase.js';
import { newestFirstPage } from '../lib/newest-first-page.js';
import { deleteObject, uniqueObjectName, withStoredObject } from '../lib/storage.js';
import { readSiteSettings } from './site-settings.js';
import { PUBLIC_UPLOADS_PREFIX } from './uploads.js';

/**
 * Certificates of completion (contract/src/certificates.ts).
 *
 *   certificates/{id}                   the certificate: a random id of 128 bits (base32), which is
 *                                       also its number and its verify page's address
 *   certificateClaims/{uid}_{courseId}  one per student and course, created in the transaction that
 *                                       creates the certificate: what makes it "issued once"
 *   certificateStats/{courseId}         issued and revoked counts, for the admin at a glance
 *   settings/certificate                the signature picture certificates print
 *
 * A deterministic id (a hash of the student and course) would let anyone who knows both find the
 * certificate; the claim document gives the uniqueness such an id would have given.
 */

const CERTIFICATES = 'certificates';
const CLAIMS = 'certificateClaims';
const STATS = 'certificateStats';
const SETTINGS_DOC = 'settings/certificate';
const SIGNATURE_FOLDER = 'signatures/';

const certificateRef = (id: string) => db().collection(CERTIFICATES).doc(id);
const claimRef = (uid: string, courseId: string) => db().collection(CLAIMS).doc(`${uid}_${courseId}`);
const statsRef = (courseId: string) => db().collection(STATS).doc(courseId);
const settingsRef = () => db().doc(SETTINGS_DOC);

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 16 random bytes as 26 base32 characters (the last carries 3 bits of the 128). */
export function newCertificateId(bytes: Uint8Array = randomBytes(16)): string {
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) id += BASE32[(value << (5 - bits)) & 31];
  return id;
}

/** The stored certificate, field by field. */
interface StoredCertificate {
  id: string;
  userId: string;
  courseId: string;
  courseTitle: string;
  studentName: string;
  issuedAt: string | null;
  status: CertificateStatus;
  revokedAt: string | null;
  revokedBecause: RevokedBecause | null;
}

function readCertificate(snapshot: DocumentSnapshot): StoredCertificate | undefined {
  if (!snapshot.exists) return undefined;
  const fields = storedFields(snapshot);
  const because = fields.text('revokedBecause');
  return {
    id: snapshot.id,
    userId: fields.text('userId'),
    courseId: fields.text('courseId'),
    courseTitle: fields.text('courseTitle'),
    studentName: fields.text('studentName'),
    issuedAt: fields.time('issuedAt'),
    status: fields.text('status') === 'revoked' ? 'revoked' : 'valid',
    revokedAt: fields.time('revokedAt'),
    revokedBecause: because === 'teacher' || because === 'account-deleted' ? because : null,
  };
}

export const myCertificateOf = (certificate: StoredCertificate): MyCertificate => ({
  id: certificate.id,
  courseId: certificate.courseId,
  courseTitle: certificate.courseTitle,
  studentName: certificate.studentName,
  issuedAt: certificate.issuedAt,
  status: certificate.status,
  revokedAt: certificate.revokedAt,
});

/** The student's certificate as the data export shows it: what the dashboard shows. */
export function exportedCertificate(snapshot: DocumentSnapshot): MyCertificate | undefined {
  const certificate = readCertificate(snapshot);
  return certificate && myCertificateOf(certificate);
}

const adminCertificateOf = (certificate: StoredCertificate): AdminCertificate => ({
  ...myCertificateOf(certificate),
  userId: certificate.userId,
  revokedBecause: certificate.revokedBecause,
});

/** A certificate by the id in a link: anything that cannot be an id is not found, without a read. */
async function certificateById(id: string): Promise<StoredCertificate> {
  const certificate = CERTIFICATE_ID.test(id) ? readCertificate(await certificateRef(id).get()) : undefined;
  if (!certificate) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return certificate;
}

// ---------------------------------------------------------------------------------------------
// Issuing
// ---------------------------------------------------------------------------------------------

export interface CertificateClaim {
  certificateId: string;
  status: CertificateStatus;
}

/** The student's certificate of the course, if one was issued: one read. */
export async function claimOf(uid: string, courseId: string): Promise<CertificateClaim | null> {
  const snapshot = await claimRef(uid, courseId).get();
  const certificateId: unknown = snapshot.get('certificateId');
  if (typeof certificateId !== 'string') return null;
  return { certificateId, status: snapshot.get('status') === 'revoked' ? 'revoked' : 'valid' };
}

export interface Completer {
  uid: string;
  /** The name in the token, when the profile has none. */
  name?: string;
  email?: string;
}

/**
 * Issues the student's certificate of the course, once: the claim, the certificate and the
 * course's count are written in one transaction, so two completions racing each other issue one.
 * The name printed is the student's name as typed in their profile now. Answers the id of the
 * certificate, the one issued before if there is one.
 */
export async function issueCertificate(student: Completer, course: { id: string; title: string }, now = new Date()): Promise<string> {
  const profile = await db().collection('users').doc(student.uid).get();
  const studentName = (storedFields(profile).text('name').trim() || student.name?.trim() || student.email || '').slice(0, 200);
  return runTransaction(async (transaction) => {
    const claim = claimRef(student.uid, course.id);
    const existing = await transaction.get(claim);
    const issued: unknown = existing.get('certificateId');
    if (typeof issued === 'string') return issued;
    const id = newCertificateId();
    const issuedAt = Timestamp.fromDate(now);
    transaction.create(claim, { userId: student.uid, courseId: course.id, certificateId: id, status: 'valid', createdAt: issuedAt });
    transaction.create(certificateRef(id), {
      userId: student.uid,
      courseId: course.id,
      courseTitle: course.title,
      studentName,
      issuedAt,
      status: 'valid',
      revokedAt: null,
      revokedBecause: null,
    });
    transaction.set(statsRef(course.id), { courseId: course.id, issued: FieldValue.increment(1) }, { merge: true });
    return id;
  });
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** GET /api/certificates/mine: newest first. */
export async function myCertificates(uid: string): Promise<MyCertificate[]> {
  const snapshot = await db().collection(CERTIFICATES).where('userId', '==', uid).get();
  return snapshot.docs
    .map(readCertificate)
    .filter((certificate) => certificate !== undefined)
    .map(myCertificateOf)
    .sort((a, b) => (b.issuedAt ?? '').localeCompare(a.issuedAt ?? ''));
}

/** GET /api/certificates/:id: anyone with the link; the certificate and the site settings (cached a minute). */
export async function publicCertificate(id: string): Promise<PublicCertificate> {
  const [certificate, site] = await Promise.all([certificateById(id), readSiteSettings()]);
  return {
    id: certificate.id,
    studentName: certificate.revokedBecause === 'account-deleted' ? null : certificate.studentName,
    courseId: certificate.courseId,
    courseTitle: certificate.courseTitle,
    issuedAt: certificate.issuedAt,
    status: certificate.status,
    revokedAt: certificate.revokedAt,
    teacherName: site.teacherName,
    siteName: site.siteName,
  };
}

/** What the PDF needs: the certificate for its owner or the teacher (anyone else: not found, as for an unknown id). */
export async function certificateForPdf(id: string, reader: { uid: string; isAdmin: boolean }) {
  const certificate = await certificateById(id);
  if (!reader.isAdmin && certificate.userId !== reader.uid) throw notFound(CERTIFICATE_MESSAGES.notFound);
  const [site, settings] = await Promise.all([readSiteSettings(), settingsRef().get()]);
  const signaturePath: unknown = settings.get('signaturePath');
  return {
    certificate,
    siteName: site.siteName,
    teacherName: site.teacherName,
    signaturePath: typeof signaturePath === 'string' ? signaturePath : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Revoking
// ---------------------------------------------------------------------------------------------

/** The teacher revokes a certificate: the certificate, its claim (so it is not issued again) and the count. */
export async function revokeCertificate(id: string, now = new Date()): Promise<AdminCertificate> {
  const ref = CERTIFICATE_ID.test(id) ? certificateRef(id) : undefined;
  if (!ref) throw notFound(CERTIFICATE_MESSAGES.notFound);
  const revoked = await runTransaction(async (transaction) => {
    const certificate = readCertificate(await transaction.get(ref));
    if (!certificate) throw notFound(CERTIFICATE_MESSAGES.notFound);
    if (certificate.status === 'revoked') throw conflict(CERTIFICATE_MESSAGES.alreadyRevoked);
    const at = Timestamp.fromDate(now);
    transaction.update(ref, { status: 'revoked', revokedAt: at, revokedBecause: 'teacher' });
    transaction.set(claimRef(certificate.userId, certificate.courseId), { status: 'revoked' }, { merge: true });
    transaction.set(statsRef(certificate.courseId), { revoked: FieldValue.increment(1) }, { merge: true });
    return { ...certificate, status: 'revoked' as const, revokedAt: now.toISOString(), revokedBecause: 'teacher' as const };
  });
  return adminCertificateOf(revoked);
}

/**
 * A deleted account's certificates: revoked, the printed name removed (the verify page then says
 * revoked and names nobody), the claims deleted. Batches of 100 certificates.
 */
export async function revokeCertificatesOfDeletedAccount(uid: string, now = new Date()): Promise<void> {
  const snapshot = await db().collection(CERTIFICATES).where('userId', '==', uid).get();
  const at = Timestamp.fromDate(now);
  for (let start = 0; start < snapshot.docs.length; start += 100) {
    const batch = db().batch();
    for (const doc of snapshot.docs.slice(start, start + 100)) {
      const certificate = readCertificate(doc);
      if (!certificate) continue;
      batch.update(doc.ref, {
        studentName: '',
        ...(certificate.status === 'valid' ? { status: 'revoked', revokedAt: at } : {}),
        revokedBecause: 'account-deleted',
      });
      batch.delete(claimRef(uid, certificate.courseId));
      if (certificate.status === 'valid') batch.set(statsRef(certificate.courseId), { revoked: FieldValue.increment(1) }, { merge: true });
    }
    await batch.commit();
  }
}

// ---------------------------------------------------------------------------------------------
// The teacher's view
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/certificates: the counts (one query) and the courses' titles (one batched read). */
export async function certificateOverview(): Promise<CertificateOverview> {
  const stats = await db().collection(STATS).get();
  const courses = stats.empty
    ? []
    : await db().getAll(...stats.docs.map((doc) => db().collection('courses').doc(doc.id)), { fieldMask: ['title'] });
  const titles = new Map(courses.filter((course) => course.exists).map((course) => [course.id, storedFields(course).text('title')]));
  return {
    courses: stats.docs
      .map((doc) => {
        const fields = storedFields(doc);
        return {
          courseId: doc.id,
          title: titles.get(doc.id) ?? doc.id,
          issued: fields.number('issued'),
          revoked: fields.number('revoked'),
        };
      })
      .sort((a, b) => b.issued - a.issued || a.title.localeCompare(b.title)),
  };
}

/** GET /api/admin/certificates/courses/:courseId: newest first, a page at a time. */
export async function courseCertificates(courseId: string, cursor: string | undefined): Promise<AdminCertificatePage> {
  const page = await newestFirstPage(
    db().collection(CERTIFICATES).where('courseId', '==', courseId),
    'issuedAt',
    cursor,
    ADMIN_CERTIFICATES_PAGE,
  );
  return {
    certificates: page.docs
      .map(readCertificate)
      .filter((certificate) => certificate !== undefined)
      .map(adminCertificateOf),
    nextCursor: page.nextCursor,
  };
}

// ---------------------------------------------------------------------------------------------
// The signature certificates print
// ---------------------------------------------------------------------------------------------

export async function certificateSettings(): Promise<CertificateSettings> {
  const [site, settings] = await Promise.all([readSiteSettings(), settingsRef().get()]);
  const fields = storedFields(settings);
  const path = fields.text('signaturePath');
  return { teacherName: site.teacherName, signatureUrl: path ? `/${path}` : null, updatedAt: fields.time('updatedAt') };
}

/**
 * A new signature picture: checked by its bytes, re-encoded as a PNG within 600x200 (PDFs embed PNG,
 * and its transparency lets the line show through), stored under a random name. The old one is
 * removed once the settings point at the new one.
 */
export async function setSignature(picture: Buffer, uid: string): Promise<CertificateSettings> {
  const { signatureImage } = await import('../lib/images.js');
  const image = await signatureImage(picture, UPLOADS.signature.wrongTypeMessage);
  const path = uniqueObjectName(PUBLIC_UPLOADS_PREFIX + SIGNATURE_FOLDER, 'png');
  const previous = await withStoredObject({ path, data: image, contentType: 'image/png' }, async () => {
    const before = await settingsRef().get();
    await settingsRef().set({ signaturePath: path, updatedAt: Timestamp.now(), updatedBy: uid }, { merge: true });
    return storedFields(before).text('signaturePath');
  });
  if (previous && previous.startsWith(PUBLIC_UPLOADS_PREFIX + SIGNATURE_FOLDER)) await deleteObject(previous).catch(() => undefined);
  return certificateSettings();
}

export async function removeSignature(uid: string): Promise<CertificateSettings> {
  const before = await settingsRef().get();
  const previous = storedFields(before).text('signaturePath');
  await settingsRef().set({ signaturePath: '', updatedAt: Timestamp.now(), updatedBy: uid }, { merge: true });
  if (previous.startsWith(PUBLIC_UPLOADS_PREFIX + SIGNATURE_FOLDER)) await deleteObject(previous).catch(() => undefined);
  return certificateSettings();
}
