import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { InboxItem, NotificationInbox } from '@chem/contract';
import { PageHero } from '../../../components/page-hero';
import { AUTH_PATH, dashboardPath } from '../../../config/paths';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { getInbox, markRead } from '../api/notifications';
import { notificationsCatalog } from '../i18n';
import { announceUnread } from '../inbox-events';
import './notifications.css';

const hasSession = () => !!getStoredUser() && !!getStoredUserToken();

// The teacher's announcements may hold notation ($...$, \ce{...}): drawn by ChemText, whose code
// (and KaTeX) loads only when an entry on screen has some.
const ChemText = lazy(() => import('../../../components/chem-text/chem-text').then((module) => ({ default: module.ChemText })));
const hasNotation = (text: string) => text.includes('$') || text.includes('\\ce{');

function EntryText({ item, text }: { item: InboxItem; text: string }) {
  if (item.kind !== 'announcement' || !hasNotation(text)) return <>{text}</>;
  return (
    <Suspense fallback={text}>
      <ChemText text={text} />
    </Suspense>
  );
}

/** The inbox, newest first, a page at a time; opening one marks it read and goes where it leads. */
export function NotificationsPage() {
  const t = useT(notificationsCatalog);
  useDocumentTitle(t('notify.page.title'));
  const navigate = useNavigate();
  const [signedIn] = useState(hasSession);
  const list = useLoad(signedIn ? 'inbox' : null, (signal) => getInbox(undefined, undefined, signal));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const apply = (ids: string[] | 'all', unread: number) => {
    const now = new Date().toISOString();
    list.update((shown: NotificationInbox) => ({
      ...shown,
      unread,
      notifications: shown.notifications.map((item) =>
        (ids === 'all' || ids.includes(item.id)) && !item.readAt ? { ...item, readAt: now } : item,
      ),
    }));
    announceUnread(unread);
  };

  const markAll = () => {
    setBusy(true);
    setProblem('');
    markRead({ all: true }).then(
      (answer) => {
        apply('all', answer.unread);
        setBusy(false);
      },
      (error: unknown) => {
        setProblem(errorText(error, t('notify.page.markFailed')));
        setBusy(false);
      },
    );
  };

  const markOne = async (item: InboxItem) => {
    setProblem('');
    try {
      const answer = await markRead({ ids: [item.id] });
      apply([item.id], answer.unread);
    } catch (error) {
      setProblem(errorText(error, t('notify.page.markFailed')));
    }
  };

  const open = (item: InboxItem) => {
    if (!item.readAt) void markOne(item);
    if (!item.link) return;
    // An announcement may point at another site (an https address): it opens in a new tab.
    if (item.link.startsWith('/')) void navigate(item.link);
    else window.open(item.link, '_blank', 'noopener,noreferrer');
  };

  const more = () => {
    if (list.status !== 'ready' || !list.data.nextCursor) return;
    setBusy(true);
    setProblem('');
    getInbox(list.data.nextCursor, undefined).then(
      (next) => {
        list.update((shown: NotificationInbox) => ({
          notifications: [...shown.notifications, ...next.notifications],
          unread: next.unread,
          nextCursor: next.nextCursor,
        }));
        setBusy(false);
      },
      (error: unknown) => {
        setProblem(errorText(error, t('notify.page.moreFailed')));
        setBusy(false);
      },
    );
  };

  return (
    <>
      <PageHero title={t('notify.page.title')}>
        <p>{t('notify.page.lead')}</p>
      </PageHero>
      <div className="notify-page">
        {!signedIn ? (
          <div className="notify-card notify-state">
            <h2>{t('notify.signIn.title')}</h2>
            <p>{t('notify.signIn.body')}</p>
            <Link className="button button-primary" to={AUTH_PATH}>
              {t('notify.signIn.logIn')}
            </Link>
          </div>
        ) : list.status === 'loading' ? (
          <p className="notify-state" role="status">
            {t('notify.page.loading')}
          </p>
        ) : list.status === 'error' ? (
          <div className="notify-card notify-state" role="alert">
            <p>{errorText(list.error, t('notify.page.failed'))}</p>
            <button type="button" className="button button-outline" onClick={list.reload}>
              {t('notify.page.tryAgain')}
            </button>
          </div>
        ) : list.data.notifications.length === 0 ? (
          <div className="notify-card notify-state">
            <h2>{t('notify.page.emptyTitle')}</h2>
            <p>{t('notify.page.emptyBody')}</p>
          </div>
        ) : (
          <>
            <div className="notify-toolbar">
              <p data-testid="inbox-unread">{t('notify.page.unread', { count: list.data.unread })}</p>
              <button
                type="button"
                className="button button-outline button-small"
                disabled={busy || list.data.unread === 0}
                onClick={markAll}
              >
                {t('notify.page.markAll')}
              </button>
            </div>
            <ul className="notify-list">
              {list.data.notifications.map((item) => (
                <NotificationRow key={item.id} item={item} onOpen={() => open(item)} onRead={() => void markOne(item)} />
              ))}
            </ul>
            {list.data.nextCursor && (
              <div className="notify-more">
                <button type="button" className="button button-outline" disabled={busy} onClick={more}>
                  {busy ? t('notify.page.loadingMore') : t('notify.page.showMore')}
                </button>
              </div>
            )}
          </>
        )}
        {problem && (
          <p className="notify-problem" role="alert">
            {problem}
          </p>
        )}
        {signedIn && (
          <p className="notify-settings-link">
            <Link to={dashboardPath('profile')}>{t('notify.page.settings')}</Link>
          </p>
        )}
      </div>
    </>
  );
}

function NotificationRow({ item, onOpen, onRead }: { item: InboxItem; onOpen: () => void; onRead: () => void }) {
  const t = useT(notificationsCatalog);
  const unread = !item.readAt;
  return (
    <li className="notify-card notify-row" data-unread={unread || undefined} data-testid="notification">
      <button type="button" className="notify-row-open" onClick={onOpen}>
        <span className="notify-row-head">
          {unread && <span className="notify-new">{t('notify.page.new')}</span>}
          <span className="notify-muted">{formatDate(item.createdAt, 'short', '')}</span>
        </span>
        <span className="notify-row-title">
          <EntryText item={item} text={item.title} />
        </span>
        <span className="notify-row-body">
          <EntryText item={item} text={item.body} />
        </span>
      </button>
      {unread && (
        <button type="button" className="button button-outline button-small notify-row-read" onClick={onRead}>
          {t('notify.page.markOne')}
        </button>
      )}
    </li>
  );
}
