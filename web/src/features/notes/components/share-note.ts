import { showAlert, showToast } from '../../../lib/dialogs';
import type { Note } from '../api/notes';

/** A link that opens the library with the note's title already searched for. */
export function noteLink(note: Note): string {
  const url = new URL('/notes', window.location.origin);
  url.searchParams.set('search', note.title);
  return url.toString();
}

/**
 * The phone's own share sheet (Web Share API) where there is one, which is how students pass notes
 * around in chat apps; elsewhere the link goes to the clipboard, with a confirmation.
 */
export async function shareNote(note: Note): Promise<void> {
  const url = noteLink(note);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: note.title, text: `${note.title}: chemistry notes`, url });
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to do. Other failures fall back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    await showToast('Link copied to clipboard');
  } catch {
    // No clipboard access (an old browser, or a page not served over HTTPS): show the link to copy.
    await showAlert({ title: 'Share this note', text: url, icon: 'info', confirmButtonText: 'OK' });
  }
}
