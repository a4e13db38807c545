import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { signOutEverywhere } from '../lib/auth';
import { confirmDialog } from '../lib/dialogs';
import type { StoredUser } from '../lib/session';
import { useSiteSettings } from '../lib/site-settings';
import { useStoredUser } from '../lib/use-session';
import { useT } from '../i18n/catalog';
import { LanguageSwitch } from './language-switch';
import { shellCatalog } from './i18n';
import { BrandMark } from './brand-mark';
import './site-header.css';

/** Shown for a user without a photo, or whose photo fails to load. */
const DEFAULT_AVATAR = '/default-avatar.svg';

// Exactly the spec's top navigation (product-spec §2), in its order.
const navLinks = [
  { to: '/', label: 'shell.nav.home' },
  { to: '/about', label: 'shell.nav.about' },
  { to: '/notes', label: 'shell.nav.notes' },
  { to: '/course', label: 'shell.nav.courses' },
  { to: '/Ytclass', label: 'shell.nav.classes' },
  { to: '/tests', label: 'shell.nav.tests' },
  { to: '/contact', label: 'shell.nav.contact' },
] as const;

/** The user record's `image` is a path under /uploads (spec §7); a full URL is used as it is. */
function avatarUrl(image: string | undefined): string {
  if (!image) return DEFAULT_AVATAR;
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/uploads/')) return image;
  return `/uploads/${image.replace(/^\/+/, '')}`;
}

/**
 * Open/closed state that also closes on navigation: it remembers the path it was opened on, so a
 * page change (a link, the back button) closes it without an effect.
 */
function useOpenOnThisPage() {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const setOpen = (next: boolean | ((value: boolean) => boolean)) => {
    const value = typeof next === 'function' ? next(open) : next;
    setOpenedOn(value ? pathname : null);
  };
  const close = useCallback(() => setOpenedOn(null), []);
  return [open, setOpen, close] as const;
}

/** Calls `onEscape` while `active`; the listener is removed as soon as it is not. */
function useEscapeKey(active: boolean, onEscape: () => void) {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}

function ExternalIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15.1V8.9l5.8 3.1z"
        fill="currentColor"
      />
    </svg>
  );
}

interface AvatarMenuProps {
  user: StoredUser;
}

/** The signed-in user's round avatar and its small menu: Dashboard and Logout (spec §2, §4). */
function AvatarMenu({ user }: AvatarMenuProps) {
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
            <Link to="/UserDashboard" onClick={() => setOpen(false)}>
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
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useOpenOnThisPage();
  const user = useStoredUser();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeMenu = () => setMenuOpen(false);
  const site = useSiteSettings();
  const t = useT(shellCatalog);

  useEscapeKey(menuOpen, () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  });

  // Opening the slide-in menu moves focus into it, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (menuOpen) navRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link className="brand" to="/" onClick={closeMenu}>
          <BrandMark />
          <span>{site.siteName}</span>
        </Link>

        <nav id="site-nav" ref={navRef} className="site-nav" data-open={menuOpen} aria-label={t('shell.nav.label')}>
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                {/* `end` keeps Home from looking active on every page. */}
                <NavLink to={link.to} end={link.to === '/'} onClick={closeMenu}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {site.channelUrl && (
              <li className="site-nav-subscribe">
                <a href={site.channelUrl} target="_blank" rel="noopener noreferrer" onClick={closeMenu}>
                  <ExternalIcon />
                  {t('shell.nav.subscribe')}
                  <span className="visually-hidden">{t('shell.nav.subscribeHint')}</span>
                </a>
              </li>
            )}
            <li className="site-nav-language">
              <LanguageSwitch />
            </li>
          </ul>
        </nav>

        <div className="site-header-actions">
          <LanguageSwitch compact />
          {user ? (
            <AvatarMenu user={user} />
          ) : (
            <Link className="button button-accent button-small" to="/AuthPage" onClick={closeMenu}>
              {t('shell.login')}
            </Link>
          )}
          <button
            ref={toggleRef}
            className="menu-toggle"
            type="button"
            aria-controls="site-nav"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? t('shell.menu.close') : t('shell.menu.open')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="menu-toggle-bars" aria-hidden="true" />
          </button>
        </div>
      </div>

      {/* Tapping outside the slide-in menu closes it; keyboard users have Escape and the toggle. */}
      <div className="menu-backdrop" data-open={menuOpen} onClick={closeMenu} aria-hidden="true" />
    </header>
  );
}
