import { PORTS, PROJECT_ID } from './local-stack.js';

/**
 * What a firebase-admin client outside the emulators (the seeder, make-admin, tests) needs to
 * reach them. firebase-tools gives the same to the functions it runs.
 */
export function emulatorClientEnv(stackEnv: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const storageHost = `127.0.0.1:${PORTS.storage}`;
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: stackEnv.FIREBASE_STORAGE_EMULATOR_HOST ?? storageHost,
    STORAGE_EMULATOR_HOST: stackEnv.STORAGE_EMULATOR_HOST ?? `http://${storageHost}`,
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }),
  };
}
