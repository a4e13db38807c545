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
  /**
   * The one status that counts as success, where the contract names one (the spec: contact
   * submit and subscribe succeed only with 201); another 2xx is then treated as a failure.
   */
  successStatus?: number;
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

/** Sends the request with the auth header and body encoding; a non-2xx answer becomes an ApiError. */
async function send(path: string, options: ApiRequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  const headers = new Headers({ Accept: accept });

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

  if (!response.ok) {
    const parsed = await readJson(response);
    throw new ApiError(response.status, messageFrom(parsed.value) ?? genericErrorMessage, parsed.value);
  }
  if (options.successStatus !== undefined && response.status !== options.successStatus) {
    throw new ApiError(response.status, genericErrorMessage);
  }
  return response;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const parsed = await readJson(response);
  if (!parsed.ok) {
    // A 2xx that is not JSON is usually index.html from the SPA fallback: the route is missing.
    throw new ApiError(response.status, genericErrorMessage);
  }
  return parsed.value as T;
}

/** A file the API sends (a note's PDF), with the name its Content-Disposition gives, if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
  contentType: string;
}

/** GET a file instead of JSON; failures are ApiErrors with the server's message, as for apiRequest. */
export async function apiBlob(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}): Promise<ApiFile> {
  const response = await send(path, { ...options, method: 'GET' }, '*/*');
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorMessage);
  }
  const contentType = response.headers.get('Content-Type') ?? blob.type;
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')), contentType };
}

/** `filename*=UTF-8''...` (the real name) wins over the quoted ASCII `filename="..."` fallback. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
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
  return parseJsonText(await response.text().catch(() => ''));
}

function parseJsonText(text: string): ParsedBody {
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

export interface ApiUploadOptions {
  method?: 'POST' | 'PUT';
  /** As for apiRequest: omit to ask the token provider, null for none. */
  token?: string | null;
  signal?: AbortSignal;
}

/**
 * A multipart upload that reports its progress (fetch cannot): XMLHttpRequest with the same auth
 * header, answer parsing and ApiError as apiRequest. `onProgress` gets the fraction sent, 0 to 1.
 */
export async function apiUpload<T>(
  path: string,
  formData: FormData,
  onProgress?: (fraction: number) => void,
  options: ApiUploadOptions = {},
): Promise<T> {
  const { method = 'POST', signal } = options;
  const token = options.token === undefined ? await tokenProvider?.() : options.token;
  if (signal?.aborted) throw new DOMException('The upload was aborted.', 'AbortError');

  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const parsed = parseJsonText(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, messageFrom(parsed.value) ?? genericErrorMessage, parsed.value));
      } else if (!parsed.ok) {
        reject(new ApiError(request.status, genericErrorMessage));
      } else {
        onProgress?.(1);
        resolve(parsed.value as T);
      }
    };
    request.onerror = () => reject(new ApiError(0, networkErrorMessage));
    request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(formData);
  });
}
