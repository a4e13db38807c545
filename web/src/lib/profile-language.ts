import type { Language } from '@chem/contract';
import { getLocale, setLocale, storedLocale } from '../i18n/locale';
import { getStoredUserToken } from './session';

/**
 * The interface language on the signed-in student's profile: the server writes their
 * emails in it, and a new device adopts it at login. Saving is quiet: the switch has already
 * applied on this device, and the next switch or login saves it again.
 */
export function saveProfileLanguage(language: Language): void {
  if (!getStoredUserToken()) return;
  void import('./api-client')
    .then(({ callApi }) => callApi('PUT /api/user/language', { body: { language } }))
    .catch((error: unknown) => console.warn('The language could not be saved on the profile', error));
}

/**
 * At login: a device that never chose takes the language on the profile; a device that chose
 * keeps its choice and saves it on the profile when the two differ (the student's latest choice).
 */
export function reconcileProfileLanguage(profileLanguage: Language | undefined): void {
  const chosen = storedLocale();
  if (!chosen) {
    if (profileLanguage && profileLanguage !== getLocale()) setLocale(profileLanguage);
    return;
  }
  if (chosen !== (profileLanguage ?? 'en')) saveProfileLanguage(chosen);
}
