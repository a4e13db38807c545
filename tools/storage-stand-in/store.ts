/**
 * LOCAL STAND-IN (see server.ts): where the stand-in keeps objects. Each object is two files on
 * disk, its bytes and its resource (the JSON the API answers), so objects survive a restart.
 * Nothing here knows about HTTP except that a bad bucket name is the client's error (400).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CRC32C } from '@google-cloud/storage';
import { HttpError } from './http.js';

/** The stored object resource, as the JSON API answers it (minus host-dependent links). */
export interface ObjectResource {
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
export interface WritableFields {
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  /** `null` for a key removes it on patch, as in the real API. */
  metadata?: Record<string, string | null> | null;
}

export const STRING_FIELDS = ['contentType', 'cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'] as const;

// Bucket names are restricted this way by Cloud Storage too; it also keeps them safe as one
// directory name (no `/`, cannot be `.` or `..`).
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}$/;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readWritableFields(value: unknown): WritableFields {
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

export function mergeMetadata(
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

export function hashes(bytes: Buffer): { md5Hash: string; crc32c: string } {
  const crc = new CRC32C();
  crc.update(bytes);
  return { md5Hash: createHash('md5').update(bytes).digest('base64'), crc32c: crc.toString() };
}

let lastGeneration = 0;
/** Microseconds like the real service, kept strictly increasing so every write is distinct. */
export function nextGeneration(): string {
  lastGeneration = Math.max(Date.now() * 1000, lastGeneration + 1);
  return String(lastGeneration);
}

function errnoCode(err: unknown): string | undefined {
  return isRecord(err) && typeof err['code'] === 'string' ? err['code'] : undefined;
}

/** Objects on disk: `<dataDir>/<bucket>/<key>.bin` (bytes) and `<key>.json` (resource). */
export class DiskStore {
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
