import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, icons } from '../../../components/icons';
import { ShareActions } from '../../../components/share-links/share-actions';
import type { Note } from '../api/notes';
import { NOTE_TEXT } from '../messages';

/** A link that opens the library with the note's title already searched for (notes-catalogue.tsx reads it). */
export function noteLink(note: Note, origin = window.location.origin): string {
  const url = new URL('/notes', origin);
  url.searchParams.set('search', note.title);
  return url.toString();
}

/**
 * The share button of a note's card: it opens the note's WhatsApp, Copy link and (where the phone
 * has one) share-sheet buttons below it, so a grid of cards stays one icon per card. Escape closes
 * them and puts the focus back on the button.
 */
export function NoteShare({ note }: { note: Note }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div className="note-share-wrap" onKeyDown={closeOnEscape}>
      <button
        ref={toggleRef}
        className="note-share"
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon path={open ? icons.close : icons.share} size={18} />
        <span className="visually-hidden">{NOTE_TEXT.shareNote(note.title)}</span>
      </button>
      <div id={panelId} className="note-share-panel" hidden={!open}>
        {open && (
          <ShareActions
            label={NOTE_TEXT.shareNote(note.title)}
            title={note.title}
            text={NOTE_TEXT.shareText(note.title)}
            url={noteLink(note)}
          />
        )}
      </div>
    </div>
  );
}
