import { apiGet, apiSend } from '../../../lib/api-client';

/** GET/PUT /api/user/profile (functions/src/services/accounts.ts PublicProfile). */
export interface Profile {
  _id: string;
  /** The uid; the subscription check takes it as userId. */
  id: string;
  name: string;
  email: string;
  phone: string;
  school: string;
  course: string;
  /** Path under /uploads, e.g. `users/<file>.png`; empty without a photo. */
  image: string;
  role: 'user' | 'admin';
  location: string;
  gender: string;
  /** YYYY-MM-DD or empty. */
  dob: string;
  bio: string;
  createdAt: string | null;
  updatedAt: string | null;
}

/** The fields a student may edit (functions/src/services/account-schemas.ts profileChanges). */
export type ProfileChanges = Pick<Profile, 'name' | 'email' | 'phone' | 'location' | 'gender' | 'dob' | 'bio'>;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet<Profile>('/api/user/profile', { signal });
}

export function updateProfile(changes: ProfileChanges): Promise<Profile> {
  return apiSend<Profile>('PUT', '/api/user/profile', changes);
}
