/**
 * The one way the web app talks to the API (`/api/*`, same origin: Hosting rewrites it to the
 * function in production, the Vite proxy forwards it in development). Features call a route by
 * its name in the contract (`callApi('GET /api/courses/getCourseById/:id', { params: { id } })`)
 * and get that route's answer type back; they never `fetch` directly, so the auth header and the
 * error shape live in one place.
 */

import { translate } from '../i18n/catalog';
import { getLocale } from '../i18n/locale';
import { commonCatalog } from './i18n';
import {
  routeParts,
  routeUrl,
  type AnswerOf,
  type ApiRoutes,
  type BodyOf,
  type JsonRouteName,
  type MultipartBody,
  type ParamsOf,
  type QueryOf,
  type RouteName,
} from '@chem/contract';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Supplies the current Firebase ID token, or null when signed out. */
export type TokenProvider = () => Promise<string | null>;

interface RequestOptions {
  method?: HttpMethod;
  /** A FormData is sent as multipart; anything else (except undefined) as JSON. */
  body?: unknown;
  /**
   * Omit to ask the token provider; a string sends that token; null sends no Authorization
   * header even when someone is signed in.
   */
  token?: string | null;
  signal?: AbortSignal;
  /** Lets the request finish after the page is closed (a last report as the student leaves). */
  keepalive?: boolean;
  /**
   * The one status that counts as success, where the contract names one (the spec: contact
   * submit and subscribe succeed only with 201); another 2xx is then treated as a failure.
   */
  successStatus?: number;
}

/** What every call may add: the token (see RequestOptions) and an abort signal. */
export interface CallBase {
  token?: string | null;
  signal?: AbortSignal;
  keepalive?: boolean;
}

export type ParamsOption<Name extends RouteName> = [ParamsOf<Name>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamsOf<Name>, string> };
type BodyOption<Name extends RouteName> =
  BodyOf<Name> extends undefined ? { body?: undefined } : BodyOf<Name> extends MultipartBody ? { body: FormData } : { body: BodyOf<Name> };
type QueryOption<Name extends RouteName> = QueryOf<Name> extends undefined ? { query?: undefined } : { query?: QueryOf<Name> };
/** A route the contract answers with 201 must say so here, and only 201 then counts as success. */
type StatusOption<Name extends RouteName> = ApiRoutes[Name]['status'] extends 201 ? { status: 201 } : { status?: undefined };

export type CallOptions<Name extends RouteName> = ParamsOption<Name> & BodyOption<Name> & QueryOption<Name> & StatusOption<Name> & CallBase;
/** The options as the implementation reads them, once the call has been checked against its route. */
export interface RouteOptions extends CallBase {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string | undefined>;
  status?: number;
}

/** The options argument, optional when a route needs none of its parts. */
type OptionsArgument<Options> = object extends Options ? [options?: Options] : [options: Options];

/** The messages of a failed call that brought no message of its own, in the interface language. */
export const genericErrorMessage = () => translate(commonCatalog, 'common.errorGeneric');
export const networkErrorMessage = () => translate(commonCatalog, 'common.errorNetwork');

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

/** The token a call sends: the one it names, none for null, else the provider's. */
export const tokenFor = async (token: string | null | undefined): Promise<string | null | undefined> =>
  token === undefined ? await tokenProvider?.() : token;

/** Auth wiring plugs the ID-token getter in here; null unplugs it (sign-out, tests). */
export function setTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
}

/** Sends the request with the auth header and body encoding; a non-2xx answer becomes an ApiError. */
export async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, signal, keepalive } = options;
  // The API answers its messages (errors, confirmations) in the interface language.
  const headers = new Headers({ Accept: accept, 'X-Language': getLocale() });

  const token = await tokenFor(options.token);
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
    response = await fetch(path, { method, headers, body: payload, signal, ...(keepalive ? { keepalive } : {}) });
  } catch (error) {
    // Callers abort on unmount and want to tell that apart from a failure, so let it through.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorMessage());
  }

  if (!response.ok) {
    const parsed = await readJson(response);
    throw new ApiError(response.status, messageFrom(parsed.value) ?? genericErrorMessage(), parsed.value);
  }
  if (options.successStatus !== undefined && response.status !== options.successStatus) {
    throw new ApiError(response.status, genericErrorMessage());
  }
  return response;
}

async function requestJson<T>(path: string, options: RequestOptions): Promise<T> {
  const response = await send(path, options, 'application/json');
  const parsed = await readJson(response);
  if (!parsed.ok) {
    // A 2xx that is not JSON is usually index.html from the SPA fallback: the route is missing.
    throw new ApiError(response.status, genericErrorMessage());
  }
  return parsed.value as T;
}

/** Calls a route of the contract and answers what the contract says it answers. */
export function callApi<Name extends JsonRouteName>(name: Name, ...[options]: OptionsArgument<CallOptions<Name>>): Promise<AnswerOf<Name>> {
  // Checked against the route at the call; read loosely here.
  const { params, body, query, status, token, signal, keepalive } = (options ?? {}) as RouteOptions;
  return requestJson<AnswerOf<Name>>(routeUrl(name, params, query), {
    method: routeParts(name).method,
    body,
    token,
    signal,
    keepalive,
    successStatus: status,
  });
}

type ParsedBody = { ok: true; value: unknown } | { ok: false; value: undefined };

async function readJson(response: Response): Promise<ParsedBody> {
  // 204 and empty bodies are a success without content, not a parse error.
  return parseJsonText(await response.text().catch(() => ''));
}

export function parseJsonText(text: string): ParsedBody {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, value: undefined };
  }
}

/** The server replies `{ message, error }`; older clients read either field, so accept both. */
export function messageFrom(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of ['message', 'error'] as const) {
    const value: unknown = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}
