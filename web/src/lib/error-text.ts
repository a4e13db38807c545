import { ApiError, messageFrom } from './api-client';

/**
 * What to tell the reader about a failed call: the server's own words when it sent any, that the
 * request never arrived when the network failed (more use on a patchy connection than a guess at
 * the cause), else the screen's own `fallback`.
 */
export function errorText<Fallback extends string | undefined>(error: unknown, fallback: Fallback): string | Fallback {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message;
  return messageFrom(error.body) ?? fallback;
}

/** A request the screen gave up on (it closed, or asked for something else): not a failure to show. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
