import { ApiError } from '../../../lib/api-client';

/** The server's own message for a failed call, if it sent one (`{ message, error }`). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const body = error.body as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** The spec's rule for admin failures: the server's message, else the screen's fixed text. */
export const failureText = (error: unknown, fallback: string) => serverMessage(error) ?? fallback;

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
