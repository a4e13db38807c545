import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { fileNameFrom } from '../lib/content-disposition.js';
import { documentRef } from '../lib/document-ref.js';
import { badRequest, notFound } from '../lib/errors.js';
import { db } from '../lib/firebase.js';
import { detectDocument } from '../lib/file-types.js';
import { toApiAllowed } from '../lib/serialize-allowed.js';
import { deleteObject, uniqueObjectName, withStoredObject } from '../lib/storage.js';

export const NOTES = 'notes';
export const NOTE_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const NOTE_FILE_TOO_LARGE = 'File size exceeds 2 MB limit';
export const NOTE_NOT_FOUND = 'Note not found.';
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;

// ---------------------------------------------------------------------------------------------
// What the admin form sends (multipart, so every value is a string)
// ---------------------------------------------------------------------------------------------

/** Form inputs left empty arrive as "": for optional fields that means "not given". */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** "12" -> 12; anything that is not a plain number is left as is for the schema to refuse. */
const numeric = (value: unknown) => (typeof value === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

const splitTags = (value: string) =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const noteFields = z.object({
  title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.'),
  description: z
    .string({ error: 'Description is required.' })
    .trim()
    .min(1, 'Description is required.')
    .max(5000, 'Description must be at most 5000 characters.'),
  category: z.string().trim().max(100, 'Category must be at most 100 characters.').optional(),
  tags: z
    .string()
    .transform(splitTags)
    .pipe(z.array(z.string().max(50, 'Each tag must be at most 50 characters.')).max(30, 'At most 30 tags are allowed.'))
    .optional(),
  difficulty: z.preprocess(
    blankAsMissing,
    z.enum(DIFFICULTIES, { error: 'Difficulty must be Beginner, Intermediate or Advanced.' }).optional(),
  ),
  pages: z.preprocess(
    (value) => numeric(blankAsMissing(value)),
    z
      .number({ error: 'Pages must be a whole number.' })
      .int('Pages must be a whole number.')
      .min(1, 'Pages must be at least 1.')
      .max(10_000, 'Pages must be at most 10000.')
      .optional(),
  ),
});

/** A new note: title and description required, the rest defaulted by `createNote`. */
export const newNoteSchema = noteFields;
export type NewNote = z.infer<typeof newNoteSchema>;

/** An edit: any subset of the fields, each validated as on create. */
export const noteChangesSchema = noteFields.partial();
export type NoteChanges = z.infer<typeof noteChangesSchema>;

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

/** Everything a client may see. An allow-list, so a field added later stays private until listed here. */
const PUBLIC_NOTE_FIELDS = [
  'title',
  'description',
  'category',
  'tags',
  'difficulty',
  'pages',
  'rating',
  'uploadDate',
  'downloads',
  'fileName',
  'contentType',
  'size',
] as const;

export const publicNote = (snapshot: DocumentSnapshot) => toApiAllowed(snapshot, PUBLIC_NOTE_FIELDS);
export type PublicNote = ReturnType<typeof publicNote>;

export const noteRef = (id: unknown) => documentRef(NOTES, id, NOTE_NOT_FOUND);

/**
 * Checks the file by its content as well as its name (a renamed executable or a PDF called .docx
 * is refused) and decides where it will live: `notes/<noteId>/<unique>.<ext>`, outside the public
 * `uploads/` prefix, so it can only be read through the subscription-checked endpoints.
 */
function prepareNoteFile(noteId: string, file: NoteUpload) {
  const type = detectDocument(file.data, file.fileName);
  if (!type) throw badRequest('Only PDF, DOC, DOCX, PPT and PPTX files are allowed.');
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
export async function listNotes(): Promise<PublicNote[]> {
  const snapshot = await db().collection(NOTES).orderBy('uploadDate', 'desc').get();
  return snapshot.docs.map(publicNote);
}

export async function createNote(input: NewNote, file: NoteUpload | undefined): Promise<PublicNote> {
  if (!file) throw badRequest('Please select a file.');
  const ref = db().collection(NOTES).doc();
  const { fields, upload } = prepareNoteFile(ref.id, file);
  await withStoredObject(upload, () =>
    ref.create({
      title: input.title,
      description: input.description,
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
export async function updateNote(id: unknown, changes: NoteChanges, file: NoteUpload | undefined): Promise<PublicNote> {
  const ref = noteRef(id);
  const prepared = file && prepareNoteFile(ref.id, file);
  const update = { ...withoutUndefined(changes), ...prepared?.fields };

  const replacedPath = await withStoredObject(prepared?.upload, () =>
    db().runTransaction(async (transaction) => {
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
  const filePath = await db().runTransaction(async (transaction) => {
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
  await deleteObject(path).catch((error: unknown) => console.error(`Could not delete replaced note file ${path}`, error));
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as Partial<T>;
}
