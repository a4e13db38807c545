/**
 * LOCAL STAND-IN, not product code: a tiny imitation of the part of the Cloud Storage JSON API
 * that firebase-admin's `bucket.file()` calls use (save, download, exists, metadata, delete,
 * list). It is used only where the Storage emulator cannot start (machines without the
 * emulator's rules-runtime download, see /work/shared/ENVIRONMENT.md); everywhere else the
 * real `firebase emulators:start` Storage emulator serves the same calls. Product code reaches
 * it only through `STORAGE_EMULATOR_HOST`, so it never knows which one it got.
 *
 * Deliberately not implemented: security rules, ACLs, object versioning, compose/copy/rewrite,
 * signed URLs. An unknown route answers a JSON 404 so a new kind of call fails loudly.
 *
 * This file is the server: it routes each request to its handler (handlers.ts) and turns errors
 * into the API's error answers (http.ts); objects are kept on disk by store.ts.
 */
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { listenLocally } from '../lib/local-server.js';
import { Handlers } from './handlers.js';
import { HttpError, headerValue, sendError, sendJson } from './http.js';
import { DiskStore } from './store.js';

export interface StorageStandInOptions {
  port: number;
  host?: string;
  dataDir: string;
  /** Print one line per request to stderr; meant for finding out what a client sends. */
  verbose?: boolean;
}

export interface StorageStandIn {
  /** Base URL including the protocol, the form `STORAGE_EMULATOR_HOST` needs. */
  url: string;
  close(): Promise<void>;
}

/** Which handler answers a request, by its path (and the bare emulator-host form of it). */
async function route(handlers: Handlers, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const rawUrl = req.url ?? '/';
  const q = rawUrl.indexOf('?');
  // The raw path, not `new URL()`: URL normalisation would resolve `..` segments and
  // decode nothing consistently; object names are matched as sent, then decoded once.
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : rawUrl.slice(q + 1));

  const decode = (segment: string): string => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw new HttpError(400, `Badly encoded path segment: ${segment}`);
    }
  };

  let m = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/.exec(rawPath);
  if (m?.[1]) return handlers.upload(req, res, decode(m[1]), query);

  // The client library uses the bare `/b/...` form on an emulator host; the real service
  // and other tools use `/storage/v1/b/...` and `/download/storage/v1/b/...`.
  const jsonPath = rawPath.replace(/^\/(?:download\/)?storage\/v1(?=\/)/, '');
  m = /^\/b\/([^/]+)\/o\/?$/.exec(jsonPath);
  if (m?.[1]) return handlers.list(req, res, decode(m[1]), query);
  // Everything after `/o/` is the name: clients encode `/` as %2F, but a raw `/` is tolerated.
  m = /^\/b\/([^/]+)\/o\/(.+)$/.exec(jsonPath);
  if (m?.[1] && m[2]) return handlers.object(req, res, decode(m[1]), decode(m[2]), query);
  m = /^\/b\/([^/]+)\/?$/.exec(jsonPath);
  if (m?.[1] && req.method === 'GET') {
    const bucket = decode(m[1]);
    sendJson(res, 200, { kind: 'storage#bucket', id: bucket, name: bucket });
    return;
  }
  m = /^\/v0\/b\/([^/]+)\/o\/(.+)$/.exec(rawPath);
  if (m?.[1] && m[2]) return handlers.firebaseV0(req, res, decode(m[1]), decode(m[2]), query);

  throw new HttpError(404, `The storage stand-in does not implement ${req.method ?? '?'} ${rawPath}`, 'notFound');
}

export async function startStorageStandIn(options: StorageStandInOptions): Promise<StorageStandIn> {
  await mkdir(resolve(options.dataDir), { recursive: true });
  const host = options.host ?? '127.0.0.1';
  const handlers = new Handlers(new DiskStore(resolve(options.dataDir)), host);

  const server = createServer((req, res) => {
    if (options.verbose) {
      const range = headerValue(req, 'content-range');
      process.stderr.write(`[storage-stand-in] ${req.method ?? '?'} ${req.url ?? ''}${range ? ` (Content-Range: ${range})` : ''}\n`);
    }
    route(handlers, req, res).catch((err: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (err instanceof HttpError) {
        // Drain what the client is still sending so it reads our answer instead of a reset.
        req.resume();
        sendError(res, err.status, err.message, err.reason);
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      process.stderr.write(`[storage-stand-in] internal error: ${message}\n`);
      sendError(res, 500, `Storage stand-in internal error: ${message}`, 'backendError');
    });
  });

  // Node closes an idle kept-alive connection after 5 s, and a client that picks that connection for
  // its next upload at the same moment gets EPIPE. Keep idle connections longer than a test's pauses.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;

  const baseUrl = await listenLocally(server, options.port, host);

  return {
    url: baseUrl,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((err) => (err ? reject(err) : resolveClose()));
        // Clients keep connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
