import type { AdminLiveClass, LiveClassAttendance, LiveClassJoin, LiveClassSummary, MadeLesson } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { fetchApiFile, saveFile } from '../../../lib/api-transfer';

export type { AdminLiveClass, LiveClassAttendance, LiveClassJoin, LiveClassSummary, MadeLesson };

/** The classes the student may join that have not ended, soonest first; one course's with `courseId`. */
export const getMyLiveClasses = (courseId: string | undefined, signal?: AbortSignal): Promise<LiveClassSummary[]> =>
  callApi('GET /api/live-classes', { query: courseId ? { courseId } : {}, signal }).then((answer) => answer.classes);

export const getLiveClass = (id: string, signal?: AbortSignal): Promise<LiveClassSummary> =>
  callApi('GET /api/live-classes/:id', { params: { id }, signal });

/** The link, once the class is open to join (records the student's attendance on the server). */
export const joinLiveClass = (id: string): Promise<LiveClassJoin> => callApi('POST /api/live-classes/:id/join', { params: { id } });

/** The class as an .ics file, saved under the name the server gives. */
export async function downloadCalendar(id: string): Promise<void> {
  const file = await fetchApiFile('GET /api/live-classes/:id/calendar.ics', { params: { id } });
  saveFile(file, file.fileName || 'live-class.ics');
}

// The teacher's section.

export interface LiveClassForm {
  title: string;
  courseId: string | null;
  startsAt: string;
  durationMinutes: number;
  link: string;
}

export const listAdminLiveClasses = (signal?: AbortSignal): Promise<AdminLiveClass[]> =>
  callApi('GET /api/admin/live-classes', { signal }).then((answer) => answer.classes);

export const scheduleLiveClass = (form: LiveClassForm): Promise<AdminLiveClass> =>
  callApi('POST /api/admin/live-classes', { body: form, status: 201 });

export const updateLiveClass = (id: string, form: LiveClassForm): Promise<AdminLiveClass> =>
  callApi('PUT /api/admin/live-classes/:id', { params: { id }, body: form });

export const cancelLiveClass = (id: string): Promise<AdminLiveClass> =>
  callApi('POST /api/admin/live-classes/:id/cancel', { params: { id } });

export const getAttendance = (id: string, signal?: AbortSignal): Promise<LiveClassAttendance> =>
  callApi('GET /api/admin/live-classes/:id/attendance', { params: { id }, signal });

export const makeLesson = (id: string, chapterId: string | undefined): Promise<MadeLesson> =>
  callApi('POST /api/admin/live-classes/:id/lesson', { params: { id }, body: chapterId ? { chapterId } : {} });
