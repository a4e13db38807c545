import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../i18n/catalog';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { signOutEverywhere } from '../../../lib/auth';
import { confirmDialog, showAlert, showToast } from '../../../lib/dialogs';
import { getStoredUser, getStoredUserToken, updateStoredUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getProfile, type Profile } from '../api/profile';
import { checkSubscription } from '../api/subscription';
import { useLoad } from '../../../lib/use-load';
import { DashboardShell } from '../../../components/dashboard-shell';
import { icons } from '../../../components/icons';
import { CourseSection } from '../components/course-section';
import { DASHBOARD_SECTIONS, sectionFrom } from '../components/sections';
import { NotesSection } from '../components/notes-section';
import { OverviewSection } from '../components/overview-section';
import { ProfileSection } from '../components/profile-section';
import { StudentIdentity } from '../components/student-identity';
import { VerifyEmailBanner } from '../account-data/verify-email-banner';
import { SubscriptionSection } from '../components/subscription-section';
import { dashboardCatalog } from '../i18n';
import '../components/dashboard.css';
import { AUTH_PATH } from '../../../config/paths';

/** The profile, and the stored record kept in step with it so the header shows the same name and photo. */
async function loadProfile(signal: AbortSignal): Promise<Profile> {
  const profile = await getProfile(signal);
  updateStoredUser({ name: profile.name, email: profile.email, image: profile.image });
  return profile;
}

/** A token the API refused (expired, revoked, deleted account): only a new login helps. */
const isAuthFailure = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

const hasUserSession = () => !!getStoredUser() && !!getStoredUserToken();

/** /UserDashboard: the student's sections, for a signed-in student only; anyone else is sent to log in. */
export function Component() {
  const t = useT(dashboardCatalog);
  useDocumentTitle(t('dashboard.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const section = sectionFrom(params.get('section'));
  // Decided once on arrival, like the spec's check; logout and expiry navigate away themselves.
  const [signedIn] = useState(hasUserSession);
  const [editedProfile, setEditedProfile] = useState<Profile | null>(null);
  const leaving = useRef(false);

  const profile = useLoad(signedIn ? 'profile' : null, loadProfile);
  const shownProfile = editedProfile ?? profile.data ?? null;
  const subscription = useLoad(shownProfile?.id ?? null, (signal) => checkSubscription(shownProfile!.id, signal));

  // No session: say why, then the login page (the ref keeps StrictMode's second run from repeating it).
  useEffect(() => {
    if (signedIn || leaving.current) return;
    leaving.current = true;
    void showAlert({
      title: t('dashboard.unauthorized.title'),
      text: t('dashboard.unauthorized.text'),
      icon: 'warning',
      confirmButtonText: t('dashboard.ok'),
    });
    navigate(AUTH_PATH, { replace: true });
  }, [signedIn, navigate, t]);

  // The API refused the session: end it everywhere, then the login page.
  const authFailed = profile.status === 'error' && isAuthFailure(profile.error);
  useEffect(() => {
    if (!authFailed || leaving.current) return;
    leaving.current = true;
    void showAlert({
      title: t('dashboard.expired.title'),
      text: t('dashboard.expired.text'),
      icon: 'error',
      confirmButtonText: t('dashboard.ok'),
    });
    void signOutEverywhere().finally(() => navigate(AUTH_PATH, { replace: true }));
  }, [authFailed, navigate, t]);

  // The sidebar's links change ?section= themselves (the shell closes the drawer); a new section starts at its top.
  const afterSelect = () => window.scrollTo(0, 0);

  async function logOut() {
    const confirmed = await confirmDialog({
      title: t('dashboard.logout.title'),
      text: t('dashboard.logout.text'),
      icon: 'warning',
      confirmButtonText: t('dashboard.logout.confirm'),
      cancelButtonText: t('dashboard.logout.cancel'),
    });
    if (!confirmed) return;
    leaving.current = true;
    await signOutEverywhere();
    void showToast(t('dashboard.logout.done'));
    navigate('/', { replace: true });
  }

  if (!signedIn || authFailed) return <main className="dash-status" aria-busy="true" />;

  if (profile.status === 'error') {
    const message = errorText(profile.error, t('dashboard.error.generic'));
    return (
      <main className="dash-status">
        <div className="dash-status-card" role="alert">
          <h1>{t('dashboard.error.title')}</h1>
          <p>{message}</p>
          <div className="button-row">
            <button className="button button-primary" type="button" onClick={profile.reload}>
              {t('dashboard.tryAgain')}
            </button>
            <button className="button button-outline" type="button" onClick={() => void logOut()}>
              {t('dashboard.logout')}
            </button>
          </div>
        </div>
      </main>
    );
  }

  if (!shownProfile) {
    return (
      <main className="dash-status" aria-busy="true">
        <div className="dash-spinner" aria-hidden="true" />
        <p role="status">{t('dashboard.loading')}</p>
      </main>
    );
  }

  const current = DASHBOARD_SECTIONS.find((entry) => entry.id === section) ?? DASHBOARD_SECTIONS[0];
  const onProfileSaved = (saved: Profile) => {
    setEditedProfile(saved);
    updateStoredUser({ name: saved.name, email: saved.email, image: saved.image });
  };

  const firstName = shownProfile.name.trim().split(/\s+/)[0];
  const items = [
    { key: 'home', label: t('dashboard.goHome'), icon: icons.home, to: '/' },
    ...DASHBOARD_SECTIONS.map((entry) => ({
      key: entry.id,
      label: t(entry.label),
      icon: entry.icon,
      current: entry.id === section,
      to: { search: entry.id === 'overview' ? '' : `?section=${entry.id}` },
      replace: true,
      onSelect: afterSelect,
    })),
  ];

  return (
    <DashboardShell
      className="dash"
      sidebarId="dash-sidebar"
      labels={{
        sidebar: t('dashboard.menu.sidebar'),
        nav: t('dashboard.menu.nav'),
        openMenu: t('dashboard.menu.open'),
        closeMenu: t('dashboard.menu.close'),
      }}
      topbarTitle={t(current.label)}
      sidebarTitle={<p>{firstName ? t('dashboard.hello', { name: firstName }) : t('dashboard.helloThere')}</p>}
      sidebarIntro={<StudentIdentity profile={shownProfile} />}
      items={items}
      onLogout={() => void logOut()}
    >
      {/* Asked again when the email changes in the Profile (the new one is unverified). */}
      <VerifyEmailBanner key={shownProfile.email} />
      {section === 'overview' && <OverviewSection name={shownProfile.name} />}
      {section === 'profile' && <ProfileSection profile={shownProfile} onSaved={onProfileSaved} />}
      {section === 'subscription' && <SubscriptionSection subscription={subscription} />}
      {section === 'course' && <CourseSection subscription={subscription} />}
      {section === 'notes' && <NotesSection subscription={subscription} />}
    </DashboardShell>
  );
}
