import type { DoubtStatus } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { fetchApiFile, uploadApi } from '../../../lib/api-transfer';

export type {
  AdminDoubt,
  AdminDoubtThread,
  DoubtMessage,
  DoubtPhoto,
  DoubtPlace,
  DoubtQuestion,
  DoubtStatus,
  SavedReply,
} from '@chem/contract';

/** The queue's filters as the screen holds them; empty strings mean "any". */
export interface QueueFilters {
  status: DoubtStatus;
  courseId: string;
  chapter: string;
}

export function listDoubts(filters: QueueFilters, cursor: string | null, signal?: AbortSignal) {
  return callApi('GET /api/admin/doubts', {
    query: {
      status: filters.status,
      courseId: filters.courseId || undefined,
      // A chapter is a chapter of the chosen course: without one the API refuses it.
      chapter: (filters.courseId && filters.chapter) || undefined,
      cursor: cursor ?? undefined,
    },
    signal,
  });
}

export const getDoubt = (id: string, cursor: string | null, signal?: AbortSignal) =>
  callApi('GET /api/admin/doubts/:id', { params: { id }, query: { cursor: cursor ?? undefined }, signal });

/** Multipart: `text`, `resolve` and up to three `photos`. */
export function replyToDoubt(
  id: string,
  reply: { text: string; resolve: boolean; photos: readonly File[] },
  onProgress?: (fraction: number) => void,
) {
  const body = new FormData();
  body.append('text', reply.text);
  body.append('resolve', reply.resolve ? 'true' : 'false');
  for (const photo of reply.photos) body.append('photos', photo);
  return uploadApi('POST /api/admin/doubts/:id/reply', { params: { id }, body, status: 201, onProgress });
}

export const resolveDoubt = (id: string) => callApi('POST /api/admin/doubts/:id/resolve', { params: { id } });

export const publishDoubt = (id: string, published: boolean) =>
  callApi('POST /api/admin/doubts/:id/publish', { params: { id }, body: { published } });

/** A photo of a doubt or a reply: it needs the teacher's token, so it comes as a blob, never as an <img src> to the API. */
export const fetchDoubtPhoto = (doubtId: string, photoId: string, signal?: AbortSignal) =>
  fetchApiFile('GET /api/doubts/:id/photos/:photoId', { params: { id: doubtId, photoId }, signal });

export const listSavedReplies = (signal?: AbortSignal) => callApi('GET /api/admin/saved-replies', { signal });

export const saveSavedReply = (id: string | null, reply: { title: string; text: string }) =>
  id
    ? callApi('PUT /api/admin/saved-replies/:id', { params: { id }, body: reply })
    : callApi('POST /api/admin/saved-replies', { body: reply, status: 201 });

export const deleteSavedReply = (id: string) => callApi('DELETE /api/admin/saved-replies/:id', { params: { id } });

export const listCourses = (signal?: AbortSignal) => callApi('GET /api/courses/getAllCourses', { signal });
