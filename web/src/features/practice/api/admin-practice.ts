import type {
  AdminTestList,
  Passage,
  KeyCorrectionJob,
  keyCorrectionSchema,
  PracticeTest,
  Question,
  QuestionBank,
  QuestionImportAnswer,
  QuestionInput,
  QuestionTagsAnswer,
  QuestionTagsInput,
  TestAnalytics,
  TestInput,
} from '@chem/contract';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { fetchApiFile, uploadApi } from '../../../lib/api-transfer';

export type { AdminTestList, PracticeTest, Question, QuestionBank, QuestionImportAnswer, QuestionInput, TestAnalytics, TestInput };

export const listQuestions = (signal?: AbortSignal): Promise<QuestionBank> => callApi('GET /api/admin/questions', { signal });
export const createQuestion = (body: QuestionInput): Promise<Question> => callApi('POST /api/admin/questions', { body, status: 201 });
export const updateQuestion = (id: string, body: QuestionInput): Promise<Question> =>
  callApi('PUT /api/admin/questions/:id', { params: { id }, body });
export const deleteQuestion = (id: string) => callApi('DELETE /api/admin/questions/:id', { params: { id } });

export function uploadQuestionImage(id: string, file: File, onProgress?: (fraction: number) => void): Promise<Question> {
  const form = new FormData();
  form.append('questionImage', file);
  return uploadApi('POST /api/admin/questions/:id/image', { params: { id }, body: form, onProgress });
}
export const removeQuestionImage = (id: string): Promise<Question> => callApi('DELETE /api/admin/questions/:id/image', { params: { id } });

/** Imports every row or none: a file with a bad row answers 400 with each bad line (ApiError.body). */
export const importQuestions = (csv: string): Promise<QuestionImportAnswer> =>
  callApi('POST /api/admin/questions/import', { body: { csv }, status: 201 });
export const downloadTemplate = () => fetchApiFile('GET /api/admin/questions/template.csv', {});

export const listAdminTests = (signal?: AbortSignal): Promise<AdminTestList> => callApi('GET /api/admin/tests', { signal });
export const createTest = (body: TestInput): Promise<PracticeTest> => callApi('POST /api/admin/tests', { body, status: 201 });
export const updateTest = (id: string, body: TestInput): Promise<PracticeTest> =>
  callApi('PUT /api/admin/tests/:id', { params: { id }, body });
export const deleteTest = (id: string) => callApi('DELETE /api/admin/tests/:id', { params: { id } });
export const getTestAnalytics = (id: string, signal?: AbortSignal): Promise<TestAnalytics> =>
  callApi('GET /api/admin/tests/:id/analytics', { params: { id }, signal });

export const createPassage = (text: string): Promise<Passage> => callApi('POST /api/admin/passages', { body: { text }, status: 201 });
/** Sets the same fields on many questions at once (a field left out stays as it is). */
export const tagQuestions = (body: QuestionTagsInput): Promise<QuestionTagsAnswer> => callApi('POST /api/admin/questions/tags', { body });
/** Corrects a question's key and rescores the test's attempts (the rest by a schedule when many). */
export const correctKey = (id: string, body: z.input<typeof keyCorrectionSchema>): Promise<KeyCorrectionJob> =>
  callApi('POST /api/admin/tests/:id/corrections', { params: { id }, body, status: 201 });
