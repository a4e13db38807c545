/**
 * Helpers for tests that run inside `firebase emulators:exec`: where the emulators are, and how
 * to wipe them. The wipe endpoints are the emulators' own REST API (see ENVIRONMENT.md), far
 * faster than deleting documents one by one.
 */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-chemistry';
export const SITE_URL = process.env.SITE_URL ?? 'http://127.0.0.1:5000';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this suite through \`npm test\` (firebase emulators:exec).`);
  return value;
}

export const firestoreHost = () => requireEnv('FIRESTORE_EMULATOR_HOST');
export const authHost = () => requireEnv('FIREBASE_AUTH_EMULATOR_HOST');

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what} failed: HTTP ${response.status} ${await response.text()}`);
}

export async function clearFirestore() {
  const url = `http://${firestoreHost()}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  await expectOk(await fetch(url, { method: 'DELETE' }), 'Clearing Firestore');
}

export async function clearAuth() {
  const url = `http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/accounts`;
  await expectOk(await fetch(url, { method: 'DELETE' }), 'Clearing Auth');
}

/** Signs in through the Auth emulator's REST API (what the browser SDK does) and returns the ID token. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const url = `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  await expectOk(response, `Signing in ${email}`);
  const body = (await response.json()) as { idToken: string };
  return body.idToken;
}
