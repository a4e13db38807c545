import { DashboardSection } from '../../../components/dashboard-shell';
import { useState } from 'react';
import type { Profile } from '../api/profile';
import { Avatar } from './avatar';
import { Icon, icons } from '../../../components/icons';
import { ProfileEditDialog } from './profile-edit-dialog';
import { formatDay } from './format';
import { SecurityCard } from '../../account-recovery/components/security-card';
import { YourDataCard } from '../account-data/your-data-card';

interface ProfileSectionProps {
  profile: Profile | null;
  onSaved: (profile: Profile) => void;
}

const ROLE_LABELS: Record<string, string> = { user: 'Student', admin: 'Admin' };

export function ProfileSection({ profile, onSaved }: ProfileSectionProps) {
  const [editing, setEditing] = useState(false);

  if (!profile) {
    return (
      <DashboardSection title="Profile">
        <p className="dash-empty">No profile data found.</p>
      </DashboardSection>
    );
  }

  const details: { label: string; value: string }[] = [
    { label: 'Email', value: profile.email },
    { label: 'Phone', value: profile.phone },
    { label: 'School', value: profile.school },
    { label: 'Course', value: profile.course },
    { label: 'Location', value: profile.location },
    { label: 'Gender', value: profile.gender },
    { label: 'Date of birth', value: profile.dob ? formatDay(profile.dob) : '' },
  ];

  return (
    <DashboardSection title="Profile" lead="Your details as the teacher sees them.">
      <div className="shell-card dash-profile">
        <div className="dash-profile-top">
          <Avatar className="dash-profile-avatar" image={profile.image} size={88} />
          <div className="dash-profile-id">
            <h2 className="dash-profile-name">{profile.name}</h2>
            <p className="dash-profile-role">{ROLE_LABELS[profile.role] ?? profile.role}</p>
          </div>
          <button className="button button-primary button-small dash-profile-edit" type="button" onClick={() => setEditing(true)}>
            <Icon path={icons.edit} size={18} />
            Edit profile
          </button>
        </div>

        <dl className="dash-details">
          {details.map((detail) => (
            <div key={detail.label} className="dash-detail">
              <dt>{detail.label}</dt>
              <dd data-empty={detail.value ? undefined : true}>{detail.value || 'Not added yet'}</dd>
            </div>
          ))}
          <div className="dash-detail dash-detail-wide">
            <dt>Bio</dt>
            <dd data-empty={profile.bio ? undefined : true}>{profile.bio || 'Not added yet'}</dd>
          </div>
        </dl>
      </div>

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
