import { DashboardSection } from '../../../components/dashboard-shell';
import { lazy, Suspense, useState } from 'react';
import type { Profile } from '../api/profile';
import { Avatar } from './avatar';
import { Icon, icons } from '../../../components/icons';
import { ProfileEditDialog } from './profile-edit-dialog';
import { formatDay } from './format';
import { SecurityCard } from '../../account-recovery';
import { loadNotificationSettings } from '../../notifications';
import { YourDataCard } from '../account-data/your-data-card';
import { LeaderboardNameCard } from './leaderboard-name-card';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog } from '../i18n';
import { genderLabel } from './gender';

/** The Notifications card: its own chunk, as most visits to the dashboard do not open Profile. */
const NotificationSettingsCard = lazy(loadNotificationSettings);

interface ProfileSectionProps {
  profile: Profile | null;
  onSaved: (profile: Profile) => void;
}

const ROLE_LABELS: Partial<Record<string, 'dashboard.role.user' | 'dashboard.role.admin'>> = {
  user: 'dashboard.role.user',
  admin: 'dashboard.role.admin',
};

export function ProfileSection({ profile, onSaved }: ProfileSectionProps) {
  const t = useT(dashboardCatalog);
  const [editing, setEditing] = useState(false);

  if (!profile) {
    return (
      <DashboardSection title={t('dashboard.section.profile')}>
        <p className="dash-empty">{t('dashboard.profile.noData')}</p>
      </DashboardSection>
    );
  }

  const roleLabel = ROLE_LABELS[profile.role];
  const details: { label: string; value: string }[] = [
    { label: t('dashboard.profile.email'), value: profile.email },
    { label: t('dashboard.profile.phone'), value: profile.phone },
    { label: t('dashboard.profile.school'), value: profile.school },
    { label: t('dashboard.profile.course'), value: profile.course },
    { label: t('dashboard.profile.location'), value: profile.location },
    { label: t('dashboard.profile.gender'), value: genderLabel(profile.gender, t) },
    { label: t('dashboard.profile.dob'), value: profile.dob ? formatDay(profile.dob) : '' },
  ];

  return (
    <DashboardSection title={t('dashboard.section.profile')} lead={t('dashboard.profile.lead')}>
      <div className="shell-card dash-profile">
        <div className="dash-profile-top">
          <Avatar className="dash-profile-avatar" image={profile.image} size={88} />
          <div className="dash-profile-id">
            <h2 className="dash-profile-name">{profile.name}</h2>
            <p className="dash-profile-role">{roleLabel ? t(roleLabel) : profile.role}</p>
          </div>
          <button className="button button-primary button-small dash-profile-edit" type="button" onClick={() => setEditing(true)}>
            <Icon path={icons.edit} size={18} />
            {t('dashboard.profile.edit')}
          </button>
        </div>

        <dl className="dash-details">
          {details.map((detail) => (
            <div key={detail.label} className="dash-detail">
              <dt>{detail.label}</dt>
              <dd data-empty={detail.value ? undefined : true}>{detail.value || t('dashboard.profile.notAdded')}</dd>
            </div>
          ))}
          <div className="dash-detail dash-detail-wide">
            <dt>{t('dashboard.profile.bio')}</dt>
            <dd data-empty={profile.bio ? undefined : true}>{profile.bio || t('dashboard.profile.notAdded')}</dd>
          </div>
        </dl>
        {profile.pendingEmail && (
          <p className="dash-pending-email" role="status" data-testid="pending-email">
            {t('dashboard.profile.pendingEmail', { email: profile.pendingEmail })}
          </p>
        )}
      </div>

      {profile.role !== 'admin' && (
        <Suspense fallback={null}>
          <NotificationSettingsCard />
        </Suspense>
      )}
      {profile.role !== 'admin' && <LeaderboardNameCard profile={profile} onSaved={onSaved} />}
      <SecurityCard />
      <YourDataCard />

      {editing && (
        <ProfileEditDialog
          profile={profile}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            onSaved(saved);
            setEditing(false);
          }}
        />
      )}
    </DashboardSection>
  );
}
