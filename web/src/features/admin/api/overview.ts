import { callApi } from '../../../lib/api-client';

export type { AdminOverview } from '@chem/contract';

export const getOverview = (signal?: AbortSignal) => callApi('GET /api/admin/overview', { signal });
