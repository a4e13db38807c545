import { apiGet } from '../../../lib/api-client';

import type { AdminOverview } from '@chem/contract';
export type { AdminOverview };

export const getOverview = (signal?: AbortSignal) => apiGet<AdminOverview>('/api/admin/overview', { signal });
