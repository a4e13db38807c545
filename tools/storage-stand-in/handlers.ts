/**
 * LOCAL STAND-IN (see server.ts): what each route of the Cloud Storage JSON API does: uploads
 * (multipart, media, resumable in chunks), an object's resource, bytes, metadata patch and delete,
 * listing a bucket, and Firebase's `/v0` download-token surface.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, headerValue, parseJsonBody, parseMultipart, readBody, sendJson } from './http.js';
import {
  STRING_FIELDS,
  hashes,
  isRecord,
  mergeMetadata,
  nextGeneration,
  readWritableFields,
  type DiskStore,
  type ObjectResource,
  type WritableFields,
} from './store.js';

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

/** The routes' work, over one store. */
export class Handlers {
  // Upload sessions live in memory only: after a restart a client's session URL answers 404,
  // which is what an expired session does on the real service too.
  private readonly sessions = new Map<string, UploadSession>();

  constructor(
    private readonly store: DiskStore,
    /** The host named in links when a request carries no Host header. */
    private readonly host: string,
  ) {}

  /** Links and the resource as answered; built per request because the port may change. */
  private present(req: IncomingMessage, resource: ObjectResource): Record<string, unknown> {
    const base = `http://${headerValue(req, 'host') ?? this.host}`;
    const path = `b/${encodeURIComponent(resource.bucket)}/o/${encodeURIComponent(resource.name)}`;
    return {
      ...resource,
      selfLink: `${base}/storage/v1/${path}`,
      mediaLink: `${base}/download/storage/v1/${path}?generation=${resource.generation}&alt=media`,
    };
  }

  /** Stores a whole upload as a new generation, after the client's hashes and preconditions agree. */
  private async writeObject(
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
    return this.store.withLock(bucket, name, async () => {
      const existing = await this.store.getResource(bucket, name);
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
      await this.store.putObject(bucket, name, bytes, resource);
      return resource;
    });
  }

  /** `POST /upload/storage/v1/b/{bucket}/o`: a multipart or media upload, or a resumable session and its chunks. */
  async upload(req: IncomingMessage, res: ServerResponse, bucket: string, query: URLSearchParams): Promise<void> {
    const uploadType = query.get('uploadType');
    const uploadId = query.get('upload_id');

    if (uploadId !== null && (req.method === 'PUT' || req.method === 'POST')) {
      await this.resumableChunk(req, res, uploadId);
      return;
    }
    if (req.method === 'DELETE' && uploadId !== null) {
      // Cancelling a session, which the client does when it gives up on an upload.
      this.sessions.delete(uploadId);
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
      const resource = await this.writeObject(req, bucket, name, fields, dataPart.headers['content-type'], dataPart.data, query);
      sendJson(res, 200, this.present(req, resource));
      return;
    }
    if (uploadType === 'media') {
      const name = query.get('name') ?? '';
      const resource = await this.writeObject(req, bucket, name, {}, headerValue(req, 'content-type'), body, query);
      sendJson(res, 200, this.present(req, resource));
      return;
    }
    if (uploadType === 'resumable') {
      const raw = parseJsonBody(body);
      const nameInBody = isRecord(raw) && typeof raw['name'] === 'string' ? raw['name'] : undefined;
      const name = query.get('name') ?? nameInBody ?? '';
      if (!name) throw new HttpError(400, 'Object name is required', 'required');
      const id = randomUUID();
      this.sessions.set(id, {
        bucket,
        name,
        fields: readWritableFields(raw),
        fallbackContentType: headerValue(req, 'x-upload-content-type'),
        chunks: [],
        received: 0,
        query,
      });
      const location =
        `http://${headerValue(req, 'host') ?? this.host}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o` +
        `?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${id}`;
      res.writeHead(200, { Location: location, 'Content-Length': 0 });
      res.end();
      return;
    }
    throw new HttpError(400, `Unsupported uploadType: ${uploadType ?? '(none)'}`);
  }

  private async resumableChunk(req: IncomingMessage, res: ServerResponse, id: string) {
    const session = this.sessions.get(id);
    const body = await readBody(req);
    if (!session) throw new HttpError(404, 'No such upload session (it may predate a restart)', 'notFound');
    if (session.done) {
      sendJson(res, 200, this.present(req, session.done));
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
    const resource = await this.writeObject(
      req,
      session.bucket,
      session.name,
      session.fields,
      session.fallbackContentType,
      bytes,
      session.query,
    );
    session.done = resource;
    sendJson(res, 200, this.present(req, resource));
  }

  /** `/b/{bucket}/o/{name}`: the resource or its bytes (`alt=media`), a metadata patch, a delete. */
  async object(req: IncomingMessage, res: ServerResponse, bucket: string, name: string, query: URLSearchParams): Promise<void> {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const resource = await this.store.getResource(bucket, name);
      if (!resource) throw notFound(bucket, name);
      checkPreconditions(query, resource);
      if (query.get('alt') === 'media') {
        await this.sendMedia(req, res, resource);
      } else {
        sendJson(res, 200, this.present(req, resource));
      }
      return;
    }
    if (req.method === 'DELETE') {
      await readBody(req);
      await this.store.withLock(bucket, name, async () => {
        const resource = await this.store.getResource(bucket, name);
        if (!resource) throw notFound(bucket, name);
        checkPreconditions(query, resource);
        await this.store.deleteObject(bucket, name);
      });
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'PATCH' || req.method === 'PUT') {
      const fields = readWritableFields(parseJsonBody(await readBody(req)));
      const updated = await this.store.withLock(bucket, name, async () => {
        const resource = await this.store.getResource(bucket, name);
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
        await this.store.putResource(next);
        return next;
      });
      sendJson(res, 200, this.present(req, updated));
      return;
    }
    throw new HttpError(405, `${req.method ?? '?'} is not supported on an object`);
  }

  private async sendMedia(req: IncomingMessage, res: ServerResponse, resource: ObjectResource) {
    const bytes = await this.store.getBytes(resource.bucket, resource.name);
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

  /** `GET /b/{bucket}/o`: a listing by prefix, with delimiter prefixes and paging. */
  async list(req: IncomingMessage, res: ServerResponse, bucket: string, query: URLSearchParams): Promise<void> {
    if (req.method !== 'GET') throw new HttpError(405, `${req.method ?? '?'} is not supported on a bucket's objects`);
    if (query.get('matchGlob') !== null) {
      throw new HttpError(400, 'matchGlob is not supported by the storage stand-in');
    }
    const prefix = query.get('prefix') ?? '';
    const delimiter = query.get('delimiter') ?? '';
    const startOffset = query.get('startOffset');
    const endOffset = query.get('endOffset');
    const all = (await this.store.listResources(bucket)).filter(
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
      items: page.flatMap((e) => (e.item ? [this.present(req, e.item)] : [])),
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
  async firebaseV0(req: IncomingMessage, res: ServerResponse, bucket: string, name: string, query: URLSearchParams): Promise<void> {
    if (req.method !== 'GET') throw new HttpError(405, `${req.method ?? '?'} is not supported on /v0`);
    const resource = await this.store.getResource(bucket, name);
    if (!resource) throw notFound(bucket, name);
    const tokens = resource.metadata?.['firebaseStorageDownloadTokens'];
    if (query.get('alt') === 'media') {
      const token = query.get('token');
      if (!token || !tokens?.split(',').includes(token)) {
        throw new HttpError(403, 'Permission denied: a valid download token is required', 'forbidden');
      }
      await this.sendMedia(req, res, resource);
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
}
