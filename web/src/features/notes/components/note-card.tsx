import type { Note, NoteFileUse } from '../api/notes';
import { Icon, icons } from '../../../components/icons';
import { NoteShare } from './note-share';
import { formatCount } from '../../../lib/format';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

interface NoteCardProps {
  note: Note;
  /** Which of this note's actions is under way, if any. */
  pending: NoteFileUse | null;
  onOpen: (note: Note, use: NoteFileUse) => void;
}

export function NoteCard({ note, pending, onOpen }: NoteCardProps) {
  const titleId = `note-${note._id}-title`;
  const uploaded = note.uploadDate ? new Date(note.uploadDate) : null;

  return (
    <article className="note-card" aria-labelledby={titleId}>
      <div className="note-card-top">
        <span className="note-card-icon">
          <Icon path={icons.document} size={28} />
        </span>
        <p className="note-card-tags">
          {note.category && <span>{note.category}</span>}
          {note.difficulty && <span className={`note-difficulty note-difficulty-${note.difficulty.toLowerCase()}`}>{note.difficulty}</span>}
        </p>
        <NoteShare note={note} />
      </div>
      <h2 id={titleId} className="note-card-title">
        {note.title}
      </h2>
      <p className="note-card-description">{note.description}</p>
      {note.tags && note.tags.length > 0 && (
        <ul className="note-card-keywords" aria-label="Tags">
          {note.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <p className="note-card-meta">
        {note.pages ? <span>{note.pages} pages</span> : null}
        {note.downloads !== undefined && <span>{formatCount(note.downloads)} downloads</span>}
        {uploaded && !Number.isNaN(uploaded.getTime()) && (
          <span>
            <time dateTime={note.uploadDate ?? undefined}>{dateFormat.format(uploaded)}</time>
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
          {pending === 'preview' ? 'Opening...' : 'Preview'}
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
          {pending === 'download' ? 'Downloading...' : 'Download'}
        </button>
      </div>
    </article>
  );
}
