/**
 * The one way the web app talks to the API (`/api/*`, same origin: Hosting rewrites it to the
 * function in production, the Vite proxy forwards it in development). Features call these
 * helpers and never `fetch` directly, so the auth header and the error shape live in one place.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Supplies the current Firebase ID token, or null when signed out. */
export type TokenProvider = () => Promise<string | null>;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** A FormData is sent as multipart; anything else (except undefined) as JSON. */
  body?: unknown;
  /**
   * Omit to ask the token provider; a string sends that token; null sends no Authorization
   * header even when someone is signed in.
   */
  token?: string | null;
  signal?: AbortSignal;
}

const genericErrorMessage = 'Something went wrong. Please try again.';
const networkErrorMessage = 'Could not reach the server. Check your connection and try again.';

/** A failed call. `status` is the HTTP status, or 0 when no response arrived at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The parsed error body, for callers that need more than the message. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

let tokenProvider: TokenProvider | null = null;

/** Auth wiring plugs the ID-token getter in here; null unplugs it (sign-out, tests). */
export function setTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });

  const token = options.token === undefined ? await tokenProvider?.() : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser must set the multipart boundary itself, so no Content-Type here.
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal });
  } catch (error) {
    // Callers abort on unmount and want to tell that apart from a failure, so let it through.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorMessage);
  }

  const parsed = await readJson(response);

  if (!response.ok) {
    throw new ApiError(response.status, messageFrom(parsed.value) ?? genericErrorMessage, parsed.value);
  }
  if (!parsed.ok) {
    // A 2xx that is not JSON is usually index.html from the SPA fallback: the route is missing.
    throw new ApiError(response.status, genericErrorMessage);
  }
  return parsed.value as T;
}

export function apiGet<T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

export function apiSend<T>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  body?: unknown,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method, body });
}

type ParsedBody = { ok: true; value: unknown } | { ok: false; value: undefined };

async function readJson(response: Response): Promise<ParsedBody> {
  // 204 and empty bodies are a success without content, not a parse error.
  const text = await response.text().catch(() => '');
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, value: undefined };
  }
}

/** The server replies `{ message, error }`; older clients read either field, so accept both. */
function messageFrom(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of ['message', 'error'] as const) {
    const value: unknown = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}
