import type { CompletedProfile, ProfileCompletion, ProviderSession } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { ProviderSession };

/** Exchanges the Firebase ID token of a Google or phone sign-in for the site's session. */
export function providerSession(idToken: string): Promise<ProviderSession> {
  return callApi('POST /api/user/provider-session', { body: { idToken }, token: null });
}

/** Saves the first sign-in's completion form (optional fields left out are skipped). */
export function completeProfile(fields: Partial<Record<keyof ProfileCompletion, string>>): Promise<CompletedProfile> {
  return callApi('PUT /api/user/profile/completion', { body: fields });
}
