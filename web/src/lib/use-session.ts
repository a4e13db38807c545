import { useSyncExternalStore } from 'react';
import { getStoredUser, onSessionChange, type StoredUser } from './session';

let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

/** A stable snapshot: the same object until the stored record really changes. */
function snapshot(): StoredUser | null {
  const raw = sessionStorage.getItem('user');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = getStoredUser();
  }
  return cachedUser;
}

/** The signed-in student's stored record, or null; re-renders on sign-in, sign-out and profile edits. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(onSessionChange, snapshot, () => null);
}
