/**
 * The API's calls that move files rather than JSON: a note's file to the reader, and the admin's
 * multipart uploads with progress. Apart from lib/api-client.ts so the app shell every page loads
 * does not carry them; same auth header, error shape and route names.
 */
import {
  routeParts,
  routeUrl,
  type AnswerOf,
  type BodyOf,
  type FileRouteName,
  type JsonRouteName,
  type MultipartBody,
} from '@chem/contract';
import {
  ApiError,
  genericErrorMessage,
  messageFrom,
  networkErrorMessage,
  parseJsonText,
  send,
  tokenFor,
  type CallBase,
  type CallOptions,
  type ParamsOption,
  type RouteOptions,
} from './api-client';
import { getLocale } from '../i18n/locale';

/** A file the API sends (a note's PDF), with the name its Content-Disposition gives, if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
  contentType: string;
}

/** A route's file (a note's PDF); failures are ApiErrors with the server's message, as for callApi. */
export async function fetchApiFile<Name extends FileRouteName>(name: Name, options: ParamsOption<Name> & CallBase): Promise<ApiFile> {
  const { params, token, signal }: RouteOptions = options;
  const response = await send(routeUrl(name, params), { method: 'GET', token, signal }, '*/*');
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorMessage());
  }
  const contentType = response.headers.get('Content-Type') ?? blob.type;
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')), contentType };
}

/** `filename*=UTF-8''...` (the real name) wins over the quoted ASCII `filename="..."` fallback. */
function fileNameFromDisposition(header: string | null): string | null {
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

type MultipartRouteName = { [Name in JsonRouteName]: BodyOf<Name> extends MultipartBody ? Name : never }[JsonRouteName];

/**
 * A multipart route, reporting the upload's progress (fetch cannot): XMLHttpRequest with the same
 * auth header, answer parsing and ApiError as callApi. `onProgress` gets the fraction sent, 0 to 1.
 */
export async function uploadApi<Name extends MultipartRouteName>(
  name: Name,
  options: CallOptions<Name> & { onProgress?: (fraction: number) => void },
): Promise<AnswerOf<Name>> {
  const { params, body, status, signal }: RouteOptions = options;
  const { onProgress } = options;
  const { method } = routeParts(name);
  const token = await tokenFor(options.token);
  if (signal?.aborted) throw new DOMException('The upload was aborted.', 'AbortError');

  return new Promise<AnswerOf<Name>>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, routeUrl(name, params));
    request.setRequestHeader('Accept', 'application/json');
    // The API answers its messages (a photo too large, a limit reached) in the interface language.
    request.setRequestHeader('X-Language', getLocale());
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const parsed = parseJsonText(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, messageFrom(parsed.value) ?? genericErrorMessage(), parsed.value));
      } else if (!parsed.ok || (status !== undefined && request.status !== status)) {
        reject(new ApiError(request.status, genericErrorMessage()));
      } else {
        onProgress?.(1);
        resolve(parsed.value as AnswerOf<Name>);
      }
    };
    request.onerror = () => reject(new ApiError(0, networkErrorMessage()));
    request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body as FormData);
  });
}

/** Saves a fetched file under its name, the way a plain download link would. */
export function saveFile(file: ApiFile, fileName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
