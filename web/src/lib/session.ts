/**
 * The signed-in state the spec keeps in session storage (per tab): the user record (at least email
 * and image, read by the header on every page), the user token, and the admin token and info.
 * Plain and synchronous on purpose: the header decides signed-in or not from this on first paint,
 * without loading the Firebase Auth SDK (see ./auth.ts, loaded only when a token is needed).
 */

import type { SessionUser } from '@chem/contract';

/** The part of the profile kept for the header and the plans page; phone only for students. */
export type StoredUser = SessionUser;

const KEYS = { user: 'user', userToken: 'userToken', adminToken: 'adminToken', adminInfo: 'adminInfo' } as const;
const CHANGE_EVENT = 'session-change';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The spec's rule: a stored user record with an email means signed in (or a phone number: mobile-number sign-in). */
export function getStoredUser(): StoredUser | null {
  const user = read<StoredUser>(KEYS.user);
  const hasContact = (value: unknown) => typeof value === 'string' && value !== '';
  return user && (hasContact(user.email) || hasContact(user.phone)) ? user : null;
}

export function getStoredAdmin(): StoredUser | null {
  return read<StoredUser>(KEYS.adminInfo);
}

export const getStoredUserToken = () => sessionStorage.getItem(KEYS.userToken);
export const getStoredAdminToken = () => sessionStorage.getItem(KEYS.adminToken);

export function storeUserSession(user: StoredUser, token: string) {
  sessionStorage.setItem(KEYS.user, JSON.stringify(user));
  sessionStorage.setItem(KEYS.userToken, token);
  notify();
}

export function storeAdminSession(admin: StoredUser, token: string) {
  sessionStorage.setItem(KEYS.adminInfo, JSON.stringify(admin));
  sessionStorage.setItem(KEYS.adminToken, token);
  notify();
}

/** Keeps the stored record in step with the profile (name, email or photo edited on the dashboard). */
export function updateStoredUser(changes: Partial<StoredUser>) {
  const user = getStoredUser();
  if (!user) return;
  sessionStorage.setItem(KEYS.user, JSON.stringify({ ...user, ...changes }));
  notify();
}

/** Refreshed ID tokens replace the stored ones, so the spec's "user token" stays usable. */
export function replaceStoredTokens(token: string) {
  if (sessionStorage.getItem(KEYS.userToken)) sessionStorage.setItem(KEYS.userToken, token);
  if (sessionStorage.getItem(KEYS.adminToken)) sessionStorage.setItem(KEYS.adminToken, token);
}

export function clearSession() {
  for (const key of Object.values(KEYS)) sessionStorage.removeItem(key);
  notify();
}

export function hasAnySession(): boolean {
  return !!(getStoredUserToken() || getStoredAdminToken());
}

/** Calls back on sign-in and sign-out, in this tab (custom event) and others sharing the storage. */
export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}
