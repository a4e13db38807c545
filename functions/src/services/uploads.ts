import type { Readable } from 'node:stream';
import { badRequest, notFound } from '../lib/errors.js';
import { bucket } from '../lib/firebase.js';

/** Public images live under this prefix of the bucket; note files live elsewhere and never leave through /uploads. */
export const PUBLIC_UPLOADS_PREFIX = 'uploads/';

const SAFE_PATH = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export interface PublicUpload {
  contentType: string;
  size: number;
  etag: string | undefined;
  stream: Readable;
}

/** Opens a public upload (profile photo, course photo, banner) by its path under /uploads. */
export async function openPublicUpload(path: string): Promise<PublicUpload> {
  if (!SAFE_PATH.test(path) || path.includes('..')) throw badRequest('Invalid file path.');
  const file = bucket().file(PUBLIC_UPLOADS_PREFIX + path);
  const [exists] = await file.exists();
  if (!exists) throw notFound('File not found.');
  const [metadata] = await file.getMetadata();
  return {
    contentType: metadata.contentType ?? 'application/octet-stream',
    size: Number(metadata.size ?? 0),
    etag: metadata.md5Hash ? `"${metadata.md5Hash}"` : undefined,
    stream: file.createReadStream(),
  };
}
