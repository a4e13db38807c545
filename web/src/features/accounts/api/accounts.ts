import { callApi } from '../../../lib/api-client';
import type { AccountSession } from '@chem/contract';
import { adoptSession } from '../../../lib/auth';
import { reconcileProfileLanguage } from '../../../lib/profile-language';
import { storeUserSession, type StoredUser } from '../../../lib/session';

export type { AccountSession };

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupDetails {
  name: string;
  email: string;
  phone: string;
  school: string;
  course: string;
  password: string;
  photo: File;
}

export function logIn(credentials: Credentials): Promise<AccountSession> {
  return callApi('POST /api/user/login', { body: credentials, token: null });
}

export function signUp({ photo, ...fields }: SignupDetails): Promise<AccountSession> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('usersPhoto', photo, photo.name);
  return callApi('POST /api/user/signup', { body: form, token: null, status: 201 });
}

/**
 * Starts the session the spec's way (user record and token in session storage, which the header
 * follows at once), then hands the custom token to Firebase Auth so the ID token keeps refreshing.
 * If the SDK cannot start (offline chunk, blocked storage), the stored token still serves for its
 * hour, and the API's 401 after that sends the student back to log in, so this never fails a login.
 */
export async function startUserSession({ token, customToken, user }: AccountSession): Promise<void> {
  const record: StoredUser = {
    _id: user._id,
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    role: user.role,
    phone: user.phone,
  };
  storeUserSession(record, token);
  reconcileProfileLanguage(user.language);
  await adoptSession(customToken).catch((error: unknown) => console.warn('Firebase Auth could not adopt the session', error));
}
