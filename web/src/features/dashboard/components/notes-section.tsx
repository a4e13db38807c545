import { DashboardSection } from '../../../components/dashboard-shell';
import { Link } from 'react-router-dom';
import { listNotes, type NoteSummary } from '../api/library';
import type { SubscriptionCheck } from '../api/subscription';
import { useResource, type Resource } from '../api/use-resource';
import { Icon, icons } from '../../../components/icons';
import { SubscribeNowLink, SubscriptionPending } from './subscription-section';

const loadNotes = (_key: string, signal: AbortSignal) => listNotes(signal);

/** Every note when subscribed (opened from the library); otherwise why they are locked. */
export function NotesSection({ subscription }: { subscription: Resource<SubscriptionCheck> }) {
  const notes = useResource('notes', loadNotes);

  return (
    <DashboardSection title="Notes" lead="Typed and handwritten notes you can preview and download.">
      {subscription.status !== 'ready' ? (
        <SubscriptionPending subscription={subscription} />
      ) : notes.status === 'error' ? (
        <div className="shell-card dash-state" role="alert">
          <p>Notes could not be loaded.</p>
          <button className="button button-outline button-small" type="button" onClick={notes.reload}>
            Try again
          </button>
        </div>
      ) : notes.status !== 'ready' ? (
        <p className="dash-empty" role="status">
          Loading your notes...
        </p>
      ) : subscription.data.isSubscribed ? (
        <OpenNotes notes={notes.data} />
      ) : (
        <div className="shell-card dash-state">
          <span className="dash-state-icon">
            <Icon path={icons.lock} size={28} />
          </span>
          <h2>Notes need a subscription</h2>
          <p>
            Previewing and downloading notes is part of every plan. The library has {notes.data.length}{' '}
            {notes.data.length === 1 ? 'note' : 'notes'} you can browse now and open once you subscribe.
          </p>
          <div className="button-row">
            <SubscribeNowLink />
            <Link className="button button-outline" to="/notes">
              Browse notes
            </Link>
          </div>
        </div>
      )}
    </DashboardSection>
  );
}

function OpenNotes({ notes }: { notes: NoteSummary[] }) {
  if (notes.length === 0) return <p className="dash-empty">No notes have been published yet.</p>;
  return (
    <>
      <p className="dash-notes-lead">
        Your plan unlocks all {notes.length} notes. Preview or download them from the <Link to="/notes">notes library</Link>.
      </p>
      <ul className="dash-notes" aria-label="Your notes">
        {notes.map((note) => (
          <li key={note._id} className="dash-note">
            <span className="dash-note-icon">
              <Icon path={icons.document} size={22} />
            </span>
            <span className="dash-note-text">
              <span className="dash-note-title">{note.title}</span>
              <span className="dash-note-meta">
                {[note.category, note.difficulty, note.pages ? `${note.pages} pages` : ''].filter(Boolean).join(' · ')}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <Link className="button button-primary" to="/notes">
        Open the notes library
        <Icon path={icons.arrowRight} size={18} />
      </Link>
    </>
  );
}
