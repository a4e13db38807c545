import type { Note, SubscriptionCheck } from '@chem/contract';
import { ApiError, callApi } from '../../../lib/api-client';
import { fetchApiFile, type ApiFile } from '../../../lib/api-transfer';
import { earlyOr } from '../../../lib/early-data';
export type { Note };

// A public read: no token, so Hosting's CDN can answer it (ARCHITECTURE.md).
export function listNotes(signal?: AbortSignal): Promise<Note[]> {
  return earlyOr('/api/notes/getAllNotes', () => callApi('GET /api/notes/getAllNotes', { token: null, signal }));
}

/**
 * Whether the user may preview and download notes now. A user who never subscribed gets a 404,
 * and any failed check counts as "not subscribed": the server checks again on every
 * file request anyway, so this only decides which dialog to show.
 */
export async function hasActiveSubscription(userId: string): Promise<boolean> {
  try {
    // The spec: an empty body also means no subscription.
    const answer: SubscriptionCheck | undefined = await callApi('GET /api/plans/check/:userId', { params: { userId } });
    return answer?.isSubscribed === true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return false;
  }
}

export type NoteFileUse = 'preview' | 'download';

/** Whether a Content-Type (the file's, or the one the notes list records) is a PDF. */
export const isPdfType = (contentType: string) => contentType.toLowerCase().startsWith('application/pdf');

/**
 * The note's file, for a subscriber (the API answers 403 otherwise); sent with the user's token.
 * A PDF arrives stamped with the student's name and email; past the daily download limit the
 * API answers 429 with a message for the student.
 */
export function fetchNoteFile(noteId: string, use: NoteFileUse): Promise<ApiFile> {
  return fetchApiFile(use === 'preview' ? 'GET /api/notes/:id/preview' : 'GET /api/notes/:id/download', { params: { id: noteId } });
}
