/**
 * Certificates for API tests: a course built through the admin API (readings, and optionally a
 * practice test as its final lesson with a pass mark), and a student taking it to the end through
 * the student API, so a certificate is issued the way a real completion issues it.
 */
import type { LessonCompletion } from '@chem/contract';
import { expect } from 'vitest';
import { api, bearer } from './api.js';

const post = (path: string, token: string, body?: object) => {
  const request = api().post(path).set(bearer(token));
  return body === undefined ? request : request.send(body);
};

export interface CertificateCourse {
  id: string;
  title: string;
  /** Every lesson's id, in order; the gate test's lesson (if any) last. */
  lessonIds: string[];
  /** The final test lesson: its practice test and the question it asks (option 1 is right). */
  gate?: { lessonId: string; testId: string; questionId: string; passPercent: number };
}

/**
 * A free course of two readings; with `gate`, a free practice test of one question follows as the
 * course's last lesson, with that pass mark.
 */
export async function createCertificateCourse(adminToken: string, options: { title: string; gate?: { passPercent: number } }) {
  const readings = [
    { id: 'cert-reading-1', title: 'Atoms', kind: 'reading', text: 'The smallest part of an element.' },
    { id: 'cert-reading-2', title: 'Moles', kind: 'reading', text: 'A mole is 6.022e23 particles.' },
  ];
  let gate: CertificateCourse['gate'];
  if (options.gate) {
    const question = await post('/api/admin/questions', adminToken, {
      kind: 'single',
      text: 'How many moles of water are in 36 g?',
      options: ['1', '2', '3', '4'],
      correctOptions: [1],
      explanation: 'n = 36/18 = 2',
      chapter: 'Mole Concept',
      difficulty: 'easy',
    });
    expect(question.status).toBe(201);
    const test = await post('/api/admin/tests', adminToken, {
      title: `${options.title}: final test`,
      questionIds: [question.body._id],
      timeLimitMinutes: 30,
      published: true,
      isFree: true,
    });
    expect(test.status).toBe(201);
    gate = { lessonId: 'cert-final-test', testId: test.body._id as string, questionId: question.body._id as string, ...options.gate };
  }
  const lessons = [
    ...readings,
    ...(gate ? [{ id: gate.lessonId, title: 'Final test', kind: 'test', testId: gate.testId, passPercent: gate.passPercent }] : []),
  ];
  const created = await post('/api/courses/createCourse', adminToken, {
    title: options.title,
    description: 'A short free course.',
    isFree: true,
    chapters: [{ id: 'cert-chapter', title: 'Basics', lessons }],
  });
  expect(created.status).toBe(201);
  return {
    id: created.body._id as string,
    title: options.title,
    lessonIds: lessons.map((lesson) => lesson.id),
    gate,
  } satisfies CertificateCourse;
}

/** POST .../complete for one lesson, as the player sends it. */
export const completeLesson = (courseId: string, lessonId: string, token: string) =>
  post(`/api/learn/courses/${courseId}/lessons/${lessonId}/complete`, token);

/** Takes the course's practice test once: the right answer or a wrong one, then submits. */
export async function takeGateTest(course: CertificateCourse, token: string, right: boolean): Promise<void> {
  const gate = course.gate!;
  const attempt = await post(`/api/tests/${gate.testId}/attempts`, token);
  expect(attempt.status).toBe(201);
  const attemptId = attempt.body._id as string;
  const saved = await api()
    .put(`/api/tests/attempts/${attemptId}/answers/${gate.questionId}`)
    .set(bearer(token))
    .send({ selected: [right ? 1 : 0] });
  expect(saved.status).toBe(200);
  expect((await post(`/api/tests/attempts/${attemptId}/submit`, token)).status).toBe(200);
}

/** Completes every lesson in order (taking the test, passing it, first); answers the last completion. */
export async function finishCourse(course: CertificateCourse, token: string): Promise<LessonCompletion> {
  if (course.gate) await takeGateTest(course, token, true);
  let last: LessonCompletion | undefined;
  for (const lessonId of course.lessonIds) {
    const response = await completeLesson(course.id, lessonId, token);
    expect(response.status).toBe(200);
    last = response.body as LessonCompletion;
  }
  return last!;
}
