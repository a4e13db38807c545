import type { ZodError, ZodType } from 'zod';
import { badRequest } from './errors.js';

/** The first issue's message is the one the user sees: schemas carry the spec's exact texts. */
export function firstIssueMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}

/** Parses untrusted input at the boundary; a failure is a 400 with the schema's message. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}
