import { apiGet, apiSend, apiUpload } from '../../../lib/api-client';
import type { Note } from '../../../lib/api-types';
export type { Note };

/** The spec's limits (§5, §9), checked in the browser before anything is sent. */
export const NOTE_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const NOTE_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx', '.ppt', '.pptx'] as const;

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

/** One recorded download of a note (GET /api/notes/:id/downloads). */
export interface NoteDownload {
  userId: string;
  name: string;
  email: string;
  /** ISO date-time. */
  at: string;
}

/** Who downloaded a note, newest first: the latest 100, and how many there are in all. */
export interface NoteDownloads {
  downloads: NoteDownload[];
  total: number;
}

export const listNoteDownloads = (noteId: string, signal?: AbortSignal) =>
  apiGet<NoteDownloads>(`${base}/${id(noteId)}/downloads`, { signal });
