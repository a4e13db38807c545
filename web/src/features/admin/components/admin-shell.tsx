import { lazy, Suspense, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signOutEverywhere } from '../../../lib/auth';
import { confirmDialog } from '../../../lib/dialogs';
import { getStoredAdmin } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { icons, type IconPath } from '../../../components/icons';
import { DashboardSection, DashboardShell, type ShellNavItem } from '../../../components/dashboard-shell';
import { loadQuestionBankSection, loadTestsSection } from '../../practice';
import { loadLiveClassesSection } from '../../live-classes';
import { useT } from '../../../i18n/catalog';
import { adminCatalog, type AdminMessage } from '../i18n';
import { Loading } from '../../../components/admin-ui';
import { useContractMessages } from '../../../lib/contract-messages';

/**
 * The drawer's groups, in its order, each under its heading: with twenty sections a phone screen
 * shows only a part of the list, and the teacher looks for a section by what it is about.
 */
const GROUPS = ['content', 'students', 'tests', 'sales', 'site'] as const;
type Group = (typeof GROUPS)[number];

const GROUP_LABELS = {
  content: 'admin.group.content',
  students: 'admin.group.students',
  tests: 'admin.group.tests',
  sales: 'admin.group.sales',
  site: 'admin.group.site',
} as const satisfies Record<Group, AdminMessage>;

interface Section {
  id: string;
  /** The section's name in the catalogue (sidebar, heading, document title). */
  label: AdminMessage;
  icon: IconPath;
  /** Where the drawer lists it; the Overview, the dashboard's first page, stands above the groups. */
  group: Group | null;
  /** Each section is its own chunk, fetched the first time it is opened. */
  Body: LazyExoticComponent<ComponentType>;
}

/** Every section: adding one is one entry here, in the group it belongs to. */
const SECTIONS: readonly Section[] = [
  { id: 'overview', label: 'admin.section.overview', icon: icons.overview, group: null, Body: lazy(() => import('./overview-section')) },
  { id: 'courses', label: 'admin.section.courses', icon: icons.book, group: 'content', Body: lazy(() => import('./courses-section')) },
  { id: 'notes', label: 'admin.section.notes', icon: icons.upload, group: 'content', Body: lazy(() => import('./notes-section')) },
  {
    id: 'categories',
    label: 'admin.section.categories',
    icon: icons.tag,
    group: 'content',
    Body: lazy(() => import('./category-manager')),
  },
  // The live classes (the live-classes feature's own section): schedule, attendance, recordings made lessons.
  {
    id: 'live-classes',
    label: 'admin.section.liveClasses',
    icon: icons.video,
    group: 'content',
    Body: lazy(loadLiveClassesSection),
  },
  { id: 'users', label: 'admin.section.users', icon: icons.users, group: 'students', Body: lazy(() => import('./users-section')) },
  { id: 'doubts', label: 'admin.section.doubts', icon: icons.pen, group: 'students', Body: lazy(() => import('../doubts/doubts-section')) },
  { id: 'contact', label: 'admin.section.contact', icon: icons.mail, group: 'students', Body: lazy(() => import('./contact-section')) },
  {
    id: 'certificates',
    label: 'admin.section.certificates',
    icon: icons.award,
    group: 'students',
    Body: lazy(() => import('./certificates-section')),
  },
  {
    id: 'announcements',
    label: 'admin.section.announcements',
    icon: icons.bell,
    group: 'students',
    Body: lazy(() => import('../announcements/announcements-section')),
  },
  { id: 'emails', label: 'admin.section.emails', icon: icons.mail, group: 'students', Body: lazy(() => import('./mail-section')) },
  // Practice tests (the practice feature's own sections): the question bank, and the tests made of it with their analytics.
  { id: 'questions', label: 'admin.section.questions', icon: icons.flask, group: 'tests', Body: lazy(loadQuestionBankSection) },
  { id: 'tests', label: 'admin.section.tests', icon: icons.chart, group: 'tests', Body: lazy(loadTestsSection) },
  {
    id: 'series',
    label: 'admin.section.series',
    icon: icons.book,
    group: 'tests',
    Body: lazy(() => loadTestsSection().then((module) => ({ default: module.SeriesSection }))),
  },
  { id: 'plans', label: 'admin.section.plans', icon: icons.card, group: 'sales', Body: lazy(() => import('./plans-section')) },
  { id: 'coupons', label: 'admin.section.coupons', icon: icons.gift, group: 'sales', Body: lazy(() => import('./coupons-section')) },
  { id: 'invoices', label: 'admin.section.invoices', icon: icons.document, group: 'sales', Body: lazy(() => import('./invoices-section')) },
  { id: 'banners', label: 'admin.section.banners', icon: icons.image, group: 'site', Body: lazy(() => import('./banners-section')) },
  { id: 'settings', label: 'admin.section.settings', icon: icons.settings, group: 'site', Body: lazy(() => import('./settings-section')) },
  { id: 'profile', label: 'admin.section.profile', icon: icons.profile, group: 'site', Body: lazy(() => import('./profile-section')) },
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

  const navItem = (section: Section): ShellNavItem => ({
    key: section.id,
    label: t(section.label),
    icon: section.icon,
    current: section.id === current.id,
    onSelect: () => open(section),
  });

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
      items={SECTIONS.filter((section) => section.group === null).map(navItem)}
      groups={GROUPS.map((group) => ({
        key: group,
        label: t(GROUP_LABELS[group]),
        items: SECTIONS.filter((section) => section.group === group).map(navItem),
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
