import { pipeline } from 'node:stream';
import { UPLOADS, newNoteSchema, noteChangesSchema, type NoteFileUse } from '@chem/contract';
import { Router, type Request, type Response } from 'express';
import { caller, isAdmin, requireAdmin, requireUser } from '../lib/auth.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseMultipart } from '../lib/multipart.js';
import { parseInput } from '../lib/validate.js';
import { openNoteFile } from '../services/note-access.js';
import { listNoteDownloads } from '../services/note-records.js';
import { createNote, deleteNote, listNotes, updateNote } from '../services/notes.js';

export const notesRouter = Router();

const readNoteForm = (req: Request) => parseMultipart(req, { file: UPLOADS.noteFile });

notesRouter.get('/getAllNotes', async (req, res) => {
  const notes = await listNotes();
  cachePublicly(req, res);
  res.json(notes);
});

notesRouter.post('/createNote', requireAdmin, async (req, res) => {
  const { fields, files } = await readNoteForm(req);
  const note = await createNote(parseInput(newNoteSchema, fields), files.file);
  res.status(201).json(note);
});

notesRouter.put('/updateNote/:id', requireAdmin, async (req, res) => {
  const { fields, files } = await readNoteForm(req);
  const note = await updateNote(req.params.id, parseInput(noteChangesSchema, fields), files.file);
  res.json(note);
});

notesRouter.delete('/deleteNote/:id', requireAdmin, async (req, res) => {
  await deleteNote(req.params.id);
  res.json({ message: 'Your note has been deleted.' });
});

async function sendNoteFile(req: Request, res: Response, use: NoteFileUse) {
  const user = caller(req);
  const reader = { uid: user.uid, isAdmin: isAdmin(user), email: user.email, name: typeof user.name === 'string' ? user.name : undefined };
  const file = await openNoteFile(req.params.id, reader, use);
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
notesRouter.head(['/:id/preview', '/:id/download'], (_req, res) => {
  res.set('Allow', 'GET').status(405).end();
});
notesRouter.get('/:id/preview', requireUser, (req, res) => sendNoteFile(req, res, 'preview'));
notesRouter.get('/:id/download', requireUser, (req, res) => sendNoteFile(req, res, 'download'));

/** The admin's "who downloaded this note": newest first, at most 100, with the total. */
notesRouter.get('/:id/downloads', requireAdmin, async (req, res) => {
  const list = await listNoteDownloads(req.params.id);
  res.set('Cache-Control', 'private, no-store');
  res.json(list);
});
