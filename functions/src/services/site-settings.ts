import {
  publicSiteSettings,
  sampleFieldsOf,
  settingsFromStored,
  type PublicSiteSettings,
  type SiteSettings,
  type SiteSettingsAnswer,
} from '@chem/contract';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { storedFields } from '../lib/fields.js';
import { db } from '../lib/firebase.js';
import { logger } from '../lib/logger.js';
import { TtlCache } from '../lib/ttl-cache.js';

/**
 * The site's settings (the teacher's contacts, links, featured videos, playlists, the daily
 * download limit): one Firestore document, `settings/site`, edited in the admin dashboard.
 *
 * Every part of the server that needs a setting reads it here. Each instance keeps the document
 * for a minute, so a busy minute costs one read instead of one per request; a save clears this
 * instance's copy at once, and the others pick it up within the minute. Without a document (a new
 * project before the first save) the samples apply, and the admin screen says so.
 */

export const SITE_SETTINGS_DOC = 'settings/site';
export const SITE_SETTINGS_CACHE_SECONDS = 60;

interface StoredSettings {
  settings: SiteSettings;
  updatedAt: string | null;
}

const cache = new TtlCache<StoredSettings>(SITE_SETTINGS_CACHE_SECONDS * 1000, 1);

/** For tests that write the document directly; the product clears it on save. */
export const clearSiteSettingsCache = () => cache.clear();

function fromSnapshot(snapshot: DocumentSnapshot): StoredSettings {
  const { settings, invalid } = settingsFromStored(snapshot.data());
  if (invalid.length > 0) {
    logger.warn(`Site settings: ${invalid.join(', ')} stored in a shape the site cannot use; their sample values apply until saved again.`);
  }
  // Only the admin screen's saves stamp updatedAt; the seed does not, so seeded samples read as never saved.
  return { settings, updatedAt: storedFields(snapshot).time('updatedAt') };
}

const settingsRef = () => db().doc(SITE_SETTINGS_DOC);

/** The settings as the server uses them: at most a minute old on this instance. */
export async function readSiteSettings(): Promise<SiteSettings> {
  return (await cache.get('site', async () => fromSnapshot(await settingsRef().get()))).settings;
}

/** What every visitor's browser gets (GET /api/settings/public). */
export async function readPublicSiteSettings(): Promise<PublicSiteSettings> {
  return publicSiteSettings(await readSiteSettings());
}

const answerOf = ({ settings, updatedAt }: StoredSettings): SiteSettingsAnswer => ({
  settings,
  sampleFields: sampleFieldsOf(settings),
  updatedAt,
});

/** The admin's view: read fresh, never from the cache, so the Settings screen shows what is stored. */
export async function adminSiteSettings(): Promise<SiteSettingsAnswer> {
  return answerOf(fromSnapshot(await settingsRef().get()));
}

/** Replaces the settings with the admin's validated form, and who saved them when. */
export async function saveSiteSettings(settings: SiteSettings, uid: string): Promise<SiteSettingsAnswer> {
  const updatedAt = Timestamp.now();
  await settingsRef().set({ ...settings, updatedAt, updatedBy: uid });
  cache.clear();
  logger.info('Site settings saved');
  return answerOf({ settings, updatedAt: updatedAt.toDate().toISOString() });
}
