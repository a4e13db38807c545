import type { AlsoAskedAnswer, DoubtAllowance, DoubtMessageAnswer, DoubtThread, DoubtView, MyDoubts, SolvedDoubts } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { fetchApiFile, uploadApi } from '../../../lib/api-transfer';

/** The student's side of doubts, by the contract's route names. */

export const getAllowance = (signal?: AbortSignal): Promise<DoubtAllowance> => callApi('GET /api/doubts/allowance', { signal });

/** The form's fields and photos (multipart), with the upload's progress. */
export const sendDoubt = (body: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<DoubtView> =>
  uploadApi('POST /api/doubts', { body, status: 201, onProgress, signal });

export const getMyDoubts = (cursor: string | undefined, signal?: AbortSignal): Promise<MyDoubts> =>
  callApi('GET /api/doubts/mine', { query: { cursor }, signal });

export const getThread = (id: string, cursor: string | undefined, signal?: AbortSignal): Promise<DoubtThread> =>
  callApi('GET /api/doubts/:id', { params: { id }, query: { cursor }, signal });

export const sendFollowUp = (id: string, body: FormData, onProgress: (fraction: number) => void): Promise<DoubtMessageAnswer> =>
  uploadApi('POST /api/doubts/:id/messages', { params: { id }, body, status: 201, onProgress });

export const deleteDoubt = (id: string) => callApi('DELETE /api/doubts/:id', { params: { id } });

/** A photo of a doubt or an answer: sent only with the reader's token, so fetched as a file. */
export const getDoubtPhoto = async (id: string, photoId: string, signal?: AbortSignal): Promise<Blob> =>
  (await fetchApiFile('GET /api/doubts/:id/photos/:photoId', { params: { id, photoId }, signal })).blob;

export const getSolvedDoubts = (
  courseId: string,
  lessonId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SolvedDoubts> =>
  callApi('GET /api/learn/courses/:courseId/lessons/:lessonId/doubts', { params: { courseId, lessonId }, query: { cursor }, signal });

export const sayAlsoAsked = (id: string): Promise<AlsoAskedAnswer> => callApi('POST /api/doubts/:id/also', { params: { id } });
