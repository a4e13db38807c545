import { z } from 'zod';

/**
 * Query fields of the admin's paged lists (`?cursor=&limit=`): the cursor is the server's own,
 * opaque to clients (an empty one means the first page); the limit a whole number within bounds.
 */

export const BAD_CURSOR = 'This page link is not valid. Start again from the first page.';

export const cursorField = () =>
  z
    .string({ error: 'cursor must be text.' })
    .max(500, BAD_CURSOR)
    .optional()
    .transform((value) => value || undefined);

export function limitField(defaultLimit: number, max: number) {
  const message = `limit must be a whole number from 1 to ${max}.`;
  return z
    .string({ error: message })
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message))
    .optional()
    .transform((value) => value ?? defaultLimit);
}
