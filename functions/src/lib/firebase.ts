import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/**
 * firebase-admin, initialised once. Configuration comes from the runtime: FIREBASE_CONFIG in Cloud
 * Functions and the emulators, and the standard *_EMULATOR_HOST variables locally, so the same
 * code talks to production, the emulators or the local Storage stand-in without knowing which.
 */
function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const app = initializeApp();
  getFirestore(app).settings({ ignoreUndefinedProperties: true });
  return app;
}

export const db = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

/** The default bucket; in a demo project without FIREBASE_CONFIG it falls back to `<project>.appspot.com`. */
export function bucket() {
  const app = adminApp();
  const configured = app.options.storageBucket;
  if (configured) return getStorage(app).bucket();
  const project = app.options.projectId ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  return getStorage(app).bucket(`${project}.appspot.com`);
}
