import type { AccountSession } from '@chem/contract';
import { adoptSession } from './auth';
import { reconcileProfileLanguage } from './profile-language';
import { storeUserSession, type StoredUser } from './session';

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
