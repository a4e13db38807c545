import type { AttemptInProgress, PracticeTest, Question } from '@chem/contract';
import { expect } from 'vitest';
import { api, bearer } from './api.js';

/** Calls to the practice tests' routes, as a signed-in user or anonymously, for the API tests. */

export type Method = 'get' | 'post' | 'put' | 'delete';

export const call = (method: Method, path: string, token?: string | null, body?: unknown) => {
  const request = api()[method](path);
  const signed = token ? request.set(bearer(token)) : request;
  return body === undefined ? signed : signed.send(body as object);
};

/** The names of a key's fields and the explanations' marker: no student payload may carry them before submission. */
const ANSWER_KEYS = ['correctOptions', 'answerRange', 'integerAnswer', 'explanation'];
export const SECRET = 'SECRET-EXPLANATION';

export function expectNoAnswers(body: unknown) {
  const text = JSON.stringify(body);
  for (const key of ANSWER_KEYS) expect(text).not.toContain(`"${key}"`);
  expect(text).not.toContain(SECRET);
}

export async function createQuestionAs(adminToken: string, body: object): Promise<Question> {
  const response = await call('post', '/api/admin/questions', adminToken, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Question;
}

/** A published test (30 minutes unless the body says otherwise). */
export async function createTestAs(adminToken: string, body: object): Promise<PracticeTest> {
  const response = await call('post', '/api/admin/tests', adminToken, { timeLimitMinutes: 30, published: true, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as PracticeTest;
}

export async function startAttempt(testId: string, token: string): Promise<AttemptInProgress> {
  const response = await call('post', `/api/tests/${testId}/attempts`, token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as AttemptInProgress;
}

export const saveAnswer = (attemptId: string, questionId: string, token: string, body: object) =>
  call('put', `/api/tests/attempts/${attemptId}/answers/${questionId}`, token, body);

export const submitAttempt = (attemptId: string, token: string) => call('post', `/api/tests/attempts/${attemptId}/submit`, token);
