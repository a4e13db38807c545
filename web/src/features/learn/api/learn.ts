import type { NoteFileUse } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { fetchApiFile, type ApiFile } from '../../../lib/api-transfer';

/** The outline with this viewer's locks and progress; a visitor's call goes without a token. */
export const getLearnCourse = (courseId: string, signal?: AbortSignal) =>
  callApi('GET /api/learn/courses/:courseId', { params: { courseId }, signal });

export const getLesson = (courseId: string, lessonId: string, signal?: AbortSignal) =>
  callApi('GET /api/learn/courses/:courseId/lessons/:lessonId', { params: { courseId, lessonId }, signal });

export const completeLesson = (courseId: string, lessonId: string) =>
  callApi('POST /api/learn/courses/:courseId/lessons/:lessonId/complete', { params: { courseId, lessonId } });

/** A batch of study time; `keepalive` when the student is leaving the page. */
export const reportStudyTime = (courseId: string, lessonId: string, seconds: number, keepalive = false) =>
  callApi('POST /api/learn/courses/:courseId/lessons/:lessonId/study', { params: { courseId, lessonId }, body: { seconds }, keepalive });

/** A note lesson's file, stamped for the student, under the lesson's access rule. */
export function fetchLessonNote(courseId: string, lessonId: string, use: NoteFileUse): Promise<ApiFile> {
  const params = { courseId, lessonId };
  return use === 'preview'
    ? fetchApiFile('GET /api/learn/courses/:courseId/lessons/:lessonId/preview', { params })
    : fetchApiFile('GET /api/learn/courses/:courseId/lessons/:lessonId/download', { params });
}
