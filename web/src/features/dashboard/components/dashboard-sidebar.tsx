import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '../api/profile';
import { Avatar } from './avatar';
import { Icon, icons } from '../../../components/icons';
import { DASHBOARD_SECTIONS, type SectionId } from './sections';

interface DashboardSidebarProps {
  profile: Profile;
  section: SectionId;
  /** The drawer's state on small screens; from 1024 px the sidebar is always shown. */
  open: boolean;
  onClose: () => void;
  onSelect: () => void;
  onLogout: () => void;
}

const DESKTOP = '(min-width: 1024px)';

export function DashboardSidebar({ profile, section, open, onClose, onSelect, onLogout }: DashboardSidebarProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const firstName = profile.name.trim().split(/\s+/)[0] || 'there';

  // While the drawer is open: focus moves into it, Escape closes it, and focus returns to the
  // button that opened it. Growing to desktop width closes it, since the sidebar is shown anyway.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const desktop = window.matchMedia(DESKTOP);
    const onResize = () => {
      if (desktop.matches) onClose();
    };
    document.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onResize);
      opener?.focus();
    };
  }, [open, onClose]);

  return (
    <>
      <div className="dash-overlay" data-open={open} onClick={onClose} aria-hidden="true" />
      <aside id="dash-sidebar" className="dash-sidebar" data-open={open} aria-label="Dashboard menu">
        <div className="dash-sidebar-head">
          <p className="dash-greeting">Hello, {firstName}!</p>
          <button ref={closeButton} className="dash-close-button" type="button" aria-label="Close dashboard menu" onClick={onClose}>
            <Icon path={icons.close} size={22} />
          </button>
        </div>

        <div className="dash-identity">
          <Avatar className="dash-avatar" image={profile.image} size={72} />
          <div className="dash-identity-text">
            <p className="dash-identity-name">{profile.name}</p>
            <p className="dash-identity-email">{profile.email}</p>
            <p className="dash-active">
              <span className="dash-active-dot" aria-hidden="true" />
              Active
            </p>
          </div>
        </div>

        <nav aria-label="Dashboard">
          <ul className="dash-menu">
            <li>
              <Link to="/" className="dash-menu-item">
                <Icon path={icons.home} />
                Go Home
              </Link>
            </li>
            {DASHBOARD_SECTIONS.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={{ search: entry.id === 'overview' ? '' : `?section=${entry.id}` }}
                  replace
                  className="dash-menu-item"
                  aria-current={entry.id === section ? 'page' : undefined}
                  onClick={onSelect}
                >
                  <Icon path={entry.icon} />
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <button className="dash-menu-item dash-logout" type="button" onClick={onLogout}>
          <Icon path={icons.logout} />
          Logout
        </button>
      </aside>
    </>
  );
}
