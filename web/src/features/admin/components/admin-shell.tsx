import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signOutEverywhere } from '../../../lib/auth';
import { confirmDialog } from '../../../lib/dialogs';
import { getStoredAdmin } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Icon, icons, type IconPath } from '../../../components/icons';
import { Loading } from './section-state';

interface Section {
  id: string;
  label: string;
  icon: IconPath;
  /** Each section is its own chunk, fetched the first time it is opened. */
  Body: LazyExoticComponent<ComponentType>;
}

const SECTIONS: readonly Section[] = [
  { id: 'overview', label: 'Overview', icon: icons.overview, Body: lazy(() => import('./overview-section')) },
  { id: 'users', label: 'Users', icon: icons.users, Body: lazy(() => import('./users-section')) },
  { id: 'categories', label: 'Category Manager', icon: icons.tag, Body: lazy(() => import('./category-manager')) },
  { id: 'plans', label: 'Subscription Plans', icon: icons.card, Body: lazy(() => import('./plans-section')) },
  { id: 'courses', label: 'Course List', icon: icons.book, Body: lazy(() => import('./courses-section')) },
  { id: 'notes', label: 'Upload Note', icon: icons.upload, Body: lazy(() => import('./notes-section')) },
  { id: 'banners', label: 'Upload banner', icon: icons.image, Body: lazy(() => import('./banners-section')) },
  { id: 'contact', label: 'Contact Query', icon: icons.mail, Body: lazy(() => import('./contact-section')) },
  { id: 'profile', label: 'Profile', icon: icons.profile, Body: lazy(() => import('./profile-section')) },
];

/**
 * The dashboard: a sidebar of sections (a drawer on phones) and the open section. The section is
 * kept in the address (?section=users), so reloading or going back keeps the admin's place.
 */
export function AdminShell() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const admin = getStoredAdmin();

  const current = SECTIONS.find((section) => section.id === params.get('section')) ?? SECTIONS[0]!;
  useDocumentTitle(`${current.label} · Admin dashboard`);

  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!drawerOpen) return;
    closeButtonRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [drawerOpen]);

  function open(section: Section) {
    setDrawerOpen(false);
    if (section.id !== current.id) setParams(section.id === 'overview' ? {} : { section: section.id });
    // The new section's heading takes focus, so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function logOut() {
    const confirmed = await confirmDialog({
      title: 'Are you sure?',
      text: 'You will be logged out!',
      confirmButtonText: 'Yes, logout',
      cancelButtonText: 'No, cancel',
    });
    if (!confirmed) return;
    await signOutEverywhere();
    navigate('/', { replace: true });
  }

  const Body = current.Body;
  return (
    <div className="admin-app">
      <header className="admin-topbar">
        <button
          ref={menuButtonRef}
          type="button"
          className="admin-icon-button"
          aria-controls="admin-sidebar"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Icon path={icons.menu} />
          <span className="visually-hidden">Open menu</span>
        </button>
        <span className="admin-topbar-title">Admin · {current.label}</span>
      </header>

      <div className="admin-backdrop" data-open={drawerOpen} onClick={() => setDrawerOpen(false)} aria-hidden="true" />

      <aside id="admin-sidebar" className="admin-sidebar" data-open={drawerOpen} aria-label="Admin sections">
        <div className="admin-sidebar-head">
          <div>
            <p className="admin-sidebar-brand">Admin dashboard</p>
            {admin?.email && <p className="admin-sidebar-user">{admin.name || admin.email}</p>}
          </div>
          <button ref={closeButtonRef} type="button" className="admin-icon-button admin-drawer-close" onClick={() => setDrawerOpen(false)}>
            <Icon path={icons.close} />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav aria-label="Admin">
          <ul className="admin-nav">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <button
                  type="button"
                  className="admin-nav-item"
                  aria-current={section.id === current.id ? 'page' : undefined}
                  onClick={() => open(section)}
                >
                  <Icon path={section.icon} />
                  {section.label}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="admin-nav-item admin-nav-logout" onClick={() => void logOut()}>
                <Icon path={icons.logout} />
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>

      <main id="main" className="admin-main">
        <h1 ref={headingRef} tabIndex={-1} className="admin-section-title">
          {current.label}
        </h1>
        <Suspense fallback={<Loading label="Loading..." />}>
          <Body key={current.id} />
        </Suspense>
      </main>
    </div>
  );
}
