import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon, icons } from '../../../components/icons';
import { NOTIFICATIONS_PATH } from '../../../config/notification-paths';
import { useT } from '../../../i18n/catalog';
import { getInbox } from '../api/notifications';
import { notificationsCatalog } from '../i18n';
import { INBOX_CHANGED } from '../inbox-events';
import { renewPushIfKeyChanged } from '../push';
import '../components/notifications.css';

/**
 * The header's bell for a signed-in student: a link to /notifications with the unread count. Its
 * own chunk, loaded by the avatar menu (itself loaded only when signed in), so signed-out visitors
 * and the home page's first load carry none of it. The count is read again when the tab comes
 * back to the front, on each new page, and when the inbox page marks notifications read.
 */
/** Once per page load: the key check costs a read only where this browser has a subscription. */
let pushKeyChecked = false;

export default function NotificationBell() {
  const t = useT(notificationsCatalog);
  const [unread, setUnread] = useState(0);
  const { pathname } = useLocation();

  useEffect(() => {
    if (pushKeyChecked) return;
    pushKeyChecked = true;
    // A failure leaves the old subscription as it was; the next start tries again.
    renewPushIfKeyChanged().catch(() => undefined);
  }, []);

  const refresh = useCallback((signal?: AbortSignal) => {
    getInbox(undefined, 1, signal).then(
      (inbox) => setUnread(inbox.unread),
      () => undefined, // The bell stays as it was; the inbox page shows the failure if the student opens it.
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    refresh(controller.signal);
    return () => controller.abort();
  }, [refresh, pathname]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onChanged = (event: Event) => setUnread((event as CustomEvent<number>).detail);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(INBOX_CHANGED, onChanged);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(INBOX_CHANGED, onChanged);
    };
  }, [refresh]);

  return (
    <Link
      className="notify-bell"
      to={NOTIFICATIONS_PATH}
      aria-label={unread > 0 ? t('notify.bell.unread', { count: unread }) : t('notify.bell.label')}
      data-testid="notification-bell"
    >
      <Icon path={icons.bell} size={22} />
      {unread > 0 && (
        <span className="notify-bell-count" aria-hidden="true" data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
