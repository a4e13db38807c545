/**
 * Certificates for tests that need one to exist: "a student who finished course X", made the way
 * a student earns one (a free course created by the teacher, every lesson completed through the
 * API), so the issuing path in services/learning.ts is the one under test too.
 */
import type { LessonCompletion } from '@chem/contract';
import { api, bearer } from './api.js';

export interface CertificateCourse {
  courseId: string;
  title: string;
  lessonIds: string[];
}

let made = 0;

/**
 * A free course of one chapter with `lessons` reading lessons (two unless told), created through
 * the API as the admin whose token is given. Titles are unique per call unless one is given.
 */
export async function createCertificateCourse(
  adminToken: string,
  options: { title?: string; lessons?: number } = {},
): Promise<CertificateCourse> {
  made += 1;
  const title = options.title ?? `Certificate course ${made}`;
  const lessonIds = Array.from({ length: options.lessons ?? 2 }, (_, index) => `cert-${made}-lesson-${index + 1}`);
  const response = await api()
    .post('/api/courses/createCourse')
    .set(bearer(adminToken))
    .send({
      title,
      description: 'A short course that ends with a certificate.',
      isFree: true,
      chapters: [
        {
          title: 'The whole course',
          lessons: lessonIds.map((id, index) => ({ id, title: `Lesson ${index + 1}`, kind: 'reading', text: `Reading ${index + 1}.` })),
        },
      ],
    });
  if (response.status !== 201)
    throw new Error(`Creating the course "${title}" answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { courseId: response.body._id as string, title, lessonIds };
}

/**
 * Completes every lesson of the course as the student whose token is given, in order, and answers
 * the certificate id the last completion reported (what the student's screen gets). Fails the
 * test when a completion is refused or the last one issued nothing.
 */
export async function finishCourse(studentToken: string, course: CertificateCourse): Promise<string> {
  let last: LessonCompletion | undefined;
  for (const lessonId of course.lessonIds) {
    const response = await api().post(`/api/learn/courses/${course.courseId}/lessons/${lessonId}/complete`).set(bearer(studentToken));
    if (response.status !== 200) throw new Error(`Completing ${lessonId} answered ${response.status}: ${JSON.stringify(response.body)}`);
    last = response.body as LessonCompletion;
  }
  if (!last?.certificateId) throw new Error(`Finishing "${course.title}" issued no certificate: ${JSON.stringify(last)}`);
  return last.certificateId;
}

/** A new course finished by the student: the course and the certificate's id. */
export async function studentWithCertificate(
  adminToken: string,
  studentToken: string,
  options: { title?: string; lessons?: number } = {},
): Promise<CertificateCourse & { certificateId: string }> {
  const course = await createCertificateCourse(adminToken, options);
  return { ...course, certificateId: await finishCourse(studentToken, course) };
}
