import { lazy, Suspense, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signOutEverywhere } from '../../../lib/auth';
import { confirmDialog } from '../../../lib/dialogs';
import { getStoredAdmin } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { icons, type IconPath } from '../../../components/icons';
import { DashboardSection, DashboardShell } from '../../../components/dashboard-shell';
import { useT } from '../../../i18n/catalog';
import { adminCatalog, type AdminMessage } from '../i18n';
import { Loading } from '../../../components/admin-ui';
import { useContractMessages } from '../../../lib/contract-messages';

interface Section {
  id: string;
  /** The section's name in the catalogue (sidebar, heading, document title). */
  label: AdminMessage;
  icon: IconPath;
  /** Each section is its own chunk, fetched the first time it is opened. */
  Body: LazyExoticComponent<ComponentType>;
}

const SECTIONS: readonly Section[] = [
  { id: 'overview', label: 'admin.section.overview', icon: icons.overview, Body: lazy(() => import('./overview-section')) },
  { id: 'users', label: 'admin.section.users', icon: icons.users, Body: lazy(() => import('./users-section')) },
  { id: 'categories', label: 'admin.section.categories', icon: icons.tag, Body: lazy(() => import('./category-manager')) },
  { id: 'plans', label: 'admin.section.plans', icon: icons.card, Body: lazy(() => import('./plans-section')) },
  { id: 'courses', label: 'admin.section.courses', icon: icons.book, Body: lazy(() => import('./courses-section')) },
  { id: 'notes', label: 'admin.section.notes', icon: icons.upload, Body: lazy(() => import('./notes-section')) },
  // Practice tests (features/practice/admin): the question bank, and the tests made of it with their analytics.
  {
    id: 'questions',
    label: 'admin.section.questions',
    icon: icons.flask,
    Body: lazy(() => import('../../practice/admin/question-bank-section')),
  },
  { id: 'tests', label: 'admin.section.tests', icon: icons.chart, Body: lazy(() => import('../../practice/admin/tests-section')) },
  { id: 'banners', label: 'admin.section.banners', icon: icons.image, Body: lazy(() => import('./banners-section')) },
  { id: 'contact', label: 'admin.section.contact', icon: icons.mail, Body: lazy(() => import('./contact-section')) },
  { id: 'emails', label: 'admin.section.emails', icon: icons.mail, Body: lazy(() => import('./mail-section')) },
  { id: 'settings', label: 'admin.section.settings', icon: icons.settings, Body: lazy(() => import('./settings-section')) },
  { id: 'invoices', label: 'admin.section.invoices', icon: icons.document, Body: lazy(() => import('./invoices-section')) },
  { id: 'coupons', label: 'admin.section.coupons', icon: icons.gift, Body: lazy(() => import('./coupons-section')) },
  { id: 'profile', label: 'admin.section.profile', icon: icons.profile, Body: lazy(() => import('./profile-section')) },
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
  const t = useT(adminCatalog);
  // The sections' forms show the contract's messages: in Hindi, those arrive with the shell.
  useContractMessages();

  const current = SECTIONS.find((section) => section.id === params.get('section')) ?? SECTIONS[0]!;
  const currentLabel = t(current.label);
  useDocumentTitle(t('admin.shell.documentTitle', { section: currentLabel }));

  function open(section: Section) {
    if (section.id !== current.id) setParams(section.id === 'overview' ? {} : { section: section.id });
    // The new section's heading takes focus, so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function logOut() {
    const confirmed = await confirmDialog({
      title: t('admin.logout.title'),
      text: t('admin.logout.text'),
      confirmButtonText: t('admin.logout.confirm'),
      cancelButtonText: t('admin.logout.cancel'),
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
      labels={{
        sidebar: t('admin.shell.sidebar'),
        nav: t('admin.shell.nav'),
        openMenu: t('admin.shell.openMenu'),
        closeMenu: t('admin.shell.closeMenu'),
      }}
      topbarTitle={t('admin.shell.topbar', { section: currentLabel })}
      sidebarTitle={
        <>
          <p>{t('admin.title')}</p>
          {admin?.email && <p className="admin-sidebar-user">{admin.name || admin.email}</p>}
        </>
      }
      items={SECTIONS.map((section) => ({
        key: section.id,
        label: t(section.label),
        icon: section.icon,
        current: section.id === current.id,
        onSelect: () => open(section),
      }))}
      onLogout={() => void logOut()}
    >
      <DashboardSection title={currentLabel} headingRef={headingRef}>
        <div className="admin-section-body">
          <Suspense fallback={<Loading label={t('admin.shell.loading')} />}>
            <Body key={current.id} />
          </Suspense>
        </div>
      </DashboardSection>
    </DashboardShell>
  );
}
