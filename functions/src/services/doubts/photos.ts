import { DOUBT_MESSAGES, UPLOADS, type DoubtAuthor } from '@chem/contract';
import type { Readable } from 'node:stream';
import { notFound } from '../../lib/errors.js';
import { bucket } from '../../lib/firebase.js';
import { deleteObject, saveObject, uniqueObjectName } from '../../lib/storage.js';
import { PHOTO_ID, photoFolder, type StoredPhoto } from './store.js';

/**
 * A doubt's photos: a student's page of working (or the teacher's answer), checked by its bytes,
 * turned upright, re-encoded as WebP within 1600 px and stripped of every metadata block (a phone
 * photo's EXIF carries where it was taken). Stored under `doubts/{doubtId}/`, outside the public
 * `uploads/` prefix, and served only through the API to the people allowed to see them.
 */

/** Photos already re-encoded, ready to store once the request has passed every check. */
export interface PreparedPhoto extends StoredPhoto {
  data: Buffer;
}

/** Re-encodes each photo (400 for one that is not an image); nothing is stored yet. */
export async function preparePhotos(files: readonly Buffer[], author: DoubtAuthor): Promise<PreparedPhoto[]> {
  if (files.length === 0) return [];
  // sharp is loaded on the first photo only (lib/images.ts): most requests carry none.
  const { optimiseImage } = await import('../../lib/images.js');
  const prepared: PreparedPhoto[] = [];
  // One at a time: the function's memory holds one decoded photo, not three.
  for (const file of files) {
    const image = await optimiseImage(file, 'doubtPhoto', UPLOADS.doubtPhoto.wrongTypeMessage);
    const id = uniqueObjectName(author === 'teacher' ? 't-' : 's-', image.extension);
    prepared.push({ id, width: image.width, height: image.height, data: image.data });
  }
  return prepared;
}

const PRIVATE = 'private, no-store';

/**
 * Stores the photos, runs the write that points at them, and removes them again if that write
 * fails: a refused or failed request leaves no photo behind.
 */
export async function withStoredPhotos<T>(doubtId: string, photos: readonly PreparedPhoto[], write: () => Promise<T>): Promise<T> {
  const paths = photos.map((photo) => photoFolder(doubtId) + photo.id);
  try {
    await Promise.all(photos.map((photo, index) => saveObject(paths[index]!, photo.data, 'image/webp', PRIVATE)));
    return await write();
  } catch (error) {
    await Promise.all(paths.map((path) => deleteObject(path).catch(() => undefined)));
    throw error;
  }
}

export const storedOnly = (photos: readonly PreparedPhoto[]): StoredPhoto[] =>
  photos.map(({ id, width, height }) => ({ id, width, height }));

/** Deletes every photo of a doubt (a deleted doubt, a deleted account). */
export async function deleteDoubtPhotos(doubtId: string): Promise<void> {
  await bucket().deleteFiles({ prefix: photoFolder(doubtId) });
}

export async function deletePhotos(doubtId: string, photos: readonly StoredPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => deleteObject(photoFolder(doubtId) + photo.id)));
}

export interface PhotoFile {
  size: number;
  stream: Readable;
}

/** Opens a stored photo (the caller has checked who asks); 404 for an id that is not one. */
export async function openPhoto(doubtId: string, photoId: string): Promise<PhotoFile> {
  if (!PHOTO_ID.test(photoId)) throw notFound(DOUBT_MESSAGES.photoNotFound);
  const file = bucket().file(photoFolder(doubtId) + photoId);
  const [exists] = await file.exists();
  if (!exists) throw notFound(DOUBT_MESSAGES.photoNotFound);
  const [metadata] = await file.getMetadata();
  return { size: Number(metadata.size ?? 0), stream: file.createReadStream() };
}
