import type { SiteSettingsAnswer, SiteSettingsInput } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { IntegrationStatus, SiteSettingsAnswer, SiteSettingsField, SiteSettingsInput } from '@chem/contract';

/** The stored settings, read fresh (the admin's token makes the answer uncached). */
export const getSiteSettings = (signal?: AbortSignal) => callApi('GET /api/settings', { signal });

export const saveSiteSettings = (settings: SiteSettingsInput): Promise<SiteSettingsAnswer> =>
  callApi('PUT /api/settings', { body: settings });

/** With the admin's token, health also says which integrations are set up (names only). */
export const getIntegrations = async (signal?: AbortSignal) => (await callApi('GET /api/health', { signal })).integrations ?? [];
