import { randomBytes } from 'node:crypto';
import { bucket } from './firebase.js';

/** A fresh object name, so a stored file never changes under its URL and caches can keep it long. */
export function uniqueObjectName(prefix: string, extension: string): string {
  return `${prefix}${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${extension}`;
}

export async function saveObject(path: string, data: Buffer, contentType: string, cacheControl = 'public, max-age=86400'): Promise<void> {
  await bucket().file(path).save(data, { resumable: false, contentType, metadata: { cacheControl } });
}

/** Deletes a stored object; already gone is fine (a retried delete must not fail). */
export async function deleteObject(path: string | undefined | null): Promise<void> {
  if (!path) return;
  await bucket().file(path).delete({ ignoreNotFound: true });
}

/**
 * Stores a new file, runs the write that points at it, and removes the file again if that write
 * fails, so a failed request never leaves an orphaned upload behind.
 */
export interface PendingUpload {
  path: string;
  data: Buffer;
  contentType: string;
  /** Defaults to a day of public caching, right for images; note files pass a private value. */
  cacheControl?: string;
}

export async function withStoredObject<T>(upload: PendingUpload | undefined, write: () => Promise<T>): Promise<T> {
  if (!upload) return write();
  await saveObject(upload.path, upload.data, upload.contentType, upload.cacheControl);
  try {
    return await write();
  } catch (error) {
    await deleteObject(upload.path).catch(() => undefined);
    throw error;
  }
}
