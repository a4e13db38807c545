import { LESSON_IMAGE_PREFIX, UPLOADS, type LessonImageAnswer } from '@chem/contract';
import { saveObject, uniqueObjectName } from '../lib/storage.js';
import { PUBLIC_UPLOADS_PREFIX } from './uploads.js';

/**
 * A picture for a reading (POST /api/admin/lesson-images): checked by its bytes, re-encoded as
 * WebP within 1200 px, metadata dropped, stored under a fresh name that also carries its size
 * (`<name>-640x480.webp`), so the reader keeps its box before it loads. Kept when a reading stops
 * using it: an older saved text, or a student's open page, may still show it.
 */
export async function storeLessonImage(picture: Buffer): Promise<LessonImageAnswer> {
  const { optimiseImage } = await import('../lib/images.js');
  const image = await optimiseImage(picture, 'coursePhoto', UPLOADS.lessonImage.wrongTypeMessage);
  const folder = PUBLIC_UPLOADS_PREFIX + LESSON_IMAGE_PREFIX.slice('/uploads/'.length);
  const path = uniqueObjectName(folder, image.extension).replace(/\.webp$/, `-${image.width}x${image.height}.webp`);
  await saveObject(path, image.data, image.mimeType);
  return { url: `/${path}`, width: image.width, height: image.height };
}
