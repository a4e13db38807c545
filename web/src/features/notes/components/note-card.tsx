import type { Note, NoteFileUse } from '../api/notes';
import { Icon, icons } from '../../../components/icons';
import { NoteShare } from './note-share';
import { difficultyIds } from '../difficulty-labels';
import { formatCount, formatShortDate } from '../../../lib/format';
import { useLocale } from '../../../i18n/locale';
import { localizedText } from '../../../lib/localized-content';
import { useT } from '../../../i18n/catalog';
import { notesCatalog } from '../i18n';

interface NoteCardProps {
  note: Note;
  /** Which of this note's actions is under way, if any. */
  pending: NoteFileUse | null;
  onOpen: (note: Note, use: NoteFileUse) => void;
}

export function NoteCard({ note, pending, onOpen }: NoteCardProps) {
  const titleId = `note-${note._id}-title`;
  const uploaded = note.uploadDate ? new Date(note.uploadDate) : null;
  const t = useT(notesCatalog);
  const locale = useLocale();

  return (
    <article className="note-card" aria-labelledby={titleId}>
      <div className="note-card-top">
        <span className="note-card-icon">
          <Icon path={icons.document} size={28} />
        </span>
        <p className="note-card-tags">
          {note.category && <span>{note.category}</span>}
          {note.difficulty && (
            <span className={`note-difficulty note-difficulty-${note.difficulty.toLowerCase()}`}>
              {difficultyIds[note.difficulty] ? t(difficultyIds[note.difficulty]!) : note.difficulty}
            </span>
          )}
        </p>
        <NoteShare note={note} />
      </div>
      <h2 id={titleId} className="note-card-title">
        {localizedText(locale, note.title, note.titleHi)}
      </h2>
      <p className="note-card-description">{localizedText(locale, note.description ?? '', note.descriptionHi)}</p>
      {note.tags && note.tags.length > 0 && (
        <ul className="note-card-keywords" aria-label={t('notes.card.tags')}>
          {note.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <p className="note-card-meta">
        {note.pages ? <span>{t('notes.card.pages', { count: note.pages })}</span> : null}
        {note.downloads !== undefined && <span>{t('notes.card.downloads', { count: formatCount(note.downloads) })}</span>}
        {uploaded && !Number.isNaN(uploaded.getTime()) && (
          <span>
            <time dateTime={note.uploadDate ?? undefined}>{formatShortDate(uploaded)}</time>
          </span>
        )}
      </p>
      <div className="note-card-actions">
        <button
          className="button button-outline button-small"
          type="button"
          aria-describedby={titleId}
          aria-busy={pending === 'preview'}
          disabled={pending !== null}
          onClick={() => onOpen(note, 'preview')}
        >
          <Icon path={icons.eye} size={18} />
          {pending === 'preview' ? t('notes.card.opening') : t('notes.card.preview')}
        </button>
        <button
          className="button button-primary button-small"
          type="button"
          aria-describedby={titleId}
          aria-busy={pending === 'download'}
          disabled={pending !== null}
          onClick={() => onOpen(note, 'download')}
        >
          <Icon path={icons.download} size={18} />
          {pending === 'download' ? t('notes.card.downloading') : t('notes.card.download')}
        </button>
      </div>
    </article>
  );
}
