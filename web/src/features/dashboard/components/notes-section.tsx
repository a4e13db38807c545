import { DashboardSection } from '../../../components/dashboard-shell';
import { Link } from 'react-router-dom';
import { listNotes, type NoteSummary } from '../api/library';
import type { SubscriptionCheck } from '../api/subscription';
import { useLoad, type Loaded } from '../../../lib/use-load';
import { Icon, icons } from '../../../components/icons';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog } from '../i18n';
import { SubscribeNowLink, SubscriptionPending } from './subscription-section';

const loadNotes = (signal: AbortSignal) => listNotes(signal);

/** Every note when subscribed (opened from the library); otherwise why they are locked. */
export function NotesSection({ subscription }: { subscription: Loaded<SubscriptionCheck> }) {
  const t = useT(dashboardCatalog);
  const notes = useLoad('notes', loadNotes);

  return (
    <DashboardSection title={t('dashboard.section.notes')} lead={t('dashboard.notes.lead')}>
      {subscription.status !== 'ready' ? (
        <SubscriptionPending subscription={subscription} />
      ) : notes.status === 'error' ? (
        <div className="shell-card dash-state" role="alert">
          <p>{t('dashboard.notes.failed')}</p>
          <button className="button button-outline button-small" type="button" onClick={notes.reload}>
            {t('dashboard.tryAgain')}
          </button>
        </div>
      ) : notes.status !== 'ready' ? (
        <p className="dash-empty" role="status">
          {t('dashboard.notes.loading')}
        </p>
      ) : subscription.data.isSubscribed ? (
        <OpenNotes notes={notes.data} />
      ) : (
        <div className="shell-card dash-state">
          <span className="dash-state-icon">
            <Icon path={icons.lock} size={28} />
          </span>
          <h2>{t('dashboard.notes.lockedTitle')}</h2>
          <p>{t('dashboard.notes.lockedBody', { count: notes.data.length })}</p>
          <div className="button-row">
            <SubscribeNowLink />
            <Link className="button button-outline" to="/notes">
              {t('dashboard.notes.browse')}
            </Link>
          </div>
        </div>
      )}
    </DashboardSection>
  );
}

function OpenNotes({ notes }: { notes: NoteSummary[] }) {
  const t = useT(dashboardCatalog);
  if (notes.length === 0) return <p className="dash-empty">{t('dashboard.notes.none')}</p>;
  return (
    <>
      <p className="dash-notes-lead">
        {t('dashboard.notes.unlocksBefore', { count: notes.length })}
        <Link to="/notes">{t('dashboard.notes.unlocksLink')}</Link>
        {t('dashboard.notes.unlocksAfter')}
      </p>
      <ul className="dash-notes" aria-label={t('dashboard.notes.list')}>
        {notes.map((note) => (
          <li key={note._id} className="dash-note">
            <span className="dash-note-icon">
              <Icon path={icons.document} size={22} />
            </span>
            <span className="dash-note-text">
              <span className="dash-note-title">{note.title}</span>
              <span className="dash-note-meta">
                {[note.category, note.difficulty, note.pages ? t('dashboard.notes.pages', { count: note.pages }) : '']
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <Link className="button button-primary" to="/notes">
        {t('dashboard.notes.open')}
        <Icon path={icons.arrowRight} size={18} />
      </Link>
    </>
  );
}
