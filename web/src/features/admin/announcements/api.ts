import type { AnnouncementInput } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { AdminAnnouncement, AnnouncementInput } from '@chem/contract';

export const listAnnouncements = (cursor: string | null, signal?: AbortSignal) =>
  callApi('GET /api/admin/announcements', { query: { cursor: cursor ?? undefined }, signal });

export const sendAnnouncement = (input: AnnouncementInput) => callApi('POST /api/admin/announcements', { body: input, status: 201 });

export const cancelAnnouncement = (id: string) => callApi('POST /api/admin/announcements/:id/cancel', { params: { id } });

/** The audiences' pick lists: the courses and the plans, as the other sections read them. */
export const listCourses = (signal?: AbortSignal) => callApi('GET /api/courses/getAllCourses', { signal });
export const listPlans = (signal?: AbortSignal) => callApi('GET /api/plans/getAllPlans', { signal });
