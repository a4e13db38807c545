import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { UPLOADS, type Banner } from '@chem/contract';
import { documentRef } from '../lib/document-ref.js';
import { badRequest, notFound } from '../lib/errors.js';
import { db, runTransaction } from '../lib/firebase.js';
import { optimiseImage } from '../lib/images.js';
import { storedFields } from '../lib/fields.js';
import { deleteObject, uniqueObjectName, withStoredObject } from '../lib/storage.js';
import { PUBLIC_UPLOADS_PREFIX } from './uploads.js';
import { logger } from '../lib/logger.js';

const BANNERS = 'banners';
const BANNER_PREFIX = `${PUBLIC_UPLOADS_PREFIX}banners/`;
const BANNER_NOT_FOUND = 'Banner not found.';

/** `storagePath` (the bucket path) stays on the server; `image` is the public URL path. */
function publicBanner(snapshot: DocumentSnapshot): Banner {
  const fields = storedFields(snapshot);
  return { _id: snapshot.id, image: fields.text('image'), createdAt: fields.time('createdAt') };
}

/** The home carousel, newest first. */
export async function listBanners(): Promise<Banner[]> {
  const snapshot = await db().collection(BANNERS).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map(publicBanner);
}

/** Stores an image (recognised by its content, not its name, and shrunk to WebP) and the banner pointing at it. */
export async function uploadBanner(file: { data: Buffer } | undefined): Promise<Banner> {
  if (!file) throw badRequest('Please select a file first.');
  const image = await optimiseImage(file.data, 'banner', UPLOADS.banner.wrongTypeMessage);
  const storagePath = uniqueObjectName(BANNER_PREFIX, image.extension);
  const ref = db().collection(BANNERS).doc();
  await withStoredObject({ path: storagePath, data: image.data, contentType: image.mimeType }, () =>
    // Served by routes/uploads.ts at /uploads/<path under uploads/>.
    ref.create({ image: `/${storagePath}`, storagePath, createdAt: Timestamp.now() }),
  );
  return publicBanner(await ref.get());
}

/** Deletes the banner, then its image: a failure in between leaves a stray file, never a slide without an image. */
export async function deleteBanner(id: unknown): Promise<void> {
  const ref = documentRef(BANNERS, id, BANNER_NOT_FOUND);
  const storagePath = await runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw notFound(BANNER_NOT_FOUND);
    transaction.delete(ref);
    return current.get('storagePath') as unknown;
  });
  if (typeof storagePath === 'string') {
    await deleteObject(storagePath).catch((error: unknown) => logger.error(`Could not delete banner image ${storagePath}`, error));
  }
}
