import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { FieldValue } from 'firebase-admin/firestore';
import { fileNameFrom } from '../lib/content-disposition.js';
import { forbidden, notFound } from '../lib/errors.js';
import { bucket } from '../lib/firebase.js';
import { NOTE_NOT_FOUND, noteRef } from './notes.js';
import { activeSubscriptionFor } from './subscription-status.js';

/** Preview opens the file in the browser; download saves it and counts. */
export type NoteFileUse = 'preview' | 'download';

/** Who asks, from the verified token. */
export interface NoteReader {
  uid: string;
  isAdmin: boolean;
}

export interface NoteFile {
  /** The note's title as a file name with the stored file's extension, e.g. `Polymers - Class 12.pdf`. */
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

const hasCode = (error: unknown, code: number) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
const GCS_NOT_FOUND = 404;
const FIRESTORE_NOT_FOUND = 5;

/**
 * Opens a note's file for a reader who may have it: an admin, or a student whose subscription is
 * active now. A download adds one to `downloads` with an atomic increment, so concurrent downloads
 * never overwrite each other's count; a preview does not count.
 */
export async function openNoteFile(id: unknown, reader: NoteReader, use: NoteFileUse): Promise<NoteFile> {
  const ref = noteRef(id);
  const [note, subscribed] = await Promise.all([ref.get(), reader.isAdmin || activeSubscriptionFor(reader.uid).then(Boolean)]);
  if (!subscribed) throw forbidden('Subscription required');
  if (!note.exists) throw notFound(NOTE_NOT_FOUND);

  const filePath = note.get('filePath') as unknown;
  if (typeof filePath !== 'string') throw notFound('This note has no file.');
  const file = bucket().file(filePath);
  const [metadata] = await file.getMetadata().catch((error: unknown) => {
    throw hasCode(error, GCS_NOT_FOUND) ? notFound('This note has no file.') : error;
  });

  if (use === 'download') {
    await ref.update({ downloads: FieldValue.increment(1) }).catch((error: unknown) => {
      // Deleted between the read and now.
      throw hasCode(error, FIRESTORE_NOT_FOUND) ? notFound(NOTE_NOT_FOUND) : error;
    });
  }

  const title = note.get('title') as unknown;
  const storedType = note.get('contentType') as unknown;
  return {
    fileName: fileNameFrom(typeof title === 'string' ? title : '', extname(filePath).slice(1), 'note'),
    contentType: typeof storedType === 'string' ? storedType : (metadata.contentType ?? 'application/octet-stream'),
    size: Number(metadata.size ?? 0),
    stream: file.createReadStream(),
  };
}
