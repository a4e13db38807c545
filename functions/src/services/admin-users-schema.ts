import { z } from 'zod';

/** GET /api/admin/users: one page of the Users section, optionally narrowed by a search. */

export const USERS_PAGE_DEFAULT = 25;
export const USERS_PAGE_MAX = 100;
const limitMessage = `limit must be a whole number from 1 to ${USERS_PAGE_MAX}.`;

export const adminUsersQuery = z.object({
  search: z
    .string({ error: 'search must be text.' })
    .trim()
    .max(100, 'search must be at most 100 characters.')
    .optional()
    .transform((value) => value || undefined),
  cursor: z
    .string({ error: 'cursor must be text.' })
    .max(500, 'This page link is not valid. Start again from the first page.')
    .optional()
    .transform((value) => value || undefined),
  limit: z
    .string({ error: limitMessage })
    .regex(/^\d+$/, limitMessage)
    .transform(Number)
    .pipe(z.number().min(1, limitMessage).max(USERS_PAGE_MAX, limitMessage))
    .optional()
    .transform((value) => value ?? USERS_PAGE_DEFAULT),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;
