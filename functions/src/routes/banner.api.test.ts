import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { makeNotePdf, makePng } from '../../../tools/seed/files.js';
import { bucket, db } from '../lib/firebase.js';

const FIVE_MB = 5 * 1024 * 1024;

let admin: TestAccount;
let student: TestAccount;
const png = makePng(64, 24, (x, y) => [x * 4, y * 10, 180]);

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
});

/** `token` null sends the request anonymously. */
function uploadBanner(file: { data: Buffer; name: string; type?: string } | undefined, token: string | null = admin.token) {
  let request = api().post('/api/banner/upload');
  if (token) request = request.set(bearer(token));
  if (file)
    request = request.attach('bannerImage', file.data, { filename: file.name, contentType: file.type ?? 'application/octet-stream' });
  else request = request.field('note', 'no file');
  return request;
}

const storedBanner = async (id: string) => (await db().doc(`banners/${id}`).get()).data();
const fileExists = async (path: string) => (await bucket().file(path).exists())[0];

async function storedState() {
  const [banners, [files]] = await Promise.all([
    db().collection('banners').count().get(),
    bucket().getFiles({ prefix: 'uploads/banners/' }),
  ]);
  return { banners: banners.data().count, files: files.length };
}

describe('POST /api/banner/upload', () => {
  it('stores the image and answers 201 with the new banner, served under /uploads', async () => {
    const before = Date.now();
    const response = await uploadBanner({ data: png, name: 'hero.png', type: 'image/png' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.any(String),
      image: expect.stringMatching(/^\/uploads\/banners\/[^/]+\.webp$/),
      createdAt: expect.any(String),
    });
    expect(Date.parse(response.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const stored = await storedBanner(response.body._id);
    expect(stored?.storagePath).toBe((response.body.image as string).slice(1));
    expect(await fileExists(stored?.storagePath)).toBe(true);

    const served = await api().get(response.body.image);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(Buffer.from(served.body as Buffer)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 24 });
  });

  it('stores a camera-sized photo no wider than the hero ever shows it, as a much smaller WebP', async () => {
    const photo = await sharp({ create: { width: 4000, height: 2250, channels: 3, background: { r: 30, g: 60, b: 120 } } })
      .composite([
        {
          input: Buffer.from('<svg width="4000" height="2250"><text x="200" y="1200" font-size="400" fill="white">Chemistry</text></svg>'),
        },
      ])
      .jpeg({ quality: 95 })
      .toBuffer();
    const response = await uploadBanner({ data: photo, name: 'camera.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(201);

    const served = Buffer.from((await api().get(response.body.image)).body as Buffer);
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 900 });
    expect(served.length).toBeLessThan(photo.length / 4);
  });

  it('refuses a file that starts like a PNG but is not one, and stores nothing', async () => {
    const before = await storedState();
    const fake = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    const response = await uploadBanner({ data: fake, name: 'broken.png', type: 'image/png' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The image could not be read. Please choose another picture.');
    expect(await storedState()).toEqual(before);
  });

  it('recognises the image by its content, whatever its name says', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const response = await uploadBanner({ data: jpeg, name: 'banner.bin' });
    expect(response.status).toBe(201);
    expect(await sharp(Buffer.from((await api().get(response.body.image)).body as Buffer)).metadata()).toMatchObject({
      format: 'webp',
      width: 30,
    });
  });

  describe('refuses and stores nothing', () => {
    let before: Awaited<ReturnType<typeof storedState>>;
    beforeAll(async () => {
      before = await storedState();
    });

    it('400 "Please select a file first." without a file', async () => {
      const response = await uploadBanner(undefined);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Please select a file first.', error: 'Please select a file first.' });
    });

    it('400 "Only image files are allowed." for a PDF, even one named .png', async () => {
      const pdf = await makeNotePdf({ title: 'Not a banner', subtitle: '', pages: 1, sections: [] });
      for (const name of ['banner.pdf', 'banner.png']) {
        const response = await uploadBanner({ data: pdf, name, type: 'image/png' });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Only image files are allowed.');
      }
    });

    it('400 for a text file named .jpg', async () => {
      const response = await uploadBanner({ data: Buffer.from('hello'), name: 'banner.jpg', type: 'image/jpeg' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Only image files are allowed.');
    });

    it('413 for an image over 5 MB', async () => {
      const tooBig = Buffer.concat([png, Buffer.alloc(FIVE_MB + 1 - png.length)]);
      const response = await uploadBanner({ data: tooBig, name: 'huge.png', type: 'image/png' });
      expect(response.status).toBe(413);
      expect(response.body.message).toBe('Image size exceeds 5 MB limit');
    });

    it('401 for an anonymous caller and 403 for a student', async () => {
      expect((await uploadBanner({ data: png, name: 'hero.png' }, null)).status).toBe(401);
      const asStudent = await uploadBanner({ data: png, name: 'hero.png' }, student.token);
      expect(asStudent.status).toBe(403);
      expect(asStudent.body.message).toBe('Admin access required.');
    });

    it('left no banner and no file behind', async () => {
      expect(await storedState()).toEqual(before);
    });
  });
});

describe('GET /api/banner/getAllBanners', () => {
  it('lists banners newest first with only _id, image and createdAt', async () => {
    const old = await db()
      .collection('banners')
      .add({
        image: '/uploads/banners/old.png',
        storagePath: 'uploads/banners/old.png',
        createdAt: Timestamp.fromDate(new Date('2024-01-01')),
      });
    const newest = (await uploadBanner({ data: png, name: 'new.png' })).body._id as string;

    const response = await api().get('/api/banner/getAllBanners');
    expect(response.status).toBe(200);
    const banners = response.body as Array<{ _id: string; image: string; createdAt: string }>;
    expect(banners.length).toBe((await storedState()).banners);
    expect(banners[0]?._id).toBe(newest);
    expect(banners.at(-1)).toEqual({ _id: old.id, image: '/uploads/banners/old.png', createdAt: '2024-01-01T00:00:00.000Z' });
    for (const banner of banners) expect(Object.keys(banner).sort()).toEqual(['_id', 'createdAt', 'image']);
    const dates = banners.map((banner) => Date.parse(banner.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('may be cached publicly when anonymous, never when a token is sent', async () => {
    expect((await api().get('/api/banner/getAllBanners')).headers['cache-control']).toMatch(/^public, /);
    expect((await api().get('/api/banner/getAllBanners').set(bearer(admin.token))).headers['cache-control']).toBe('private, no-store');
  });
});

describe('DELETE /api/banner/delete/:id', () => {
  let id: string;
  let storagePath: string;
  beforeAll(async () => {
    id = (await uploadBanner({ data: png, name: 'doomed.png' })).body._id as string;
    storagePath = (await storedBanner(id))?.storagePath as string;
  });

  it('401 for an anonymous caller and 403 for a student, deleting nothing', async () => {
    expect((await api().delete(`/api/banner/delete/${id}`)).status).toBe(401);
    expect((await api().delete(`/api/banner/delete/${id}`).set(bearer(student.token))).status).toBe(403);
    expect(await storedBanner(id)).toBeDefined();
    expect(await fileExists(storagePath)).toBe(true);
  });

  it('deletes the banner and its image', async () => {
    const response = await api().delete(`/api/banner/delete/${id}`).set(bearer(admin.token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Banner deleted successfully' });
    expect(await storedBanner(id)).toBeUndefined();
    expect(await fileExists(storagePath)).toBe(false);
    const listed = (await api().get('/api/banner/getAllBanners')).body as Array<{ _id: string }>;
    expect(listed.map((banner) => banner._id)).not.toContain(id);
  });

  it('404 for an unknown or already deleted id', async () => {
    for (const unknown of [id, 'no-such-banner']) {
      const response = await api().delete(`/api/banner/delete/${unknown}`).set(bearer(admin.token));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Banner not found.', error: 'Banner not found.' });
    }
  });
});
