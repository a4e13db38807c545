import type { ZodType } from 'zod';

/**
 * Runs a request schema over a form's values and keeps the first message of each field: what the
 * server would answer for that field, shown under it before anything is sent.
 */
export function fieldMessages<K extends string>(schema: ZodType, values: unknown): Partial<Record<K, string>> {
  const result = schema.safeParse(values);
  const messages: Partial<Record<K, string>> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in messages)) messages[field as K] = issue.message;
  }
  return messages;
}
