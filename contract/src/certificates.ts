import { z } from 'zod';
import { cursorField } from './paging.js';
import { requestSchema } from './text.js';

/**
 * Certificates of completion. A student who completes every lesson of a course (and passes its
 * tests that have a pass mark) gets one, once: a random id of 128 bits that is also its number
 * and the address of its public verify page, `/certificates/:id`. The teacher can revoke one;
 * deleting the account revokes the student's.
 */

/** 26 characters of base32 (a-z, 2-7): 130 bits, of which 128 are random. */
export const CERTIFICATE_ID = /^[a-z2-7]{26}$/;

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Why a certificate was revoked: by the teacher, or because the student deleted their account. */
export type RevokedBecause = 'teacher' | 'account-deleted';

/** The site path of a certificate's verify page. */
export const certificatePath = (id: string) => `/certificates/${encodeURIComponent(id)}`;

/** GET /api/certificates/mine: each with the fields the dashboard shows. */
export interface MyCertificate {
  id: string;
  courseId: string;
  courseTitle: string;
  /** The name printed on it: the student's name as typed in their profile when it was issued. */
  studentName: string;
  issuedAt: string | null;
  status: CertificateStatus;
  revokedAt: string | null;
}

export interface MyCertificates {
  certificates: MyCertificate[];
}

/** GET /api/certificates/:id: what anyone holding the link may see (the verify page). */
export interface PublicCertificate {
  id: string;
  /** Null once the student deleted their account (the certificate is then revoked). */
  studentName: string | null;
  courseId: string;
  courseTitle: string;
  issuedAt: string | null;
  status: CertificateStatus;
  revokedAt: string | null;
  teacherName: string;
  siteName: string;
}

/** One course's certificates, for the admin. */
export interface CertificateCourseCount {
  courseId: string;
  /** The course's title now, or the title printed on its certificates when the course was deleted. */
  title: string;
  issued: number;
  revoked: number;
}

/** GET /api/admin/certificates: how many were issued per course. */
export interface CertificateOverview {
  courses: CertificateCourseCount[];
}

export interface AdminCertificate {
  id: string;
  userId: string;
  studentName: string;
  courseId: string;
  courseTitle: string;
  issuedAt: string | null;
  status: CertificateStatus;
  revokedAt: string | null;
  revokedBecause: RevokedBecause | null;
}

/** GET /api/admin/certificates/courses/:courseId?cursor=: newest first, 50 a page. */
export interface AdminCertificatePage {
  certificates: AdminCertificate[];
  nextCursor: string | null;
}

export const ADMIN_CERTIFICATES_PAGE = 50;

export const adminCertificatesQuery = requestSchema(z.object({ cursor: cursorField() }));

/** GET /api/admin/certificate-settings: what a certificate prints besides the student's and course's facts. */
export interface CertificateSettings {
  /** The site settings' teacher name (edited in Settings). */
  teacherName: string;
  /** The signature picture (a PNG under /uploads), or null: certificates then print the name alone. */
  signatureUrl: string | null;
  updatedAt: string | null;
}

/** POST /api/admin/lesson-images: a picture for a reading, re-encoded; its size is also in its name. */
export interface LessonImageAnswer {
  url: string;
  width: number;
  height: number;
}

export const CERTIFICATE_MESSAGES = {
  notFound: 'Certificate not found.',
  alreadyRevoked: 'This certificate is already revoked.',
  noSignature: 'Choose a picture of the signature to upload.',
  noImage: 'Choose a picture to upload.',
} as const;
