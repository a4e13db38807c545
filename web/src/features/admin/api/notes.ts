import { apiGet, apiSend, apiUpload } from '../../../lib/api-client';
import { NOTE_FILE_EXTENSIONS as EXTENSIONS, type Note, type NoteDownloadList, type NoteDownloadRow } from '@chem/contract';
export type { Note };
export type NoteDownload = NoteDownloadRow;
export type NoteDownloads = NoteDownloadList;

/** The spec's limits (§5, §9), checked in the browser before anything is sent. */
export const NOTE_FILE_EXTENSIONS = EXTENSIONS.map((extension) => `.${extension}`);

const base = '/api/notes';
const id = (noteId: string) => encodeURIComponent(noteId);

export const listNotes = (signal?: AbortSignal) => apiGet<Note[]>(`${base}/getAllNotes`, { signal });

/** Multipart: title, description, category, tags (comma-separated), difficulty, pages and `file`. */
export function saveNote(noteId: string | null, form: FormData, onProgress: (fraction: number) => void): Promise<Note> {
  return noteId
    ? apiUpload<Note>(`${base}/updateNote/${id(noteId)}`, form, onProgress, { method: 'PUT' })
    : apiUpload<Note>(`${base}/createNote`, form, onProgress);
}

export const deleteNote = (noteId: string) => apiSend<unknown>('DELETE', `${base}/deleteNote/${id(noteId)}`);

export const listNoteDownloads = (noteId: string, signal?: AbortSignal) =>
  apiGet<NoteDownloads>(`${base}/${id(noteId)}/downloads`, { signal });
