import { USERS_PAGE_DEFAULT, type AdminUsersPage } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { AdminUsersPage } from '@chem/contract';

/** GET /api/admin/users: a page of users, newest first, or the matches of a search. */
export function listUsers(query: { search?: string; cursor?: string | null }, signal?: AbortSignal): Promise<AdminUsersPage> {
  return callApi('GET /api/admin/users', {
    query: { limit: String(USERS_PAGE_DEFAULT), search: query.search || undefined, cursor: query.cursor || undefined },
    signal,
  });
}
