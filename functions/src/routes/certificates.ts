import { CERTIFICATE_MESSAGES, UPLOADS, adminCertificatesQuery } from '@chem/contract';
import type { Request } from 'express';
import { certificatePdfLimit } from '../config/rate-limits.js';
import { apiRouter } from '../lib/api-router.js';
import { caller, isAdmin, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { badRequest } from '../lib/errors.js';
import { parseMultipart } from '../lib/multipart.js';
import { consume } from '../lib/rate-limit.js';
import { parseInput } from '../lib/validate.js';
import {
  certificateOverview,
  certificateSettings,
  courseCertificates,
  myCertificates,
  publicCertificate,
  removeSignature,
  revokeCertificate,
  setSignature,
} from '../services/certificates.js';
import { storeLessonImage } from '../services/lesson-images.js';

/**
 * Certificates: the student's own list and PDFs, the public answer the verify page shows, and the
 * teacher's counts, lists, revocation and signature; and the pictures readings show.
 */

const param = (req: Request, name: string) => String(req.params[name] ?? '');

const students = apiRouter('/api/certificates');
export const certificatesRouter = students.router;

students.route('GET /api/certificates/mine', requireCurrentUser, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return { certificates: await myCertificates(caller(req).uid) };
});

/**
 * Anyone holding the link: kept a minute by Hosting's CDN (a revocation shows within that), and
 * never in a browser's cache, so a reload asks again.
 */
students.route('GET /api/certificates/:id', async (req, res) => {
  const answer = await publicCertificate(param(req, 'id'));
  res.set('Cache-Control', 'public, max-age=0, s-maxage=60');
  return answer;
});

/** Drawn on each download (pdf-lib, loaded on the first): the certificate's student or the teacher. */
students.route('GET /api/certificates/:id/pdf', requireCurrentUser, async (req, res) => {
  const user = caller(req);
  const reader = { uid: user.uid, isAdmin: isAdmin(user) };
  const { certificateForPdf } = await import('../services/certificates.js');
  const facts = await certificateForPdf(param(req, 'id'), reader);
  if (!reader.isAdmin) await consume(certificatePdfLimit(), reader.uid);
  const { renderCertificatePdf } = await import('../services/certificate-pdf.js');
  const pdf = await renderCertificatePdf(facts);
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('attachment', `certificate-${facts.certificate.id}.pdf`),
      'Cache-Control': 'private, no-store',
    })
    .send(Buffer.from(pdf));
});

const admin = apiRouter('/api/admin');
export const adminCertificatesRouter = admin.router;

admin.route('GET /api/admin/certificates', requireAdmin, (_req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return certificateOverview();
});

admin.route('GET /api/admin/certificates/courses/:courseId', requireAdmin, (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return courseCertificates(param(req, 'courseId'), parseInput(adminCertificatesQuery, req.query).cursor);
});

admin.route('POST /api/admin/certificates/:id/revoke', requireAdmin, (req) => revokeCertificate(param(req, 'id')));

admin.route('GET /api/admin/certificate-settings', requireAdmin, (_req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return certificateSettings();
});

admin.route('POST /api/admin/certificate-settings/signature', requireAdmin, async (req) => {
  const { files } = await parseMultipart(req, { [UPLOADS.signature.field]: UPLOADS.signature });
  const picture = files[UPLOADS.signature.field];
  if (!picture) throw badRequest(CERTIFICATE_MESSAGES.noSignature);
  return setSignature(picture.data, caller(req).uid);
});

admin.route('DELETE /api/admin/certificate-settings/signature', requireAdmin, (req) => removeSignature(caller(req).uid));

admin.route('POST /api/admin/lesson-images', requireAdmin, async (req) => {
  const { files } = await parseMultipart(req, { [UPLOADS.lessonImage.field]: UPLOADS.lessonImage });
  const picture = files[UPLOADS.lessonImage.field];
  if (!picture) throw badRequest(CERTIFICATE_MESSAGES.noImage);
  return storeLessonImage(picture.data);
});
