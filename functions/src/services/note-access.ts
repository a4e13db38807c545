import type { NoteFileUse } from '@chem/contract';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import type { UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { fileNameFrom } from '../lib/content-disposition.js';
import { forbidden, hasErrorCode, notFound } from '../lib/errors.js';
import { adminAuth, bucket, db } from '../lib/firebase.js';
import { textOf } from '../lib/fields.js';
import { assertUseAllowed, countUse, recordNoteAccess } from './note-records.js';
import { noteStamp, type StampedReader } from './note-stamp.js';
import { NOTE_NOT_FOUND, noteRef } from './notes.js';
import { readSiteSettings } from './site-settings.js';
import { activeSubscriptionFor } from './subscription-status.js';

/** Who asks, from the verified token; name and email stand in when the account has no profile. */
export interface NoteReader {
  uid: string;
  isAdmin: boolean;
  email?: string;
  name?: string;
}

interface NoteFileBase {
  /** The note's title as a file name with the stored file's extension, e.g. `Polymers - Class 12.pdf`. */
  fileName: string;
  contentType: string;
}

/** A PDF, stamped for its reader and held in memory (notes are at most 2 MB). */
export interface StampedNoteFile extends NoteFileBase {
  stamped: true;
  data: Uint8Array;
}

/** A Word or PowerPoint file, which cannot be stamped: streamed from the bucket as stored. */
export interface StreamedNoteFile extends NoteFileBase {
  stamped: false;
  size: number;
  stream: Readable;
}

export type NoteFile = StampedNoteFile | StreamedNoteFile;

const GCS_NOT_FOUND = 404;
const NO_FILE = 'This note has no file.';

/**
 * The contact a copy names is Auth's, read when the copy is made (not the token's, which may be an
 * hour old): the verified email; else the email marked unverified; else the phone number.
 */
function stampedReader(reader: NoteReader, profile: DocumentSnapshot, account: UserRecord | null): StampedReader {
  const verified = !!account?.email && account.emailVerified;
  return {
    uid: reader.uid,
    isAdmin: reader.isAdmin,
    name: textOf(profile.get('name')) || reader.name || '',
    email: (verified ? account.email : '') || account?.email || textOf(profile.get('email')) || reader.email || '',
    emailVerified: verified,
    phone: account?.phoneNumber || textOf(profile.get('phone')),
  };
}

/**
 * Opens a note's file for a reader who may have it: an admin, or a student whose subscription is
 * active now. Every PDF is a fresh copy stamped for the reader (the stored file never changes).
 *
 * A student's preview or download is recorded (services/note-records.ts) and counts against the
 * day's limit of its kind; a download also counts towards the note's and the student's totals;
 * all only once it is certain to be served: subscribed, note and file there, PDF stamped. An admin's copies are stamped
 * `Admin copy` and are neither recorded, counted nor limited: the teacher reading their own notes
 * is not a student download.
 */
export async function openNoteFile(
  id: unknown,
  reader: NoteReader,
  use: NoteFileUse,
  now: Date = new Date(),
  /** `accessGranted`: the caller has already decided the reader may have it (a course's note lesson). */
  options: { accessGranted?: boolean } = {},
): Promise<NoteFile> {
  const ref = noteRef(id);
  const profileRef = db().collection('users').doc(reader.uid);
  const [note, subscribed, profile, settings, account] = await Promise.all([
    ref.get(),
    reader.isAdmin || options.accessGranted === true || activeSubscriptionFor(reader.uid).then(Boolean),
    profileRef.get(),
    // The stamp's site name and the daily limit; cached, so usually no read at all.
    readSiteSettings(),
    adminAuth()
      .getUser(reader.uid)
      .catch(() => null),
  ]);
  if (!subscribed) throw forbidden('Subscription required');
  if (!note.exists) throw notFound(NOTE_NOT_FOUND);

  const filePath = note.get('filePath') as unknown;
  if (typeof filePath !== 'string') throw notFound(NO_FILE);
  const extension = extname(filePath).slice(1).toLowerCase();
  const storedType = textOf(note.get('contentType'));
  const fileName = fileNameFrom(textOf(note.get('title')), extension, 'note');
  const file = bucket().file(filePath);
  const missingFile = (error: unknown) => {
    throw hasErrorCode(error, GCS_NOT_FOUND) ? notFound(NO_FILE) : error;
  };

  const student = !reader.isAdmin;
  // The daily download limit is the teacher's, in Settings (cached).
  const perDay = settings.noteDownloadsPerDay;
  // A cheap check before the download and the stamping work; the count itself comes once the copy is made.
  if (student) await assertUseAllowed(use, reader.uid, now, perDay);

  const isPdf = extension === 'pdf' || storedType === 'application/pdf';
  const who = stampedReader(reader, profile, account);
  // A PDF is downloaded and stamped in its turn (lib/pdf-stamp.ts): only a few at once per
  // instance, so 40 requests at once cannot hold 40 files and 40 stamps in memory together.
  // pdf-lib and the fonts load with the first stamp, not with every cold start.
  const stamping = isPdf ? await import('../lib/pdf-stamp.js') : undefined;
  const stamped = await stamping?.stampInTurn(
    async () => (await file.download().catch(missingFile))[0],
    noteStamp(who, use, now, settings.siteName),
  );
  const metadata = isPdf ? undefined : (await file.getMetadata().catch(missingFile))[0];

  if (student) await countUse(use, reader.uid, now, perDay);
  if (student) {
    await recordNoteAccess(
      { noteId: ref.id, noteTitle: textOf(note.get('title')), userId: reader.uid, name: who.name, email: who.email, kind: use, at: now },
      ref,
      profile.exists ? profileRef : undefined,
    );
  }

  if (stamped) return { fileName, contentType: 'application/pdf', stamped: true, data: stamped };
  return {
    fileName,
    contentType: storedType || metadata?.contentType || 'application/octet-stream',
    stamped: false,
    size: Number(metadata?.size ?? 0),
    stream: file.createReadStream(),
  };
}
