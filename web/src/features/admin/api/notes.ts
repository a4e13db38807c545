import { NOTE_FILE_EXTENSIONS as EXTENSIONS, type Note } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { uploadApi } from '../../../lib/api-transfer';

export type { Note };

/** A note's file types, checked in the browser so a wrong file is refused before a long upload. */
export const NOTE_FILE_EXTENSIONS = EXTENSIONS.map((extension) => `.${extension}`);

export const listNotes = (signal?: AbortSignal) => callApi('GET /api/notes/getAllNotes', { signal });

/** Multipart: title, description, category, tags (comma-separated), difficulty, pages and `file`. */
export function saveNote(id: string | null, body: FormData, onProgress: (fraction: number) => void): Promise<Note> {
  return id
    ? uploadApi('PUT /api/notes/updateNote/:id', { params: { id }, body, onProgress })
    : uploadApi('POST /api/notes/createNote', { body, status: 201, onProgress });
}

export const deleteNote = (id: string) => callApi('DELETE /api/notes/deleteNote/:id', { params: { id } });

export const listNoteDownloads = (id: string, signal?: AbortSignal) => callApi('GET /api/notes/:id/downloads', { params: { id }, signal });
