import { USERS_PAGE_DEFAULT } from '@chem/contract';
import { apiGet } from '../../../lib/api-client';
import type { AdminUserRow, AdminUsersPage } from '@chem/contract';

export type { AdminUsersPage, OrderStatus as PaymentStatus, SubscriptionStatus } from '@chem/contract';

/** One row of GET /api/admin/users. */
export type AdminUser = AdminUserRow;

export { USERS_PAGE_DEFAULT as USERS_PAGE_SIZE } from '@chem/contract';

export function listUsers(query: { search?: string; cursor?: string | null }, signal?: AbortSignal): Promise<AdminUsersPage> {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_DEFAULT) });
  if (query.search) params.set('search', query.search);
  if (query.cursor) params.set('cursor', query.cursor);
  return apiGet<AdminUsersPage>(`/api/admin/users?${params.toString()}`, { signal });
}
