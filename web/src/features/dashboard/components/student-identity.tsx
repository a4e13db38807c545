import type { Profile } from '../api/profile';
import { Avatar } from './avatar';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog } from '../i18n';

/** The sidebar's card of who is signed in: photo, name, email and that the account is active. */
export function StudentIdentity({ profile }: { profile: Profile }) {
  const t = useT(dashboardCatalog);
  return (
    <div className="dash-identity">
      <Avatar className="dash-avatar" image={profile.image} size={72} />
      <div className="dash-identity-text">
        <p className="dash-identity-name">{profile.name}</p>
        <p className="dash-identity-email">{profile.email}</p>
        <p className="dash-active">
          <span className="dash-active-dot" aria-hidden="true" />
          {t('dashboard.identity.active')}
        </p>
      </div>
    </div>
  );
}
