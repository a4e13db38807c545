import type { AdminCertificatePage, AdminTestList, CertificateOverview, CertificateSettings, LessonImageAnswer } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { uploadApi } from '../../../lib/api-transfer';

/** A picture for a reading, re-encoded by the server; its address carries its size. */
export function uploadLessonImage(file: File, onProgress?: (fraction: number) => void): Promise<LessonImageAnswer> {
  const form = new FormData();
  form.append('lessonImage', file);
  return uploadApi('POST /api/admin/lesson-images', { body: form, onProgress });
}

/** The practice tests a test lesson can point at. */
export const listTestsForLessons = (signal?: AbortSignal): Promise<AdminTestList> => callApi('GET /api/admin/tests', { signal });

export const getCertificateOverview = (signal?: AbortSignal): Promise<CertificateOverview> =>
  callApi('GET /api/admin/certificates', { signal });

export const getCourseCertificates = (courseId: string, cursor?: string, signal?: AbortSignal): Promise<AdminCertificatePage> =>
  callApi('GET /api/admin/certificates/courses/:courseId', { params: { courseId }, query: { cursor }, signal });

export const revokeCertificate = (id: string) => callApi('POST /api/admin/certificates/:id/revoke', { params: { id } });

export const getCertificateSettings = (signal?: AbortSignal): Promise<CertificateSettings> =>
  callApi('GET /api/admin/certificate-settings', { signal });

export function uploadSignature(file: File): Promise<CertificateSettings> {
  const form = new FormData();
  form.append('signature', file);
  return uploadApi('POST /api/admin/certificate-settings/signature', { body: form });
}

export const removeSignature = (): Promise<CertificateSettings> => callApi('DELETE /api/admin/certificate-settings/signature');
