import type { Playlist, PlaylistPage } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

/** The course's chapters with every lesson's content, for the course form. */
export const getCurriculum = (courseId: string, signal?: AbortSignal) =>
  callApi('GET /api/learn/courses/:courseId/curriculum', { params: { courseId }, signal });

/** How many students started and finished the course, and their average progress. */
export const getLearners = (courseId: string, signal?: AbortSignal) =>
  callApi('GET /api/learn/courses/:courseId/learners', { params: { courseId }, signal });

export const listPlaylists = (signal?: AbortSignal): Promise<Playlist[]> => callApi('GET /api/videos/playlists', { signal });

export const listPlaylistVideos = (playlistId: string, pageToken: string | undefined, signal?: AbortSignal): Promise<PlaylistPage> =>
  callApi('GET /api/videos/playlist/:playlistId', { params: { playlistId }, query: { pageToken }, signal });
