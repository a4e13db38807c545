import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, icons } from '../../../components/icons';
import { ShareActions } from '../../../components/share-links/share-actions';
import type { Note } from '../api/notes';
import { useT } from '../../../i18n/catalog';
import { notesCatalog } from '../i18n';
import { useLocale } from '../../../i18n/locale';
import { localizedText } from '../../../lib/localized-content';

/** A link that opens the library with the note's title already searched for (notes-catalogue.tsx reads it). */
function noteLink(note: Note, origin = window.location.origin): string {
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
  const t = useT(notesCatalog);
  const title = localizedText(useLocale(), note.title, note.titleHi);

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
        <span className="visually-hidden">{t('notes.share.note', { title })}</span>
      </button>
      <div id={panelId} className="note-share-panel" hidden={!open}>
        {open && (
          <ShareActions
            label={t('notes.share.note', { title })}
            title={title}
            text={t('notes.share.text', { title })}
            url={noteLink(note)}
          />
        )}
      </div>
    </div>
  );
}
