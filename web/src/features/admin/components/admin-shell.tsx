import { lazy, Suspense, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signOutEverywhere } from '../../../lib/auth';
import { confirmDialog } from '../../../lib/dialogs';
import { getStoredAdmin } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { icons, type IconPath } from '../../../components/icons';
import { DashboardSection, DashboardShell } from '../../../components/dashboard-shell';
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
  // Practice tests (features/practice/admin): the question bank, and the tests made of it with their analytics.
  { id: 'questions', label: 'Question Bank', icon: icons.flask, Body: lazy(() => import('../../practice/admin/question-bank-section')) },
  { id: 'tests', label: 'Tests', icon: icons.chart, Body: lazy(() => import('../../practice/admin/tests-section')) },
  { id: 'banners', label: 'Upload banner', icon: icons.image, Body: lazy(() => import('./banners-section')) },
  { id: 'contact', label: 'Contact Query', icon: icons.mail, Body: lazy(() => import('./contact-section')) },
  { id: 'emails', label: 'Emails', icon: icons.mail, Body: lazy(() => import('./mail-section')) },
  { id: 'settings', label: 'Settings', icon: icons.settings, Body: lazy(() => import('./settings-section')) },
  { id: 'invoices', label: 'Invoices', icon: icons.document, Body: lazy(() => import('./invoices-section')) },
  { id: 'coupons', label: 'Coupons', icon: icons.gift, Body: lazy(() => import('./coupons-section')) },
  { id: 'profile', label: 'Profile', icon: icons.profile, Body: lazy(() => import('./profile-section')) },
];

/**
 * The dashboard: the shared shell's sidebar of sections (a drawer on phones) and the open section.
 * The section is kept in the address (?section=users), so reloading or going back keeps the
 * admin's place.
 */
export function AdminShell() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const admin = getStoredAdmin();

  const current = SECTIONS.find((section) => section.id === params.get('section')) ?? SECTIONS[0]!;
  useDocumentTitle(`${current.label} · Admin dashboard`);

  function open(section: Section) {
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
    <DashboardShell
      className="admin-app"
      sidebarId="admin-sidebar"
      labels={{ sidebar: 'Admin sections', nav: 'Admin', openMenu: 'Open menu', closeMenu: 'Close menu' }}
      topbarTitle={`Admin · ${current.label}`}
      sidebarTitle={
        <>
          <p>Admin dashboard</p>
          {admin?.email && <p className="admin-sidebar-user">{admin.name || admin.email}</p>}
        </>
      }
      items={SECTIONS.map((section) => ({
        key: section.id,
        label: section.label,
        icon: section.icon,
        current: section.id === current.id,
        onSelect: () => open(section),
      }))}
      onLogout={() => void logOut()}
    >
      <DashboardSection title={current.label} headingRef={headingRef}>
        <div className="admin-section-body">
          <Suspense fallback={<Loading label="Loading..." />}>
            <Body key={current.id} />
          </Suspense>
        </div>
      </DashboardSection>
    </DashboardShell>
  );
}
