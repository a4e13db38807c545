import { callApi } from '../../../lib/api-client';

export type { AdminOverview } from '@chem/contract';

export const getOverview = (signal?: AbortSignal) => callApi('GET /api/admin/overview', { signal });

/** Doubts waiting now, and the median wait for a first answer over the last 30 days. */
export const getDoubtsOverview = (signal?: AbortSignal) => callApi('GET /api/admin/doubts/overview', { signal });
