import { pipeline } from 'node:stream';
import { Router, type Request, type Response } from 'express';
import { caller, isAdmin, requireAdmin, requireUser } from '../lib/auth.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseMultipart } from '../lib/multipart.js';
import { parseInput } from '../lib/validate.js';
import { openNoteFile, type NoteFileUse } from '../services/note-access.js';
import {
  createNote,
  deleteNote,
  listNotes,
  newNoteSchema,
  NOTE_FILE_MAX_BYTES,
  NOTE_FILE_TOO_LARGE,
  noteChangesSchema,
  updateNote,
} from '../services/notes.js';

export const notesRouter = Router();

const readNoteForm = (req: Request) =>
  parseMultipart(req, { file: { maxBytes: NOTE_FILE_MAX_BYTES, tooLargeMessage: NOTE_FILE_TOO_LARGE } });

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
  const file = await openNoteFile(req.params.id, { uid: user.uid, isAdmin: isAdmin(user) }, use);
  res.set({
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(use === 'preview' ? 'inline' : 'attachment', file.fileName),
    // Paid content: no shared cache may keep it, and the browser should not either.
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  // pipeline, not pipe: a reader who closes the tab also closes the read from the bucket.
  pipeline(file.stream, res, () => undefined);
}

notesRouter.get('/:id/preview', requireUser, (req, res) => sendNoteFile(req, res, 'preview'));
notesRouter.get('/:id/download', requireUser, (req, res) => sendNoteFile(req, res, 'download'));
