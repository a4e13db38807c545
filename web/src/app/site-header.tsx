import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BrandMark } from './brand-mark';
import './site-header.css';

// Exactly the spec's top navigation (product-spec §2), in its order.
const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About us' },
  { to: '/notes', label: 'Notes' },
  { to: '/course', label: 'Courses' },
  { to: '/Ytclass', label: 'Classes' },
  { to: '/contact', label: 'Contact us' },
] as const;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link className="brand" to="/" onClick={closeMenu}>
          <BrandMark />
          <span>Chemistry Classes</span>
        </Link>

        <nav id="site-nav" className="site-nav" data-open={menuOpen} aria-label="Main">
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                {/* `end` keeps Home from looking active on every page. */}
                <NavLink to={link.to} end={link.to === '/'} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header-actions">
          {/* Signed-in avatar menu replaces this once auth exists. */}
          <Link className="button button-accent button-small" to="/AuthPage" onClick={closeMenu}>
            Login
          </Link>
          <button
            className="menu-toggle"
            type="button"
            aria-controls="site-nav"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
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
