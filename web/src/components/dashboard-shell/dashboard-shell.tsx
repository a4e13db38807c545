import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { useT } from '../../i18n/catalog';
import { Icon, icons, type IconPath } from '../icons';
import { dashboardShellCatalog } from './i18n';
import './dashboard-shell.css';

export interface ShellNavItem {
  key: string;
  label: string;
  icon: IconPath;
  current?: boolean;
  /** A link (the student's sections live in the address); without one the item is a button. */
  to?: To;
  replace?: boolean;
  /** Runs after the drawer has been asked to close. */
  onSelect?: () => void;
}

/** Sections that belong together under a heading (the admin's Content, Students, Tests, ...). */
interface ShellNavGroup {
  key: string;
  label: string;
  items: readonly ShellNavItem[];
}

interface DashboardShellProps {
  /** The dashboard's own root class, for the rules only it has. */
  className: string;
  sidebarId: string;
  /** Accessible names: the sidebar landmark, its navigation, and the drawer's two buttons. */
  labels: { sidebar: string; nav: string; openMenu: string; closeMenu: string };
  /** The phone top bar's text: where the user is. */
  topbarTitle: ReactNode;
  /** Beside the drawer's close button: who the dashboard belongs to. */
  sidebarTitle: ReactNode;
  /** Between the title and the menu (the student's photo card). */
  sidebarIntro?: ReactNode;
  items: readonly ShellNavItem[];
  /** After `items`, each group under its heading: a long list stays easy to scan on a phone. */
  groups?: readonly ShellNavGroup[];
  onLogout: () => void;
  children: ReactNode;
}

const DESKTOP = '(min-width: 1024px)';

/**
 * The frame both dashboards share: a sidebar of sections, which on phones is a drawer over an
 * overlay opened from a top bar, and the open section beside it. While the drawer is open, focus
 * moves into it, the page behind is inert, Escape or the overlay closes it, and focus returns to
 * the button that opened it. Growing to desktop width closes it, since the sidebar is shown anyway.
 */
export function DashboardShell({
  className,
  sidebarId,
  labels,
  topbarTitle,
  sidebarTitle,
  sidebarIntro,
  items,
  groups = [],
  onLogout,
  children,
}: DashboardShellProps) {
  const t = useT(dashboardShellCatalog);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const close = () => setDrawerOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const desktop = window.matchMedia(DESKTOP);
    const onResize = () => {
      if (desktop.matches) close();
    };
    document.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onResize);
      opener?.focus();
    };
  }, [drawerOpen]);

  const select = (item: ShellNavItem) => {
    setDrawerOpen(false);
    item.onSelect?.();
  };

  return (
    <div className={`shell ${className}`}>
      <div className="shell-overlay" data-open={drawerOpen} onClick={() => setDrawerOpen(false)} aria-hidden="true" />
      <aside id={sidebarId} className="shell-sidebar" data-open={drawerOpen} aria-label={labels.sidebar}>
        <div className="shell-sidebar-head">
          <div className="shell-sidebar-title">{sidebarTitle}</div>
          <button
            ref={closeButton}
            className="shell-icon-button shell-drawer-close"
            type="button"
            aria-label={labels.closeMenu}
            onClick={() => setDrawerOpen(false)}
          >
            <Icon path={icons.close} size={22} />
          </button>
        </div>
        {sidebarIntro}
        <nav aria-label={labels.nav}>
          <NavList items={items} onSelect={select} />
          {groups.map((group) => {
            const headingId = `${sidebarId}-${group.key}`;
            return (
              <section key={group.key} className="shell-nav-group" aria-labelledby={headingId}>
                <h2 id={headingId} className="shell-nav-heading">
                  {group.label}
                </h2>
                <NavList items={group.items} onSelect={select} />
              </section>
            );
          })}
        </nav>
        <button className="shell-nav-item shell-logout" type="button" onClick={onLogout}>
          <Icon path={icons.logout} />
          {t('dashboardShell.logout')}
        </button>
      </aside>

      <div className="shell-body" inert={drawerOpen || undefined}>
        <header className="shell-topbar">
          <button
            className="shell-icon-button"
            type="button"
            aria-label={labels.openMenu}
            aria-controls={sidebarId}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon path={icons.menu} size={22} />
          </button>
          <span className="shell-topbar-title">{topbarTitle}</span>
        </header>
        <main id="main" className="shell-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

function NavList({ items, onSelect }: { items: readonly ShellNavItem[]; onSelect: (item: ShellNavItem) => void }) {
  return (
    <ul className="shell-nav">
      {items.map((item) => (
        <li key={item.key}>
          <NavEntry item={item} onSelect={() => onSelect(item)} />
        </li>
      ))}
    </ul>
  );
}

function NavEntry({ item, onSelect }: { item: ShellNavItem; onSelect: () => void }) {
  const current = item.current ? 'page' : undefined;
  const content = (
    <>
      <Icon path={item.icon} />
      {item.label}
    </>
  );
  return item.to === undefined ? (
    <button type="button" className="shell-nav-item" aria-current={current} onClick={onSelect}>
      {content}
    </button>
  ) : (
    <Link to={item.to} replace={item.replace} className="shell-nav-item" aria-current={current} onClick={onSelect}>
      {content}
    </Link>
  );
}
