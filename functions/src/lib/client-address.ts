import type { Request } from 'express';

/**
 * Who the caller is, for per-client rate limits: the address Google's front end saw.
 *
 * A request reaches the function through Google's front end (GFE), directly (the function's own
 * `*.run.app` / `cloudfunctions.net` URL) or behind Firebase Hosting's rewrite. The front end
 * appends the address it received the connection from to `X-Forwarded-For`, after whatever the
 * client itself put there, so only the right-most entries were written by someone we trust:
 *
 *   X-Forwarded-For: <anything the client sent>, <the client's address, appended by Google>
 *
 * Express's `trust proxy` set to a number N trusts exactly N hops counted from the socket (the
 * runtime's own proxy is the first), so N = 1 makes `req.ip` the right-most entry and the
 * client-written part is never read. `trust proxy: true`, by contrast, takes the left-most entry,
 * which the client chooses freely: a fresh made-up address per request was a fresh rate-limit
 * identity. TRUSTED_PROXY_HOPS changes N should a deployment put another proxy (which appends its
 * own address) between Google's front end and the function: then 2.
 */
export const DEFAULT_TRUSTED_PROXY_HOPS = 1;

export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.TRUSTED_PROXY_HOPS?.trim() || NaN);
  return Number.isInteger(value) && value >= 0 && value <= 5 ? value : DEFAULT_TRUSTED_PROXY_HOPS;
}

/** The key per-client limits count under: never a value the client chose. */
export const clientKey = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
