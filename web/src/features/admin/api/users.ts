import { apiGet } from '../../../lib/api-client';
import type { Role } from '../../../lib/api-types';

export type SubscriptionStatus = 'active' | 'expired' | 'cancelled';

/** One row of GET /api/admin/users (functions/src/services/admin-users.ts). */
export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  phone: string;
  school: string;
  course: string;
  role: Role;
  createdAt: string | null;
  subscription: { status: SubscriptionStatus; planName: string; endDate: string } | null;
  /** How many note downloads the student has made (each one is recorded). */
  downloads: number;
  /** The newest purchase attempt: `created` (checkout opened, not paid), `paid`, `failed` or `refunded`. Rupees. */
  latestPayment: { status: PaymentStatus; amount: number; planName: string; at: string } | null;
}

export type PaymentStatus = 'created' | 'paid' | 'failed' | 'refunded';

export interface AdminUsersPage {
  users: AdminUser[];
  nextCursor: string | null;
  /** A search answers its first matches only; true when there may be more. */
  truncated: boolean;
}

export const USERS_PAGE_SIZE = 25;

export function listUsers(query: { search?: string; cursor?: string | null }, signal?: AbortSignal): Promise<AdminUsersPage> {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (query.search) params.set('search', query.search);
  if (query.cursor) params.set('cursor', query.cursor);
  return apiGet<AdminUsersPage>(`/api/admin/users?${params.toString()}`, { signal });
}
