import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSiteSettings } from '../lib/site-settings';
import { useStoredUser } from '../lib/use-session';
import { useT } from '../i18n/catalog';
import { LanguageSwitch } from './language-switch';
import { useEscapeKey, useOpenOnThisPage } from './header-hooks';
import { shellCatalog } from './i18n';
import { BrandMark } from './brand-mark';
import './site-header.css';
import { AUTH_PATH } from '../config/paths';

/**
 * The signed-in user's avatar and menu: its own chunk, since most first visits are signed out and
 * need none of it (nor the sign-out and confirm code it brings).
 */
const AvatarMenu = lazy(() => import('./avatar-menu'));

// Exactly the spec's top navigation, in its order.
const navLinks = [
  { to: '/', label: 'shell.nav.home' },
  { to: '/about', label: 'shell.nav.about' },
  { to: '/notes', label: 'shell.nav.notes' },
  { to: '/course', label: 'shell.nav.courses' },
  { to: '/Ytclass', label: 'shell.nav.classes' },
  { to: '/tests', label: 'shell.nav.tests' },
  { to: '/contact', label: 'shell.nav.contact' },
] as const;

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
            <Suspense fallback={<span className="avatar-placeholder" aria-hidden="true" />}>
              <AvatarMenu user={user} />
            </Suspense>
          ) : (
            <Link className="button button-accent button-small" to={AUTH_PATH} onClick={closeMenu}>
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
