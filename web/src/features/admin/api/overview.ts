import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/overview (functions/src/services/admin-overview.ts). */
export interface AdminOverview {
  students: number;
  notes: number;
  activeSubscriptions: number;
  contactQueries: number;
  /** Rupees, the sum of every recorded subscription's price. */
  revenue: number;
  generatedAt: string;
}

export const getOverview = (signal?: AbortSignal) => apiGet<AdminOverview>('/api/admin/overview', { signal });
