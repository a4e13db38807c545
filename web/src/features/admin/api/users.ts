import { USERS_PAGE_DEFAULT, type AdminUserRow, type AdminUsersPage } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { AdminUsersPage } from '@chem/contract';

/** One row of GET /api/admin/users. */
export type AdminUser = AdminUserRow;

export function listUsers(query: { search?: string; cursor?: string | null }, signal?: AbortSignal): Promise<AdminUsersPage> {
  return callApi('GET /api/admin/users', {
    query: { limit: String(USERS_PAGE_DEFAULT), search: query.search || undefined, cursor: query.cursor || undefined },
    signal,
  });
}
