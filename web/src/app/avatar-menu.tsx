import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../i18n/catalog';
import { signOutEverywhere } from '../lib/auth';
import { confirmDialog } from '../lib/dialogs';
import type { StoredUser } from '../lib/session';
import { useEscapeKey, useOpenOnThisPage } from './header-hooks';
import { shellCatalog } from './i18n';
import { DASHBOARD_PATH } from '../config/paths';
import { loadNotificationBell } from '../features/notifications';

/** The bell with the unread count: students only, its own chunk, loaded after this menu's. */
const NotificationBell = lazy(loadNotificationBell);

/** Shown for a user without a photo, or whose photo fails to load. */
const DEFAULT_AVATAR = '/default-avatar.svg';

/** The user record's `image` is a path under /uploads; a full URL is used as it is. */
function avatarUrl(image: string | undefined): string {
  if (!image) return DEFAULT_AVATAR;
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/uploads/')) return image;
  return `/uploads/${image.replace(/^\/+/, '')}`;
}

interface AvatarMenuProps {
  user: StoredUser;
}

/** The signed-in user's round avatar and its small menu: Dashboard and Logout. */
export default function AvatarMenu({ user }: AvatarMenuProps) {
  const [open, setOpen, close] = useOpenOnThisPage();
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const t = useT(shellCatalog);

  useEscapeKey(open, () => {
    setOpen(false);
    buttonRef.current?.focus();
  });

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, close]);

  const logout = async () => {
    const confirmed = await confirmDialog({
      title: t('shell.logout.title'),
      text: t('shell.logout.text'),
      icon: 'warning',
      confirmButtonText: t('shell.logout.confirm'),
      cancelButtonText: t('shell.logout.cancel'),
    });
    if (!confirmed) return;
    await signOutEverywhere();
    setOpen(false);
    void navigate('/');
  };

  // A photo that fails shows the default; a new photo (profile edit) gets its own chance to load.
  const photo = avatarUrl(user.image);
  const source = failedSource === photo ? DEFAULT_AVATAR : photo;

  return (
    <>
      {user.role !== 'admin' && (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      )}
      <div className="avatar-menu" ref={wrapperRef}>
        <button
          ref={buttonRef}
          className="avatar-button"
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('shell.account.menu', { name: user.name || user.email })}
          onClick={() => setOpen((value) => !value)}
        >
          <img src={source} alt="" width="40" height="40" decoding="async" onError={() => setFailedSource(photo)} />
        </button>
        <div id={menuId} className="avatar-menu-panel" hidden={!open}>
          <p className="avatar-menu-email">{user.email}</p>
          <ul>
            <li>
              <Link to={DASHBOARD_PATH} onClick={() => setOpen(false)}>
                {t('shell.account.dashboard')}
              </Link>
            </li>
            <li>
              <button type="button" onClick={() => void logout()}>
                {t('shell.account.logout')}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </>
  );
}
