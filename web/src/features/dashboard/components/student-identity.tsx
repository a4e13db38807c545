import type { Profile } from '../api/profile';
import { Avatar } from './avatar';

/** The sidebar's card of who is signed in: photo, name, email and that the account is active. */
export function StudentIdentity({ profile }: { profile: Profile }) {
  return (
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
  );
}
