/**
 * Proves the LOCAL STAND-IN answers what real firebase-admin calls send: every check below goes
 * through firebase-admin / @google-cloud/storage, not through hand-made requests, except the
 * last few that pin the HTTP surface itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { startStorageStandIn, type StorageStandIn } from './server.js';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

let dataDir: string;
let standIn: StorageStandIn;
let port: number;
let app: App;
let bucket: Bucket;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-stand-in-'));
  standIn = await startStorageStandIn({ port: 0, dataDir });
  port = Number(new URL(standIn.url).port);
  // @google-cloud/storage reads this once, when firebase-admin builds its Storage client (the
  // first getStorage call), and uses it verbatim as the base URL: it must carry `http://`.
  // (FIREBASE_STORAGE_EMULATOR_HOST is the protocol-less form firebase-admin converts.)
  process.env.STORAGE_EMULATOR_HOST = standIn.url;
  app = initializeApp({ projectId: 'demo-standin-test', storageBucket: 'demo-standin-test.appspot.com' }, 'standin-test');
  bucket = getStorage(app).bucket();
});

afterAll(async () => {
  await deleteApp(app);
  await standIn.close();
  delete process.env.STORAGE_EMULATOR_HOST;
  await rm(dataDir, { recursive: true, force: true });
});

function errorCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
}

describe('storage stand-in, driven by firebase-admin', () => {
  it('url reflects the real port when started on port 0', () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(port).toBeGreaterThan(0);
  });

  it('multipart save, then download and getMetadata', async () => {
    const file = bucket.file('notes/simple.txt');
    const bytes = Buffer.from('Avogadro: 6.022e23');
    await file.save(bytes, {
      resumable: false,
      contentType: 'text/plain',
      metadata: { cacheControl: 'private, max-age=60', metadata: { a: '1' } },
    });

    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);

    const [meta] = await file.getMetadata();
    expect(meta.contentType).toBe('text/plain');
    expect(Number(meta.size)).toBe(bytes.length);
    expect(meta.md5Hash).toBe(createHash('md5').update(bytes).digest('base64'));
    expect(meta.crc32c).toEqual(expect.any(String));
    expect(meta.cacheControl).toBe('private, max-age=60');
    expect(meta.metadata).toEqual({ a: '1' });
    expect(meta.name).toBe('notes/simple.txt');
    expect(meta.bucket).toBe('demo-standin-test.appspot.com');
  });

  it('default (resumable) save of a ~300 KB buffer', async () => {
    const file = bucket.file('pdfs/big.bin');
    const bytes = randomBytes(300 * 1024);
    await file.save(bytes, { contentType: 'application/pdf' });
    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);
    const [meta] = await file.getMetadata();
    expect(meta.contentType).toBe('application/pdf');
    expect(meta.size).toBe(String(bytes.length));
  });

  it('chunked resumable upload (308 between chunks)', async () => {
    const file = bucket.file('pdfs/chunked.bin');
    const bytes = randomBytes(600 * 1024);
    // chunkSize makes the client send several PUTs and rely on 308 + Range in between.
    const stream = file.createWriteStream({ chunkSize: 256 * 1024, contentType: 'application/pdf' });
    stream.end(bytes);
    await once(stream, 'finish');
    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);
  });

  it('exists() is true for a saved object and false for a missing one', async () => {
    await bucket.file('exists/yes.txt').save('yes', { resumable: false });
    expect((await bucket.file('exists/yes.txt').exists())[0]).toBe(true);
    expect((await bucket.file('exists/no.txt').exists())[0]).toBe(false);
  });

  it('delete() removes the object; download() then rejects with 404', async () => {
    const file = bucket.file('to-delete/x.txt');
    await file.save('bye', { resumable: false });
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    const err: unknown = await file.download().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(errorCode(err)).toBe(404);
  });

  it('delete() of a missing object rejects with 404, and succeeds with ignoreNotFound', async () => {
    const file = bucket.file('to-delete/never-there.txt');
    const err: unknown = await file.delete().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(errorCode(err)).toBe(404);
    await expect(file.delete({ ignoreNotFound: true })).resolves.toBeDefined();
  });

  it('getFiles({ prefix }) lists only matching objects', async () => {
    await Promise.all(
      ['list/a/1.txt', 'list/a/2.txt', 'list/b/1.txt', 'listing-other.txt'].map((name) =>
        bucket.file(name).save(name, { resumable: false }),
      ),
    );
    const [files] = await bucket.getFiles({ prefix: 'list/a/' });
    expect(files.map((f) => f.name).sort()).toEqual(['list/a/1.txt', 'list/a/2.txt']);
    const [all] = await bucket.getFiles({ prefix: 'list/' });
    expect(all.map((f) => f.name).sort()).toEqual(['list/a/1.txt', 'list/a/2.txt', 'list/b/1.txt']);
  });

  it('getFiles pages through maxResults', async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => bucket.file(`paged/${i}.txt`).save(String(i), { resumable: false })));
    const [files] = await bucket.getFiles({ prefix: 'paged/', maxResults: 2, autoPaginate: false });
    expect(files.map((f) => f.name)).toEqual(['paged/0.txt', 'paged/1.txt']);
    const [everything] = await bucket.getFiles({ prefix: 'paged/' });
    expect(everything).toHaveLength(5);
  });

  it('deleteFiles({ prefix }) deletes only matching objects', async () => {
    await Promise.all(['bulk/1.txt', 'bulk/2/3.txt', 'bulky.txt'].map((name) => bucket.file(name).save(name, { resumable: false })));
    await bucket.deleteFiles({ prefix: 'bulk/' });
    expect((await bucket.getFiles({ prefix: 'bulk/' }))[0]).toHaveLength(0);
    expect((await bucket.file('bulky.txt').exists())[0]).toBe(true);
  });

  it('createReadStream() streams the bytes', async () => {
    const file = bucket.file('stream/data.bin');
    const bytes = randomBytes(100 * 1024);
    await file.save(bytes, { resumable: false });
    const chunks: Buffer[] = [];
    for await (const chunk of file.createReadStream()) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('an object name with slashes and spaces round-trips', async () => {
    const name = 'courses/Química orgánica/class 1/notes (final).pdf';
    const file = bucket.file(name);
    await file.save(Buffer.from('%PDF-1.4 fake'), { resumable: false, contentType: 'application/pdf' });
    expect((await file.download())[0].toString()).toBe('%PDF-1.4 fake');
    expect((await file.getMetadata())[0].name).toBe(name);
    const [files] = await bucket.getFiles({ prefix: 'courses/Química orgánica/' });
    expect(files.map((f) => f.name)).toEqual([name]);
  });

  it('setMetadata() merges custom metadata and removes null keys', async () => {
    const file = bucket.file('meta/patch.txt');
    await file.save('x', { resumable: false, metadata: { metadata: { keep: '1', drop: '2' } } });
    await file.setMetadata({ metadata: { drop: null, added: '3' } });
    const [meta] = await file.getMetadata();
    expect(meta.metadata).toEqual({ keep: '1', added: '3' });
    expect(meta.metageneration).toBe('2');
  });

  it('getDownloadURL() works with a stored firebaseStorageDownloadTokens', async () => {
    const file = bucket.file('public/logo.svg');
    await file.save('<svg/>', {
      resumable: false,
      contentType: 'image/svg+xml',
      metadata: { metadata: { firebaseStorageDownloadTokens: 'tok-123' } },
    });
    const url = await getDownloadURL(file);
    expect(url).toContain('token=tok-123');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<svg/>');
    expect((await fetch(url.replace('tok-123', 'wrong'))).status).toBe(403);
  });

  it('data survives a restart on the same dataDir', async () => {
    const file = bucket.file('persist/kept.txt');
    await file.save('still here', { resumable: false, contentType: 'text/plain' });
    await standIn.close();
    // Same port, because the client built its base URL from STORAGE_EMULATOR_HOST once.
    standIn = await startStorageStandIn({ port, dataDir });
    expect((await file.download())[0].toString()).toBe('still here');
    expect((await file.getMetadata())[0].contentType).toBe('text/plain');
  });
});

describe('storage stand-in HTTP surface', () => {
  it('answers a missing object with the JSON API error shape', async () => {
    const res = await fetch(`${standIn.url}/b/demo-standin-test.appspot.com/o/${encodeURIComponent('no/such.txt')}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      error: { code: 404, message: 'No such object: demo-standin-test.appspot.com/no/such.txt' },
    });
  });

  it('accepts the /storage/v1 prefix too', async () => {
    await bucket.file('prefixed.txt').save('p', { resumable: false });
    const res = await fetch(`${standIn.url}/storage/v1/b/demo-standin-test.appspot.com/o/prefixed.txt`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'prefixed.txt', size: '1' });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await fetch(`${standIn.url}/nothing/here`);
    expect(res.status).toBe(404);
    const body: unknown = await res.json();
    expect(body).toMatchObject({ error: { code: 404 } });
  });

  it('rejects names that try to escape the data folder', async () => {
    await bucket.file('../../escape.txt').save('contained', { resumable: false });
    const [files] = await bucket.getFiles({ prefix: '../' });
    expect(files.map((f) => f.name)).toEqual(['../../escape.txt']);
    expect(await readdir(join(dataDir, 'demo-standin-test.appspot.com'))).toContain('..%2F..%2Fescape.txt.json');
    const res = await fetch(`${standIn.url}/b/..%2F..%2Ftmp/o/x`);
    expect(res.status).toBe(400);
  });
});
