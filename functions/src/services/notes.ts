import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { UPLOADS, type NewNote, type Note, type NoteChanges } from '@chem/contract';
import { fileNameFrom } from '../lib/content-disposition.js';
import { documentRef } from '../lib/document-ref.js';
import { badRequest, notFound } from '../lib/errors.js';
import { db, runTransaction } from '../lib/firebase.js';
import { detectDocument } from '../lib/file-types.js';
import { storedFields } from '../lib/fields.js';
import { deleteObject, uniqueObjectName, withStoredObject } from '../lib/storage.js';
import { logger } from '../lib/logger.js';

export const NOTES = 'notes';
export const NOTE_NOT_FOUND = 'Note not found.';
/** A file as it came out of the multipart body. */
export interface NoteUpload {
  fileName: string;
  data: Buffer;
}

// ---------------------------------------------------------------------------------------------
// Stored shape
// ---------------------------------------------------------------------------------------------

/** What a note's file adds to its document; `filePath` is the bucket path and never leaves the API. */
interface NoteFileFields {
  filePath: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** The Hindi title and description, each only when written: an empty one is no Hindi version. */
const hindiText = (titleHi: string | undefined, descriptionHi: string | undefined) => ({
  ...(titleHi ? { titleHi } : {}),
  ...(descriptionHi ? { descriptionHi } : {}),
});

/** Everything a client may see: built field by field, so `filePath` and any later server-only field stay private. */
export function publicNote(snapshot: DocumentSnapshot): Note {
  const fields = storedFields(snapshot);
  return {
    _id: snapshot.id,
    title: fields.text('title'),
    description: fields.text('description'),
    ...hindiText(fields.text('titleHi'), fields.text('descriptionHi')),
    category: fields.text('category'),
    tags: fields.texts('tags'),
    difficulty: fields.text('difficulty'),
    pages: fields.number('pages'),
    rating: fields.number('rating'),
    uploadDate: fields.time('uploadDate'),
    downloads: fields.number('downloads'),
    fileName: fields.text('fileName'),
    contentType: fields.text('contentType'),
    size: fields.number('size'),
  };
}

export const noteRef = (id: unknown) => documentRef(NOTES, id, NOTE_NOT_FOUND);

/**
 * Checks the file by its content as well as its name (a renamed executable or a PDF called .docx
 * is refused) and decides where it will live: `notes/<noteId>/<unique>.<ext>`, outside the public
 * `uploads/` prefix, so it can only be read through the subscription-checked endpoints.
 */
function prepareNoteFile(noteId: string, file: NoteUpload) {
  const type = detectDocument(file.data, file.fileName);
  if (!type) throw badRequest(UPLOADS.noteFile.wrongTypeMessage);
  const fields: NoteFileFields = {
    filePath: uniqueObjectName(`${NOTES}/${noteId}/`, type.extension),
    fileName: fileNameFrom(file.fileName, type.extension, 'note'),
    contentType: type.mimeType,
    size: file.data.length,
  };
  return { fields, upload: { path: fields.filePath, data: file.data, contentType: type.mimeType, cacheControl: 'private, no-store' } };
}

// ---------------------------------------------------------------------------------------------
// Use cases
// ---------------------------------------------------------------------------------------------

/** The public library, newest first. One query: each note costs one document read. */
export async function listNotes(): Promise<Note[]> {
  const snapshot = await db().collection(NOTES).orderBy('uploadDate', 'desc').get();
  return snapshot.docs.map(publicNote);
}

export async function createNote(input: NewNote, file: NoteUpload | undefined): Promise<Note> {
  if (!file) throw badRequest('Please select a file.');
  const ref = db().collection(NOTES).doc();
  const { fields, upload } = prepareNoteFile(ref.id, file);
  await withStoredObject(upload, () =>
    ref.create({
      title: input.title,
      description: input.description,
      ...hindiText(input.titleHi, input.descriptionHi),
      category: input.category ?? '',
      tags: input.tags ?? [],
      difficulty: input.difficulty ?? 'Beginner',
      pages: input.pages ?? 1,
      rating: 0,
      downloads: 0,
      // The server's clock, not the client's: the library is ordered by it.
      uploadDate: Timestamp.now(),
      ...fields,
    }),
  );
  return publicNote(await ref.get());
}

/**
 * Applies an edit; a new file replaces the old one. The old file is deleted only after the
 * document points at the new one, and the document is read inside the transaction, so two
 * concurrent replacements each delete exactly the file they replaced and none is orphaned.
 */
export async function updateNote(id: unknown, changes: NoteChanges, file: NoteUpload | undefined): Promise<Note> {
  const ref = noteRef(id);
  const prepared = file && prepareNoteFile(ref.id, file);
  const update = { ...withoutUndefined(changes), ...prepared?.fields };

  const replacedPath = await withStoredObject(prepared?.upload, () =>
    runTransaction(async (transaction) => {
      const current = await transaction.get(ref);
      if (!current.exists) throw notFound(NOTE_NOT_FOUND);
      if (Object.keys(update).length > 0) transaction.update(ref, update);
      return prepared ? (current.get('filePath') as unknown) : undefined;
    }),
  );
  if (typeof replacedPath === 'string') await deleteLeftover(replacedPath);
  return publicNote(await ref.get());
}

/** Deletes the document first, then its file: a failure in between leaves a stray file, never a note without one. */
export async function deleteNote(id: unknown): Promise<void> {
  const ref = noteRef(id);
  const filePath = await runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw notFound(NOTE_NOT_FOUND);
    transaction.delete(ref);
    return current.get('filePath') as unknown;
  });
  if (typeof filePath === 'string') await deleteLeftover(filePath);
}

/**
 * The request has already succeeded when a replaced or deleted file is removed; failing it now
 * would report an error for a change that was made, so the stray file is logged instead.
 */
async function deleteLeftover(path: string) {
  await deleteObject(path).catch((error: unknown) => logger.error(`Could not delete replaced note file ${path}`, error));
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as Partial<T>;
}
