import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { seed } from '../../tools/seed/seed.js';
import { SITE_URL } from './browser.js';

/**
 * Journeys run against the seeded site, as a visitor of `npm start` would see it. Call once at the
 * top of a test file: the emulators are wiped before each file, then this seeds them again.
 */
export function useSeededSite() {
  // The run's first seed draws the seed's pictures and notes (later ones reuse them) and the first
  // request wakes the functions emulator: on a busy machine that alone can take over a minute.
  beforeAll(async () => {
    await seed();
    await resaveSeededSettings();
  }, FIRST_SEED_TIMEOUT_MS);
}

const FIRST_SEED_TIMEOUT_MS = 180_000;

/**
 * The function keeps the site settings in memory for a minute, as in production, so a file before
 * this one that changed them would still show its changes. Saving the seeded ones again through the
 * admin API, as the teacher would, starts every file from them.
 */
async function resaveSeededSettings(): Promise<void> {
  const authorization = await adminAuthorization();
  const current = await fetch(`${SITE_URL}/api/settings`, { headers: { authorization } });
  const { settings } = (await current.json()) as { settings: unknown };
  const saved = await fetch(`${SITE_URL}/api/settings`, {
    method: 'PUT',
    headers: { authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!saved.ok) throw new Error(`The seeded settings could not be saved again: ${saved.status} ${await saved.text()}`);
}

/** An Authorization header of the seeded teacher, from the real admin login API. */
export async function adminAuthorization(): Promise<string> {
  const login = await fetch(`${SITE_URL}/api/admin/adminLogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ACCOUNTS.admin),
  });
  if (!login.ok) throw new Error(`The seeded admin could not log in: ${login.status}`);
  return `Bearer ${((await login.json()) as { token: string }).token}`;
}

/** The accounts tools/seed creates (README lists them). */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin12345' },
  student: { email: 'student@example.com', password: 'student12345' },
  learner: { email: 'learner@example.com', password: 'learner12345' },
} as const;

/** A seeded account, or one a journey made for itself. */
type Account = { email: string; password: string };

/**
 * Starts a student session the way the spec stores it (user record and token in session storage)
 * by calling the real login API, without going through the login form. For journeys about other
 * screens; the login form itself is proven by its own journey.
 */
export async function signInThroughApi(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/user/login', { data: account });
  if (!response.ok()) throw new Error(`Login failed for ${account.email}: ${response.status()} ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: Record<string, unknown> };
  await page.addInitScript(
    ({ token: idToken, user: record }) => {
      sessionStorage.setItem('user', JSON.stringify(record));
      sessionStorage.setItem('userToken', idToken);
    },
    { token, user },
  );
}
