import { pipeline } from 'node:stream';
import { UPLOADS, newNoteSchema, noteChangesSchema, type NoteFileUse } from '@chem/contract';
import type { Request, Response } from 'express';
import { apiRouter } from '../lib/api-router.js';
import { caller, isAdmin, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseMultipart } from '../lib/multipart.js';
import { parseInput } from '../lib/validate.js';
import { messageAnswer } from '../lib/language.js';
import { openNoteFile, type NoteFile } from '../services/note-access.js';
import { listNoteDownloads } from '../services/note-records.js';
import { createNote, deleteNote, listNotes, updateNote } from '../services/notes.js';

const { router, route } = apiRouter('/api/notes');
export const notesRouter = router;

const readNoteForm = (req: Request) => parseMultipart(req, { file: UPLOADS.noteFile });

route('GET /api/notes/getAllNotes', async (req, res) => {
  const notes = await listNotes();
  cachePublicly(req, res);
  return notes;
});

route('POST /api/notes/createNote', requireAdmin, async (req) => {
  const { fields, files } = await readNoteForm(req);
  return createNote(parseInput(newNoteSchema, fields), files.file);
});

route('PUT /api/notes/updateNote/:id', requireAdmin, async (req) => {
  const { fields, files } = await readNoteForm(req);
  return updateNote(String(req.params.id), parseInput(noteChangesSchema, fields), files.file);
});

route('DELETE /api/notes/deleteNote/:id', requireAdmin, async (req) => {
  await deleteNote(String(req.params.id));
  return messageAnswer(req, 'Your note has been deleted.');
});

async function sendNoteFile(req: Request, res: Response, use: NoteFileUse) {
  const user = caller(req);
  const reader = { uid: user.uid, isAdmin: isAdmin(user), email: user.email, name: typeof user.name === 'string' ? user.name : undefined };
  writeNoteFile(res, await openNoteFile(String(req.params.id), reader, use), use);
}

/** A note's file as the response (the library's, and a course's note lesson's). */
export function writeNoteFile(res: Response, file: NoteFile, use: NoteFileUse): void {
  res.set({
    'Content-Type': file.contentType,
    'Content-Length': String(file.stamped ? file.data.length : file.size),
    'Content-Disposition': contentDisposition(use === 'preview' ? 'inline' : 'attachment', file.fileName),
    // Paid content, and a copy made for this reader: no shared cache may keep it, nor the browser.
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    // Tells the web app whether this copy carries the reader's stamp (PDFs) or is the stored file (Office files).
    'X-Note-Stamped': String(file.stamped),
  });
  if (file.stamped) {
    res.end(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
    return;
  }
  // pipeline, not pipe: a reader who closes the tab also closes the read from the bucket.
  pipeline(file.stream, res, () => undefined);
}

// Express answers HEAD with the GET handler, which would stamp, record and count a copy nobody receives.
router.head(['/:id/preview', '/:id/download'], (_req, res) => {
  res.set('Allow', 'GET').status(405).end();
});
route('GET /api/notes/:id/preview', requireCurrentUser, (req, res) => sendNoteFile(req, res, 'preview'));
route('GET /api/notes/:id/download', requireCurrentUser, (req, res) => sendNoteFile(req, res, 'download'));

/** The admin's "who downloaded this note": newest first, at most 100, with the total. */
route('GET /api/notes/:id/downloads', requireAdmin, async (req, res) => {
  const list = await listNoteDownloads(String(req.params.id));
  res.set('Cache-Control', 'private, no-store');
  return list;
});
