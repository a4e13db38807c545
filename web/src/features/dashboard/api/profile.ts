import { callApi } from '../../../lib/api-client';
import type { UserProfile } from '@chem/contract';

/** GET/PUT /api/user/profile. */
export type Profile = UserProfile;

/** The fields a student may edit (the contract's profileChanges schema); a new email needs the current password of an account that has one. */
export type ProfileChanges = Pick<Profile, 'name' | 'email' | 'phone' | 'location' | 'gender' | 'dob' | 'bio'> & {
  currentPassword?: string;
};

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return callApi('GET /api/user/profile', { signal });
}

export function updateProfile(changes: ProfileChanges): Promise<Profile> {
  return callApi('PUT /api/user/profile', { body: changes });
}

/** PUT /api/tests/leaderboard-preference: whether the student's name shows on leaderboards (remembered on the profile). */
export function setLeaderboardName(showName: boolean): Promise<{ showName: boolean }> {
  return callApi('PUT /api/tests/leaderboard-preference', { body: { showName } });
}
