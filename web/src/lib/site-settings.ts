import type { PublicSiteSettings } from '@chem/contract';
import { useSyncExternalStore } from 'react';
import { callApi } from './api-client';
import { earlyOr } from './early-data';

/**
 * The site's own facts (name, the teacher's contacts, channel and social links), which the teacher
 * edits in the admin's Settings. Every page shows some of them (header, footer, chat button), so
 * they must be there at the first paint without making it wait (docs/site-settings.md):
 *
 *  1. `npm run deploy` bakes the settings of the moment into index.html as a JSON data block
 *     (`#site-settings`); a first paint can always use it.
 *  2. index.html's small script asks for GET /api/settings/public at once, on every page, in
 *     parallel with the app's code; the CDN keeps that answer, so it normally arrives first and is
 *     what the first paint shows. If it comes later, the page re-renders with it (a save in the
 *     admin since the last deploy).
 *  3. A build without the data block (a plain `firebase deploy`, the Vite dev server) waits for
 *     that answer before the first render; it was started with the page, so this costs no extra
 *     round trip. (The local stack's build bakes the seed's samples, as a deploy bakes the project's.)
 */

const PUBLIC_SETTINGS_PATH = '/api/settings/public';
const SNAPSHOT_ID = 'site-settings';

let current: PublicSiteSettings | undefined;
const listeners = new Set<() => void>();

function publish(settings: PublicSiteSettings): void {
  if (current && JSON.stringify(current) === JSON.stringify(settings)) return;
  current = settings;
  listeners.forEach((listener) => listener());
}

const isSettings = (value: unknown): value is PublicSiteSettings =>
  typeof value === 'object' && value !== null && typeof (value as { siteName?: unknown }).siteName === 'string';

/** The copy the deploy baked into index.html, if any. */
function bakedSettings(): PublicSiteSettings | undefined {
  const text = document.getElementById(SNAPSHOT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSettings(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** When neither answer nor snapshot exists (the API is down): the page's own title as the name, nothing else. */
function emptySettings(): PublicSiteSettings {
  return {
    siteName: document.title,
    tagline: '',
    teacherName: '',
    phone: '',
    whatsappNumber: '',
    email: '',
    location: '',
    channelUrl: '',
    playlistsUrl: '',
    facebookUrl: '',
    xUrl: '',
    instagramUrl: '',
    linkedinUrl: '',
    developerName: '',
  };
}

let loading: Promise<void> | undefined;

/**
 * Starts (or joins) loading the settings; resolves once there is something to render with: at once
 * when the deploy baked a copy, else when the API answers (or fails, and the page renders without them).
 */
export function loadSiteSettings(): Promise<void> {
  loading ??= (() => {
    const baked = bakedSettings();
    if (baked) publish(baked);
    const fresh = earlyOr(PUBLIC_SETTINGS_PATH, () => callApi('GET /api/settings/public', { token: null }))
      .then((settings) => {
        if (isSettings(settings)) publish(settings);
      })
      .catch((error: unknown) => {
        console.error('Could not load the site settings', error);
        if (!current) publish(emptySettings());
      });
    return baked ? Promise.resolve() : fresh;
  })();
  return loading;
}

let empty: PublicSiteSettings | undefined;

/** The settings now, for code outside React (a checkout's merchant name). */
export function currentSiteSettings(): PublicSiteSettings {
  // The same object every time: React compares snapshots by identity.
  return current ?? (empty ??= emptySettings());
}

/** Puts in the settings the admin just saved, so their own tab shows them at once. */
export function showSiteSettings(settings: PublicSiteSettings): void {
  publish(settings);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings in a component; it re-renders when a newer answer arrives. */
export function useSiteSettings(): PublicSiteSettings {
  return useSyncExternalStore(subscribe, currentSiteSettings);
}
