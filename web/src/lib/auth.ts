/**
 * Firebase Authentication in the browser, loaded only when needed (a 28 KB chunk): at sign-in, and
 * when a signed-in tab makes its first authenticated call. The API signs the user in and returns a
 * custom token; the SDK adopts it with session (per-tab) persistence and from then on refreshes
 * the one-hour ID token by itself, so a session outlives it.
 */
import type { Auth } from 'firebase/auth';
import { clearSession, getStoredAdminToken, getStoredUserToken, hasAnySession, replaceStoredTokens } from './session';

/** Set for builds that run on the local emulators (npm start, npm test); unset for deploys. */
const AUTH_EMULATOR_HOST = import.meta.env.VITE_AUTH_EMULATOR_HOST as string | undefined;

interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
}

/** Locally a demo config; on Firebase Hosting the project's own config from its reserved URL. */
async function firebaseConfig(): Promise<FirebaseWebConfig> {
  if (AUTH_EMULATOR_HOST) return { apiKey: 'demo-api-key', projectId: 'demo-chemistry', authDomain: '127.0.0.1' };
  const response = await fetch('/__/firebase/init.json');
  if (!response.ok) throw new Error('Firebase configuration is not available.');
  return (await response.json()) as FirebaseWebConfig;
}

let authPromise: Promise<Auth> | undefined;

export function loadAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp }, authSdk, config] = await Promise.all([import('firebase/app'), import('firebase/auth'), firebaseConfig()]);
    const auth = authSdk.initializeAuth(initializeApp(config), { persistence: authSdk.browserSessionPersistence });
    if (AUTH_EMULATOR_HOST) authSdk.connectAuthEmulator(auth, `http://${AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    await auth.authStateReady();
    authSdk.onIdTokenChanged(auth, (user) => {
      if (user) void user.getIdToken().then(replaceStoredTokens);
    });
    return auth;
  })();
  return authPromise;
}

/** Adopts the session the API created (login, signup, admin login). */
export async function adoptSession(customToken: string): Promise<void> {
  const auth = await loadAuth();
  const { signInWithCustomToken } = await import('firebase/auth');
  await signInWithCustomToken(auth, customToken);
}

/**
 * A fresh ID token for API calls, or null when signed out. Visitors never load the SDK: without
 * a stored session there is nothing to ask it.
 */
export async function currentIdToken(): Promise<string | null> {
  if (!hasAnySession()) return null;
  const auth = await loadAuth().catch(() => undefined);
  if (auth?.currentUser) {
    // A refresh can fail (offline, revoked session); the stored token is then the best there is,
    // and a 401 from the API tells the screen to ask for a new login.
    const fresh = await auth.currentUser.getIdToken().catch(() => null);
    if (fresh) return fresh;
  }
  // No SDK session (it could not load, or the session began without it): the stored token still
  // works until it expires, and the API answers 401 after that, which sends the user to log in.
  return getStoredUserToken() ?? getStoredAdminToken();
}

/** Ends the Firebase session and clears what the spec keeps in session storage. */
export async function signOutEverywhere(): Promise<void> {
  // The SDK keeps its own session in session storage; after a reload it is not loaded until a
  // token is needed, so load it now if a session of it exists, or it would outlive the logout.
  if (authPromise || hasFirebaseSession()) {
    try {
      const auth = await loadAuth();
      const { signOut } = await import('firebase/auth');
      await signOut(auth);
    } catch (error) {
      // Logging out must always work: clearing storage below still ends the app's session.
      console.warn('Firebase sign-out failed', error);
      removeFirebaseSession();
    }
  }
  clearSession();
}

const FIREBASE_SESSION_PREFIX = 'firebase:authUser:';

function firebaseSessionKeys(): string[] {
  try {
    return Object.keys(sessionStorage).filter((key) => key.startsWith(FIREBASE_SESSION_PREFIX));
  } catch {
    return [];
  }
}

const hasFirebaseSession = () => firebaseSessionKeys().length > 0;

function removeFirebaseSession() {
  for (const key of firebaseSessionKeys()) sessionStorage.removeItem(key);
}
