import type { AdminSeriesList, SeriesInput, SeriesList, SeriesPage, SeriesTrend, TestSeries } from '@chem/contract';
import { callApi } from '../../../../lib/api-client';

/** Published series with their numbers of papers (public: the CDN keeps it a few minutes). */
export const listSeries = (signal?: AbortSignal): Promise<SeriesList> => callApi('GET /api/series', { signal });

/** A series and its published papers with their schedules (public). */
export const getSeries = (id: string, signal?: AbortSignal): Promise<SeriesPage> =>
  callApi('GET /api/series/:id', { params: { id }, signal });

/** The signed-in student's results across the series' released papers. */
export const getSeriesTrend = (id: string, signal?: AbortSignal): Promise<SeriesTrend> =>
  callApi('GET /api/series/:id/mine', { params: { id }, signal });

export const listAdminSeries = (signal?: AbortSignal): Promise<AdminSeriesList> => callApi('GET /api/admin/series', { signal });
export const createSeries = (body: SeriesInput): Promise<TestSeries> => callApi('POST /api/admin/series', { body, status: 201 });
export const updateSeries = (id: string, body: SeriesInput): Promise<TestSeries> =>
  callApi('PUT /api/admin/series/:id', { params: { id }, body });
/** `detach`: delete a series that still has tests, leaving them without one (409 otherwise). */
export const deleteSeries = (id: string, detach: boolean) =>
  callApi('DELETE /api/admin/series/:id', { params: { id }, ...(detach ? { query: { detach: 'true' as const } } : {}) });
