/**
 * LOCAL STAND-IN (see server.ts): the HTTP side of the Cloud Storage JSON API that every handler
 * shares: the error the API answers, request bodies (JSON and `multipart/related`), JSON answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer the real API would give as an error: status, message and its `reason`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason = 'invalid',
  ) {
    super(message);
  }
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, message: string, reason: string): void {
  // Same shape as the real API: the client library builds its ApiError (code, message) from it.
  sendJson(res, status, {
    error: { code: status, message, errors: [{ message, domain: 'global', reason }] },
  });
}

/** Splits a `multipart/related` body into its parts (headers lower-cased). */
export function parseMultipart(body: Buffer, contentType: string | undefined): { headers: Record<string, string>; data: Buffer }[] {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new HttpError(400, 'Multipart upload without a boundary in Content-Type');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: Record<string, string>; data: Buffer }[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new HttpError(400, 'Multipart body does not contain its boundary');
  for (;;) {
    pos += delimiter.length;
    // `--` right after a delimiter closes the body.
    if (body.subarray(pos, pos + 2).toString() === '--') break;
    if (body.subarray(pos, pos + 2).toString() === '\r\n') pos += 2;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), pos);
    if (next < 0) throw new HttpError(400, 'Multipart body is not terminated');
    const part = body.subarray(pos, next);
    const split = part.indexOf('\r\n\r\n');
    const headerText = split < 0 ? '' : part.subarray(0, split).toString('utf8');
    const data = split < 0 ? part : part.subarray(split + 4);
    const headers: Record<string, string> = {};
    for (const line of headerText.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, data });
    pos = next + 2;
  }
  return parts;
}

export function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON', 'parseError');
  }
}
