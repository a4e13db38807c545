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
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { CRC32C } from '@google-cloud/storage';
import { listenLocally } from '../lib/local-server.js';

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

/** The stored object resource, as the JSON API answers it (minus host-dependent links). */
interface ObjectResource {
  kind: 'storage#object';
  id: string;
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType: string;
  storageClass: 'STANDARD';
  size: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  timeCreated: string;
  updated: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  metadata?: Record<string, string>;
}

/** The writable fields a client may send with an upload or a metadata patch. */
interface WritableFields {
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  /** `null` for a key removes it on patch, as in the real API. */
  metadata?: Record<string, string | null> | null;
}

interface UploadSession {
  bucket: string;
  name: string;
  fields: WritableFields;
  fallbackContentType: string | undefined;
  chunks: Buffer[];
  received: number;
  query: URLSearchParams;
  done?: ObjectResource;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason = 'invalid',
  ) {
    super(message);
  }
}

const STRING_FIELDS = ['contentType', 'cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'] as const;

// Bucket names are restricted this way by Cloud Storage too; it also keeps them safe as one
// directory name (no `/`, cannot be `.` or `..`).
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readWritableFields(value: unknown): WritableFields {
  if (!isRecord(value)) return {};
  const fields: WritableFields = {};
  for (const key of STRING_FIELDS) {
    const v = value[key];
    if (typeof v === 'string') fields[key] = v;
  }
  const meta = value['metadata'];
  if (meta === null) {
    fields.metadata = null;
  } else if (isRecord(meta)) {
    const out: Record<string, string | null> = {};
    // Cloud Storage stores custom metadata values as strings whatever JSON type was sent.
    for (const [k, v] of Object.entries(meta)) {
      out[k] = v === null ? null : typeof v === 'string' ? v : JSON.stringify(v);
    }
    fields.metadata = out;
  }
  return fields;
}

function mergeMetadata(
  current: Record<string, string> | undefined,
  patch: Record<string, string | null> | null | undefined,
): Record<string, string> | undefined {
  if (patch === undefined) return current;
  if (patch === null) return undefined;
  const merged: Record<string, string> = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  return Object.keys(merged).length > 0 ? merged : undefined;
}

function hashes(bytes: Buffer): { md5Hash: string; crc32c: string } {
  const crc = new CRC32C();
  crc.update(bytes);
  return { md5Hash: createHash('md5').update(bytes).digest('base64'), crc32c: crc.toString() };
}

let lastGeneration = 0;
/** Microseconds like the real service, kept strictly increasing so every write is distinct. */
function nextGeneration(): string {
  lastGeneration = Math.max(Date.now() * 1000, lastGeneration + 1);
  return String(lastGeneration);
}

function errnoCode(err: unknown): string | undefined {
  return isRecord(err) && typeof err['code'] === 'string' ? err['code'] : undefined;
}

/** Objects on disk: `<dataDir>/<bucket>/<key>.bin` (bytes) and `<key>.json` (resource). */
class DiskStore {
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(private readonly root: string) {}

  private bucketDir(bucket: string): string {
    if (!BUCKET_NAME.test(bucket)) throw new HttpError(400, `Invalid bucket name: '${bucket}'`);
    return join(this.root, bucket);
  }

  /**
   * encodeURIComponent turns every `/` into `%2F`, so a name can never leave the bucket folder
   * and `.`/`..` only ever appear inside a longer file name (`...json`). Names whose encoding
   * would pass the 255-byte file-name limit get a hash instead: `%%` never occurs in
   * encodeURIComponent output, so the two kinds cannot collide. The real name lives in the
   * sidecar, which listing reads.
   */
  private paths(bucket: string, name: string): { bin: string; json: string } {
    const encoded = encodeURIComponent(name);
    const key = encoded.length <= 200 ? encoded : `%%${createHash('sha256').update(name).digest('hex')}`;
    const dir = this.bucketDir(bucket);
    return { bin: join(dir, `${key}.bin`), json: join(dir, `${key}.json`) };
  }

  /** Serialises writes to one object so two uploads never interleave their two files. */
  async withLock<T>(bucket: string, name: string, fn: () => Promise<T>): Promise<T> {
    const key = `${bucket}/${name}`;
    const previous = this.locks.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.locks.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === settled) this.locks.delete(key);
    }
  }

  async getResource(bucket: string, name: string): Promise<ObjectResource | undefined> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.paths(bucket, name).json, 'utf8'));
      return parsed as ObjectResource;
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return undefined;
      throw err;
    }
  }

  async getBytes(bucket: string, name: string): Promise<Buffer> {
    return readFile(this.paths(bucket, name).bin);
  }

  /** Writes via rename so a crash never leaves half a file that looks complete. */
  private async atomicWrite(path: string, data: Buffer | string): Promise<void> {
    const tmp = `${path}.tmp-${randomUUID()}`;
    await writeFile(tmp, data);
    await rename(tmp, path);
  }

  async putObject(bucket: string, name: string, bytes: Buffer, resource: ObjectResource) {
    const { bin, json } = this.paths(bucket, name);
    await mkdir(this.bucketDir(bucket), { recursive: true });
    // Bytes first: the sidecar is what makes an object exist.
    await this.atomicWrite(bin, bytes);
    await this.atomicWrite(json, JSON.stringify(resource, null, 2));
  }

  async putResource(resource: ObjectResource): Promise<void> {
    await this.atomicWrite(this.paths(resource.bucket, resource.name).json, JSON.stringify(resource, null, 2));
  }

  async deleteObject(bucket: string, name: string): Promise<void> {
    const { bin, json } = this.paths(bucket, name);
    await rm(json, { force: true });
    await rm(bin, { force: true });
  }

  async listResources(bucket: string): Promise<ObjectResource[]> {
    let entries: string[];
    try {
      entries = await readdir(this.bucketDir(bucket));
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return [];
      throw err;
    }
    const out: ObjectResource[] = [];
    for (const entry of entries) {
      if (!entry.endsWith('.json')) continue;
      try {
        const parsed: unknown = JSON.parse(await readFile(join(this.bucketDir(bucket), entry), 'utf8'));
        out.push(parsed as ObjectResource);
      } catch (err) {
        // Deleted between readdir and readFile: it is simply gone.
        if (errnoCode(err) !== 'ENOENT') throw err;
      }
    }
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, message: string, reason: string): void {
  // Same shape as the real API: the client library builds its ApiError (code, message) from it.
  sendJson(res, status, {
    error: { code: status, message, errors: [{ message, domain: 'global', reason }] },
  });
}

function notFound(bucket: string, name: string): HttpError {
  return new HttpError(404, `No such object: ${bucket}/${name}`, 'notFound');
}

/** The `If*Match` query preconditions the client library sends when retries need them. */
function checkPreconditions(query: URLSearchParams, existing: ObjectResource | undefined): void {
  const generation = existing?.generation ?? '0';
  const failed = (message: string) => new HttpError(412, message, 'conditionNotMet');
  const ifGen = query.get('ifGenerationMatch');
  if (ifGen !== null && ifGen !== generation) throw failed('At least one of the pre-conditions you specified did not hold.');
  const ifGenNot = query.get('ifGenerationNotMatch');
  if (ifGenNot !== null && ifGenNot === generation) throw failed('At least one of the pre-conditions you specified did not hold.');
  const ifMeta = query.get('ifMetagenerationMatch');
  if (ifMeta !== null && ifMeta !== (existing?.metageneration ?? '0'))
    throw failed('At least one of the pre-conditions you specified did not hold.');
  const ifMetaNot = query.get('ifMetagenerationNotMatch');
  if (ifMetaNot !== null && ifMetaNot === existing?.metageneration)
    throw failed('At least one of the pre-conditions you specified did not hold.');
}

/** Splits a `multipart/related` body into its parts (headers lower-cased). */
function parseMultipart(body: Buffer, contentType: string | undefined): { headers: Record<string, string>; data: Buffer }[] {
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

function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON', 'parseError');
  }
}

/** Reads `X-Goog-Hash: crc32c=...,md5=...` (sent with the last resumable chunk). */
function checkClientHashes(req: IncomingMessage, actual: { md5Hash: string; crc32c: string }) {
  const header = headerValue(req, 'x-goog-hash');
  if (!header) return;
  for (const pair of header.split(',')) {
    const eq = pair.indexOf('=');
    const type = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (type === 'md5' && value !== actual.md5Hash) {
      throw new HttpError(400, `Provided MD5 hash "${value}" doesn't match calculated MD5 hash "${actual.md5Hash}".`);
    }
    if (type === 'crc32c' && value !== actual.crc32c) {
      throw new HttpError(400, `Provided CRC32C "${value}" doesn't match calculated CRC32C "${actual.crc32c}".`);
    }
  }
}

export async function startStorageStandIn(options: StorageStandInOptions): Promise<StorageStandIn> {
  const store = new DiskStore(resolve(options.dataDir));
  await mkdir(resolve(options.dataDir), { recursive: true });
  // Upload sessions live in memory only: after a restart a client's session URL answers 404,
  // which is what an expired session does on the real service too.
  const sessions = new Map<string, UploadSession>();
  const host = options.host ?? '127.0.0.1';

  /** Links and the resource as answered; built per request because the port may change. */
  function present(req: IncomingMessage, resource: ObjectResource): Record<string, unknown> {
    const base = `http://${headerValue(req, 'host') ?? host}`;
    const path = `b/${encodeURIComponent(resource.bucket)}/o/${encodeURIComponent(resource.name)}`;
    return {
      ...resource,
      selfLink: `${base}/storage/v1/${path}`,
      mediaLink: `${base}/download/storage/v1/${path}?generation=${resource.generation}&alt=media`,
    };
  }

  async function writeObject(
    req: IncomingMessage,
    bucket: string,
    name: string,
    fields: WritableFields,
    fallbackContentType: string | undefined,
    bytes: Buffer,
    query: URLSearchParams,
  ): Promise<ObjectResource> {
    if (!name) throw new HttpError(400, 'Object name is required', 'required');
    const sums = hashes(bytes);
    checkClientHashes(req, sums);
    return store.withLock(bucket, name, async () => {
      const existing = await store.getResource(bucket, name);
      checkPreconditions(query, existing);
      const now = new Date().toISOString();
      const generation = nextGeneration();
      const resource: ObjectResource = {
        kind: 'storage#object',
        id: `${bucket}/${name}/${generation}`,
        name,
        bucket,
        generation,
        metageneration: '1',
        contentType: fields.contentType ?? fallbackContentType ?? 'application/octet-stream',
        storageClass: 'STANDARD',
        size: String(bytes.length),
        ...sums,
        etag: createHash('sha1').update(`${generation}:${sums.md5Hash}`).digest('base64'),
        timeCreated: now,
        updated: now,
      };
      for (const key of STRING_FIELDS) {
        const v = fields[key];
        if (key !== 'contentType' && v !== undefined) resource[key] = v;
      }
      const metadata = mergeMetadata(undefined, fields.metadata);
      if (metadata) resource.metadata = metadata;
      await store.putObject(bucket, name, bytes, resource);
      return resource;
    });
  }

  async function handleUpload(req: IncomingMessage, res: ServerResponse, bucket: string, query: URLSearchParams): Promise<void> {
    const uploadType = query.get('uploadType');
    const uploadId = query.get('upload_id');

    if (uploadId !== null && (req.method === 'PUT' || req.method === 'POST')) {
      await handleResumableChunk(req, res, uploadId);
      return;
    }
    if (req.method === 'DELETE' && uploadId !== null) {
      // Cancelling a session, which the client does when it gives up on an upload.
      sessions.delete(uploadId);
      res.writeHead(499).end();
      return;
    }
    if (req.method !== 'POST') throw new HttpError(405, `${req.method} is not an upload method`);

    const body = await readBody(req);
    if (uploadType === 'multipart') {
      const [metaPart, dataPart] = parseMultipart(body, headerValue(req, 'content-type'));
      if (!metaPart || !dataPart) throw new HttpError(400, 'Multipart upload needs two parts');
      const raw = parseJsonBody(metaPart.data);
      const fields = readWritableFields(raw);
      const nameInBody = isRecord(raw) && typeof raw['name'] === 'string' ? raw['name'] : undefined;
      const name = query.get('name') ?? nameInBody ?? '';
      const resource = await writeObject(req, bucket, name, fields, dataPart.headers['content-type'], dataPart.data, query);
      sendJson(res, 200, present(req, resource));
      return;
    }
    if (uploadType === 'media') {
      const name = query.get('name') ?? '';
      const resource = await writeObject(req, bucket, name, {}, headerValue(req, 'content-type'), body, query);
      sendJson(res, 200, present(req, resource));
      return;
    }
    if (uploadType === 'resumable') {
      const raw = parseJsonBody(body);
      const nameInBody = isRecord(raw) && typeof raw['name'] === 'string' ? raw['name'] : undefined;
      const name = query.get('name') ?? nameInBody ?? '';
      if (!name) throw new HttpError(400, 'Object name is required', 'required');
      const id = randomUUID();
      sessions.set(id, {
        bucket,
        name,
        fields: readWritableFields(raw),
        fallbackContentType: headerValue(req, 'x-upload-content-type'),
        chunks: [],
        received: 0,
        query,
      });
      const location =
        `http://${headerValue(req, 'host') ?? host}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o` +
        `?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${id}`;
      res.writeHead(200, { Location: location, 'Content-Length': 0 });
      res.end();
      return;
    }
    throw new HttpError(400, `Unsupported uploadType: ${uploadType ?? '(none)'}`);
  }

  async function handleResumableChunk(req: IncomingMessage, res: ServerResponse, id: string) {
    const session = sessions.get(id);
    const body = await readBody(req);
    if (!session) throw new HttpError(404, 'No such upload session (it may predate a restart)', 'notFound');
    if (session.done) {
      sendJson(res, 200, present(req, session.done));
      return;
    }

    // Forms the client library sends: `bytes 0-*/*` (whole object in one request, the
    // default for save()), `bytes S-E/T` or `bytes S-E/*` (chunked), `bytes */*` (status query).
    const range = headerValue(req, 'content-range');
    let final: boolean;
    if (range === undefined) {
      session.chunks.push(body);
      session.received += body.length;
      final = true;
    } else {
      const m = /^bytes (?:\*|(\d+)-(\d+|\*))\/(\*|\d+)$/.exec(range.trim());
      if (!m) throw new HttpError(400, `Unparseable Content-Range: ${range}`);
      const [, startText, endText, totalText] = m;
      const total = totalText === '*' ? undefined : Number(totalText);
      if (startText !== undefined) {
        const start = Number(startText);
        if (start > session.received) {
          throw new HttpError(400, `Chunk starts at ${start} but only ${session.received} bytes were received`);
        }
        // A retried chunk may overlap what already arrived; keep only the new tail.
        const fresh = body.subarray(session.received - start);
        session.chunks.push(fresh);
        session.received += fresh.length;
      }
      final = (total !== undefined && session.received >= total) || (startText !== undefined && endText === '*');
    }

    if (!final) {
      const headers: Record<string, string | number> = { 'Content-Length': 0 };
      if (session.received > 0) headers['Range'] = `bytes=0-${session.received - 1}`;
      res.writeHead(308, headers).end();
      return;
    }
    const bytes = Buffer.concat(session.chunks);
    session.chunks = [];
    const resource = await writeObject(
      req,
      session.bucket,
      session.name,
      session.fields,
      session.fallbackContentType,
      bytes,
      session.query,
    );
    session.done = resource;
    sendJson(res, 200, present(req, resource));
  }

  async function handleObject(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    name: string,
    query: URLSearchParams,
  ): Promise<void> {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const resource = await store.getResource(bucket, name);
      if (!resource) throw notFound(bucket, name);
      checkPreconditions(query, resource);
      if (query.get('alt') === 'media') {
        await sendMedia(req, res, resource);
      } else {
        sendJson(res, 200, present(req, resource));
      }
      return;
    }
    if (req.method === 'DELETE') {
      await readBody(req);
      await store.withLock(bucket, name, async () => {
        const resource = await store.getResource(bucket, name);
        if (!resource) throw notFound(bucket, name);
        checkPreconditions(query, resource);
        await store.deleteObject(bucket, name);
      });
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'PATCH' || req.method === 'PUT') {
      const fields = readWritableFields(parseJsonBody(await readBody(req)));
      const updated = await store.withLock(bucket, name, async () => {
        const resource = await store.getResource(bucket, name);
        if (!resource) throw notFound(bucket, name);
        checkPreconditions(query, resource);
        const next: ObjectResource = {
          ...resource,
          metageneration: String(Number(resource.metageneration) + 1),
          updated: new Date().toISOString(),
        };
        for (const key of STRING_FIELDS) {
          const v = fields[key];
          if (v !== undefined) next[key] = v;
        }
        // PUT replaces custom metadata, PATCH merges it.
        const metadata = mergeMetadata(req.method === 'PUT' ? undefined : resource.metadata, fields.metadata);
        if (metadata) next.metadata = metadata;
        else delete next.metadata;
        await store.putResource(next);
        return next;
      });
      sendJson(res, 200, present(req, updated));
      return;
    }
    throw new HttpError(405, `${req.method ?? '?'} is not supported on an object`);
  }

  async function sendMedia(req: IncomingMessage, res: ServerResponse, resource: ObjectResource) {
    const bytes = await store.getBytes(resource.bucket, resource.name);
    const headers: Record<string, string | number> = {
      'Content-Type': resource.contentType,
      // The client checks downloads against these, as it does with the real service.
      'X-Goog-Hash': `crc32c=${resource.crc32c},md5=${resource.md5Hash}`,
      'X-Goog-Stored-Content-Encoding': resource.contentEncoding ?? 'identity',
      'X-Goog-Stored-Content-Length': resource.size,
      'X-Goog-Generation': resource.generation,
      'X-Goog-Metageneration': resource.metageneration,
      ETag: resource.etag,
      'Accept-Ranges': 'bytes',
    };
    if (resource.contentEncoding) headers['Content-Encoding'] = resource.contentEncoding;
    if (resource.cacheControl) headers['Cache-Control'] = resource.cacheControl;
    if (resource.contentDisposition) headers['Content-Disposition'] = resource.contentDisposition;

    let body = bytes;
    let status = 200;
    const range = /^bytes=(\d*)-(\d*)$/.exec(headerValue(req, 'range') ?? '');
    if (range && (range[1] || range[2])) {
      const size = bytes.length;
      let start: number;
      let end: number;
      if (!range[1]) {
        start = Math.max(0, size - Number(range[2]));
        end = size - 1;
      } else {
        start = Number(range[1]);
        end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      }
      if (start >= size || start > end) {
        res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
        return;
      }
      body = bytes.subarray(start, end + 1);
      status = 206;
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
      // A partial body cannot match whole-object hashes.
      delete headers['X-Goog-Hash'];
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handleList(req: IncomingMessage, res: ServerResponse, bucket: string, query: URLSearchParams): Promise<void> {
    if (req.method !== 'GET') throw new HttpError(405, `${req.method ?? '?'} is not supported on a bucket's objects`);
    if (query.get('matchGlob') !== null) {
      throw new HttpError(400, 'matchGlob is not supported by the storage stand-in');
    }
    const prefix = query.get('prefix') ?? '';
    const delimiter = query.get('delimiter') ?? '';
    const startOffset = query.get('startOffset');
    const endOffset = query.get('endOffset');
    const all = (await store.listResources(bucket)).filter(
      (r) => r.name.startsWith(prefix) && (startOffset === null || r.name >= startOffset) && (endOffset === null || r.name < endOffset),
    );

    // Items and delimiter prefixes share one ordered sequence so paging cuts through both.
    const entries: { key: string; item?: ObjectResource }[] = [];
    const seenPrefixes = new Set<string>();
    for (const r of all) {
      const at = delimiter ? r.name.indexOf(delimiter, prefix.length) : -1;
      if (at >= 0) {
        const p = r.name.slice(0, at + delimiter.length);
        if (!seenPrefixes.has(p)) {
          seenPrefixes.add(p);
          entries.push({ key: p });
        }
      } else {
        entries.push({ key: r.name, item: r });
      }
    }
    const token = query.get('pageToken');
    const after = token ? Buffer.from(token, 'base64url').toString('utf8') : undefined;
    const startAt = after === undefined ? 0 : entries.findIndex((e) => e.key > after);
    const remaining = startAt < 0 ? [] : entries.slice(startAt);
    const max = Number(query.get('maxResults') ?? '1000');
    const pageSize = Number.isFinite(max) && max > 0 ? Math.min(max, 1000) : 1000;
    const page = remaining.slice(0, pageSize);
    const last = page[page.length - 1];

    const body: Record<string, unknown> = {
      kind: 'storage#objects',
      items: page.flatMap((e) => (e.item ? [present(req, e.item)] : [])),
    };
    const prefixes = page.filter((e) => !e.item).map((e) => e.key);
    if (prefixes.length > 0) body['prefixes'] = prefixes;
    if (remaining.length > pageSize && last) {
      body['nextPageToken'] = Buffer.from(last.key, 'utf8').toString('base64url');
    }
    sendJson(res, 200, body);
  }

  /**
   * Firebase's own REST surface, used by firebase-admin's `getDownloadURL(file)`: the tokens
   * are the ones stored in `metadata.firebaseStorageDownloadTokens`, as in production.
   */
  async function handleFirebaseV0(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    name: string,
    query: URLSearchParams,
  ): Promise<void> {
    if (req.method !== 'GET') throw new HttpError(405, `${req.method ?? '?'} is not supported on /v0`);
    const resource = await store.getResource(bucket, name);
    if (!resource) throw notFound(bucket, name);
    const tokens = resource.metadata?.['firebaseStorageDownloadTokens'];
    if (query.get('alt') === 'media') {
      const token = query.get('token');
      if (!token || !tokens?.split(',').includes(token)) {
        throw new HttpError(403, 'Permission denied: a valid download token is required', 'forbidden');
      }
      await sendMedia(req, res, resource);
      return;
    }
    sendJson(res, 200, {
      name: resource.name,
      bucket: resource.bucket,
      generation: resource.generation,
      metageneration: resource.metageneration,
      contentType: resource.contentType,
      timeCreated: resource.timeCreated,
      updated: resource.updated,
      size: resource.size,
      md5Hash: resource.md5Hash,
      contentEncoding: resource.contentEncoding ?? 'identity',
      contentDisposition: resource.contentDisposition,
      metadata: resource.metadata,
      ...(tokens ? { downloadTokens: tokens } : {}),
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
    if (m?.[1]) return handleUpload(req, res, decode(m[1]), query);

    // The client library uses the bare `/b/...` form on an emulator host; the real service
    // and other tools use `/storage/v1/b/...` and `/download/storage/v1/b/...`.
    const jsonPath = rawPath.replace(/^\/(?:download\/)?storage\/v1(?=\/)/, '');
    m = /^\/b\/([^/]+)\/o\/?$/.exec(jsonPath);
    if (m?.[1]) return handleList(req, res, decode(m[1]), query);
    // Everything after `/o/` is the name: clients encode `/` as %2F, but a raw `/` is tolerated.
    m = /^\/b\/([^/]+)\/o\/(.+)$/.exec(jsonPath);
    if (m?.[1] && m[2]) return handleObject(req, res, decode(m[1]), decode(m[2]), query);
    m = /^\/b\/([^/]+)\/?$/.exec(jsonPath);
    if (m?.[1] && req.method === 'GET') {
      const bucket = decode(m[1]);
      sendJson(res, 200, { kind: 'storage#bucket', id: bucket, name: bucket });
      return;
    }
    m = /^\/v0\/b\/([^/]+)\/o\/(.+)$/.exec(rawPath);
    if (m?.[1] && m[2]) return handleFirebaseV0(req, res, decode(m[1]), decode(m[2]), query);

    throw new HttpError(404, `The storage stand-in does not implement ${req.method ?? '?'} ${rawPath}`, 'notFound');
  }

  const server = createServer((req, res) => {
    if (options.verbose) {
      const range = headerValue(req, 'content-range');
      process.stderr.write(`[storage-stand-in] ${req.method ?? '?'} ${req.url ?? ''}${range ? ` (Content-Range: ${range})` : ''}\n`);
    }
    route(req, res).catch((err: unknown) => {
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
