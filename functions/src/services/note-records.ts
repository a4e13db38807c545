import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { noteUseLimit } from '../config/rate-limits.js';
import { hasErrorCode, notFound } from '../lib/errors.js';
import { db } from '../lib/firebase.js';
import { indiaDay, type NoteDownloadList, type NoteFileUse } from '@chem/contract';
import { textOf } from '../lib/fields.js';
import { assertUnderLimit, consume } from '../lib/rate-limit.js';
import { NOTE_NOT_FOUND, noteRef } from './notes.js';

/**
 * Who opened which note, and when. One document per student preview or download in the top-level
 * `noteAccesses` collection: the admin's "who downloaded this note" list is one query on
 * (noteId, kind, at) (a composite index in firestore.indexes.json), and the counts the lists show
 * are counters kept beside the data they describe (`notes/{id}.downloads`,
 * `users/{uid}.noteDownloads`), so neither list reads the records. Records outlive their note
 * (they carry its title), which keeps the history when a note is deleted.
 */
export const NOTE_ACCESSES = 'noteAccesses';

export interface NoteAccess {
  noteId: string;
  noteTitle: string;
  userId: string;
  name: string;
  email: string;
  kind: NoteFileUse;
  at: Date;
}

const FIRESTORE_NOT_FOUND = 5;

/**
 * Writes the record and, for a download, adds one to the note's and the student's counters, all in
 * one batch: the counts always match the records. `profile` is the student's `users/{uid}`
 * document when it exists (an account without one gets no counter rather than a stub profile).
 */
export async function recordNoteAccess(access: NoteAccess, note: DocumentReference, profile: DocumentReference | undefined): Promise<void> {
  const batch = db().batch();
  batch.create(db().collection(NOTE_ACCESSES).doc(), { ...access, at: Timestamp.fromDate(access.at) });
  if (access.kind === 'download') {
    // update, not set: a note deleted a moment ago must fail the batch, not come back as a stub.
    batch.update(note, { downloads: FieldValue.increment(1) });
    if (profile) batch.update(profile, { noteDownloads: FieldValue.increment(1) });
  }
  await batch.commit().catch((error: unknown) => {
    throw hasErrorCode(error, FIRESTORE_NOT_FOUND) ? notFound(NOTE_NOT_FOUND) : error;
  });
}

// ---------------------------------------------------------------------------------------------
// The daily limits: one counter per student per India calendar day, downloads and previews apart
// ---------------------------------------------------------------------------------------------

const limitKey = (uid: string, at: Date) => `${uid}:${indiaDay(at)}`;

/** Refuses (429) a student who has used up today's downloads (or previews); counts nothing. */
export const assertUseAllowed = (use: NoteFileUse, uid: string, at: Date, downloadsPerDay: number) =>
  assertUnderLimit(noteUseLimit(use, downloadsPerDay), limitKey(uid, at));

/** Counts one download (or preview) against today's limit, refusing (429) if a parallel request took the last one. */
export const countUse = (use: NoteFileUse, uid: string, at: Date, downloadsPerDay: number) =>
  consume(noteUseLimit(use, downloadsPerDay), limitKey(uid, at));

// ---------------------------------------------------------------------------------------------
// The admin's list of a note's downloads
// ---------------------------------------------------------------------------------------------

export const NOTE_DOWNLOADS_SHOWN = 100;

export async function listNoteDownloads(id: unknown): Promise<NoteDownloadList> {
  const ref = noteRef(id);
  const downloads = db().collection(NOTE_ACCESSES).where('noteId', '==', ref.id).where('kind', '==', 'download');
  const [note, newest, count] = await Promise.all([
    ref.get(),
    downloads.orderBy('at', 'desc').limit(NOTE_DOWNLOADS_SHOWN).get(),
    downloads.count().get(),
  ]);
  if (!note.exists) throw notFound(NOTE_NOT_FOUND);
  return {
    downloads: newest.docs.map((doc) => {
      const at: unknown = doc.get('at');
      return {
        userId: textOf(doc.get('userId')),
        name: textOf(doc.get('name')),
        email: textOf(doc.get('email')),
        at: at instanceof Timestamp ? at.toDate().toISOString() : '',
      };
    }),
    total: count.data().count,
  };
}
